import type { ApplyEvent } from './queries';

export const OUTCOMES = {
  applied: 'Applied',
  failed: 'Failed',
  skipped: 'Skipped',
} as const;

/** "New message" or "Reply", as the add-in reported it. */
export const messageKind = (type: ApplyEvent['type']) => (type === 'new' ? 'New message' : 'Reply');

/** A time from the event to the add-in's `completed()`, or a dash. */
export const millis = (ms: number | null) => (ms === null ? '–' : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);
