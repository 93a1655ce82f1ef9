import type { BillingOverview } from './queries';
import { day } from '../../format';

/** An amount in the currency's minor unit (as the payment provider gives it) as people read money. */
export const money = (minor: number, currency: string) =>
  new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(minor / 100);

const STATUS: Record<string, string> = {
  none: 'No subscription',
  active: 'Active',
  trialing: 'Active (trial)',
  past_due: 'Payment overdue',
  unpaid: 'Unpaid',
  canceled: 'Cancelled',
  incomplete: 'Waiting for the first payment',
  incomplete_expired: 'First payment never made',
  paused: 'Paused',
};

/** The subscription's state in words; a status this portal does not know is shown as the provider names it. */
export const statusWords = (status: string) => STATUS[status] ?? status.replace(/_/g, ' ');

/** What happens to signatures and the subscription, said from the state the API reports. */
export function explanation(b: BillingOverview): string {
  const periodEnd = b.currentPeriodEnd ? day(b.currentPeriodEnd) : null;
  if (b.cancelAtPeriodEnd) {
    return `Cancelled: the subscription ends ${periodEnd ? `on ${periodEnd}, the end of the period already paid for` : 'at the end of the period already paid for'}. Signatures keep being delivered until then. Reactivate before then to keep it running with nothing to pay now.`;
  }
  if (b.status === 'none' || b.status === 'canceled') {
    const trial = b.inTrial && b.trialEndsAt ? `The free trial runs until ${day(b.trialEndsAt)}. ` : '';
    return `${trial}${b.delivering ? 'Signatures are delivered.' : 'Signatures are not delivered until a subscription starts.'} Add a card to subscribe for ${b.seatsToBill} ${b.seatsToBill === 1 ? 'seat' : 'seats'}.`;
  }
  if (b.status === 'past_due' || b.status === 'unpaid')
    return 'The last payment failed. Update the card in the payment provider’s page to keep signatures delivered.';
  return `Renews ${periodEnd ? `on ${periodEnd}` : 'each month'}. Signatures are ${b.delivering ? '' : 'not '}delivered.`;
}
