import { Badge, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { ApplyEvent } from './queries';
import { ScrollArea } from '../../components/ScrollArea';
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

/** Apply events as the add-ins reported them, newest first. */
export function EventsTable({ events, label }: { events: readonly ApplyEvent[]; label: string }) {
  const styles = useStyles();
  return (
    <ScrollArea label={label}>
      <Table className={styles.table} aria-label={label} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>When</TableHeaderCell>
            <TableHeaderCell>Mailbox</TableHeaderCell>
            <TableHeaderCell>Outcome</TableHeaderCell>
            <TableHeaderCell>Message</TableHeaderCell>
            <TableHeaderCell>Mail client</TableHeaderCell>
            <TableHeaderCell>Template version</TableHeaderCell>
            <TableHeaderCell>Error</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {events.map((e, i) => (
            <TableRow key={`${e.at}-${e.mailbox}-${i}`} data-testid="event-row">
              <TableCell>{when(e.at)}</TableCell>
              <TableCell className={styles.wrap}>{e.mailbox}</TableCell>
              <TableCell>
                <OutcomeBadge outcome={e.outcome} />
              </TableCell>
              <TableCell>{messageKind(e.type)}</TableCell>
              <TableCell>{e.client ?? 'Not reported'}</TableCell>
              <TableCell>{e.version === null ? '–' : `Version ${e.version}`}</TableCell>
              <TableCell className={styles.wrap}>{e.error ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollArea>
  );
}
