import type { Language } from '../i18n/languages.js';
import type { ApiError } from './errors.js';

/** What a refusal says in another language than its own: its message, and extras whose words change (field reasons). */
export interface SaidIn {
  message?: string;
  extra?: Record<string, unknown>;
}

const sayings = new WeakMap<ApiError, (language: Language) => SaidIn>();

/**
 * Teaches a refusal to say more than its code's sentence in another language (a site's own words, field reasons): the
 * answer asks `sayIn` when the reader's language is not English. Answers the refusal.
 */
export function sayableIn<E extends ApiError>(err: E, say: (language: Language) => SaidIn): E {
  sayings.set(err, say);
  return err;
}

/** Teaches `to` what `from` was taught: the same refusal with more said (extras) says in other languages what it said. */
export function sayingAs<E extends ApiError>(to: E, from: ApiError): E {
  const say = sayings.get(from);
  if (say) sayings.set(to, say);
  return to;
}

/** What a refusal taught by `sayableIn` says in `language`, or nothing (its code's sentence is all it has). */
export const saidIn = (err: ApiError, language: Language): SaidIn | undefined => sayings.get(err)?.(language);
