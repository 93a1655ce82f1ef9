import { useCallback, useReducer, useRef } from 'react';
import type { TemplateDetail } from '../../api/queries';
import type { Design } from '../../../../shared/designs/schema';
import type { DesignState } from '../designer/queries';
import { initialDraft, reduceDraft } from './draft';

/** The designer's document as it stands, and whether it passes its schema. */
interface DesignerDocument {
  design: Design;
  valid: boolean;
}

/**
 * The editor's draft of one template (`reduceDraft`), and the designer's document as it stands. The document is kept
 * aside rather than in the state: it changes with every edit and only the next step reads it; its first report is the
 * design as loaded, so only later ones count as changes.
 */
export function useDraft(template: TemplateDetail, design: DesignState | null, etag: string | undefined) {
  const [draft, dispatch] = useReducer(reduceDraft, null, () => initialDraft(template, design, etag));
  const designerDocument = useRef<DesignerDocument | null>(null);
  const onDesignChange = useCallback((d: Design, valid: boolean) => {
    const first = designerDocument.current === null;
    designerDocument.current = { design: d, valid };
    if (!first) dispatch({ type: 'designEdited' });
  }, []);
  return { draft, dispatch, designerDocument, onDesignChange };
}
