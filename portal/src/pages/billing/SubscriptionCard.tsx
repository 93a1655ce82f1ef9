import { Button, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FactList } from '../../components/FactList';
import { day } from '../../format';
import { useBillingPortal, useCancelSubscription, useCheckout, useReactivateSubscription, type BillingOverview } from './queries';
import { explanation, money, statusWords } from './words';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxWidth: '48rem',
  },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
});

/** Sends the browser to the payment provider's hosted page. */
const goTo = (url: string) => window.location.assign(url);

/** The subscription: status, seats, card, latest invoice; checkout, the provider's page, cancel and reactivate. */
export function SubscriptionCard({ billing, onNotice }: { billing: BillingOverview; onNotice(text: string): void }) {
  const styles = useStyles();
  const [confirming, setConfirming] = useState(false);

  const checkout = useCheckout({ onSuccess: (r) => goTo(r.url) });
  const portal = useBillingPortal({ onSuccess: (r) => goTo(r.url) });
  const cancel = useCancelSubscription({
    onSuccess: (b) => {
      setConfirming(false);
      onNotice(
        b.currentPeriodEnd ? `Cancelled. The subscription ends on ${day(b.currentPeriodEnd)}.` : 'Cancelled at the end of the period.',
      );
    },
  });
  const reactivate = useReactivateSubscription({
    onSuccess: (r) => {
      if (r.checkoutUrl) return goTo(r.checkoutUrl);
      onNotice('Reactivated: the subscription continues.');
    },
  });

  const subscribed = billing.subscriptionId !== null && billing.status !== 'canceled';
  const facts: [string, string][] = [
    ['Status', statusWords(billing.status)],
    ['Seats billed', billing.seats === null ? `${billing.seatsToBill} when subscribed` : String(billing.seats)],
    ['Seats on the cost list now', String(billing.seatsToBill)],
    ['Card', billing.card ? `${billing.card.brand} ending ${billing.card.last4}` : 'None on file'],
  ];
  if (billing.currentPeriodEnd) facts.push([billing.cancelAtPeriodEnd ? 'Ends on' : 'Current period ends', day(billing.currentPeriodEnd)]);
  if (billing.latestInvoice)
    facts.push([
      'Latest invoice',
      `${money(billing.latestInvoice.amountDue, billing.latestInvoice.currency)}, ${billing.latestInvoice.status ?? 'no status'}`,
    ]);

  return (
    <Card className={styles.card} data-testid="subscription">
      <FactList facts={facts} />
      <Text>{explanation(billing)}</Text>
      <ErrorMessage error={checkout.error ?? portal.error ?? reactivate.error} title="The payment provider could not be reached" />
      <div className={styles.actions}>
        {!subscribed && (
          <Button appearance="primary" onClick={() => checkout.mutate()} disabled={checkout.isPending}>
            Add a card and subscribe
          </Button>
        )}
        {billing.subscriptionId && (
          <Button onClick={() => portal.mutate()} disabled={portal.isPending}>
            Manage card and invoices
          </Button>
        )}
        {subscribed && !billing.cancelAtPeriodEnd && <Button onClick={() => setConfirming(true)}>Cancel subscription</Button>}
        {(billing.cancelAtPeriodEnd || billing.status === 'canceled') && (
          <Button appearance="primary" onClick={() => reactivate.mutate()} disabled={reactivate.isPending}>
            Reactivate
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Cancel the subscription?"
        confirmLabel="Cancel subscription"
        pending={cancel.isPending}
        error={cancel.error}
        onConfirm={() => cancel.mutate()}
        onClose={() => {
          setConfirming(false);
          cancel.reset();
        }}
      >
        <p>
          It ends {billing.currentPeriodEnd ? `on ${day(billing.currentPeriodEnd)}, ` : ''}
          at the end of the period already paid for: signatures keep being delivered until then, and nothing more is charged. You can
          reactivate until then.
        </p>
      </ConfirmDialog>
    </Card>
  );
}
