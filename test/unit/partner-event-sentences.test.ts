import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARTNER_EVENT_SENTENCES, partnerEventSentence } from '../../shared/partner/event-sentences.js';
import type { Json } from '../../shared/changelog/schemas.js';
import { TransferState } from '../../shared/partner/relationships/schemas.js';
import { LANGUAGES } from '../../shared/i18n/languages.js';
import { repoRoot } from '../../shared/repo-root.js';
import { partnerTrailCalls } from '../helpers/record-calls.js';

/** Every action one call can write: literals, and both arms of a conditional. */
function actionsOf(call: string, file: string): string[] {
  const expr = call.match(/action:\s*([^\n]*?)(?:,\s*(?:clientId|details)\b|,?\s*$)/m)?.[1] ?? '';
  expect([file, expr]).not.toEqual([file, '']);
  const found = [...expr.matchAll(/'([^']+)'/g)].map((m) => m[1]);
  // `transfer.${state}`: a takeover request's answer, each state a request can be answered with.
  for (const [, prefix, name] of expr.matchAll(/`([a-z_.]+)\$\{(\w+)\}`/g)) {
    expect([file, name]).toEqual([file, 'state']);
    found.push(...TransferState.options.filter((s) => s !== 'pending').map((s) => prefix + s));
  }
  expect([file, expr, found.length > 0]).toEqual([file, expr, true]);
  return found;
}

function recordedActions(): Map<string, string> {
  const actions = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts'))
        for (const call of partnerTrailCalls(readFileSync(path, 'utf8')))
          for (const a of actionsOf(call, entry.name)) actions.set(a, entry.name);
    }
  };
  walk(join(repoRoot(), 'shared'));
  return actions;
}

const at = '2026-12-23T23:00:00.000Z';
const CLIENT = { clientName: 'Contoso Demo' };
const TRANSFER_ID = 'x_123456789abc';
const PARTNER_ID = 'p_ffffffffffff';

/** Each action as the partner code records it: the details it writes. */
const EXAMPLES: Record<string, Record<string, Json> | null> = {
  'agreement.accepted': { version: '2026-10', firstOwner: true },
  'staff.added': { email: 'ann.lee@adatum.example', role: 'Technician' },
  'staff.changed': { email: 'ann.lee@adatum.example', from: 'Technician', to: 'Admin' },
  'staff.removed': { email: 'ann.lee@adatum.example', role: 'Admin' },
  'invite.created': { email: 'it@contoso.example', expiresAt: at },
  'invite.revoked': { email: 'it@contoso.example' },
  'invite.accepted': { ...CLIENT, email: 'it@contoso.example' },
  'transfer.requested': { id: TRANSFER_ID, ...CLIENT },
  'transfer.approved': { id: TRANSFER_ID, ...CLIENT },
  'transfer.declined': { id: TRANSFER_ID, ...CLIENT },
  'client.linked': { ...CLIENT, via: 'transfer', from: { partnerId: PARTNER_ID, partnerName: 'Old Partner' } },
  'client.revoked': { ...CLIENT, reason: 'revoked by the client', graceEndsAt: at },
  'client.released': { graceEndsAt: at },
  'client.work': { operation: 'PUT /api/admin/settings', summary: 'Change the organisation settings', status: 200 },
  'billing.seats_synced': { from: 10, to: 12 },
  'billing.profile_saved': { name: 'Adatum IT Ltd' },
};

const ids = (d: Record<string, Json> | null): string[] =>
  Object.entries(d ?? {}).flatMap(([k, v]) =>
    typeof v === 'string' && (k === 'id' || /Id$/.test(k)) ? [v] : v && typeof v === 'object' && !Array.isArray(v) ? ids(v) : [],
  );

