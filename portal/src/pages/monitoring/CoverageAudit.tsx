import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useAudit } from './queries';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { count, percent } from '../../format';

const useStyles = makeStyles({
  stack: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  table: { minWidth: '28rem' },
});

/** Directory attribute coverage of the mailboxes served, with the accounts left out counted apart by why. */
export function CoverageAudit() {
  const styles = useStyles();
  const audit = useAudit();
  if (audit.isPending) return <Spinner label="Checking the directory…" />;
  if (audit.error) return <ErrorMessage error={audit.error} title="The directory audit could not be run" />;
  const { mailboxes, leftOut, coverage } = audit.data;
  return (
    <div className={styles.stack}>
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
