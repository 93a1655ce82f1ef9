import { Button, Card, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FactList } from '../../components/FactList';
import { PageSection } from '../../components/PageSection';
import { SuccessNotice } from '../../components/SuccessNotice';
import { count, day } from '../../format';
import { BillingProfileForm } from '../billing/BillingProfileForm';
import { AdjustmentsTable, InvoicesTable } from '../billing/InvoiceTables';
import { money, statusWords } from '../billing/words';
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

function explanation(b: PartnerBilling): string {
  const running = b.subscriptionId !== null && b.status !== 'canceled';
  if (!running)
    return `No consolidated subscription yet: each client pays for itself (or runs its own trial). Add a card to bill your ${b.clients} ${b.clients === 1 ? 'client' : 'clients'} here, for ${b.seatsToBill} ${b.seatsToBill === 1 ? 'seat' : 'seats'} now.`;
  if (b.status === 'past_due' || b.status === 'unpaid')
    return 'The last payment failed: update the card on the payment provider’s page, or your clients’ signatures stop.';
  const drift =
    b.seats !== null && b.seats !== Math.max(1, b.seatsToBill)
      ? ` Your clients add up to ${b.seatsToBill} seats now: synchronise to bill them (it happens nightly too).`
      : '';
  return `One subscription covers every client whose trial has ended.${b.cancelAtPeriodEnd ? ' It ends at the end of the period.' : ''}${drift}`;
}

/** Consolidated billing: one subscription for the clients' seats, the provider's pages, sync, profile, invoices, adjustments. */
export default function PartnerBillingPage() {
  const styles = useStyles();
  const billing = usePartnerBilling();
  const invoices = usePartnerInvoices();
  const adjustments = usePartnerAdjustments();
  const [notice, setNotice] = useState<string | null>(null);
  const checkout = usePartnerCheckout({ onSuccess: (r) => goTo(r.url) });
  const portal = usePartnerBillingPortal({ onSuccess: (r) => goTo(r.url) });
  const sync = useSyncPartnerSeats({
    onSuccess: (r) => {
      setNotice(
        r.change
          ? `Seats billed changed from ${r.change.from ?? 'none'} to ${r.change.to}.`
          : `Seats billed already match your clients: ${r.seats ?? r.seatsToBill}.`,
      );
    },
  });

  const b = billing.data;
  const facts: [string, string][] = b
    ? [
        ['Status', statusWords(b.status)],
        ['Seats billed', b.seats === null ? 'None yet' : count(b.seats)],
        ['Your clients’ seats now', count(b.seatsToBill)],
        ['Clients', count(b.clients)],
        ['Card', b.card ? `${b.card.brand} ending ${b.card.last4}` : 'None on file'],
        ...(b.currentPeriodEnd
          ? [[b.cancelAtPeriodEnd ? 'Ends on' : 'Current period ends', day(b.currentPeriodEnd)] as [string, string]]
          : []),
        ...(b.latestInvoice
          ? [
              [
                'Latest invoice',
                `${money(b.latestInvoice.amountDue, b.latestInvoice.currency)}, ${b.latestInvoice.status ?? 'no status'}`,
              ] as [string, string],
            ]
          : []),
      ]
    : [];
  const running = !!b && b.subscriptionId !== null && b.status !== 'canceled';

  return (
    <div className={styles.stack}>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <PageSection id="consolidated-heading" title="Consolidated subscription">
        {billing.isPending && <Spinner label="Loading the subscription…" />}
        <ErrorMessage error={billing.error} title="The subscription could not be loaded" />
        {b && (
          <Card className={styles.card} data-testid="partner-subscription">
            <FactList facts={facts} />
            <Text>{explanation(b)}</Text>
            <ErrorMessage error={checkout.error ?? portal.error ?? sync.error} title="That did not work" />
            <div className={styles.actions}>
              {!running && (
                <Button appearance="primary" onClick={() => checkout.mutate()} disabled={checkout.isPending}>
                  Add a card and subscribe
                </Button>
              )}
              {b.subscriptionId && (
                <Button onClick={() => portal.mutate()} disabled={portal.isPending}>
                  Manage card and invoices
                </Button>
              )}
              {running && (
                <Button onClick={() => sync.mutate()} disabled={sync.isPending}>
                  Synchronise seats now
                </Button>
              )}
            </div>
          </Card>
        )}
      </PageSection>
      <PageSection id="partner-profile-heading" title="Billing profile">
        <BillingProfileForm onNotice={setNotice} path="/api/admin/partner/billing/profile" />
      </PageSection>
      <PageSection id="partner-invoices-heading" title="Invoices">
        <InvoicesTable invoices={invoices} />
      </PageSection>
      <PageSection id="partner-adjustments-heading" title="Credits and corrections">
        <AdjustmentsTable adjustments={adjustments} />
      </PageSection>
    </div>
  );
}
