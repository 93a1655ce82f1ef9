import { makeStyles } from '@fluentui/react-components';
import type { ActivityReport } from './queries';
import { DataList } from '../../components/DataList';
import { count, when } from '../../format';
import { OutcomeBadge } from './EventsTable';
import { useMessages } from '../../i18n/useMessages';
import { monitoringMessages } from './monitoring.messages';

const useStyles = makeStyles({
  table: { minWidth: '44rem' },
  wrap: { overflowWrap: 'anywhere' },
});

/** Per mailbox over the report's window: how often the signature was applied, failed or skipped, and the last try. */
export function MailboxRollup({ report }: { report: ActivityReport }) {
  const styles = useStyles();
  const t = useMessages(monitoringMessages);
  const label = t('perMailboxDays', { days: report.days });
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
        { header: t('mailbox'), cell: (m) => m.mailbox, className: styles.wrap },
        { header: t('applied'), cell: (m) => count(m.applied) },
        { header: t('failed'), cell: (m) => count(m.failed) },
        { header: t('skipped'), cell: (m) => count(m.skipped) },
        {
          header: t('last'),
          cell: (m) => (
            <>
              <OutcomeBadge outcome={m.lastOutcome} /> {when(m.lastAt)}
            </>
          ),
        },
        { header: t('lastClient'), cell: (m) => m.lastClient ?? t('notReported') },
        { header: t('lastError'), cell: (m) => m.lastError ?? '', className: styles.wrap },
      ]}
    />
  );
}
