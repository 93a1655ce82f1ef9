import type { PersonRef } from './kinds.js';

/** What an export says instead of another person's address or name. */
export const SOMEONE_ELSE = 'another person';

// Linear: one pass, no nested quantifiers.
const ADDRESS = /^[^\s@]+@[^\s@]+$/;
const NAME_FIELDS = new Set(['actorName', 'name']);

/**
 * A record as an export shows it: the addresses of other people (who granted a role, who listed a mailbox, who made a
 * change) replaced, and the name beside a replaced actor too; JSON text inside a record is read and redacted alike.
 */
export function redactOthers(value: unknown, person: PersonRef): unknown {
  const mine = new Set(person.addresses);
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const t = v.trim();
      if (ADDRESS.test(t)) return mine.has(t.toLowerCase().replace(/^smtp:/, '')) ? v : SOMEONE_ELSE;
      if ((t.startsWith('{') && t.endsWith('}')) || (t.startsWith('[') && t.endsWith(']'))) {
        try {
          return JSON.stringify(walk(JSON.parse(t)));
        } catch {
          return v;
        }
      }
      return v;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      const entries = Object.entries(v).map(([k, inner]) => [k, walk(inner)] as const);
      const out = Object.fromEntries(entries);
      const actor = (v as Record<string, unknown>).actor;
      if (out.actor === SOMEONE_ELSE || (typeof actor === 'string' && !ADDRESS.test(actor.trim()) && actor !== '')) {
        for (const k of NAME_FIELDS) if (k in out && !person.names.includes(String(out[k]))) out[k] = SOMEONE_ELSE;
      }
      return out;
    }
    return v;
  };
  return walk(value);
}
