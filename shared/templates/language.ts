import type { LanguageBy, TemplateBody } from './variants.js';

/**
 * Which language variant of a template a message gets. Pure: the template's variants and map, the recipients'
 * domains, the sender's preferred language in; the variant's language (null: the default body) and why out.
 *
 * 1. Recipients whose domain (or a parent of it) is listed in the domain map. Each such domain counts once for its
 *    language; the language with the most wins; a tie gives the default.
 * 2. Otherwise, recipients whose domain ends in a listed country suffix, counted the same way.
 *    A language the template has no variant for counts for the default (the recipient is known not to want any of
 *    the variants); a recipient matching neither map does not count.
 * 3. Otherwise, the sender's preferred language (directory `preferredLanguage`), when a variant matches it.
 * 4. Otherwise, the default body. A template without variants always gets here: exactly what it gave before variants.
 *
 * A wanted tag matches a variant by its own tag, then by the tag cut short (`de-AT` → `de`), then by a variant of the
 * same language in another region (`fr` → `fr-CA`, the first such).
 */
export type ChoiceReason = 'recipient-domain' | 'recipient-country' | 'sender' | 'default';
export interface LanguageChoice {
  language: string | null;
  reason: ChoiceReason;
}

export interface ChoiceInput {
  /** The languages of the template's variants, in their order. */
  variants: readonly string[];
  languageBy: LanguageBy;
  /** The recipients' domains (any case); undefined or empty: the recipients are not known. */
  recipientDomains?: readonly string[];
  /** The sender's `preferredLanguage` from the directory (`de-AT`, `en-GB`), if any. */
  preferredLanguage?: string | null;
}

const DEFAULT: LanguageChoice = { language: null, reason: 'default' };

/** The variant a wanted tag gets (see above); null when none does. */
export function matchVariant(variants: readonly string[], wanted: string | null | undefined): string | null {
  if (!wanted) return null;
  const want = wanted.trim().toLowerCase().replace(/_/g, '-');
  if (!want) return null;
  const lower = variants.map((v) => v.toLowerCase());
  for (let tag = want; tag;) {
    const i = lower.indexOf(tag);
    if (i >= 0) return variants[i];
    const cut = tag.lastIndexOf('-');
    tag = cut > 0 ? tag.slice(0, cut) : '';
  }
  const primary = want.split('-', 1)[0];
  const i = lower.findIndex((v) => v.split('-', 1)[0] === primary);
  return i >= 0 ? variants[i] : null;
}

/** The language a domain map gives a domain: its own entry, else its nearest listed parent domain's. */
function byDomain(domains: Record<string, string>, domain: string): string | undefined {
  for (let d = domain; d;) {
    if (Object.hasOwn(domains, d)) return domains[d];
    const dot = d.indexOf('.');
    d = dot >= 0 ? d.slice(dot + 1) : '';
  }
  return undefined;
}

/** The most counted choice (a variant's language, or null for the default); a tie gives the default. */
function majority(votes: (string | null)[]): string | null {
  const counts = new Map<string | null, number>();
  for (const v of votes) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | null = null;
  let top = 0;
  let tied = false;
  for (const [v, n] of counts) {
    if (n > top) [best, top, tied] = [v, n, false];
    else if (n === top) tied = true;
  }
  return tied ? null : best;
}

const normalDomain = (d: string) => d.trim().toLowerCase().replace(/\.$/, '');

export function chooseLanguage(input: ChoiceInput): LanguageChoice {
  const { variants, languageBy } = input;
  if (!variants.length) return DEFAULT;
  const domains = [...new Set((input.recipientDomains ?? []).map(normalDomain).filter(Boolean))];
  const listed: (string | null)[] = [];
  const countries: (string | null)[] = [];
  for (const d of domains) {
    const byName = byDomain(languageBy.domains, d);
    if (byName !== undefined) {
      listed.push(matchVariant(variants, byName));
      continue;
    }
    const suffix = d.slice(d.lastIndexOf('.') + 1);
    const byCountry = Object.hasOwn(languageBy.countries, suffix) ? languageBy.countries[suffix] : undefined;
    if (byCountry !== undefined) countries.push(matchVariant(variants, byCountry));
  }
  if (listed.length) return { language: majority(listed), reason: 'recipient-domain' };
  if (countries.length) return { language: majority(countries), reason: 'recipient-country' };
  const preferred = matchVariant(variants, input.preferredLanguage);
  if (preferred) return { language: preferred, reason: 'sender' };
  return DEFAULT;
}

/** The HTML a message gets from a body, and the language of the variant it is (null: the default body). */
export function pickVariant(
  body: TemplateBody,
  recipientDomains: readonly string[] | undefined,
  preferredLanguage: string | null | undefined,
): { html: string; language: string | null } {
  if (!body.variants.length) return { html: body.html, language: null };
  const { language } = chooseLanguage({
    variants: body.variants.map((v) => v.language),
    languageBy: body.languageBy,
    recipientDomains,
    preferredLanguage,
  });
  const variant = language ? body.variants.find((v) => v.language === language) : undefined;
  return variant ? { html: variant.html, language: variant.language } : { html: body.html, language: null };
}
