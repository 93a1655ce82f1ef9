import { useMutation, useQuery } from '@tanstack/react-query';
import { expectData, type Reply } from '../../api/client';
import type { Answer } from '../../api/queries';
import type { ChangeOptions } from '../../api/queryClient';
import type { paths } from '../../api/schema';
import { usePortal } from '../../portal';

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
  const { api } = usePortal();
  return useQuery({ queryKey: billingKeys.billing, queryFn: () => expectData(api.GET('/api/admin/billing')) });
}

export function useInvoices() {
  const { api } = usePortal();
  return useQuery({ queryKey: billingKeys.invoices, queryFn: () => expectData(api.GET('/api/admin/billing/invoices')) });
}

export function useAdjustments() {
  const { api } = usePortal();
  return useQuery({ queryKey: billingKeys.adjustments, queryFn: () => expectData(api.GET('/api/admin/billing/adjustments')) });
}

/** The payment provider's hosted checkout; it changes nothing until the person comes back from it. */
export function useCheckout(options?: ChangeOptions<HostedPage>) {
  const { api } = usePortal();
  return useMutation({ ...options, mutationFn: () => expectData(api.POST('/api/admin/billing/checkout')), meta: { touches: [] } });
}

/** The payment provider's customer page; it changes nothing here. */
export function useBillingPortal(options?: ChangeOptions<HostedPage>) {
  const { api } = usePortal();
  return useMutation({ ...options, mutationFn: () => expectData(api.POST('/api/admin/billing/portal')), meta: { touches: [] } });
}

export function useCancelSubscription(options?: ChangeOptions<Reply<'post', '/api/admin/billing/cancel'>>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: () => expectData(api.POST('/api/admin/billing/cancel')),
    meta: { touches: [billingKeys.billing] },
  });
}

export function useReactivateSubscription(options?: ChangeOptions<Reply<'post', '/api/admin/billing/reactivate'>>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: () => expectData(api.POST('/api/admin/billing/reactivate')),
    meta: { touches: [billingKeys.billing] },
  });
}

/** Saves the name, address and VAT number invoices carry, to the payment provider (nothing here reads it back). */
export function useSaveBillingProfile(path: BillingProfilePath, options?: ChangeOptions<unknown, BillingProfile>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: (body: BillingProfile) => expectData(api.PUT(path, { body })),
    meta: { touches: [] },
  });
}
