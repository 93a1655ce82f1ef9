import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SuccessNotice } from '../../components/SuccessNotice';
import { count, day, percent, when } from '../../format';
import { statusWords } from '../billing/words';
import { useCanUse, useClients, useReleaseClient, type ClientSummary } from './queries';
import { useWorkInside } from './useWorkInside';
import { stateWords, viaWords } from './words';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  table: { minWidth: '56rem' },
  muted: { color: tokens.colorNeutralForeground2 },
});

const nameOf = (c: ClientSummary) => c.name ?? 'Organisation no longer connected';

function Health({ health }: { health: ClientSummary['health'] }) {
  const styles = useStyles();
  if (health.successRate === null) return <span className={styles.muted}>No signatures applied in {health.days} days</span>;
  const intent = health.successRate >= 0.95 ? 'success' : health.successRate >= 0.8 ? 'warning' : 'danger';
  return (
    <span>
      <Badge appearance="tint" color={intent}>
        {percent(health.successRate)}
      </Badge>{' '}
      {count(health.applied)} applied, {count(health.failed)} failed in {health.days} days
      {health.lastActivityAt && <>; last {when(health.lastActivityAt)}</>}
    </span>
  );
}

/** The partner's clients with state, seats, billing and health; work inside one, or release it to direct billing. */
export default function ClientsPage() {
  const styles = useStyles();
  const clients = useClients();
  const canRelease = useCanUse('POST /api/admin/partner/clients/:tenantId/release');
  const { enter } = useWorkInside();
  const [releasing, setReleasing] = useState<ClientSummary | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const release = useReleaseClient({
    onSuccess: (r, c) => {
      setReleasing(null);
      setNotice(
        `${c.name ?? c.id} is released: it pays the service directly from now on and keeps its signatures until ${day(r.graceEndsAt)}.`,
      );
    },
  });
  const closeRelease = () => {
    setReleasing(null);
    release.reset();
  };

  return (
    <section className={styles.stack} aria-labelledby="clients-heading">
      <h2 id="clients-heading" className="visually-hidden">
        Clients
      </h2>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <ErrorMessage error={clients.error} title="The clients could not be loaded" />
      <DataList
        label="Clients"
        scroll
        className={styles.table}
        size="small"
        loading={clients.isPending && 'Loading your clients…'}
        items={clients.data}
        empty={
          <Text>No clients yet. Invite one from Invitations, or request a takeover of an organisation already using the service.</Text>
        }
        rowId={(c) => c.id}
        rowTestId="client-row"
        columns={[
          {
            header: 'Client',
            cell: (c) => (
              <>
                <Text weight="semibold">{nameOf(c)}</Text>
                <br />
                <span className={styles.muted}>
                  Managed since {day(c.since)}, {viaWords(c.via)}
                </span>
              </>
            ),
          },
          { header: 'State', cell: (c) => stateWords(c.state) },
          { header: 'Seats', cell: (c) => (c.seatsBilled === null ? 'Directory not readable' : count(c.seatsBilled)) },
          {
            header: 'Own billing',
            cell: (c) => (
              <>
                {statusWords(c.billing.status)}
                {c.billing.inTrial && c.billing.trialEndsAt && <>, trial until {day(c.billing.trialEndsAt)}</>}
                {!c.billing.delivering && <>; signatures not delivered</>}
              </>
            ),
          },
          { header: 'Health', cell: (c) => <Health health={c.health} /> },
        ]}
        actionsHeader="Actions"
        actions={(c) => (
          <>
            <Button
              size="small"
              appearance="primary"
              disabled={c.state !== 'active'}
              onClick={() => void enter({ id: c.id, name: nameOf(c) })}
              aria-label={`Work inside ${nameOf(c)}`}
            >
              Work inside
            </Button>
            {canRelease && (
              <Button size="small" onClick={() => setReleasing(c)} aria-label={`Release ${nameOf(c)}`}>
                Release
              </Button>
            )}
          </>
        )}
      />
      <ConfirmDialog
        open={releasing !== null}
        title={`Release ${releasing?.name ?? 'this client'}?`}
        confirmLabel="Release the client"
        pending={release.isPending}
        error={release.error}
        onConfirm={() => releasing && release.mutate(releasing)}
        onClose={closeRelease}
      >
        <p>
          Your organisation stops managing {releasing?.name ?? 'the client'}: your staff can no longer work inside it, and it leaves your
          consolidated billing (the seats drop at the next synchronisation).
        </p>
        <p>
          The client moves to direct billing: it keeps its signatures delivered for a 30-day grace, during which one of its Admins adds a
          card in its own billing page. Without a subscription by then, its signatures stop.
        </p>
      </ConfirmDialog>
    </section>
  );
}
