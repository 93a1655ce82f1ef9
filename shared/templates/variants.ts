import { z } from 'zod';

/**
 * Language variants of a template: besides its default body, a template may hold one body per language (a BCP-47 tag
 * such as `de` or `fr-CA`), and a map that says which recipients get which language. Variants and the map are part of
 * the body: saved, reviewed, versioned, published, rolled out and rolled back with it. Browser-safe (zod only).
 */

export const MAX_VARIANTS = 20;
/** Entries of each half of the choice map. */
export const MAX_MAP_ENTRIES = 200;

/** `de`, `fr-CA`, `zh-Hant-TW`, `es-419`: a language, an optional script and an optional region. */
const TAG = /^([a-z]{2,3})(?:-([a-z]{4}))?(?:-([a-z]{2}|\d{3}))?$/i;

/** A language tag in its usual case (`fr-ca` → `fr-CA`, `ZH-hant` → `zh-Hant`); null when it is not one. */
export function canonicalTag(raw: string): string | null {
  const m = TAG.exec(raw.trim());
  if (!m) return null;
  const [, language, script, region] = m;
  return [language.toLowerCase(), script && script[0].toUpperCase() + script.slice(1).toLowerCase(), region?.toUpperCase()]
    .filter(Boolean)
    .join('-');
}

export const LanguageTag = z
  .string()
  .max(20, 'at most 20 characters')
  .refine((s) => canonicalTag(s) !== null, 'must be a language tag such as de, fr-CA or pt-BR')
  .overwrite((s) => canonicalTag(s) ?? s);

const Html = z.string().min(1, 'is required').max(200_000, 'at most 200,000 characters');

export const Variant = z
  .strictObject({
    language: LanguageTag,
    html: Html,
    external: Html.optional().describe("An automatic-reply template's external reply in this language"),
  })
  .meta({ id: 'TemplateVariantInput' });
/** `external`: an automatic-reply template's reply to people outside the organisation (its `html` is the internal one). */
export type Variant = { language: string; html: string; external?: string };

export const Variants = z
  .array(Variant)
  .max(MAX_VARIANTS, `at most ${MAX_VARIANTS} languages`)
  .superRefine((variants, ctx) => {
    const seen = new Set<string>();
    variants.forEach((v, i) => {
      const key = v.language.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'language'], message: `${v.language} has a variant already` });
      seen.add(key);
    });
  });

/** `.DE`, `de` → `de`: the last label of a domain, two letters (the country suffixes). */
const COUNTRY = /^[a-z]{2}$/;
const LABEL_CHARS = /^[a-z0-9-]+$/;
/** A domain name as recipients' addresses end: two labels or more of letters, digits and hyphens (IDNs as `xn--`). */
export function isDomain(s: string): boolean {
  if (!s || s.length > 253) return false;
  const labels = s.split('.');
  return (
    labels.length >= 2 &&
    labels.every((l) => l.length >= 1 && l.length <= 63 && LABEL_CHARS.test(l) && !l.startsWith('-') && !l.endsWith('-')) &&
    /^[a-z]/.test(labels[labels.length - 1])
  );
}

const normalKey = (raw: string) => raw.trim().toLowerCase().replace(/^\.+/, '').replace(/\.$/, '');
const keyed = (what: 'country' | 'domain') =>
  z
    .record(z.string().max(253, 'at most 253 characters'), LanguageTag)
    .refine((m) => Object.keys(m).length <= MAX_MAP_ENTRIES, `at most ${MAX_MAP_ENTRIES} entries`)
    .superRefine((m, ctx) => {
      const seen = new Map<string, string>();
      for (const [raw, language] of Object.entries(m)) {
        const key = normalKey(raw);
        if (!(what === 'country' ? COUNTRY.test(key) : isDomain(key))) {
          ctx.addIssue({
            code: 'custom',
            path: [raw],
            message:
              what === 'country' ? 'must be a country suffix of two letters, such as de or at' : 'must be a domain such as example.fr',
          });
        } else if (seen.has(key) && seen.get(key) !== language) {
          ctx.addIssue({ code: 'custom', path: [raw], message: `${key} is listed twice with different languages` });
        }
        seen.set(key, language);
      }
    })
    .overwrite((m) => Object.fromEntries(Object.entries(m).map(([k, v]) => [normalKey(k), v])));

