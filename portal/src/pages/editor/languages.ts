/** The languages the editor offers to add, by tag; any other tag the service takes is shown the same way. */
export const COMMON_LANGUAGES = [
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'pt',
  'pt-BR',
  'pl',
  'sv',
  'da',
  'nb',
  'fi',
  'cs',
  'hu',
  'ro',
  'tr',
  'el',
  'en',
  'en-US',
  'fr-CA',
  'ja',
  'zh',
  'ko',
] as const;

/** A language as its speakers write it, with its tag: "Deutsch (de)", "français (Canada) (fr-CA)". */
export function languageLabel(tag: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
  } catch {
    name = undefined;
  }
  if (!name || name === tag) return tag;
  return `${name.charAt(0).toLocaleUpperCase(tag) + name.slice(1)} (${tag})`;
}
