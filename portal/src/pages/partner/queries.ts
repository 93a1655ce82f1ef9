import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expectData, expectOk, type Reply } from '../../api/client';
import { keys, useMe, type Answer } from '../../api/queries';
import { writingFirst, type ChangeOptions } from '../../api/queryClient';
import { ApiRefusal } from '../../api/refusal';
import type { paths } from '../../api/schema';
import { usePortal } from '../../portal';
import { attachmentName } from '../library/download';

export type ClientSummary = Answer<'/api/admin/partner/clients'>['clients'][number];
export type Invite = Answer<'/api/admin/partner/invites'>['invites'][number];
export type Transfer = Answer<'/api/admin/partner/transfers'>['transfers'][number];
export type StaffMember = Answer<'/api/admin/partner/staff'>['staff'][number];
export type PartnerBilling = Answer<'/api/admin/partner/billing'>;
export type PartnerEvent = Answer<'/api/admin/partner/events'>['events'][number];
export type PartnerRole = StaffMember['role'];

/** Everything of the partner console sits under `partner`: a change anywhere in it reads the console again. */
const partnerKeys = {
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
};

/** A change of the partner's staff or agreement moves what `/me` says of the person's place on it too. */
const STAFF_CHANGE = [partnerKeys.all, keys.me];

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

/** Accepts the partner agreement in force: the organisation becomes a partner (or stays one), the person its Owner. */
export function useAcceptPartnerAgreement(options?: ChangeOptions<Reply<'post', '/api/admin/partner/agreement/accept'>, string>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: (version: string) => expectData(api.POST('/api/admin/partner/agreement/accept', { body: { version } })),
    meta: { touches: STAFF_CHANGE },
  });
}

/** Releases a client to direct billing. */
export function useReleaseClient(options?: ChangeOptions<Reply<'post', '/api/admin/partner/clients/{tenantId}/release'>, ClientSummary>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: (c: ClientSummary) =>
      expectData(api.POST('/api/admin/partner/clients/{tenantId}/release', { params: { path: { tenantId: c.id } } })),
    meta: { touches: [partnerKeys.all] },
  });
}

type NewInvite = NonNullable<paths['/api/admin/partner/invites']['post']['requestBody']>['content']['application/json'];

/** Creates an invitation (mailed to the client's administrator when asked). */
export function useCreateInvite(options?: ChangeOptions<Reply<'post', '/api/admin/partner/invites'>, NewInvite>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: (body: NewInvite) => expectData(api.POST('/api/admin/partner/invites', { body })),
    meta: { touches: [partnerKeys.all] },
  });
}

export function useRevokeInvite(options?: ChangeOptions<Reply<'delete', '/api/admin/partner/invites/{token}'>, Invite>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: (i: Invite) => expectData(api.DELETE('/api/admin/partner/invites/{token}', { params: { path: { token: i.token } } })),
    meta: { touches: [partnerKeys.all] },
  });
}

type TransferRequest = NonNullable<paths['/api/admin/partner/transfers']['post']['requestBody']>['content']['application/json'];

/** Asks an organisation already using the service to be managed by the partner. */
export function useRequestTransfer(options?: ChangeOptions<Reply<'post', '/api/admin/partner/transfers'>, TransferRequest>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: (body: TransferRequest) => expectData(api.POST('/api/admin/partner/transfers', { body })),
    meta: { touches: [partnerKeys.all] },
  });
}

/** Puts a person of the partner's directory on its staff with a role, or changes their role. */
export function usePutStaff(options?: ChangeOptions<Reply<'put', '/api/admin/partner/staff'>, { email: string; role: PartnerRole }>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: (body) => expectData(api.PUT('/api/admin/partner/staff', { body })),
    meta: { touches: STAFF_CHANGE },
  });
}

export function useRemoveStaff(options?: ChangeOptions<void, StaffMember>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: (s: StaffMember) => expectOk(api.DELETE('/api/admin/partner/staff/{email}', { params: { path: { email: s.email } } })),
    meta: { touches: STAFF_CHANGE },
  });
}

type HostedPage = Reply<'post', '/api/admin/partner/billing/checkout'>;

/** The payment provider's hosted checkout for consolidated billing; it changes nothing until the person comes back. */
export function usePartnerCheckout(options?: ChangeOptions<HostedPage>) {
  const { api } = usePortal();
  return useMutation({ ...options, mutationFn: () => expectData(api.POST('/api/admin/partner/billing/checkout')), meta: { touches: [] } });
}

/** The payment provider's customer page; it changes nothing here. */
export function usePartnerBillingPortal(options?: ChangeOptions<HostedPage>) {
  const { api } = usePortal();
  return useMutation({ ...options, mutationFn: () => expectData(api.POST('/api/admin/partner/billing/portal')), meta: { touches: [] } });
}

/** Bills the seats the clients add up to now; the answer becomes the cached consolidated billing. */
export function useSyncPartnerSeats(options?: ChangeOptions<Reply<'post', '/api/admin/partner/billing/sync'>>) {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    ...writingFirst(options, (r) => queryClient.setQueryData(partnerKeys.billing, r)),
    mutationFn: () => expectData(api.POST('/api/admin/partner/billing/sync')),
    meta: { touches: [partnerKeys.billing] },
  });
}

/** Saves the usage CSV the service serves (under the person's token, so not a plain link). */
export function useUsageCsvDownload() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: async () => {
      const answer = await api.GET('/api/admin/partner/usage/export', { parseAs: 'blob' });
      if (!answer.response.ok || !answer.data) throw await ApiRefusal.from(answer.response, answer.error);
      const url = URL.createObjectURL(answer.data as Blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = attachmentName(answer.response.headers.get('content-disposition'), 'client-usage.csv');
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    },
    meta: { touches: [] },
  });
}
