import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { displayLanguage, htmlLang, subscribeLanguage, type DisplayLanguage } from './language';

const LanguageContext = createContext<DisplayLanguage>('en');

/** The language the portal shows (the pseudo-locale included), for the catalogue hook and the language picker. */
export const useDisplayLanguage = () => useContext(LanguageContext);

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
