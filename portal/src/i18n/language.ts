import { chooseLanguage, productLanguage, type Language } from '../../../shared/i18n/languages.js';

/** What the portal shows: one of the product's languages, or the pseudo-locale tests use to find clipped text. */
export type DisplayLanguage = Language | 'pseudo';

const CHOSEN_KEY = 'signature-portal.language';
/** Set by tests (never by the portal itself): every message accented and about 40% longer. */
export const PSEUDO_KEY = 'signature-portal.pseudo-locale';

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);
const browserLanguages = (): readonly string[] => (typeof navigator === 'undefined' ? [] : navigator.languages);

const pseudoAsked = () => storage()?.getItem(PSEUDO_KEY) === '1';

/**
 * The first language, before the person's preferences are known: the one this browser last showed them (so a reload
 * does not flash English), else the browser's.
 */
function firstLanguage(): DisplayLanguage {
  if (pseudoAsked()) return 'pseudo';
  return productLanguage(storage()?.getItem(CHOSEN_KEY)) ?? chooseLanguage({ client: browserLanguages() });
}

let current: DisplayLanguage = firstLanguage();
const listeners = new Set<() => void>();

export const displayLanguage = (): DisplayLanguage => current;

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows `language` from now on (the pseudo-locale, once asked for, stays) and remembers it in this browser. */
export function showLanguage(language: Language): void {
  if (current === 'pseudo') return;
  storage()?.setItem(CHOSEN_KEY, language);
  if (language === current) return;
  current = language;
  listeners.forEach((l) => l());
}

/** The locale `Intl` formats with: the pseudo-locale formats as English. */
export const localeOf = (language: DisplayLanguage): Language => (language === 'pseudo' ? 'en' : language);

/** The locale of what the portal shows now, for formatting outside React. */
export const currentLocale = (): Language => localeOf(current);

/** The `lang` of the page: the pseudo-locale is English in disguise (a private-use region keeps the tag valid). */
export const htmlLang = (language: DisplayLanguage): string => (language === 'pseudo' ? 'en-XA' : language);

/**
 * The language for a person, first to last: their choice, their directory's, the browser's, their organisation's.
 * (The portal's first guess used the browser's alone; once preferences arrive this is the answer.)
 */
export const languageFor = (preferences: {
  language: string | null;
  directoryLanguage: string | null;
  organisationLanguage: string | null;
}) =>
  chooseLanguage({
    choice: preferences.language,
    directory: preferences.directoryLanguage,
    client: browserLanguages(),
    organisation: preferences.organisationLanguage,
  });
