import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SuccessNotice } from '../../components/SuccessNotice';
import { count, day, percent, when } from '../../format';
import { commonMessages } from '../../i18n/common.messages';
import { useMessages } from '../../i18n/useMessages';
import { billingMessages } from '../billing/billing.messages';
import { statusWords } from '../billing/words';
import { clientsMessages } from './clients.messages';
import { useCanUse, useClients, useReleaseClient, type ClientSummary } from './queries';
import { useWorkInside } from './useWorkInside';
import { usePartnerWords } from './words';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  table: { minWidth: '56rem' },
  muted: { color: tokens.colorNeutralForeground2 },
  rate: { marginRight: tokens.spacingHorizontalXS },
});

function Health({ health }: { health: ClientSummary['health'] }) {
  const styles = useStyles();
  const t = useMessages(clientsMessages);
  if (health.successRate === null) return <span className={styles.muted}>{t('noSignatures', { days: health.days })}</span>;
  const counts = { applied: count(health.applied), failed: count(health.failed), days: health.days };
  const intent = health.successRate >= 0.95 ? 'success' : health.successRate >= 0.8 ? 'warning' : 'danger';
  return (
    <span>
      <Badge appearance="tint" color={intent} className={styles.rate}>
        {percent(health.successRate)}
      </Badge>
      {health.lastActivityAt ? t('healthLast', { ...counts, when: when(health.lastActivityAt) }) : t('health', counts)}
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
  const t = useMessages(clientsMessages);
  const tb = useMessages(billingMessages);
  const common = useMessages(commonMessages);
  const words = usePartnerWords();
  const nameOf = (c: ClientSummary) => c.name ?? t('noLongerConnected');
  /** The client's own subscription: its status, a trial's end, and whether its signatures are delivered. */
  const ownBilling = (b: ClientSummary['billing']) => {
    const status = statusWords(tb, b.status);
    const trial = b.inTrial && b.trialEndsAt ? day(b.trialEndsAt) : null;
    if (trial) return b.delivering ? t('trialUntil', { status, date: trial }) : t('trialNotDelivered', { status, date: trial });
    return b.delivering ? status : t('notDelivered', { status });
  };
  const release = useReleaseClient({
    onSuccess: (r, c) => {
      setReleasing(null);
      setNotice(t('released', { name: c.name ?? c.id, date: day(r.graceEndsAt) }));
    },
  });
  const closeRelease = () => {
    setReleasing(null);
    release.reset();
  };

  return (
    <section className={styles.stack} aria-labelledby="clients-heading">
      <h2 id="clients-heading" className="visually-hidden">
        {t('title')}
      </h2>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <ErrorMessage error={clients.error} title={t('notLoaded')} />
      <DataList
        label={t('title')}
        scroll
        className={styles.table}
        size="small"
        loading={clients.isPending && t('loading')}
        items={clients.data}
        empty={<Text>{t('empty')}</Text>}
        rowId={(c) => c.id}
        rowTestId="client-row"
        columns={[
          {
            header: t('client'),
            cell: (c) => (
              <>
                <Text weight="semibold">{nameOf(c)}</Text>
                <br />
                <span className={styles.muted}>{t('managedSince', { via: c.via, date: day(c.since) })}</span>
              </>
            ),
          },
          { header: t('state'), cell: (c) => words.state(c.state) },
          { header: t('seats'), cell: (c) => (c.seatsBilled === null ? t('directoryNotReadable') : count(c.seatsBilled)) },
          {
            header: t('ownBilling'),
            cell: (c) => ownBilling(c.billing),
          },
          { header: t('healthColumn'), cell: (c) => <Health health={c.health} /> },
        ]}
        actionsHeader={common('actions')}
        actions={(c) => (
          <>
            <Button
              size="small"
              appearance="primary"
              disabled={c.state !== 'active'}
              onClick={() => void enter({ id: c.id, name: nameOf(c) })}
              aria-label={t('workInsideName', { name: nameOf(c) })}
            >
              {t('workInside')}
            </Button>
            {canRelease && (
              <Button size="small" onClick={() => setReleasing(c)} aria-label={t('releaseName', { name: nameOf(c) })}>
                {t('release')}
              </Button>
            )}
          </>
        )}
      />
      <ConfirmDialog
        open={releasing !== null}
        title={releasing?.name ? t('releaseTitle', { name: releasing.name }) : t('releaseTitleUnnamed')}
        confirmLabel={t('confirmRelease')}
        pending={release.isPending}
        error={release.error}
        onConfirm={() => releasing && release.mutate(releasing)}
        onClose={closeRelease}
      >
        <p>{t('releaseStops', { name: releasing?.name ?? t('theClient') })}</p>
        <p>{t('releaseDirect')}</p>
      </ConfirmDialog>
    </section>
  );
}
