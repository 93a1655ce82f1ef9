import type { Language } from '../i18n/languages.js';
import { storedDetailIn, type SaidDetail } from '../trail/relay-detail.js';
import type { ApplyEvent } from './schemas.js';

/**
 * An apply event as stored: with the relay's or the service's detail by key (JSON) beside its English `error`, so that
 * monitoring writes it in its reader's language. Events stored before, and the add-in's errors, have none.
 */
export type StoredApplyEvent = ApplyEvent & { errorSaid?: string };

/** The detail by key as an event keeps it; `lead`: a code the error's text starts with (`<lead>: <detail>`). */
export const saidJson = (said: SaidDetail | undefined, lead?: string): { errorSaid?: string } =>
  said ? { errorSaid: JSON.stringify(lead ? { ...said, lead } : said) } : {};

/** The error in `language` when it is kept by a key this version knows; else its text as stored. */
export function errorIn(text: string | null, said: string | null | undefined, language: Language): string | null {
  if (!said) return text;
  try {
    const parsed: unknown = JSON.parse(said);
    const detail = storedDetailIn(parsed, language);
    if (detail === null) return text;
    const lead = (parsed as { lead?: unknown }).lead;
    return typeof lead === 'string' ? `${lead}: ${detail}` : detail;
  } catch {
    return text;
  }
}
