import Negotiator from 'negotiator';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages.js';

/** Longer lists than any browser sends are cut (at a comma) before they are read. */
const MOST_CHARS = 512;

/**
 * The product's language an `Accept-Language` header asks for most (its q-values and order weighed, `de-AT` taken as
 * `de`), or English when it asks for none the product speaks, is absent or cannot be read.
 */
export function acceptedLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const bounded = header.length > MOST_CHARS ? header.slice(0, Math.max(0, header.lastIndexOf(',', MOST_CHARS))) : header;
  if (!bounded) return DEFAULT_LANGUAGE;
  const chosen = new Negotiator({ headers: { 'accept-language': bounded } }).language([...LANGUAGES]);
  return (chosen as Language | undefined) ?? DEFAULT_LANGUAGE;
}
