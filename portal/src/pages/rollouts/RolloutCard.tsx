import { Button, Card, CardHeader, makeStyles, Spinner, Subtitle2, Text, tokens, useId } from '@fluentui/react-components';
import { useRolloutDetail, type RolloutDetail } from './queries';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { when } from '../../format';
import { gatesWords, nextDecisionWords, rateWords } from './words';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
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
  return (
    <DataList
      label={`Apply results of ${name}`}
      size="small"
      items={[
        { label: 'Live version', results: current },
        { label: 'Candidate', results: candidate },
      ]}
      rowId={(row) => row.label}
      columns={[
        { header: 'Version', cell: ({ label, results }) => `${label} (version ${results.version})` },
        { header: 'Applied', cell: ({ results }) => results.applied },
        { header: 'Failed', cell: ({ results }) => results.failed },
        { header: 'Failure rate', cell: ({ results }) => rateWords(results.failureRate) },
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
  return (
    <Card className={styles.card} data-testid="rollout-card" role="group" aria-labelledby={headingId}>
      <CardHeader
        header={
          <Subtitle2 as="h3" id={headingId}>
            {templateName}
          </Subtitle2>
        }
      />
      {detail.isPending && <Spinner size="tiny" label="Loading the rollout…" />}
      <ErrorMessage error={detail.error} title="The rollout could not be loaded" />
      {r && (
        <>
          <Text>
            Started by {r.startedBy} on {when(r.startedAt)}: {r.gates.percentage} % of mailboxes get version {r.candidateVersion}, everyone
            else keeps version {r.baseVersion}.
          </Text>
          <Text size={200} className={styles.muted}>
            Gates: {gatesWords(r.gates)}
          </Text>
          <ResultsTable name={templateName} current={r.results.current} candidate={r.results.candidate} />
          <Text>
            <strong>Next decision: </strong>
            {r.next ? nextDecisionWords(r.next) : 'None; the rollout is decided.'}
          </Text>
        </>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" onClick={onPromote} aria-describedby={headingId}>
          Promote to everyone
        </Button>
        <Button onClick={onAbandon} aria-describedby={headingId}>
          Abandon
        </Button>
      </div>
    </Card>
  );
}
