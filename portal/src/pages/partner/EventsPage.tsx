import {
  Button,
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
import { ErrorMessage } from '../../components/ErrorMessage';
import { ScrollArea } from '../../components/ScrollArea';
import { when } from '../../format';
import { useClients, usePartnerEvents } from './queries';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  table: { minWidth: '48rem' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** The partner's audit trail: who did what, for which client, newest first; more on request. */
export default function EventsPage() {
  const styles = useStyles();
  const events = usePartnerEvents();
  const clients = useClients();
  const clientName = (id: string | null) => (id ? (clients.data?.find((c) => c.id === id)?.name ?? id) : '–');
  const rows = events.data?.pages.flatMap((p) => p.events) ?? [];
  return (
    <section className={styles.stack} aria-labelledby="events-heading">
      <h2 id="events-heading" className="visually-hidden">
        Activity
      </h2>
      {events.isPending && <Spinner label="Loading the activity…" />}
      <ErrorMessage error={events.error} title="The activity could not be loaded" />
      {events.data && rows.length === 0 && <Text className={styles.muted}>Nothing recorded yet.</Text>}
      {rows.length > 0 && (
        <ScrollArea label="Partner activity">
          <Table className={styles.table} aria-label="Partner activity" size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>When</TableHeaderCell>
                <TableHeaderCell>Who</TableHeaderCell>
                <TableHeaderCell>What</TableHeaderCell>
                <TableHeaderCell>Client</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((e) => (
                <TableRow key={e.id} data-testid="event-row">
                  <TableCell>{when(e.at)}</TableCell>
                  <TableCell>
                    {e.actorName ?? e.actor}
                    {e.actorName && (
                      <>
                        <br />
                        <span className={styles.muted}>{e.actor}</span>
                      </>
                    )}
                  </TableCell>
                  <TableCell>{e.summary}</TableCell>
                  <TableCell>{clientName(e.clientId)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollArea>
      )}
      {events.hasNextPage && (
        <div>
          <Button onClick={() => void events.fetchNextPage()} disabled={events.isFetchingNextPage}>
            {events.isFetchingNextPage ? 'Loading…' : 'Show older entries'}
          </Button>
        </div>
      )}
    </section>
  );
}
