import {
  autocompletion,
  closeBrackets,
  completionKeymap,
  type Completion,
  type CompletionContext,
  type CompletionSource,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { html } from '@codemirror/lang-html';
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  HighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { drawSelection, EditorView, highlightActiveLineGutter, highlightSpecialChars, keymap, lineNumbers } from '@codemirror/view';
import type { PlaceholderGroups } from './queries';

/**
 * Everything CodeMirror: this module is only ever imported dynamically, so the editor's code stays out of the
 * portal's initial bundle.
 */

/**
 * Completes `{{…` with the organisation's placeholders, grouped as the API groups them (User profile, …);
 * `shownWhenSet` says, in the portal's language, that a placeholder's section shows only when it has a value.
 */
export function placeholderSource(groups: PlaceholderGroups, shownWhenSet: (section: string) => string): CompletionSource {
  const options: Completion[] = groups.flatMap((g) =>
    g.placeholders.map((p) => ({
      label: p.placeholder,
      detail: p.label,
      info: p.section ? shownWhenSet(p.section) : undefined,
      section: g.group,
      type: 'variable',
    })),
  );
  return (context: CompletionContext) => {
    const typed = context.matchBefore(/\{\{[\w.#/]*$/);
    if (!typed) return null;
    return { from: typed.from, options, validFor: /^\{\{[\w.#/]*$/ };
  };
}

/** A `#rgb` / `#rrggbb` colour with each channel at 60%: CodeMirror's default palette, dark enough for AA contrast. */
function darker(hex: string): string {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  return `#${digits
    .map((d) =>
      Math.round(parseInt(d, 16) * 0.6)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** CodeMirror's default highlighting (its tags and styles), every colour readable on white. */
const readableHighlightStyle = HighlightStyle.define(
  defaultHighlightStyle.specs.map((spec) =>
    typeof spec.color === 'string' && /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i.test(spec.color) ? { ...spec, color: darker(spec.color) } : spec,
  ),
);

export interface MountOptions {
  parent: HTMLElement;
  doc: string;
  label: string;
  placeholders: PlaceholderGroups;
  shownWhenSet: (section: string) => string;
  onChange: (doc: string) => void;
}

export function mountHtmlEditor(o: MountOptions): EditorView {
  const language = html();
  return new EditorView({
    parent: o.parent,
    doc: o.doc,
    extensions: [
      lineNumbers(),
      highlightActiveLineGutter(),
      highlightSpecialChars(),
      foldGutter(),
      drawSelection(),
      indentOnInput(),
      syntaxHighlighting(readableHighlightStyle),
      bracketMatching(),
      closeBrackets(),
      history(),
      // Tab is left to the browser, so a keyboard user can leave the editor.
      keymap.of([...completionKeymap, ...historyKeymap, ...defaultKeymap]),
      language,
      language.language.data.of({ autocomplete: placeholderSource(o.placeholders, o.shownWhenSet) }),
      autocompletion({ activateOnTyping: true }),
      EditorView.lineWrapping,
      // A tab stop of its own: axe counts the scroller of a long body as keyboard-reachable through it.
      EditorView.contentAttributes.of({ 'aria-label': o.label, 'aria-multiline': 'true', tabindex: '0' }),
      EditorView.updateListener.of((u) => {
        if (u.docChanged) o.onChange(u.state.doc.toString());
      }),
    ],
  });
}

/** Replaces the selection (or inserts at the cursor) and puts the cursor after the text. */
export function insertAtCursor(view: EditorView, text: string): void {
  const { from, to } = view.state.selection.main;
  view.dispatch({ changes: { from, to, insert: text }, selection: { anchor: from + text.length } });
  view.focus();
}

/** Replaces the whole body (after a reload). */
export function replaceDocument(view: EditorView, doc: string): void {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: doc } });
}

/** Selects a place of the body (a finding's), scrolls it into view and puts the focus there. */
export function revealRange(view: EditorView, start: number, end: number): void {
  const max = view.state.doc.length;
  const from = Math.min(start, max);
  view.dispatch({ selection: { anchor: from, head: Math.min(Math.max(end, from), max) }, scrollIntoView: true });
  view.focus();
}

export type { EditorView };
