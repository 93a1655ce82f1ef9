import { z } from 'zod';
import { Language } from '../i18n/language-schema.js';

/** A person's own choice of language (null: none, the directory's or the organisation's decides). */
export const PutPreferencesBody = z
  .object({
    language: Language.nullable().describe("The product's language the person chose; null forgets the choice"),
  })
  .strict();
export type PutPreferencesBody = z.infer<typeof PutPreferencesBody>;

/** What decides the language a person reads: their choice, their directory's, their organisation's. */
export const OwnPreferences = z.object({
  language: Language.nullable().describe("The person's own choice, or null"),
  directoryLanguage: Language.nullable().describe("Their directory preferredLanguage as one of the product's languages, or null"),
  organisationLanguage: Language.describe("The organisation's default language"),
});
export type OwnPreferences = z.infer<typeof OwnPreferences>;
