import { useEffect } from 'react';
import { languageFor, showLanguage } from './language';
import { usePreferences } from './queries';

/**
 * Shows the language the person's preferences choose, once they are known and whenever they change (a choice on
 * another page, the organisation's new default). Until then the portal shows the one it guessed from the browser.
 */
export function LanguageFromPreferences() {
  const preferences = usePreferences().data;
  useEffect(() => {
    if (preferences) showLanguage(languageFor(preferences));
  }, [preferences]);
  return null;
}
