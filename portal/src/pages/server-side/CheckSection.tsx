import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FactList } from '../../components/FactList';
import { PageSection } from '../../components/PageSection';
import { MessagePreview } from './MessagePreview';
import { useCheck, useStartCheck, type CheckState } from './queries';
import { when as moment } from '../../format';
import { useMessages, type Translate } from '../../i18n/useMessages';
import { relayMessages } from './relay.messages';

type RelayT = Translate<keyof (typeof relayMessages)['messages']['en']>;

const useStyles = makeStyles({
  code: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
});

const when = (iso: string | null) => (iso ? moment(iso) : '');

/** What the relay did with the test message, in words. */
function outcomeWords(t: RelayT, outcome: NonNullable<CheckState['outcome']>): { intent: 'success' | 'warning' | 'error'; words: string } {
  switch (outcome.status) {
    case 'signed':
      return { intent: 'success', words: t('outcomeSigned') };
    case 'unchanged':
      return { intent: 'warning', words: t('outcomeUnchanged', { reason: outcome.reasonLabel ?? outcome.reason ?? t('noReason') }) };
    case 'refused':
      return { intent: 'error', words: t('outcomeRefused', { answer: outcome.nextHop ?? t('noAnswerRecorded') }) };
  }
}

function Received({ check }: { check: CheckState }) {
  const t = useMessages(relayMessages);
  const outcome = check.outcome && outcomeWords(t, check.outcome);
  return (
    <>
      {outcome && (
        <MessageBar intent={outcome.intent} layout="multiline">
          <MessageBarBody>{outcome.words}</MessageBarBody>
        </MessageBar>
      )}
      <FactList
        facts={[
          [t('received'), when(check.receivedAt)],
          [t('sentBy'), check.mailbox ?? t('unknown')],
          [t('signature'), check.outcome?.placementLabel ?? t('notAdded')],
          [t('nextHop'), check.outcome?.nextHop ?? t('noAnswer')],
        ]}
      />
      {check.message ? (
        <MessagePreview message={check.message} title={t('handedOn')} />
      ) : (
        <Text>{check.notKept ? t('notKeptWhy', { why: check.notKept }) : t('notKept')}</Text>
      )}
    </>
  );
}

/** A check that the relay sees, signs and hands back a test message: a code for the subject, then what happened. */
export function CheckSection({ canStart }: { canStart: boolean }) {
  const styles = useStyles();
  const check = useCheck();
  const start = useStartCheck();
  const state = check.data;
  const t = useMessages(relayMessages);

  return (
    <PageSection id="ss-check" title={t('checkTitle')}>
      <Text className={styles.muted}>{t('checkIntro')}</Text>
      {check.isPending && <Spinner size="small" label={t('readingCheck')} />}
      <ErrorMessage error={check.error ?? start.error} />
      {state?.state === 'waiting' && (
        <>
          <div className={styles.row}>
            <Text>{t('putInSubject')}</Text>
            <span className={styles.code} data-testid="check-code">
              {state.code}
            </span>
          </div>
          <Spinner size="tiny" labelPosition="after" label={t('waiting', { until: when(state.expiresAt) })} />
        </>
      )}
      {state?.state === 'expired' && <Text>{t('expired')}</Text>}
      {state?.state === 'received' && <Received check={state} />}
      {canStart && (
        <div>
          <Button
            appearance={state?.state === 'waiting' ? 'secondary' : 'primary'}
            onClick={() => start.mutate()}
            disabled={start.isPending}
          >
            {state?.state === 'none' || !state ? t('start') : t('startNew')}
          </Button>
        </div>
      )}
    </PageSection>
  );
}
