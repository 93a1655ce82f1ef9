import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { displayLanguage, htmlLang, localeOf, subscribeLanguage, type DisplayLanguage } from './language';

const LanguageContext = createContext<DisplayLanguage>('en');

/** The language the portal shows (the pseudo-locale included), for the catalogue hook and the language picker. */
export const useDisplayLanguage = () => useContext(LanguageContext);

/** The browser's time zone: the person's, which every moment the portal shows is in. */
export const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The portal's language at its root: react-intl's provider in the chosen locale and the browser's time zone, and the
 * page's `lang`. A change of language re-renders every part that reads a message, without a reload.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(subscribeLanguage, displayLanguage);
  useEffect(() => {
    document.documentElement.lang = htmlLang(language);
  }, [language]);
  return (
    <LanguageContext.Provider value={language}>
      <IntlProvider locale={localeOf(language)} defaultLocale="en" timeZone={TIME_ZONE}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
