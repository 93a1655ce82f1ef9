import { addinMessages, type AddinKey } from './addin.messages.js';

type AddinLanguage = keyof typeof addinMessages.messages;

/** The add-in's language: Office's display language ("de-DE" → de) when the product speaks it, else English. */
export function addinLanguage(displayLanguage: string | undefined): AddinLanguage {
  const primary = (displayLanguage ?? '').slice(0, 8).split('-', 1)[0]!.toLowerCase();
  return primary in addinMessages.messages ? (primary as AddinLanguage) : 'en';
}

/** Office's display language as the add-in reads it (none outside Office, as in the unit tests). */
export const officeLanguage = (): string | undefined =>
  typeof Office === 'undefined' ? undefined : (Office.context as { displayLanguage?: string } | undefined)?.displayLanguage;

/** A sentence in `language` with its `{name}` placeholders filled (the add-in's messages have no other syntax). */
export function words(language: AddinLanguage, key: AddinKey, values: Record<string, string | number> = {}): string {
  return addinMessages.messages[language][key].replace(/\{(\w+)\}/g, (whole: string, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Why there is no signature, from the service's answer (the reason after a colon). */
export function unavailableWords(language: AddinLanguage, status: number): string {
  if (status === 402) return words(language, 'status402');
  if (status === 403) return words(language, 'status403');
  if (status === 404) return words(language, 'status404');
  return words(language, 'statusOther', { status });
}
