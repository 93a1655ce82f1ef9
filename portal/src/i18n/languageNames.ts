import { LANGUAGES, type Language } from '../../../shared/i18n/languages.js';

/** Each language by its own name ("Deutsch", "Français"), as a person looks for theirs in a list, from Intl. */
export const LANGUAGE_NAMES: readonly { language: Language; name: string }[] = LANGUAGES.map((language) => {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return { language, name: name.charAt(0).toLocaleUpperCase(language) + name.slice(1) };
});
