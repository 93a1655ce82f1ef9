import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { expectData, type ApiClient } from '../../api/client';
import { keys, type Answer } from '../../api/queries';
import { useChange, useRead, writingFirst, type ChangeOptions } from '../../api/hooks';
import type { paths } from '../../api/schema';
import { toInput, type RuleDraft } from './ruleDraft';
import { MIN_SEARCH_CHARS } from '../../../../shared/directory/vocabulary';

export type Rule = Answer<'/api/admin/rules'>['rules'][number];
type RuleGroup = Answer<'/api/admin/rules'>['groups'][number];
export type RoleDefaults = paths['/api/admin/roles']['put']['requestBody']['content']['application/json'];

/** The rules as saved, with the ETag a save names in If-Match. */
export type SavedRules = { rules: Rule[]; groups: RuleGroup[]; etag: string | null };

const rulesKey = ['rules'] as const;

/** The rules (with the names of the groups they name) and the ETag a save names in If-Match. */
export function useRules() {
  return useRead(rulesKey, async (api): Promise<SavedRules> => {
    const answer = await api.GET('/api/admin/rules');
    const { rules, groups } = await expectData(Promise.resolve(answer));
    return { rules, groups, etag: answer.response.headers.get('etag') };
  });
}

/** Saves the whole list, naming the ETag of the list the edit started from; the answer becomes the cached rules. */
export function useSaveRules(etag: string | null, options?: ChangeOptions<SavedRules, RuleDraft[]>) {
  const queryClient = useQueryClient();
  return useChange(
    [rulesKey, keys.onboarding],
    async (api, list: RuleDraft[]) => {
      const headers: Record<string, string> = etag ? { 'if-match': etag } : {};
      const answer = await api.PUT('/api/admin/rules', { body: { rules: list.map(toInput) }, headers });
      const { rules, groups } = await expectData(Promise.resolve(answer));
      return { rules, groups, etag: answer.response.headers.get('etag') };
    },
    writingFirst(options, (saved) => queryClient.setQueryData(rulesKey, saved)),
  );
}

/** Sets the templates a mailbox gets when no rule decides (the roles left out keep theirs); `V` carries what a notice needs. */
export function useSetRoleDefaults<V extends { defaults: RoleDefaults }>(options?: ChangeOptions<V, V>) {
  // The library's rows carry the roles.
  return useChange(
    [keys.library, keys.onboarding],
    (api, v: V) => expectData(api.PUT('/api/admin/roles', { body: v.defaults })).then(() => v),
    options,
  );
}

/** What a dry run is of: one mailbox, writing to recipients at these domains (none: the sender-only answer). */
export interface SimulationOf {
  email: string;
  domains: string[];
}

/** A dry run of the saved rules for one mailbox and, when given, its message's recipient domains. */
const simulate = (api: ApiClient, { email, domains }: SimulationOf) =>
  expectData(api.POST('/api/admin/rules/simulate', { body: { email, ...(domains.length ? { recipients: { domains } } : {}) } }));
export type Simulation = Awaited<ReturnType<typeof simulate>>;

/**
 * The dry run asked last (`run` asks one, afresh each time, even for the same mailbox). It changes nothing, so it is a
 * read in the query cache: a change of language asks it again, and its explanations follow (`followLanguage`).
 */
export function useSimulation() {
  const [asked, setAsked] = useState<{ of: SimulationOf; run: number } | null>(null);
  const query = useRead(['simulation', asked], (api) => simulate(api, asked!.of), { enabled: asked !== null, gcTime: 0 });
  return {
    run: (of: SimulationOf) => setAsked((last) => ({ of, run: (last?.run ?? 0) + 1 })),
    data: query.data,
    error: query.error,
    isPending: query.isFetching,
    variables: asked?.of,
  };
}

/** Directory groups found by name; asked only from MIN_SEARCH_CHARS characters, and not for the name already picked. */
export function useGroupSearch(q: string, picked: string) {
  return useRead(
    ['groups', 'search', q],
    (api) => expectData(api.GET('/api/admin/groups/search', { params: { query: { q, limit: 20 } } })),
    { enabled: q.length >= MIN_SEARCH_CHARS && q !== picked },
  );
}
