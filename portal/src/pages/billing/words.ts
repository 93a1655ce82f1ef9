import type { BillingOverview } from './queries';
import { day, money as moneyIn } from '../../format';
import type { Translate } from '../../i18n/useMessages';
import type { BillingKey } from './billing.messages';

/** An amount in the currency's minor unit (as the payment provider gives it) as the person's locale writes money. */
export const money = (minor: number, currency: string) => moneyIn(minor / 100, currency.toUpperCase());

/** The subscription's state in words; a status this portal does not know is shown as the provider names it. */
export const statusWords = (t: Translate<BillingKey>, status: string) => t('statusValue', { status, shown: status.replace(/_/g, ' ') });

/** What happens to signatures and the subscription, said from the state the API reports. */
export function explanation(t: Translate<BillingKey>, b: BillingOverview): string {
  const periodEnd = b.currentPeriodEnd ? day(b.currentPeriodEnd) : null;
  if (b.cancelAtPeriodEnd) return periodEnd ? t('cancellingOn', { date: periodEnd }) : t('cancelling');
  if (b.status === 'none' || b.status === 'canceled') {
    const trial = b.inTrial && b.trialEndsAt ? t('trial', { date: day(b.trialEndsAt) }) : null;
    const delivery = b.delivering ? t('delivered') : t('notDeliveredUntil');
    return [trial, delivery, t('addCard', { seats: b.seatsToBill })].filter(Boolean).join(' ');
  }
  if (b.status === 'past_due' || b.status === 'unpaid') return t('paymentFailed');
  const renews = periodEnd ? t('renewsOn', { date: periodEnd }) : t('renewsMonthly');
  return `${renews} ${b.delivering ? t('delivered') : t('notDelivered')}`;
}

/** The latest invoice as one fact: its amount and the provider's status for it. */
export const latestInvoiceWords = (
  t: Translate<BillingKey>,
  invoice: { amountDue: number; currency: string; status: string | null },
): string =>
  t('invoiceAmount', {
    amount: money(invoice.amountDue, invoice.currency),
    status: invoice.status ? t('invoiceStatus', { status: invoice.status }) : t('noStatus'),
  });
