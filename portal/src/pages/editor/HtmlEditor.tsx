import { makeStyles, shorthands, Spinner, tokens } from '@fluentui/react-components';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { PlaceholderGroups } from './queries';
import { useMessages } from '../../i18n/useMessages';
import { previewMessages } from './preview.messages';

type CodeMirror = typeof import('./codemirror');
type View = ReturnType<CodeMirror['mountHtmlEditor']>;

/** What the page does to the editor from outside: insert an image tag at the cursor, put a reloaded body in. */
export interface HtmlEditorHandle {
  insert(text: string): void;
  replace(doc: string): void;
  /** Selects `[start, end)` of the body and scrolls to it (a finding's place). */
  reveal(start: number, end: number): void;
}

interface Props {
  ref: Ref<HtmlEditorHandle>;
  initialDoc: string;
  placeholders: PlaceholderGroups;
  label: string;
  invalid?: boolean;
  describedBy?: string;
  onChange: (doc: string) => void;
}

const useStyles = makeStyles({
  frame: {
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke1),
    borderRadius: tokens.borderRadiusMedium,
    minHeight: '360px',
    backgroundColor: tokens.colorNeutralBackground1,
    '& .cm-editor': { minHeight: '360px', maxHeight: '640px', fontSize: tokens.fontSizeBase300 },
    '& .cm-scroller': { fontFamily: tokens.fontFamilyMonospace },
    '& .cm-editor.cm-focused': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  invalid: { ...shorthands.borderColor(tokens.colorPaletteRedBorder2) },
});

/** The HTML body in CodeMirror, loaded on first use so the editor's code is not in the initial bundle. */
export function HtmlEditor({ ref, initialDoc, placeholders, label, invalid, describedBy, onChange }: Props) {
  const styles = useStyles();
  const t = useMessages(previewMessages);
  const parent = useRef<HTMLDivElement>(null);
  const view = useRef<{ view: View; cm: CodeMirror } | null>(null);
  const [ready, setReady] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let cancelled = false;
    void import('./codemirror').then((cm) => {
      if (cancelled || !parent.current) return;
      const v = cm.mountHtmlEditor({
        parent: parent.current,
        doc: initialDoc,
        label,
        placeholders,
        shownWhenSet: (section) => t('shownWhenSet', { section }),
        onChange: (d) => onChangeRef.current(d),
      });
      view.current = { view: v, cm };
      setReady(true);
    });
    return () => {
      cancelled = true;
      view.current?.view.destroy();
      view.current = null;
    };
    // Mounted once per template: later bodies come in through `replace`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const content = parent.current?.querySelector('.cm-content');
    if (!content) return;
    if (describedBy) content.setAttribute('aria-describedby', describedBy);
    content.setAttribute('aria-invalid', invalid ? 'true' : 'false');
  }, [ready, describedBy, invalid]);

  useImperativeHandle(ref, () => ({
    insert: (text) => view.current && view.current.cm.insertAtCursor(view.current.view, text),
    replace: (doc) => view.current && view.current.cm.replaceDocument(view.current.view, doc),
    reveal: (start, end) => view.current && view.current.cm.revealRange(view.current.view, start, end),
  }));

  return (
    <div className={invalid ? `${styles.frame} ${styles.invalid}` : styles.frame} data-testid="html-editor">
      {!ready && <Spinner size="small" label={t('loadingEditor')} />}
      <div ref={parent} />
    </div>
  );
}
