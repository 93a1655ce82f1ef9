/** The languages the product speaks (DESIGN §15): its pages, the add-in, e-mails and the API's `message`. */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Whether `value` names one of the product's languages. (No zod here: the portal loads this module on its first page.) */
export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The product's language for a BCP 47 tag (`de-AT` → `de`), or undefined when it speaks none of it. */
export function productLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().slice(0, 8).split(/[-_]/, 1)[0]!.toLowerCase();
  return isLanguage(primary) ? primary : undefined;
}

/**
 * Who decides, first to last: the person's own choice, their directory `preferredLanguage`, what their client asks for
 * (the browser's or Office's language, an `Accept-Language` list), the organisation's default, English.
 */
export function chooseLanguage(candidates: {
  choice?: string | null;
  directory?: string | null;
  client?: readonly (string | null | undefined)[];
  organisation?: string | null;
}): Language {
  const ordered = [candidates.choice, candidates.directory, ...(candidates.client ?? []), candidates.organisation];
  for (const tag of ordered) {
    const language = productLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
