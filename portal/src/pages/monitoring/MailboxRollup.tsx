import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { ActivityReport } from './queries';
import { ScrollArea } from '../../components/ScrollArea';
import { count, when } from '../../format';
import { OutcomeBadge } from './EventsTable';

const useStyles = makeStyles({
  table: { minWidth: '44rem' },
  wrap: { overflowWrap: 'anywhere' },
});

/** Per mailbox over the report's window: how often the signature was applied, failed or skipped, and the last try. */
export function MailboxRollup({ report }: { report: ActivityReport }) {
  const styles = useStyles();
  const label = `Activity per mailbox, last ${report.days} days`;
  return (
    <ScrollArea label={label}>
      <Table className={styles.table} aria-label={label} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Mailbox</TableHeaderCell>
            <TableHeaderCell>Applied</TableHeaderCell>
            <TableHeaderCell>Failed</TableHeaderCell>
            <TableHeaderCell>Skipped</TableHeaderCell>
            <TableHeaderCell>Last</TableHeaderCell>
            <TableHeaderCell>Last mail client</TableHeaderCell>
            <TableHeaderCell>Last error</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {report.mailboxes.map((m) => (
            <TableRow key={m.mailbox} data-testid="mailbox-row">
              <TableCell className={styles.wrap}>{m.mailbox}</TableCell>
              <TableCell>{count(m.applied)}</TableCell>
              <TableCell>{count(m.failed)}</TableCell>
              <TableCell>{count(m.skipped)}</TableCell>
              <TableCell>
                <OutcomeBadge outcome={m.lastOutcome} /> {when(m.lastAt)}
              </TableCell>
              <TableCell>{m.lastClient ?? 'Not reported'}</TableCell>
              <TableCell className={styles.wrap}>{m.lastError ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollArea>
  );
}
