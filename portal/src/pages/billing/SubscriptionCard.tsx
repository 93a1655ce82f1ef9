import { Button, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FactList } from '../../components/FactList';
import { count, day } from '../../format';
import { useMessages } from '../../i18n/useMessages';
import { billingMessages } from './billing.messages';
import { useBillingPortal, useCancelSubscription, useCheckout, useReactivateSubscription, type BillingOverview } from './queries';
import { explanation, latestInvoiceWords, statusWords } from './words';

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
  const t = useMessages(billingMessages);

  const checkout = useCheckout({ onSuccess: (r) => goTo(r.url) });
  const portal = useBillingPortal({ onSuccess: (r) => goTo(r.url) });
  const cancel = useCancelSubscription({
    onSuccess: (b) => {
      setConfirming(false);
      onNotice(b.currentPeriodEnd ? t('cancelledOn', { date: day(b.currentPeriodEnd) }) : t('cancelledAtEnd'));
    },
  });
  const reactivate = useReactivateSubscription({
    onSuccess: (r) => {
      if (r.checkoutUrl) return goTo(r.checkoutUrl);
      onNotice(t('reactivated'));
    },
  });

  const subscribed = billing.subscriptionId !== null && billing.status !== 'canceled';
  const facts: [string, string][] = [
    [t('status'), statusWords(t, billing.status)],
    [t('seatsBilled'), billing.seats === null ? t('seatsWhenSubscribed', { seats: count(billing.seatsToBill) }) : count(billing.seats)],
    [t('seatsOnCostList'), count(billing.seatsToBill)],
    [t('card'), billing.card ? t('cardEnding', { brand: billing.card.brand, last4: billing.card.last4 }) : t('noCard')],
  ];
  if (billing.currentPeriodEnd) facts.push([billing.cancelAtPeriodEnd ? t('endsOn') : t('periodEnds'), day(billing.currentPeriodEnd)]);
  if (billing.latestInvoice) facts.push([t('latestInvoice'), latestInvoiceWords(t, billing.latestInvoice)]);

  return (
    <Card className={styles.card} data-testid="subscription">
      <FactList facts={facts} />
      <Text>{explanation(t, billing)}</Text>
      <ErrorMessage error={checkout.error ?? portal.error ?? reactivate.error} title={t('providerUnreachable')} />
      <div className={styles.actions}>
        {!subscribed && (
          <Button appearance="primary" onClick={() => checkout.mutate()} disabled={checkout.isPending}>
            {t('subscribe')}
          </Button>
        )}
        {billing.subscriptionId && (
          <Button onClick={() => portal.mutate()} disabled={portal.isPending}>
            {t('manage')}
          </Button>
        )}
        {subscribed && !billing.cancelAtPeriodEnd && <Button onClick={() => setConfirming(true)}>{t('cancelSubscription')}</Button>}
        {(billing.cancelAtPeriodEnd || billing.status === 'canceled') && (
          <Button appearance="primary" onClick={() => reactivate.mutate()} disabled={reactivate.isPending}>
            {t('reactivate')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('cancelTitle')}
        confirmLabel={t('cancelSubscription')}
        pending={cancel.isPending}
        error={cancel.error}
        onConfirm={() => cancel.mutate()}
        onClose={() => {
          setConfirming(false);
          cancel.reset();
        }}
      >
        <p>{billing.currentPeriodEnd ? t('cancelTextOn', { date: day(billing.currentPeriodEnd) }) : t('cancelText')}</p>
      </ConfirmDialog>
    </Card>
  );
}