describe('partner activity sentences', () => {
  const recorded = recordedActions();

  it('finds the actions the partner code records', () => {
    expect(recorded.size).toBeGreaterThan(10);
    for (const a of ['agreement.accepted', 'staff.added', 'staff.changed', 'client.work', 'billing.seats_synced'])
      expect(recorded.has(a)).toBe(true);
  });

  it('has a sentence and an example for every action recorded, and none for an action nothing records', () => {
    expect([...recorded.keys()].filter((a) => !PARTNER_EVENT_SENTENCES[a]).sort()).toEqual([]);
    expect(
      Object.keys(PARTNER_EVENT_SENTENCES)
        .filter((a) => !recorded.has(a))
        .sort(),
    ).toEqual([]);
    expect(
      Object.keys(PARTNER_EVENT_SENTENCES)
        .filter((a) => !(a in EXAMPLES))
        .sort(),
    ).toEqual([]);
  });

  it('reads each as a sentence, with or without its details: no codes, camelCase keys, ISO timestamps or ids', () => {
    for (const [action, details] of Object.entries(EXAMPLES)) {
      for (const d of [details, null]) {
        const sentence = partnerEventSentence({ action, details: d });
        expect([action, sentence]).toEqual([action, expect.stringMatching(/^[A-Z“]/)]);
        const words = sentence.replace(/\S+@\S+/g, '');
        expect([action, words.match(/\b[a-z]+[A-Z]\w*\b/)?.[0]]).toEqual([action, undefined]);
        expect([action, words.match(/[a-z][._/][a-z]/i)?.[0]]).toEqual([action, undefined]);
        expect([action, sentence.match(/\d{4}-\d{2}-\d{2}T/)?.[0]]).toEqual([action, undefined]);
        for (const id of ids(details)) expect([action, sentence.includes(id)]).toEqual([action, false]);
        expect([action, /\b(true|false|null|undefined|PUT|POST|DELETE)\b/.test(sentence)]).toEqual([action, false]);
      }
    }
  });

  it('names clients and people, and gives dates for people', () => {
    const sentence = (action: string) => partnerEventSentence({ action, details: EXAMPLES[action] });
    expect(sentence('agreement.accepted')).toBe('Accepted the partner agreement, version 2026-10, becoming the first Owner');
    expect(sentence('staff.changed')).toBe('Changed the staff role of ann.lee@adatum.example from Technician to Admin');
    expect(sentence('invite.created')).toBe('Invited a client at it@contoso.example; the invitation is valid until 23 December 2026');
    expect(partnerEventSentence({ action: 'invite.created', details: { email: null, domain: 'contoso.example', expiresAt: null } })).toBe(
      'Invited a client at contoso.example',
    );
    expect(sentence('client.linked')).toBe('Began managing “Contoso Demo” by takeover, taking it over from “Old Partner”');
    expect(sentence('client.revoked')).toBe('“Contoso Demo” ended the relationship; it pays directly from 23 December 2026');
    expect(sentence('client.work')).toBe('Worked inside a client: change the organisation settings');
    expect(sentence('billing.seats_synced')).toBe('Changed the consolidated subscription from 10 seats to 12');
  });

  it('reads a write inside a client by its outcome, an entry from before outcomes as applied', () => {
    const work = { operation: 'POST /api/admin/templates', summary: 'Create a template', clientName: 'Contoso Demo' };
    const sentence = (details: Record<string, Json>) => partnerEventSentence({ action: 'client.work', details });
    expect(sentence({ ...work, outcome: 'applied', status: 201 })).toBe('Worked inside “Contoso Demo”: create a template');
    expect(sentence({ ...work, status: 201 })).toBe('Worked inside “Contoso Demo”: create a template');
    expect(sentence({ ...work, outcome: 'pending' })).toBe('Began work inside “Contoso Demo”: create a template (outcome not recorded)');
    expect(sentence({ ...work, outcome: 'refused', status: 400 })).toBe(
      'Tried to work inside “Contoso Demo”: create a template; it was refused and nothing was changed',
    );
    expect(sentence({ ...work, outcome: 'unknown' })).toBe(
      'Tried to work inside “Contoso Demo”: create a template; the service failed, so whether it took effect is not known',
    );
    // Only the summary's first clause: its asides are for developers.
    const publish = 'Publish a new version (honours If-Match; 412 stale_version); a body identical to the live one publishes nothing';
    expect(sentence({ ...work, summary: publish, outcome: 'applied', status: 200 })).toBe(
      'Worked inside “Contoso Demo”: publish a new version',
    );
    expect(sentence({ ...work, summary: 'Create a template: its body is a working copy', outcome: 'pending' })).toBe(
      'Began work inside “Contoso Demo”: create a template (outcome not recorded)',
    );
    // An outcome this code does not know reads like an old entry, never as the stored word.
    expect(sentence({ ...work, outcome: 'exploded' })).toBe('Worked inside “Contoso Demo”: create a template');
  });

  it("reads each action in every language from the same facts, as that language's words", () => {
    for (const [action, details] of Object.entries(EXAMPLES)) {
      for (const d of [details, null]) {
        const english = partnerEventSentence({ action, details: d });
        expect(partnerEventSentence({ action, details: d }, 'en')).toBe(english);
        for (const language of LANGUAGES.filter((l) => l !== 'en')) {
          const sentence = partnerEventSentence({ action, details: d }, language);
          expect([action, language, sentence === english]).toEqual([action, language, false]);
          expect([action, language, /[{}]|\b(true|false|null|undefined|NaN)\b|\d{4}-\d{2}-\d{2}T/.test(sentence)]).toEqual([
            action,
            language,
            false,
          ]);
          expect([action, language, /^\p{Ll}/u.test(sentence)]).toEqual([action, language, false]);
          for (const id of ids(d)) expect([action, language, sentence.includes(id)]).toEqual([action, language, false]);
        }
      }
    }
  });

  it('writes names in the language’s quotes, dates and counts through Intl, roles in the language’s words', () => {
    const sentence = (action: string, language: (typeof LANGUAGES)[number], details = EXAMPLES[action]!) =>
      partnerEventSentence({ action, details }, language);
    expect(sentence('invite.created', 'de')).toBe(
      'Kundenorganisation unter it@contoso.example eingeladen; die Einladung gilt bis 23. Dezember 2026',
    );
    expect(sentence('client.revoked', 'fr')).toBe(
      '«\u00a0Contoso Demo\u00a0» a mis fin à la relation ; il paie directement à partir du 23 décembre 2026',
    );
    expect(sentence('staff.changed', 'es')).toBe('Cambió el rol de partner de ann.lee@adatum.example de Técnico a Administrador');
    expect(sentence('staff.changed', 'nl')).toBe('Partnerrol van ann.lee@adatum.example gewijzigd van Technicus in Beheerder');
    expect(sentence('billing.seats_synced', 'de', { from: 1, to: 1200 })).toBe('Sammelabonnement von 1 Lizenz auf 1.200 geändert');
    expect(sentence('billing.seats_synced', 'en', { to: 1 })).toBe('Changed the consolidated subscription to 1 seat');
    expect(sentence('client.work', 'de', { clientName: 'Contoso Demo', summary: 'Create a template', outcome: 'refused' })).toBe(
      'Versuch, in der Kundenorganisation „Contoso Demo“ zu arbeiten: „Create a template“; abgelehnt, nichts wurde geändert',
    );
  });
});
