import type { ApplyEvent } from '../../api/queries';

export const OUTCOMES = {
  applied: 'Applied',
  failed: 'Failed',
  skipped: 'Skipped',
} as const;

/** "New message" or "Reply", as the add-in reported it. */
export const messageKind = (type: ApplyEvent['type']) => (type === 'new' ? 'New message' : 'Reply');
