import Mustache from 'mustache';
import { escapeHtml } from './escape.js';

export const SIGNATURE_LENGTH_LIMIT = 30_000;

/** Mustache keeps parsed templates in a cache; bound it so that many tenants' templates cannot grow it forever. */
class BoundedCache {
  private readonly map = new Map<string, unknown>();
  constructor(private readonly max: number) {}
  get(key: string) {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: string, value: unknown) {
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string);
  }
  clear() {
    this.map.clear();
  }
}
Mustache.templateCache = new BoundedCache(2000) as unknown as typeof Mustache.templateCache;

export class TemplateSyntaxError extends Error {}

type Token = [string, string, number, number, ...unknown[]];

/**
 * Makes a body safe to render: `{{{x}}}` and `{{& x}}` (which would skip escaping) become `{{x}}`; partials and
 * delimiter changes are refused; unclosed sections are refused with the parser's message.
 */
export function normaliseTemplate(html: string): string {
  let tokens: Token[];
  try {
    tokens = Mustache.parse(html) as Token[];
  } catch (err) {
    throw new TemplateSyntaxError((err as Error).message);
  }
  const unsafe: Token[] = [];
  const walk = (list: Token[]) => {
    for (const t of list) {
      if (t[0] === '>' || t[0] === '=') {
        throw new TemplateSyntaxError(t[0] === '>' ? 'partials ({{> name}}) are not supported' : 'changing delimiters is not supported');
      }
      if (t[0] === '&') unsafe.push(t);
      if ((t[0] === '#' || t[0] === '^') && Array.isArray(t[4])) walk(t[4] as Token[]);
    }
  };
  walk(tokens);
  let out = html;
  for (const t of unsafe.sort((a, b) => b[2] - a[2])) out = `${out.slice(0, t[2])}{{${t[1]}}}${out.slice(t[3])}`;
  return out;
}

/** Mustache hands numbers and other values to the escaper as they are. */
const RENDER_OPTIONS = { escape: (value: unknown) => escapeHtml(String(value)) };

/** Renders a normalised body: every value HTML-escaped by the one escaper, sections shown only for non-empty values. */
export function renderTemplate(html: string, view: object): string {
  return Mustache.render(html, view, {}, RENDER_OPTIONS);
}

/** The placeholder names a body uses (for the editors and validation). */
export function placeholdersOf(html: string): string[] {
  const names = new Set<string>();
  const walk = (list: Token[]) => {
    for (const t of list) {
      if (t[0] === 'name' || t[0] === '#' || t[0] === '^' || t[0] === '&') names.add(t[1]);
      if (Array.isArray(t[4])) walk(t[4] as Token[]);
    }
  };
  walk(Mustache.parse(html) as Token[]);
  return [...names];
}
