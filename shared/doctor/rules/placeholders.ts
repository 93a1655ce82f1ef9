import Mustache from 'mustache';
import type { Rule } from '../rule.js';

/** A placeholder empty for more than this share of the organisation's mailboxes is worth a word. */
export const EMPTY_SHARE_WARN = 0.25;

interface Token {
  kind: string;
  name: string;
  start: number;
  end: number;
  /** Names of the sections it sits in. */
  within: string[];
}

type Raw = [string, string, number, number, ...unknown[]];

/** The placeholders and sections of a body with their places; null when the body is no valid template. */
export function placeholderTokens(html: string): Token[] | null {
  let parsed: Raw[];
  try {
    parsed = Mustache.parse(html) as Raw[];
  } catch {
    return null;
  }
  const out: Token[] = [];
  const walk = (list: Raw[], within: string[]) => {
    for (const t of list) {
      if (t[0] === 'name' || t[0] === '&' || t[0] === '#' || t[0] === '^')
        out.push({ kind: t[0], name: t[1], start: t[2], end: t[3], within });
      if (Array.isArray(t[4])) walk(t[4] as Raw[], [...within, t[1]]);
    }
  };
  walk(parsed, []);
  return out;
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
      .map((t) => ({ start: t.start, end: t.end, message: `{{${t.name}}} is not a known placeholder: it renders empty.` }));
  },
};

export const placeholderOftenEmpty: Rule = {
  id: 'placeholder-often-empty',
  severity: 'warning',
  clients: 'all',
  title: "Placeholders empty for many of the organisation's mailboxes, outside a section",
  check: (s, ctx) =>
    (placeholderTokens(s.source) ?? [])
      .filter((t) => t.kind === 'name' && (ctx.emptyShare[baseName(t.name)] ?? 0) > EMPTY_SHARE_WARN && !t.within.includes(t.name))
      .map((t) => {
        const pct = Math.round((ctx.emptyShare[baseName(t.name)] ?? 0) * 100);
        return {
          start: t.start,
          end: t.end,
          message: `{{${t.name}}} is empty for ${pct}% of people (${ctx.mailboxes} mailboxes): wrap its line in {{#${t.name}}}…{{/${t.name}}} so it vanishes when empty.`,
        };
      }),
};
