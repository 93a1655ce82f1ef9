import { useCallback, useMemo, useReducer } from 'react';

interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The kind of the last change: changes of one kind in a row (typing in one field) undo as one step. */
  lastKind: string | null;
}

type Action<T> = { type: 'change'; next: T; kind: string | null } | { type: 'undo' } | { type: 'redo' };

/** How many steps back undo reaches. */
const DEPTH = 100;

const fresh = <T>(present: T): History<T> => ({ past: [], present, future: [], lastKind: null });

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
  }
}

/** A value with undo and redo, as the designer edits it. */
export interface HistoryHandle<T> {
  value: T;
  /** Records a step; successive changes of the same non-null kind (the keystrokes of one field) merge into one. */
  change(next: T, kind?: string | null): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
}

type Keyed<T> = Record<string, History<T>>;
type KeyedAction<T> =
  | { type: 'step'; key: string; step: Action<T> }
  | { type: 'add'; key: string; value: T }
  | { type: 'remove'; key: string }
  | { type: 'reset'; values: Record<string, T> };

function reduceKeyed<T>(all: Keyed<T>, a: KeyedAction<T>): Keyed<T> {
  switch (a.type) {
    case 'step': {
      const h = all[a.key];
      const next = h && reduce(h, a.step);
      return !next || next === h ? all : { ...all, [a.key]: next };
    }
    case 'add':
      return { ...all, [a.key]: fresh(a.value) };
    case 'remove': {
      const { [a.key]: _gone, ...rest } = all;
      return rest;
    }
    case 'reset':
      return Object.fromEntries(Object.entries(a.values).map(([k, v]) => [k, fresh(v)]));
  }
}

/**
 * Values by key, each with an undo history of its own (the designer's: one design per language, so undo in one
 * language never takes back a step made in another). `onStep` hears every change, undo and redo.
 */
export function useHistories<T>(initial: () => Record<string, T>, onStep: () => void) {
  const [all, dispatch] = useReducer(reduceKeyed<T>, undefined, () => reduceKeyed<T>({}, { type: 'reset', values: initial() }));
  const step = useCallback(
    (key: string, s: Action<T>) => {
      dispatch({ type: 'step', key, step: s });
      onStep();
    },
    [onStep],
  );
  const handle = useCallback(
    (key: string): HistoryHandle<T> | null => {
      const h = all[key];
      if (!h) return null;
      return {
        value: h.present,
        change: (next, kind = null) => step(key, { type: 'change', next, kind }),
        undo: () => step(key, { type: 'undo' }),
        redo: () => step(key, { type: 'redo' }),
        canUndo: h.past.length > 0,
        canRedo: h.future.length > 0,
      };
    },
    [all, step],
  );
  const values = useMemo(() => Object.fromEntries(Object.entries(all).map(([k, h]) => [k, h.present])), [all]);
  const add = useCallback((key: string, value: T) => dispatch({ type: 'add', key, value }), []);
  const remove = useCallback((key: string) => dispatch({ type: 'remove', key }), []);
  const reset = useCallback((v: Record<string, T>) => dispatch({ type: 'reset', values: v }), []);
  return { handle, values, add, remove, reset };
}
