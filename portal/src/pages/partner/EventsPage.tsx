import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { when } from '../../format';
import { useMessages } from '../../i18n/useMessages';
import { partnerMessages } from './partner.messages';
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
  const t = useMessages(partnerMessages);
  const clientName = (id: string | null) => (id ? (clients.data?.find((c) => c.id === id)?.name ?? id) : '–');
  return (
    <section className={styles.stack} aria-labelledby="events-heading">
      <h2 id="events-heading" className="visually-hidden">
        {t('activity')}
      </h2>
      <ErrorMessage error={events.error} title={t('activityNotLoaded')} />
      <DataList
        label={t('partnerActivity')}
        scroll
        className={styles.table}
        size="small"
        loading={events.isPending && t('loadingActivity')}
        items={events.data?.pages.flatMap((p) => p.events)}
        empty={t('nothingRecorded')}
        rowId={(e) => e.id}
        rowTestId="event-row"
        columns={[
          { header: t('when'), cell: (e) => when(e.at) },
          {
            header: t('who'),
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
          { header: t('what'), cell: (e) => e.summary },
          { header: t('client'), cell: (e) => clientName(e.clientId) },
        ]}
      />
      {events.hasNextPage && (
        <div>
          <Button onClick={() => void events.fetchNextPage()} disabled={events.isFetchingNextPage}>
            {events.isFetchingNextPage ? t('loading') : t('showOlder')}
          </Button>
        </div>
      )}
    </section>
  );
}
