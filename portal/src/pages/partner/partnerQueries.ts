import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { expectData } from '../../api/client';
import { useMe, type Answer } from '../../api/queries';
import { usePortal } from '../../portal';

export type ClientSummary = Answer<'/api/admin/partner/clients'>['clients'][number];
export type Invite = Answer<'/api/admin/partner/invites'>['invites'][number];
export type Transfer = Answer<'/api/admin/partner/transfers'>['transfers'][number];
export type StaffMember = Answer<'/api/admin/partner/staff'>['staff'][number];
export type PartnerBilling = Answer<'/api/admin/partner/billing'>;
export type PartnerEvent = Answer<'/api/admin/partner/events'>['events'][number];
export type ManagedStatus = Answer<'/api/admin/managed/status'>;
export type PartnerRole = StaffMember['role'];

/** Everything of the partner console sits under `partner`: a change anywhere reads the console again. */
export const partnerKeys = {
  all: ['partner'] as const,
  clients: ['partner', 'clients'] as const,
  invites: ['partner', 'invites'] as const,
  transfers: ['partner', 'transfers'] as const,
  staff: ['partner', 'staff'] as const,
  billing: ['partner', 'billing'] as const,
  invoices: ['partner', 'billing', 'invoices'] as const,
  adjustments: ['partner', 'billing', 'adjustments'] as const,
  usage: ['partner', 'usage'] as const,
  periods: ['partner', 'usage', 'periods'] as const,
  events: ['partner', 'events'] as const,
  managed: ['managed'] as const,
};

/** Whether the person's partner role may use an operation (`METHOD /path`), as `/api/admin/me` reports it. */
export function useCanUse(operation: string): boolean {
  return !!useMe().data?.partner?.operations.includes(operation);
}

export function useClients() {
  const { api } = usePortal();
  return useQuery({
    queryKey: partnerKeys.clients,
    queryFn: async () => (await expectData(api.GET('/api/admin/partner/clients'))).clients,
  });
}

export function useInvites() {
  const { api } = usePortal();
  return useQuery({
    queryKey: partnerKeys.invites,
    queryFn: async () => (await expectData(api.GET('/api/admin/partner/invites'))).invites,
  });
}

export function useTransfers() {
  const { api } = usePortal();
  return useQuery({
    queryKey: partnerKeys.transfers,
    queryFn: async () => (await expectData(api.GET('/api/admin/partner/transfers'))).transfers,
  });
}

export function useStaff() {
  const { api } = usePortal();
  return useQuery({ queryKey: partnerKeys.staff, queryFn: async () => (await expectData(api.GET('/api/admin/partner/staff'))).staff });
}

export function usePartnerBilling() {
  const { api } = usePortal();
  return useQuery({ queryKey: partnerKeys.billing, queryFn: () => expectData(api.GET('/api/admin/partner/billing')) });
}

export function usePartnerInvoices() {
  const { api } = usePortal();
  return useQuery({ queryKey: partnerKeys.invoices, queryFn: () => expectData(api.GET('/api/admin/partner/billing/invoices')) });
}

export function usePartnerAdjustments() {
  const { api } = usePortal();
  return useQuery({ queryKey: partnerKeys.adjustments, queryFn: () => expectData(api.GET('/api/admin/partner/billing/adjustments')) });
}

export function useUsage() {
  const { api } = usePortal();
  return useQuery({ queryKey: partnerKeys.usage, queryFn: () => expectData(api.GET('/api/admin/partner/usage')) });
}

export function useReconciliationPeriods() {
  const { api } = usePortal();
  return useQuery({ queryKey: partnerKeys.periods, queryFn: () => expectData(api.GET('/api/admin/partner/usage/periods')) });
}

export const EVENTS_PAGE = 25;

/** The partner's audit trail, newest first, a page at a time. */
export function usePartnerEvents() {
  const { api } = usePortal();
  return useInfiniteQuery({
    queryKey: partnerKeys.events,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      expectData(api.GET('/api/admin/partner/events', { params: { query: { limit: EVENTS_PAGE, cursor: pageParam } } })),
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
}

export function useManagedStatus() {
  const { api } = usePortal();
  return useQuery({ queryKey: partnerKeys.managed, queryFn: () => expectData(api.GET('/api/admin/managed/status')) });
}
