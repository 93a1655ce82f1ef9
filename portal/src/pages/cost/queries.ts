import { expectData, expectOk, type Reply } from '../../api/client';
import type { Answer } from '../../api/queries';
import { useChange, useRead, type ChangeOptions } from '../../api/hooks';
import { billingKeys } from '../billing/queries';

export type ExclusionsOverview = Answer<'/api/admin/exclusions'>;
type Mode = ExclusionsOverview['mode'];
type Group = ExclusionsOverview['groups'][number];

/** The cost list and the suggestions for it; as a prefix, both. */
const costKeys = {
  all: ['cost'] as const,
  exclusions: ['cost', 'exclusions'] as const,
  suggestions: ['cost', 'suggestions'] as const,
};

/** A change to the list moves the list, its suggestions and the seats billing counts. */
const COST_CHANGE = [costKeys.all, billingKeys.billing];

export function useExclusions() {
  return useRead(costKeys.exclusions, (api) => expectData(api.GET('/api/admin/exclusions')));
}

/** Only asked in exclusion mode (the API refuses it in inclusion mode). */
export function useSuggestions(enabled: boolean) {
  return useRead(costKeys.suggestions, (api) => expectData(api.GET('/api/admin/exclusions/suggested')), { enabled });
}

export function useSwitchCostMode(options?: ChangeOptions<Reply<'put', '/api/admin/exclusions/mode'>, Mode>) {
  return useChange(COST_CHANGE, (api, mode: Mode) => expectData(api.PUT('/api/admin/exclusions/mode', { body: { mode } })), options);
}

/** Puts mailboxes on the list, with a note. */
export function useListMailboxes(options?: ChangeOptions<Reply<'post', '/api/admin/exclusions'>, { mailboxes: string[]; note: string }>) {
  return useChange(COST_CHANGE, (api, body) => expectData(api.POST('/api/admin/exclusions', { body })), options);
}

/** Takes one mailbox named on the list off it. */
export function useUnlistMailbox(options?: ChangeOptions<void, string>) {
  return useChange(
    COST_CHANGE,
    (api, email: string) => expectOk(api.DELETE('/api/admin/exclusions/{email}', { params: { path: { email } } })),
    options,
  );
}

export function useListGroup(options?: ChangeOptions<Reply<'post', '/api/admin/exclusions/groups'>, { groupId: string; note: string }>) {
  return useChange(COST_CHANGE, (api, body) => expectData(api.POST('/api/admin/exclusions/groups', { body })), options);
}

/** Reads a listed group's members from the directory now. */
export function useSyncGroup(options?: ChangeOptions<Reply<'post', '/api/admin/exclusions/groups/{id}/sync'>, Group>) {
  return useChange(
    COST_CHANGE,
    (api, g: Group) => expectData(api.POST('/api/admin/exclusions/groups/{id}/sync', { params: { path: { id: g.id } } })),
    options,
  );
}

export function useUnlistGroup(options?: ChangeOptions<Reply<'delete', '/api/admin/exclusions/groups/{id}'>, Group>) {
  return useChange(
    COST_CHANGE,
    (api, g: Group) => expectData(api.DELETE('/api/admin/exclusions/groups/{id}', { params: { path: { id: g.id } } })),
    options,
  );
}
