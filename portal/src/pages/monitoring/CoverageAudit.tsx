import {
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useAudit } from './queries';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ScrollArea } from '../../components/ScrollArea';
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
      <ScrollArea label="Attribute coverage">
        <Table className={styles.table} aria-label="Directory attribute coverage" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Attribute</TableHeaderCell>
              <TableHeaderCell>Filled in</TableHeaderCell>
              <TableHeaderCell>Missing</TableHeaderCell>
              <TableHeaderCell>Coverage</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {coverage.map((c) => (
              <TableRow key={c.attribute}>
                <TableCell>{c.label}</TableCell>
                <TableCell>{count(c.present)}</TableCell>
                <TableCell>{count(c.missing)}</TableCell>
                <TableCell>{percent(c.rate)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollArea>
    </div>
  );
}
