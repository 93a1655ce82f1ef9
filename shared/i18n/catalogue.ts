import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { LANGUAGES, type Language } from './languages.js';

/** ICU MessageFormat sentences by key, in one language. */
export type Messages = Readonly<Record<string, string>>;
export type MessageValues = Record<string, PrimitiveType>;

/** One area's sentences in every language; the English ones name the keys, so a missing key fails `tsc`. */
export interface Catalogue<K extends string> {
  readonly area: string;
  readonly messages: Readonly<Record<Language, Readonly<Record<K, string>>>>;
}

/**
 * Declares an area's catalogue. The English messages name the keys; every other language must give every key (a
 * missing or misspelt one is a type error), and `test/unit/i18n-catalogues.test.ts` checks that each message's
 * placeholders are those of its English original.
 */
export function catalogue<const E extends Messages>(
  area: string,
  en: E,
  others: Record<Exclude<Language, 'en'>, { readonly [K in keyof E]: string }>,
): Catalogue<keyof E & string> {
  return { area, messages: { en, ...others } as Catalogue<keyof E & string>['messages'] };
}

const compiled = new Map<string, IntlMessageFormat>();

/** The sentence for `key` in `language`, its placeholders filled and numbers, dates and plurals formatted by locale. */
export function translate<K extends string>(cat: Catalogue<K>, language: Language, key: K, values?: MessageValues): string {
  const cacheKey = `${cat.area}\u0000${language}\u0000${key}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(cat.messages[language][key], language);
    compiled.set(cacheKey, format);
  }
  return String(format.format(values));
}

/**
 * The sentence for a key and values kept in storage, which another version may have written: null when the catalogue
 * has no such key of its own (`constructor` is none) or the values do not fill its sentence, so the caller shows what
 * it kept instead of failing.
 */
export function translateKept<K extends string>(cat: Catalogue<K>, language: Language, key: string, values?: MessageValues): string | null {
  // Not Object.hasOwn: the add-in compiles this module too, for the ES2020 of older Outlook clients.
  if (!Object.prototype.hasOwnProperty.call(cat.messages.en, key)) return null;
  try {
    return translate(cat, language, key as K, values);
  } catch {
    return null;
  }
}

/** A translator bound to one catalogue and language, for code that writes several sentences. */
export function translator<K extends string>(cat: Catalogue<K>, language: Language) {
  return (key: K, values?: MessageValues) => translate(cat, language, key, values);
}

export { LANGUAGES };
