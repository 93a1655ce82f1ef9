import { Badge, makeStyles } from '@fluentui/react-components';
import type { ApplyEvent } from './queries';
import { DataList } from '../../components/DataList';
import { when } from '../../format';
import { useMessages } from '../../i18n/useMessages';
import { monitoringMessages } from './monitoring.messages';

const useStyles = makeStyles({
  table: { minWidth: '44rem' },
  wrap: { overflowWrap: 'anywhere' },
});

const COLOURS = {
  applied: 'success',
  failed: 'danger',
  skipped: 'informative',
} as const;

export function OutcomeBadge({ outcome }: { outcome: ApplyEvent['outcome'] }) {
  const t = useMessages(monitoringMessages);
  return (
    <Badge appearance="tint" color={COLOURS[outcome]}>
      {t(outcome)}
    </Badge>
  );
}

/** Apply events as the add-ins and the relay (server-side, `on the way out`) reported them, newest first. */
export function EventsTable({ events, label }: { events: readonly ApplyEvent[]; label: string }) {
  const styles = useStyles();
  const t = useMessages(monitoringMessages);
  return (
    <DataList
      label={label}
      scroll
      className={styles.table}
      size="small"
      items={events}
      rowTestId="event-row"
      columns={[
        { header: t('when'), cell: (e) => when(e.at) },
        { header: t('mailbox'), cell: (e) => e.mailbox, className: styles.wrap },
        { header: t('outcome'), cell: (e) => <OutcomeBadge outcome={e.outcome} /> },
        {
          header: t('message'),
          // "New message" or "Reply", said of the relay's as signed on the way out, and of a stale one (the last good
          // signature, served while the service's storage was out) as such.
          cell: (e) => t('messageKind', { kind: e.type, server: e.source === 'server' ? 'yes' : 'no', stale: e.stale ? 'yes' : 'no' }),
        },
        { header: t('mailClient'), cell: (e) => e.client ?? t('notReported'), className: styles.wrap },
        { header: t('templateVersion'), cell: (e) => (e.version === null ? '–' : t('version', { v: String(e.version) })) },
        { header: t('error'), cell: (e) => e.error ?? '', className: styles.wrap },
      ]}
    />
  );
}
