import { Badge, makeStyles } from '@fluentui/react-components';
import type { ApplyEvent } from './queries';
import { DataList } from '../../components/DataList';
import { when } from '../../format';
import { messageKind, OUTCOMES } from './words';

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
  return (
    <Badge appearance="tint" color={COLOURS[outcome]}>
      {OUTCOMES[outcome]}
    </Badge>
  );
}

/** Said of an event whose signature was the last good one, served while the service's storage was out. */
const STALE = ', last known signature (during a service outage)';

/** Apply events as the add-ins and the relay (server-side, `on the way out`) reported them, newest first. */
export function EventsTable({ events, label }: { events: readonly ApplyEvent[]; label: string }) {
  const styles = useStyles();
  return (
    <DataList
      label={label}
      scroll
      className={styles.table}
      size="small"
      items={events}
      rowTestId="event-row"
      columns={[
        { header: 'When', cell: (e) => when(e.at) },
        { header: 'Mailbox', cell: (e) => e.mailbox, className: styles.wrap },
        { header: 'Outcome', cell: (e) => <OutcomeBadge outcome={e.outcome} /> },
        {
          header: 'Message',
          cell: (e) => `${messageKind(e.type)}${e.source === 'server' ? ', on the way out' : ''}${e.stale ? STALE : ''}`,
        },
        { header: 'Mail client', cell: (e) => e.client ?? 'Not reported', className: styles.wrap },
        { header: 'Template version', cell: (e) => (e.version === null ? '–' : `Version ${e.version}`) },
        { header: 'Error', cell: (e) => e.error ?? '', className: styles.wrap },
      ]}
    />
  );
}
