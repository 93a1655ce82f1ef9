import { Button, Card, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FactList } from '../../components/FactList';
import { PageSection } from '../../components/PageSection';
import { SuccessNotice } from '../../components/SuccessNotice';
import { count, day } from '../../format';
import { BillingProfileForm } from '../billing/BillingProfileForm';
import { AdjustmentsTable, InvoicesTable } from '../billing/InvoiceTables';
import { billingMessages } from '../billing/billing.messages';
import { latestInvoiceWords, statusWords } from '../billing/words';
import { useMessages, type Translate } from '../../i18n/useMessages';
import { partnerBillingMessages, type PartnerBillingKey } from './partnerBilling.messages';
import {
  usePartnerAdjustments,
  usePartnerBilling,
  usePartnerBillingPortal,
  usePartnerCheckout,
  usePartnerInvoices,
  useSyncPartnerSeats,
  type PartnerBilling,
} from './queries';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  card: { maxWidth: '48rem', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const goTo = (url: string) => window.location.assign(url);

function explanation(t: Translate<PartnerBillingKey>, b: PartnerBilling): string {
  const running = b.subscriptionId !== null && b.status !== 'canceled';
  if (!running) return t('notRunning', { clients: b.clients, seats: b.seatsToBill });
  if (b.status === 'past_due' || b.status === 'unpaid') return t('paymentFailed');
  const drift = b.seats !== null && b.seats !== Math.max(1, b.seatsToBill);
  return [t('covers'), b.cancelAtPeriodEnd && t('endsAtPeriod'), drift && t('drift', { seats: count(b.seatsToBill) })]
    .filter(Boolean)
    .join(' ');
}

/** Consolidated billing: one subscription for the clients' seats, the provider's pages, sync, profile, invoices, adjustments. */
export default function PartnerBillingPage() {
  const styles = useStyles();
  const billing = usePartnerBilling();
  const invoices = usePartnerInvoices();
  const adjustments = usePartnerAdjustments();
  const [notice, setNotice] = useState<string | null>(null);
  const t = useMessages(partnerBillingMessages);
  const tb = useMessages(billingMessages);
  const checkout = usePartnerCheckout({ onSuccess: (r) => goTo(r.url) });
  const portal = usePartnerBillingPortal({ onSuccess: (r) => goTo(r.url) });
  const sync = useSyncPartnerSeats({
    onSuccess: (r) => {
      const change = r.change;
      if (!change) setNotice(t('seatsMatch', { seats: count(r.seats ?? r.seatsToBill) }));
      else if (change.from === null) setNotice(t('seatsChangedFromNone', { to: count(change.to) }));
      else setNotice(t('seatsChanged', { from: count(change.from), to: count(change.to) }));
    },
  });

  const b = billing.data;
  const facts: [string, string][] = b
    ? [
        [tb('status'), statusWords(tb, b.status)],
        [tb('seatsBilled'), b.seats === null ? t('noneYet') : count(b.seats)],
        [t('clientSeatsNow'), count(b.seatsToBill)],
        [t('clients'), count(b.clients)],
        [tb('card'), b.card ? tb('cardEnding', { brand: b.card.brand, last4: b.card.last4 }) : tb('noCard')],
        ...(b.currentPeriodEnd
          ? [[b.cancelAtPeriodEnd ? tb('endsOn') : tb('periodEnds'), day(b.currentPeriodEnd)] as [string, string]]
          : []),
        ...(b.latestInvoice ? [[tb('latestInvoice'), latestInvoiceWords(tb, b.latestInvoice)] as [string, string]] : []),
      ]
    : [];
  const running = !!b && b.subscriptionId !== null && b.status !== 'canceled';

  return (
    <div className={styles.stack}>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <PageSection id="consolidated-heading" title={t('consolidated')}>
        {billing.isPending && <Spinner label={tb('loading')} />}
        <ErrorMessage error={billing.error} title={tb('notLoaded')} />
        {b && (
          <Card className={styles.card} data-testid="partner-subscription">
            <FactList facts={facts} />
            <Text>{explanation(t, b)}</Text>
            <ErrorMessage error={checkout.error ?? portal.error ?? sync.error} title={t('didNotWork')} />
            <div className={styles.actions}>
              {!running && (
                <Button appearance="primary" onClick={() => checkout.mutate()} disabled={checkout.isPending}>
                  {tb('subscribe')}
                </Button>
              )}
              {b.subscriptionId && (
                <Button onClick={() => portal.mutate()} disabled={portal.isPending}>
                  {tb('manage')}
                </Button>
              )}
              {running && (
                <Button onClick={() => sync.mutate()} disabled={sync.isPending}>
                  {t('sync')}
                </Button>
              )}
            </div>
          </Card>
        )}
      </PageSection>
      <PageSection id="partner-profile-heading" title={tb('profile')}>
        <BillingProfileForm onNotice={setNotice} path="/api/admin/partner/billing/profile" />
      </PageSection>
      <PageSection id="partner-invoices-heading" title={tb('invoices')}>
        <InvoicesTable invoices={invoices} />
      </PageSection>
      <PageSection id="partner-adjustments-heading" title={tb('credits')}>
        <AdjustmentsTable adjustments={adjustments} />
      </PageSection>
    </div>
  );
}
