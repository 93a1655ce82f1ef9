import { useState } from 'react';
import { useRules, useSaveRules, type SavedRules } from './queries';
import { fromRule, toInput, type RuleDraft } from './ruleDraft';

/**
 * The rules as read (with their ETag) and the list being edited. The edited list is only replaced on purpose (after
 * a save, or on reload), never by a background refetch, and a save names the ETag of the list it started from.
 */
export function useRulesEditor() {
  const query = useRules();
  const [base, setBase] = useState<SavedRules | null>(null);
  const [drafts, setDrafts] = useState<RuleDraft[]>([]);

  const adopt = (saved: SavedRules) => {
    setBase(saved);
    const names = new Map(saved.groups.map((g) => [g.id, g.displayName]));
    setDrafts(saved.rules.map((r) => fromRule(r, names)));
  };
  if (!base && query.data) adopt(query.data);

  const save = useSaveRules(base?.etag ?? null, { onSuccess: adopt });

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
