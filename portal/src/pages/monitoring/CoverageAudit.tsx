import { makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Spinner, Text, tokens } from '@fluentui/react-components';
import { useAudit } from './queries';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { count, percent, when } from '../../format';
import type { Answer } from '../../api/queries';

type SyncFailure = NonNullable<Answer<'/api/admin/audit'>['syncFailure']>;

const useStyles = makeStyles({
  stack: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  table: { minWidth: '28rem' },
});

const CAUSES: Record<SyncFailure['cause'], string> = {
  directory: 'Microsoft 365 could not be reached, or refused to let the service read the directory.',
  service: 'The service failed while it read the directory.',
};

/** The nightly directory sync failing: since when, how often, why, and what it means for what this page shows. */
function SyncFailureNotice({ failure }: { failure: SyncFailure }) {
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="sync-failure">
      <MessageBarBody>
        <MessageBarTitle>The directory sync is failing</MessageBarTitle>
        {failure.runs === 1 ? 'The last nightly sync failed' : `The last ${count(failure.runs)} nightly syncs failed`} (first on{' '}
        {when(failure.since)}, last on {when(failure.lastAt)}). {CAUSES[failure.cause]} Until a sync works, what follows is the directory as
        it was at the last sync that did. If the service’s consent was withdrawn, an Administrator grants it again.
      </MessageBarBody>
    </MessageBar>
  );
}

/** Directory attribute coverage of the mailboxes served, with the accounts left out counted apart by why. */
export function CoverageAudit() {
  const styles = useStyles();
  const audit = useAudit();
  if (audit.isPending) return <Spinner label="Checking the directory…" />;
  if (audit.error) return <ErrorMessage error={audit.error} title="The directory audit could not be run" />;
  const { mailboxes, leftOut, coverage, syncFailure } = audit.data;
  return (
    <div className={styles.stack}>
      {syncFailure && <SyncFailureNotice failure={syncFailure} />}
      <Text data-testid="audit-summary">
        {count(mailboxes)} mailboxes get a signature. Left out: {count(leftOut.external)} external{' '}
        {leftOut.external === 1 ? 'account' : 'accounts'} (guests and contacts) and {count(leftOut.excluded)} excluded on the cost
        management list.
      </Text>
      <DataList
        label="Directory attribute coverage"
        scroll="Attribute coverage"
        className={styles.table}
        size="small"
        items={coverage}
        rowId={(c) => c.attribute}
        columns={[
          { header: 'Attribute', cell: (c) => c.label },
          { header: 'Filled in', cell: (c) => count(c.present) },
          { header: 'Missing', cell: (c) => count(c.missing) },
          { header: 'Coverage', cell: (c) => percent(c.rate) },
        ]}
      />
    </div>
  );
}
