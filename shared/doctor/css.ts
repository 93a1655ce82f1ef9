import type { Element } from 'domhandler';
import type { Scan } from './scan.js';
/** One declaration of an inline `style` attribute, with its offset inside the attribute value. */
export interface Declaration {
  property: string;
  value: string;
  offset: number;
}

/**
 * The declarations of an inline style (`a: b; c: d`). Semicolons inside parentheses or quotes (`url(a;b)`) do not
 * split; a part without a colon is skipped, as browsers skip it.
 */
export function declarations(style: string): Declaration[] {
  const out: Declaration[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < style.length; i++) {
    const ch = style[i];
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ';' && depth === 0) {
      take(style, start, i, out);
      start = i + 1;
    }
  }
  take(style, start, style.length, out);
  return out;
}

/** The value without a trailing `!important` (a suffix test, not `/\s*!important$/`, which retries at every space). */
const withoutImportant = (value: string) =>
  value.toLowerCase().endsWith('!important') ? value.slice(0, -'!important'.length).trimEnd() : value;

/** The declaration in `style[start, end)`, if it has a property and a colon. */
function take(style: string, start: number, end: number, out: Declaration[]) {
  const colon = style.indexOf(':', start);
  if (colon <= start || colon >= end) return;
  let from = start;
  while (from < colon && isSpace(style.charCodeAt(from))) from++;
  const property = style.slice(from, colon).trim().toLowerCase();
  if (!property) return;
  const value = style.slice(colon + 1, end).trim();
  out.push({ property, value: withoutImportant(value), offset: from });
}

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 12;

/** An element's inline declarations, parsed once per lint (kept with the scan) however many rules read them. */
export function declarationsOf(s: Scan, el: Element): Declaration[] {
  let decls = s.styles.get(el);
  if (!decls) {
    decls = el.attribs.style ? declarations(el.attribs.style) : [];
    s.styles.set(el, decls);
  }
  return decls;
}

export const writeDeclarations = (decls: readonly Pick<Declaration, 'property' | 'value'>[]) =>
  decls.map((d) => `${d.property}:${d.value}`).join(';');
