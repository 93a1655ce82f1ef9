import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { expectData, expectOk, type Reply } from '../../api/client';
import { keys, useMe, type Answer } from '../../api/queries';
import { useChange, useRead, writingFirst, type ChangeOptions } from '../../api/hooks';
import type { paths } from '../../api/schema';
import { usePortal } from '../../portal';
import { attachmentName, saveFile } from '../library/download';

export type ClientSummary = Answer<'/api/admin/partner/clients'>['clients'][number];
export type Invite = Answer<'/api/admin/partner/invites'>['invites'][number];
export type StaffMember = Answer<'/api/admin/partner/staff'>['staff'][number];
export type PartnerBilling = Answer<'/api/admin/partner/billing'>;
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
  return useRead(partnerKeys.clients, async (api) => (await expectData(api.GET('/api/admin/partner/clients'))).clients);
}

export function useInvites() {
  return useRead(partnerKeys.invites, async (api) => (await expectData(api.GET('/api/admin/partner/invites'))).invites);
}

export function useTransfers() {
  return useRead(partnerKeys.transfers, async (api) => (await expectData(api.GET('/api/admin/partner/transfers'))).transfers);
}

export function useStaff() {
  return useRead(partnerKeys.staff, async (api) => (await expectData(api.GET('/api/admin/partner/staff'))).staff);
}

export function usePartnerBilling() {
  return useRead(partnerKeys.billing, (api) => expectData(api.GET('/api/admin/partner/billing')));
}

export function usePartnerInvoices() {
  return useRead(partnerKeys.invoices, (api) => expectData(api.GET('/api/admin/partner/billing/invoices')));
}

export function usePartnerAdjustments() {
  return useRead(partnerKeys.adjustments, (api) => expectData(api.GET('/api/admin/partner/billing/adjustments')));
}

export function useUsage() {
  return useRead(partnerKeys.usage, (api) => expectData(api.GET('/api/admin/partner/usage')));
}

export function useReconciliationPeriods() {
  return useRead(partnerKeys.periods, (api) => expectData(api.GET('/api/admin/partner/usage/periods')));
}

const EVENTS_PAGE = 25;

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
  return useChange(
    STAFF_CHANGE,
    (api, version: string) => expectData(api.POST('/api/admin/partner/agreement/accept', { body: { version } })),
    options,
  );
}

/** Releases a client to direct billing. */
export function useReleaseClient(options?: ChangeOptions<Reply<'post', '/api/admin/partner/clients/{tenantId}/release'>, ClientSummary>) {
  return useChange(
    [partnerKeys.all],
    (api, c: ClientSummary) =>
      expectData(api.POST('/api/admin/partner/clients/{tenantId}/release', { params: { path: { tenantId: c.id } } })),
    options,
  );
}

type NewInvite = NonNullable<paths['/api/admin/partner/invites']['post']['requestBody']>['content']['application/json'];

/** Creates an invitation (mailed to the client's administrator when asked). */
export function useCreateInvite(options?: ChangeOptions<Reply<'post', '/api/admin/partner/invites'>, NewInvite>) {
  return useChange([partnerKeys.all], (api, body: NewInvite) => expectData(api.POST('/api/admin/partner/invites', { body })), options);
}

export function useRevokeInvite(options?: ChangeOptions<Reply<'delete', '/api/admin/partner/invites/{token}'>, Invite>) {
  return useChange(
    [partnerKeys.all],
    (api, i: Invite) => expectData(api.DELETE('/api/admin/partner/invites/{token}', { params: { path: { token: i.token } } })),
    options,
  );
}

type TransferRequest = NonNullable<paths['/api/admin/partner/transfers']['post']['requestBody']>['content']['application/json'];

/** Asks an organisation already using the service to be managed by the partner. */
export function useRequestTransfer(options?: ChangeOptions<Reply<'post', '/api/admin/partner/transfers'>, TransferRequest>) {
  return useChange(
    [partnerKeys.all],
    (api, body: TransferRequest) => expectData(api.POST('/api/admin/partner/transfers', { body })),
    options,
  );
}

/** Puts a person of the partner's directory on its staff with a role, or changes their role. */
export function usePutStaff(options?: ChangeOptions<Reply<'put', '/api/admin/partner/staff'>, { email: string; role: PartnerRole }>) {
  return useChange(STAFF_CHANGE, (api, body) => expectData(api.PUT('/api/admin/partner/staff', { body })), options);
}

export function useRemoveStaff(options?: ChangeOptions<void, StaffMember>) {
  return useChange(
    STAFF_CHANGE,
    (api, s: StaffMember) => expectOk(api.DELETE('/api/admin/partner/staff/{email}', { params: { path: { email: s.email } } })),
    options,
  );
}

type HostedPage = Reply<'post', '/api/admin/partner/billing/checkout'>;

/** The payment provider's hosted checkout for consolidated billing; it changes nothing until the person comes back. */
export function usePartnerCheckout(options?: ChangeOptions<HostedPage>) {
  return useChange([], (api) => expectData(api.POST('/api/admin/partner/billing/checkout')), options);
}

/** The payment provider's customer page; it changes nothing here. */
export function usePartnerBillingPortal(options?: ChangeOptions<HostedPage>) {
  return useChange([], (api) => expectData(api.POST('/api/admin/partner/billing/portal')), options);
}

/** Bills the seats the clients add up to now; the answer becomes the cached consolidated billing. */
export function useSyncPartnerSeats(options?: ChangeOptions<Reply<'post', '/api/admin/partner/billing/sync'>>) {
  const queryClient = useQueryClient();
  return useChange(
    [partnerKeys.billing],
    (api) => expectData(api.POST('/api/admin/partner/billing/sync')),
    writingFirst(options, (r) => queryClient.setQueryData(partnerKeys.billing, r)),
  );
}

/** Saves the usage CSV the service serves (under the person's token, so not a plain link). */
export function useUsageCsvDownload() {
  return useChange([], async (api) => {
    const answer = await api.GET('/api/admin/partner/usage/export', { parseAs: 'blob' });
    saveFile(
      await expectData(Promise.resolve(answer)),
      attachmentName(answer.response.headers.get('content-disposition'), 'client-usage.csv'),
    );
  });
}
