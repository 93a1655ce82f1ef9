import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { expectData } from '../../api/client';
import { rulesKey, useRules, type Rule, type RuleGroup } from '../../api/queries';
import { usePortal } from '../../portal';
import { fromRule, toInput, type RuleDraft } from './ruleDraft';

type Saved = { rules: Rule[]; groups: RuleGroup[]; etag: string | null };

/**
 * The rules as read (with their ETag) and the list being edited. The edited list is only replaced on purpose (after
 * a save, or on reload), never by a background refetch, and a save names the ETag of the list it started from.
 */
export function useRulesEditor() {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const query = useRules();
  const [base, setBase] = useState<Saved | null>(null);
  const [drafts, setDrafts] = useState<RuleDraft[]>([]);

  const adopt = (saved: Saved) => {
    setBase(saved);
    const names = new Map(saved.groups.map((g) => [g.id, g.displayName]));
    setDrafts(saved.rules.map((r) => fromRule(r, names)));
  };
  if (!base && query.data) adopt(query.data);

  const save = useMutation({
    mutationFn: async (list: RuleDraft[]) => {
      const headers: Record<string, string> = base?.etag ? { 'if-match': base.etag } : {};
      const answer = await api.PUT('/api/admin/rules', { body: { rules: list.map(toInput) }, headers });
      const { rules, groups } = await expectData(Promise.resolve(answer));
      return { rules, groups, etag: answer.response.headers.get('etag') };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(rulesKey, saved);
      adopt(saved);
    },
  });

  // The refusal stays until the fresh rules replace the edited ones.
  const reload = async () => {
    const fresh = await query.refetch();
    if (fresh.data) adopt(fresh.data);
    save.reset();
  };

  const savedInputs = JSON.stringify(base?.rules.map((r) => toInput(fromRule(r))) ?? []);
  const dirty = !!base && JSON.stringify(drafts.map(toInput)) !== savedInputs;

  return { query, drafts, setDrafts, save, reload, dirty, loaded: !!base };
}
