import { useCallback, useReducer } from 'react';

interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The kind of the last change: changes of one kind in a row (typing in one field) undo as one step. */
  lastKind: string | null;
}

type Action<T> = { type: 'change'; next: T; kind: string | null } | { type: 'undo' } | { type: 'redo' } | { type: 'reset'; present: T };

/** How many steps back undo reaches. */
const DEPTH = 100;

function reduce<T>(h: History<T>, a: Action<T>): History<T> {
  switch (a.type) {
    case 'change':
      if (a.next === h.present) return h;
      if (a.kind !== null && a.kind === h.lastKind) return { ...h, present: a.next, future: [] };
      return { past: [...h.past, h.present].slice(-DEPTH), present: a.next, future: [], lastKind: a.kind };
    case 'undo':
      if (h.past.length === 0) return h;
      return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future], lastKind: null };
    case 'redo':
      if (h.future.length === 0) return h;
      return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1), lastKind: null };
    case 'reset':
      return { past: [], present: a.present, future: [], lastKind: null };
  }
}

/**
 * A value with undo and redo. `change(next, kind)` records a step; successive changes of the same non-null kind (the
 * keystrokes of one text field) merge into one step, so undo takes back the whole word, not one letter.
 */
export function useHistory<T>(initial: T) {
  const [h, dispatch] = useReducer(reduce<T>, { past: [], present: initial, future: [], lastKind: null });
  const change = useCallback((next: T, kind: string | null = null) => dispatch({ type: 'change', next, kind }), []);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  const reset = useCallback((present: T) => dispatch({ type: 'reset', present }), []);
  return { value: h.present, change, undo, redo, reset, canUndo: h.past.length > 0, canRedo: h.future.length > 0 };
}
