import type { Language } from '../i18n/languages.js';
import { detailIn, knownDetail, type SaidDetail } from '../trail/relay-detail.js';
import type { ApplyEvent } from './schemas.js';

/**
 * An apply event as stored: with the relay's or the service's detail by key (JSON) beside its English `error`, so that
 * monitoring writes it in its reader's language. Events stored before, and the add-in's errors, have none.
 */
export type StoredApplyEvent = ApplyEvent & { errorSaid?: string };

export const saidJson = (said: SaidDetail | undefined): { errorSaid?: string } => (said ? { errorSaid: JSON.stringify(said) } : {});

/** The error in `language` when it is kept by a key this version knows; else its text as stored. */
export function errorIn(text: string | null, said: string | null | undefined, language: Language): string | null {
  if (!said) return text;
  try {
    const known = knownDetail(JSON.parse(said));
    return known ? detailIn(known, language) : text;
  } catch {
    return text;
  }
}
