import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
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
  return (
    <section className={styles.stack} aria-labelledby="events-heading">
      <h2 id="events-heading" className="visually-hidden">
        Activity
      </h2>
      <ErrorMessage error={events.error} title="The activity could not be loaded" />
      <DataList
        label="Partner activity"
        scroll
        className={styles.table}
        size="small"
        loading={events.isPending && 'Loading the activity…'}
        items={events.data?.pages.flatMap((p) => p.events)}
        empty="Nothing recorded yet."
        rowId={(e) => e.id}
        rowTestId="event-row"
        columns={[
          { header: 'When', cell: (e) => when(e.at) },
          {
            header: 'Who',
            cell: (e) => (
              <>
                {e.actorName ?? e.actor}
                {e.actorName && (
                  <>
                    <br />
                    <span className={styles.muted}>{e.actor}</span>
                  </>
                )}
              </>
            ),
          },
          { header: 'What', cell: (e) => e.summary },
          { header: 'Client', cell: (e) => clientName(e.clientId) },
        ]}
      />
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
