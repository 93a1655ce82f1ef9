import { expectData, type Reply } from '../../api/client';
import type { Answer } from '../../api/queries';
import { useChange, useRead, type ChangeOptions } from '../../api/hooks';
import type { paths } from '../../api/schema';

export type BillingOverview = Answer<'/api/admin/billing'>;
export type Invoices = Answer<'/api/admin/billing/invoices'>;
export type Adjustments = Answer<'/api/admin/billing/adjustments'>;
type HostedPage = Reply<'post', '/api/admin/billing/checkout'>;
export type BillingProfilePath = '/api/admin/billing/profile' | '/api/admin/partner/billing/profile';
type BillingProfile = paths['/api/admin/billing/profile']['put']['requestBody']['content']['application/json'];

/** The subscription and its invoices and adjustments; as a prefix, all three. */
export const billingKeys = {
  billing: ['billing'] as const,
  invoices: ['billing', 'invoices'] as const,
  adjustments: ['billing', 'adjustments'] as const,
};

export function useBilling() {
  return useRead(billingKeys.billing, (api) => expectData(api.GET('/api/admin/billing')));
}

export function useInvoices() {
  return useRead(billingKeys.invoices, (api) => expectData(api.GET('/api/admin/billing/invoices')));
}

export function useAdjustments() {
  return useRead(billingKeys.adjustments, (api) => expectData(api.GET('/api/admin/billing/adjustments')));
}

/** The payment provider's hosted checkout; it changes nothing until the person comes back from it. */
export function useCheckout(options?: ChangeOptions<HostedPage>) {
  return useChange([], (api) => expectData(api.POST('/api/admin/billing/checkout')), options);
}

/** The payment provider's customer page; it changes nothing here. */
export function useBillingPortal(options?: ChangeOptions<HostedPage>) {
  return useChange([], (api) => expectData(api.POST('/api/admin/billing/portal')), options);
}

export function useCancelSubscription(options?: ChangeOptions<Reply<'post', '/api/admin/billing/cancel'>>) {
  return useChange([billingKeys.billing], (api) => expectData(api.POST('/api/admin/billing/cancel')), options);
}

export function useReactivateSubscription(options?: ChangeOptions<Reply<'post', '/api/admin/billing/reactivate'>>) {
  return useChange([billingKeys.billing], (api) => expectData(api.POST('/api/admin/billing/reactivate')), options);
}

/** Saves the name, address and VAT number invoices carry, to the payment provider (nothing here reads it back). */
export function useSaveBillingProfile(path: BillingProfilePath, options?: ChangeOptions<unknown, BillingProfile>) {
  return useChange([], (api, body: BillingProfile) => expectData(api.PUT(path, { body })), options);
}
