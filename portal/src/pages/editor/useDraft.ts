import { useCallback, useReducer, useState, type Dispatch } from 'react';
import type { TemplateDetail } from '../../api/queries';
import type { Design } from '../../../../shared/designs/schema';
import type { DesignState } from '../designer/queries';
import { useHistories } from '../designer/useHistory';
import { followsDesign, initialDraft, reduceDraft, type DraftAction } from './draft';

/** The key of a language's design among the documents: '' for the default. */
export const docKey = (language: string | null) => language ?? '';

/** Every design of a designed template by language ('' the default), as loaded or restored. */
export const documentsOf = (design: Pick<DesignState, 'design' | 'variants'> | null): Record<string, Design> =>
  design ? { '': design.design, ...Object.fromEntries(design.variants.map((v) => [v.language, v.design])) } : {};

/**
 * The editor's draft of one template (`reduceDraft`), and the designer's documents: one design per language, each
 * with its own undo history, and the block selected (kept across languages: their designs start as copies, so a
 * block of the same id is the same line in another language). The documents are kept beside the state rather than in
 * it: they change with every edit and only the next step reads them.
 */
export function useDraft(template: TemplateDetail, design: DesignState | null, etag: string | undefined) {
  const [draft, rawDispatch] = useReducer(reduceDraft, null, () => initialDraft(template, design, etag));
  const edited = useCallback(() => rawDispatch({ type: 'designEdited' }), []);
  const documents = useHistories<Design>(() => documentsOf(design), edited);
  const [selected, select] = useState<string | null>(design?.design.blocks[0]?.id ?? null);
  const { add, remove, values } = documents;
  /** Adding a language to a template that follows its design starts its design as a copy of the default's. */
  const dispatch: Dispatch<DraftAction> = useCallback(
    (a: DraftAction) => {
      if (a.type === 'languageAdded' && followsDesign(draft) && values[''] && !values[a.language]) {
        add(a.language, values['']);
        rawDispatch({ ...a, design: values[''] });
        return;
      }
      if (a.type === 'languageRemoved') remove(a.language);
      rawDispatch(a);
    },
    [draft, values, add, remove],
  );
  return { draft, dispatch, documents, selected, select };
}
