import { invalidSaid } from '../http/said-reasons.js';
import { createHash } from 'node:crypto';
import { refuse } from '../http/errors.js';
import { normaliseTemplate, TemplateSyntaxError } from '../rendering/template.js';
import type { Template } from '../templates/schemas.js';
import type { Variant } from '../templates/variants.js';
import { MAX_DESIGNS_JSON, stateOfVariant, type VariantDesignState, type VariantDesign } from './languages.js';
import type { Block, Design } from './schema.js';
import type { WorkingDesign } from './store.js';

// What the design service reads of a designed template's working designs: their state as answered, the checks a
// design passes before it is rendered, and what a hand edit of the HTML does.

export interface DesignState {
  design: Design;
  /** The template's HTML was edited by hand; the design is kept to undo that (restore). */
  detached: boolean;
  /** The designs of the language variants. */
  variants: VariantDesignState[];
  updatedAt: string;
  updatedBy: string;
}

export const hash = (html: string) => createHash('sha256').update(html).digest('base64url');

/** A body a design made: its HTML, and of an out-of-office reply the reply to people outside. */
export interface MadeBody {
  html: string;
  external?: string;
}
/** The hash of a body a design made (of a signature, its HTML's alone, as rows written before replies hold it). */
export const bodyHash = (b: { html: string; external?: string | null }) =>
  b.external === undefined || b.external === null ? hash(b.html) : hash(`${b.html}\u0000${b.external}`);

/** What a hand edit of a designed template's body does once written: detach all, or some variants; drop designs. */
export interface HtmlEdit {
  all: boolean;
  languages: string[];
  drop: string[];
}

export const stateOf = (w: WorkingDesign): DesignState => ({
  design: w.design,
  detached: w.detached,
  variants: w.variants.map(stateOfVariant),
  updatedAt: w.updatedAt,
  updatedBy: w.updatedBy,
});
export const sameState = (a: WorkingDesign, b: WorkingDesign) => JSON.stringify(stateOf(a)) === JSON.stringify(stateOf(b));

/** A variant's design (404 `not_designed` when the language has none). */
export function variantOf(w: WorkingDesign, language: string): VariantDesign {
  const v = w.variants.find((x) => x.language === language);
  if (!v) throw refuse('not_designed', `The template has no design for ${language}: that variant is written as HTML, or there is none`);
  return v;
}

/** The variants of the body a draft save completes: the working copy's, else the live version's. */
export const workingVariants = (t: Template): Variant[] => (t.draft ? t.draft.variants : t.variants);

export function checkSize(design: Design, variants: VariantDesign[]) {
  const size = [design, ...variants.map((v) => v.design)].reduce((n, d) => n + JSON.stringify(d).length, 0);
  if (size > MAX_DESIGNS_JSON) throw invalidSaid({ variants: ['designsTooLarge', { max: MAX_DESIGNS_JSON }] });
}

export /** Text with placeholders must be valid template syntax; a fault names the block's field. */
function checkTexts(design: Design, field: string) {
  const check = (b: Block, path: string) => {
    const texts: [string, string][] = [];
    if ('text' in b && typeof b.text === 'string') texts.push(['text', b.text]);
    if ('alt' in b && typeof b.alt === 'string') texts.push(['alt', b.alt]);
    for (const [key, text] of texts) {
      try {
        normaliseTemplate(text);
      } catch (err) {
        if (err instanceof TemplateSyntaxError) throw invalidSaid({ [`${path}.${key}`]: ['templateSyntax', { error: err.message }] });
        throw err;
      }
    }
  };
  design.blocks.forEach((b, i) => {
    check(b, `${field}.blocks.${i}`);
    if (b.type === 'columns') {
      b.left.forEach((c, j) => check(c, `${field}.blocks.${i}.left.${j}`));
      b.right.forEach((c, j) => check(c, `${field}.blocks.${i}.right.${j}`));
    }
  });
}
