import type { Element } from 'domhandler';
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
  const take = (end: number) => {
    const part = style.slice(start, end);
    const colon = part.indexOf(':');
    if (colon > 0) {
      const property = part.slice(0, colon).trim().toLowerCase();
      const value = part
        .slice(colon + 1)
        .trim()
        .replace(/\s*!important$/i, '');
      if (property) out.push({ property, value, offset: start + part.indexOf(part.trimStart()) });
    }
    start = end + 1;
  };
  for (let i = 0; i < style.length; i++) {
    const ch = style[i];
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ';' && depth === 0) take(i);
  }
  take(style.length);
  return out;
}

/** An element's inline declarations, parsed once per lint however many rules read them. */
const parsedStyles = new WeakMap<Element, Declaration[]>();
export function declarationsOf(el: Element): Declaration[] {
  let decls = parsedStyles.get(el);
  if (!decls) {
    decls = declarations(el.attribs.style ?? '');
    parsedStyles.set(el, decls);
  }
  return decls;
}

export const writeDeclarations = (decls: readonly Pick<Declaration, 'property' | 'value'>[]) =>
  decls.map((d) => `${d.property}:${d.value}`).join(';');
