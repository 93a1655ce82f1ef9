import { makeStyles } from '@fluentui/react-components';
import type { ActivityReport } from './queries';
import { DataList } from '../../components/DataList';
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
    <DataList
      label={label}
      scroll
      className={styles.table}
      size="small"
      items={report.mailboxes}
      rowId={(m) => m.mailbox}
      rowTestId="mailbox-row"
      columns={[
        { header: 'Mailbox', cell: (m) => m.mailbox, className: styles.wrap },
        { header: 'Applied', cell: (m) => count(m.applied) },
        { header: 'Failed', cell: (m) => count(m.failed) },
        { header: 'Skipped', cell: (m) => count(m.skipped) },
        {
          header: 'Last',
          cell: (m) => (
            <>
              <OutcomeBadge outcome={m.lastOutcome} /> {when(m.lastAt)}
            </>
          ),
        },
        { header: 'Last mail client', cell: (m) => m.lastClient ?? 'Not reported' },
        { header: 'Last error', cell: (m) => m.lastError ?? '', className: styles.wrap },
      ]}
    />
  );
}
