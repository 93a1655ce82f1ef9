import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { formatLocale } from '../../../shared/i18n/format.js';
import { displayLanguage, htmlLang, localeOf, subscribeLanguage, type DisplayLanguage } from './language';

const LanguageContext = createContext<DisplayLanguage>('en');

/** The language the portal shows (the pseudo-locale included), for the catalogue hook and the language picker. */
export const useDisplayLanguage = () => useContext(LanguageContext);

/**
 * The language sample data is written in when a preview shows a template's default body (`{{ooo.until}}`): the
 * reader's, as a person's own reply writes the day in theirs (the product's English is British; the pseudo-locale's is
 * English).
 */
export const useSampleLanguage = () => formatLocale(localeOf(useDisplayLanguage()));

/**
 * The portal's language at its root, and the page's `lang`. A change of language re-renders every part that reads a message, without a reload.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(subscribeLanguage, displayLanguage);
  useEffect(() => {
    document.documentElement.lang = htmlLang(language);
  }, [language]);
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}
