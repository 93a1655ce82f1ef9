import { attributePlace, openTag } from '../scan.js';
import { attr, type Hit, type Rule } from '../rule.js';
import { declarationsOf } from '../css.js';
import type { Client, DoctorContext } from '../schemas.js';
import { CLIENT_NAMES } from '../schemas.js';
import { say } from '../said.js';

const affected = (ctx: DoctorContext, key: string): Client[] =>
  (ctx.support[key]?.unsupported ?? []).filter((c) => ctx.clients.includes(c));
const names = (clients: Client[]) => clients.map((c) => CLIENT_NAMES[c]).join(', ');

export const styleBlock: Rule = {
  id: 'style-block',
  severity: 'warning',
  clients: 'all',
  title: '<style> blocks',
  check: (s, ctx) =>
    s.elements
      .filter((e) => e.name === 'style')
      .map((e) => {
        const clients = affected(ctx, 'html-style');
        return {
          ...openTag(s, e),
          clients,
          message: clients.length
            ? say('styleBlockClients', { tag: '<style>', clients: names(clients) })
            : say('styleBlock', { tag: '<style>' }),
        };
      }),
};

export const classAttribute: Rule = {
  id: 'class-attribute',
  severity: 'info',
  clients: 'all',
  title: 'class attributes (no style rules reach them)',
  check: (s) => {
    const classed = s.elements.filter((e) => attr(e, 'class'));
    if (classed.length === 0) return [];
    return [
      {
        ...attributePlace(s, classed[0], 'class'),
        message: say('classAttribute', { count: classed.length, tag: '<style>' }),
      },
    ];
  },
};

/**
 * Declarations a client may ignore without changing what it shows: those that only undo what some clients add (a
 * focus outline, an old scaling mode), and `table-layout:fixed`, which lets columns stack on a phone where it is
 * understood while the `width` attributes keep them side by side where it is not. Warning of them would be a false
 * alarm on every designed signature.
 */
const HARMLESS_WHEN_IGNORED = new Set([
  'outline:none',
  'outline:0',
  'outline-style:none',
  '-ms-interpolation-mode:bicubic',
  'table-layout:fixed',
]);

export const cssUnsupported: Rule = {
  id: 'css-unsupported',
  severity: 'warning',
  clients: 'all',
  title: "CSS properties some of the organisation's Outlook clients ignore (from caniemail)",
  check: (s, ctx) => {
    const first = new Map<string, { hit: Omit<Hit, 'message'>; clients: Client[]; note: string | null; count: number }>();
    // The same declaration repeats on many elements: what it concerns is looked up once.
    const concerns = new Map<string, { key: string; clients: Client[] } | null>();
    const lookUp = (property: string, value: string) => {
      const written = `${property}:${value.toLowerCase()}`;
      let found = concerns.get(written);
      if (found === undefined) {
        const key = [written, property].find((k) => affected(ctx, k).length > 0);
        found = key ? { key, clients: affected(ctx, key) } : null;
        concerns.set(written, found);
      }
      return found;
    };
    for (const e of s.elements) {
      if (!attr(e, 'style')) continue;
      for (const d of declarationsOf(s, e)) {
        if (HARMLESS_WHEN_IGNORED.has(`${d.property}:${d.value.trim().toLowerCase()}`)) continue;
        const found = lookUp(d.property, d.value);
        if (!found) continue;
        const { key, clients } = found;
        const seen = first.get(key);
        if (seen) {
          seen.count++;
          continue;
        }
        const place = attributePlace(s, e, 'style');
        const start = place.start + d.offset;
        first.set(key, {
          count: 1,
          clients,
          note: ctx.support[key].note?.replace(/\.$/, '') ?? null,
          hit: { start, end: start + d.property.length + (key.includes(':') ? d.value.length + 1 : 0), clients },
        });
      }
    }
    return [...first.entries()].map(([property, { hit, clients, note, count }]) => ({
      ...hit,
      message: note
        ? say('cssIgnoredNote', { property, clients: names(clients), note, count })
        : say('cssIgnored', { property, clients: names(clients), count }),
    }));
  },
};
