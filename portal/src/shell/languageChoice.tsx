import type { Language } from '../../../shared/i18n/languages.js';
import { showLanguage } from '../i18n/language';
import { useSaveLanguage } from '../i18n/queries';

/**
 * The person's choice of language: shown at once, then remembered as their preference (so every browser and the
 * e-mails they get follow it). When it cannot be saved, it still applies in this browser, and the page says so.
 */
export function useLanguageChoice() {
  const save = useSaveLanguage();
  return {
    choose: (language: Language) => {
      showLanguage(language);
      save.mutate(language);
    },
    notSaved: save.isError,
    forget: () => save.reset(),
  };
}
