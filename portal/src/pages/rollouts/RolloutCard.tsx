import { Button, Card, CardHeader, makeStyles, Spinner, Subtitle2, Text, tokens, useId } from '@fluentui/react-components';
import { useRolloutDetail, type RolloutDetail } from './queries';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { when } from '../../format';
import { gatesWords, nextDecisionWords, rateWords } from './words';
import { useMessages } from '../../i18n/useMessages';
import { rolloutsMessages } from './rollouts.messages';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  // Wrapped rather than squeezed: in longer languages the two buttons do not fit side by side on a phone.
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

interface Props {
  templateId: string;
  templateName: string;
  onPromote(): void;
  onAbandon(): void;
}

type Results = RolloutDetail['results']['current'];

function ResultsTable({ name, current, candidate }: { name: string; current: Results; candidate: Results }) {
  const t = useMessages(rolloutsMessages);
  return (
    <DataList
      label={t('resultsOf', { name })}
      size="small"
      items={[
        { label: t('liveVersion'), results: current },
        { label: t('candidate'), results: candidate },
      ]}
      rowId={(row) => row.label}
      columns={[
        { header: t('headVersion'), cell: ({ label, results }) => t('versionOf', { label, version: results.version }) },
        { header: t('headApplied'), cell: ({ results }) => results.applied },
        { header: t('headFailed'), cell: ({ results }) => results.failed },
        { header: t('headRate'), cell: ({ results }) => rateWords(t, results.failureRate) },
      ]}
    />
  );
}

/** One rollout in flight: who started it, both versions' apply results, the next decision, promote and abandon. */
export function RolloutCard({ templateId, templateName, onPromote, onAbandon }: Props) {
  const styles = useStyles();
  const detail = useRolloutDetail(templateId);
  const r = detail.data;
  const headingId = useId('rollout');
  const t = useMessages(rolloutsMessages);
  return (
    <Card className={styles.card} data-testid="rollout-card" role="group" aria-labelledby={headingId}>
      <CardHeader
        header={
          <Subtitle2 as="h3" id={headingId}>
            {templateName}
          </Subtitle2>
        }
      />
      {detail.isPending && <Spinner size="tiny" label={t('loadingRollout')} />}
      <ErrorMessage error={detail.error} title={t('rolloutNotLoaded')} />
      {r && (
        <>
          <Text>
            {t('started', {
              who: r.startedBy,
              when: when(r.startedAt),
              percentage: r.gates.percentage,
              candidate: r.candidateVersion,
              base: r.baseVersion,
            })}
          </Text>
          <Text size={200} className={styles.muted}>
            {t('gates', { gates: gatesWords(t, r.gates) })}
          </Text>
          <ResultsTable name={templateName} current={r.results.current} candidate={r.results.candidate} />
          <Text>
            <strong>{t('nextDecision')}</strong>
            {r.next ? nextDecisionWords(t, r.next) : t('decided')}
          </Text>
        </>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" onClick={onPromote} aria-describedby={headingId}>
          {t('promoteAll')}
        </Button>
        <Button onClick={onAbandon} aria-describedby={headingId}>
          {t('abandon')}
        </Button>
      </div>
    </Card>
  );
}