/**
 * Which recipients get which language: by the country suffix of their domain (`at` → `de`), or by their domain
 * (`example.fr` → `fr`, which also covers its subdomains). A listed domain counts before any country suffix.
 */
export const LanguageByInput = z
  .strictObject({ countries: keyed('country').default({}), domains: keyed('domain').default({}) })
  .meta({ id: 'LanguageByInput' });
export type LanguageBy = { countries: Record<string, string>; domains: Record<string, string> };
export const LanguageByAnswer = z
  .object({ countries: z.record(z.string(), z.string()), domains: z.record(z.string(), z.string()) })
  .meta({ id: 'LanguageBy' });
export const VariantAnswer = z
  .object({ language: z.string(), html: z.string(), external: z.string().optional() })
  .meta({ id: 'TemplateVariant' });

export const NO_MAP: LanguageBy = Object.freeze({ countries: {}, domains: {} }) as LanguageBy;

/** A template's body: the default HTML, its language variants and the map that chooses between them. */
export interface TemplateBody {
  html: string;
  variants: Variant[];
  languageBy: LanguageBy;
  /** An automatic-reply template's external reply (its `html` is the internal reply); absent for signatures. */
  external?: string;
}

/** A body as a write names it: variants and map left out keep the ones of the body it replaces. */
export interface BodyInput {
  html: string;
  variants?: Variant[];
  languageBy?: LanguageBy;
  external?: string;
}

export const EMPTY_BODY: TemplateBody = Object.freeze({ html: '', variants: [], languageBy: NO_MAP }) as TemplateBody;

/** Whether a body is the default HTML alone (stored as plain HTML, as every body was before variants). */
export const isPlain = (b: TemplateBody) =>
  b.external === undefined &&
  !b.variants.length &&
  !Object.keys(b.languageBy.countries).length &&
  !Object.keys(b.languageBy.domains).length;

const sorted = (m: Record<string, string>) => Object.fromEntries(Object.entries(m).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** One text per body: equal bodies, equal texts (the map's order does not count; the variants' order does). */
export const bodyKey = (b: TemplateBody) =>
  JSON.stringify([
    b.html,
    b.variants.map((v) => [v.language, v.html, v.external ?? null]),
    sorted(b.languageBy.countries),
    sorted(b.languageBy.domains),
    b.external ?? null,
  ]);

export const sameBody = (a: TemplateBody, b: TemplateBody) => bodyKey(a) === bodyKey(b);

/** Every HTML of a body, the default first, each with the language it is for (null: the default). */
export const htmlsOf = (b: TemplateBody): { language: string | null; html: string }[] => [
  { language: null, html: b.html },
  ...b.variants.map((v) => ({ language: v.language, html: v.html })),
  ...(b.external === undefined ? [] : [{ language: null, html: b.external }]),
  ...b.variants.flatMap((v) => (v.external === undefined ? [] : [{ language: v.language, html: v.external }])),
];

/** The body a write names: its HTML, and its variants and map when it names them (a request's other fields left). */
export const bodyInput = (b: { html: string; variants?: Variant[]; languageBy?: LanguageBy; external?: string }): BodyInput => ({
  html: b.html,
  ...(b.variants && { variants: b.variants }),
  ...(b.languageBy && { languageBy: b.languageBy }),
  ...(b.external !== undefined && { external: b.external }),
});

/** The body a write leaves: what it names, and for what it leaves out, `base`'s. */
export const completeBody = (input: BodyInput, base: TemplateBody): TemplateBody => {
  const external = input.external ?? base.external;
  return {
    html: input.html,
    variants: input.variants ?? base.variants,
    languageBy: input.languageBy ?? base.languageBy,
    ...(external !== undefined && { external }),
  };
};

/** How a body is stored: `{html, variants, languageBy}` as JSON (the store names such blobs `.json`). */
export const StoredBody = z.object({
  html: z.string(),
  variants: z.array(z.object({ language: z.string(), html: z.string(), external: z.string().optional() })).default([]),
  languageBy: z
    .object({ countries: z.record(z.string(), z.string()).default({}), domains: z.record(z.string(), z.string()).default({}) })
    .default({ countries: {}, domains: {} }),
  external: z.string().optional(),
});
