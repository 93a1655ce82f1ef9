import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FactList } from '../../components/FactList';
import { PageSection } from '../../components/PageSection';
import { MessagePreview } from './MessagePreview';
import { useCheck, useStartCheck, type CheckState } from './queries';

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

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

/** What the relay did with the test message, in words. */
function outcomeWords(outcome: NonNullable<CheckState['outcome']>): { intent: 'success' | 'warning' | 'error'; words: string } {
  switch (outcome.status) {
    case 'signed':
      return { intent: 'success', words: 'The relay signed the message and the next hop accepted it.' };
    case 'unchanged':
      return {
        intent: 'warning',
        words: `The relay passed the message on unchanged: ${outcome.reasonLabel ?? outcome.reason ?? 'no reason was recorded'}.`,
      };
    case 'refused':
      return { intent: 'error', words: `The next hop refused the message: ${outcome.nextHop ?? 'no answer was recorded'}.` };
  }
}

function Received({ check }: { check: CheckState }) {
  const outcome = check.outcome && outcomeWords(check.outcome);
  return (
    <>
      {outcome && (
        <MessageBar intent={outcome.intent} layout="multiline">
          <MessageBarBody>{outcome.words}</MessageBarBody>
        </MessageBar>
      )}
      <FactList
        facts={[
          ['Received', when(check.receivedAt)],
          ['Sent by', check.mailbox ?? '(unknown)'],
          ['Signature', check.outcome?.placementLabel ?? 'Not added'],
          ['Next hop answered', check.outcome?.nextHop ?? '(no answer)'],
        ]}
      />
      {check.message ? (
        <MessagePreview message={check.message} title="The test message as it was handed on" />
      ) : (
        <Text>The message itself was not kept{check.notKept ? `: ${check.notKept}` : '.'}</Text>
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

  return (
    <PageSection id="ss-check" title="Check that it works">
      <Text className={styles.muted}>
        Start a check, then send a message from any mailbox of the organisation, from any mail app, with the code in its subject. This page
        shows what the relay did with it and the message as it was handed back.
      </Text>
      {check.isPending && <Spinner size="small" label="Reading the check…" />}
      <ErrorMessage error={check.error ?? start.error} />
      {state?.state === 'waiting' && (
        <>
          <div className={styles.row}>
            <Text>Put this in the subject:</Text>
            <span className={styles.code} data-testid="check-code">
              {state.code}
            </span>
          </div>
          <Spinner size="tiny" labelPosition="after" label={`Waiting for the message (until ${when(state.expiresAt)})…`} />
        </>
      )}
      {state?.state === 'expired' && <Text>The last check ended without a message. Start another one to try again.</Text>}
      {state?.state === 'received' && <Received check={state} />}
      {canStart && (
        <div>
          <Button
            appearance={state?.state === 'waiting' ? 'secondary' : 'primary'}
            onClick={() => start.mutate()}
            disabled={start.isPending}
          >
            {state?.state === 'none' || !state ? 'Start a check' : 'Start a new check'}
          </Button>
        </div>
      )}
    </PageSection>
  );
}
