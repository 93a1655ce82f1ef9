/**
 * A designed template's languages: besides the design of its default body, one design per language variant. Each
 * renders to that variant's HTML through the same path as the default; a variant edited as HTML by hand is detached
 * from its design as the default body is (its design kept for restore). Browser-safe (zod and plain TypeScript only).
 */
import { z } from 'zod';
import { LanguageTag, MAX_VARIANTS, type Variant } from '../templates/variants.js';
import { Design } from './schema.js';

/** What all of a template's designs may take as JSON together (a table row holds at most 1 MiB). */
export const MAX_DESIGNS_JSON = 400_000;

/** One language's design, as a request names it. */
export const LanguageDesign = z.strictObject({ language: LanguageTag, design: Design }).meta({ id: 'LanguageDesign' });
export type LanguageDesign = z.infer<typeof LanguageDesign>;

export const LanguageDesigns = z
  .array(LanguageDesign)
  .max(MAX_VARIANTS, `at most ${MAX_VARIANTS} languages`)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((v, i) => {
      if (seen.has(v.language)) ctx.addIssue({ code: 'custom', path: [i, 'language'], message: `${v.language} has a design already` });
      seen.add(v.language);
    });
  });

/** A variant's design as kept beside the template. */
export interface VariantDesign {
  language: string;
  design: Design;
  /** SHA-256 of the variant HTML the design rendered to (as stored): tells the design's own output from a hand edit. */
  htmlHash: string;
  /** The variant's HTML was edited by hand: the design is kept only to undo that. */
  detached: boolean;
}

/** A variant's design as answered. */
export const VariantDesignState = z
  .object({ language: z.string(), design: Design, detached: z.boolean() })
  .meta({ id: 'VariantDesignState' });
export type VariantDesignState = z.infer<typeof VariantDesignState>;
export const stateOfVariant = ({ language, design, detached }: VariantDesign): VariantDesignState => ({ language, design, detached });

/**
 * The working copy's variants after a design save. A variant whose language has a design now takes its rendered
 * HTML; one whose design followed it before and is no longer named was removed with its design, so it goes; every
 * other variant (written as HTML, or detached from its design) stays as it is. New languages come last.
 */
export function mergeVariants(working: readonly Variant[], before: readonly VariantDesign[], rendered: readonly Variant[]): Variant[] {
  const now = new Map(rendered.map((v) => [v.language, v]));
  const removed = new Set(before.filter((b) => !b.detached && !now.has(b.language)).map((b) => b.language));
  const kept = working.filter((v) => !removed.has(v.language)).map((v) => variantOf(now.get(v.language) ?? v));
  const known = new Set(working.map((v) => v.language));
  return [...kept, ...rendered.filter((v) => !known.has(v.language))];
}

/** A variant as a body holds it (an out-of-office reply's with its external reply). */
const variantOf = ({ language, html, external }: Variant): Variant => ({ language, html, ...(external !== undefined && { external }) });

/** How variant designs sit in a table row: their list without designs, and each design in a property of its own. */
export interface PackedVariants {
  variants?: string;
  [design: `variantDesign${number}`]: string | undefined;
}

export function packVariants(list: readonly VariantDesign[]): PackedVariants {
  const packed: PackedVariants = {
    variants: JSON.stringify(list.map(({ language, htmlHash, detached }) => ({ language, htmlHash, detached }))),
  };
  list.forEach((v, i) => (packed[`variantDesign${i}`] = JSON.stringify(v.design)));
  return packed;
}

const Listed = z.array(z.object({ language: z.string(), htmlHash: z.string().default(''), detached: z.boolean().default(false) }));

/** A row written before designs had languages has none. */
export function unpackVariants(row: PackedVariants): VariantDesign[] {
  if (!row.variants) return [];
  return Listed.parse(JSON.parse(row.variants)).map((v, i) => ({
    ...v,
    design: Design.parse(JSON.parse(row[`variantDesign${i}`] ?? 'null')),
  }));
}
