import { scanMustacheTags } from '../../rendering/mustache-tags.js';
import type { Rule } from '../rule.js';
import { say } from '../said.js';

/** A placeholder empty for more than this share of the organisation's mailboxes is worth a word. */
const EMPTY_SHARE_WARN = 0.25;

interface Token {
  kind: string;
  name: string;
  start: number;
  end: number;
  /** Whether it sits inside a section of its own name (which hides it when empty). */
  inOwnSection: boolean;
}

/** The placeholders and sections of a body with their places; null when the body is no valid template. */
let last: { html: string; tokens: Token[] | null } | null = null;

export function placeholderTokens(html: string): Token[] | null {
  if (last?.html === html) return last.tokens;
  const tokens = readTokens(html);
  last = { html, tokens };
  return tokens;
}

/**
 * The placeholders and sections in one linear pass over the tags (Mustache's own parser takes over 100 ms on a
 * 30,000-character body, far too slow to run as a person types, and a pattern here backtracked on `{{` and spaces).
 * Sections nest by name; a body whose sections or tags do not close is no valid template.
 */
function readTokens(html: string): Token[] | null {
  const { tags, unclosedAt } = scanMustacheTags(html);
  if (unclosedAt !== null) return null;
  const out: Token[] = [];
  const open: string[] = [];
  /** How many sections of each name are open (a count, not a copy of the stack per tag: deep nesting stays linear). */
  const openCount = new Map<string, number>();
  for (const { sigil, name, start, end } of tags) {
    if (sigil === '/') {
      if (open[open.length - 1] !== name) return null;
      open.pop();
      openCount.set(name, openCount.get(name)! - 1);
      continue;
    }
    if (!name || sigil === '!' || sigil === '>' || sigil === '=') continue;
    const kind = sigil === '#' || sigil === '^' ? sigil : sigil === '{' || sigil === '&' ? '&' : 'name';
    out.push({ kind, name, start, end, inOwnSection: (openCount.get(name) ?? 0) > 0 });
    if (kind === '#' || kind === '^') {
      open.push(name);
      openCount.set(name, (openCount.get(name) ?? 0) + 1);
    }
  }
  return open.length ? null : out;
}

/** The directory attribute a placeholder reads, for its empty share (`sender.mobilePhone` reads `mobilePhone`). */
const baseName = (name: string) => name.replace(/^sender\./, '');

export const placeholderUnknown: Rule = {
  id: 'placeholder-unknown',
  severity: 'warning',
  clients: 'all',
  title: 'Placeholders the organisation does not know',
  check: (s, ctx) => {
    const known = ctx.knownPlaceholders;
    if (!known) return [];
    return (placeholderTokens(s.source) ?? [])
      .filter((t) => t.name !== '.' && !known.includes(t.name))
      .map((t) => ({ start: t.start, end: t.end, message: say('placeholderUnknown', { placeholder: `{{${t.name}}}` }) }));
  },
};

export const placeholderOftenEmpty: Rule = {
  id: 'placeholder-often-empty',
  severity: 'warning',
  clients: 'all',
  title: "Placeholders empty for many of the organisation's mailboxes, outside a section",
  check: (s, ctx) =>
    (placeholderTokens(s.source) ?? [])
      .filter((t) => t.kind === 'name' && (ctx.emptyShare[baseName(t.name)] ?? 0) > EMPTY_SHARE_WARN && !t.inOwnSection)
      .map((t) => {
        const pct = Math.round((ctx.emptyShare[baseName(t.name)] ?? 0) * 100);
        return {
          start: t.start,
          end: t.end,
          message: say('placeholderOftenEmpty', {
            placeholder: `{{${t.name}}}`,
            percent: pct,
            mailboxes: ctx.mailboxes,
            open: `{{#${t.name}}}`,
            close: `{{/${t.name}}}`,
          }),
        };
      }),
};
