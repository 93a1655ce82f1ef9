/**
 * Whose money a Stripe customer is: an organisation's own (direct) billing, or a partner's consolidated billing for
 * its clients. A partner organisation can have both; each is its own customer and subscription.
 */
export type AccountKind = 'direct' | 'partner';
export interface BillingAccount {
  tenantId: string;
  kind: AccountKind;
}
export const directAccount = (tenantId: string): BillingAccount => ({ tenantId, kind: 'direct' });
export const partnerAccount = (partnerId: string): BillingAccount => ({ tenantId: partnerId, kind: 'partner' });
