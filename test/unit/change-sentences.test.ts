import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANGE_SENTENCES, changeSentence } from '../../shared/changelog/sentences.js';
import type { Json } from '../../shared/changelog/schemas.js';
import { BannerOrFooterKind } from '../../shared/banners-footers/schemas.js';
import { repoRoot } from '../../shared/repo-root.js';
import { callArguments, withoutPartnerTrailCalls } from '../helpers/record-calls.js';
import { PlatformLever } from '../../shared/tenants/schemas.js';
import { LANGUAGES } from '../../shared/i18n/languages.js';

/** What a template-literal action's `${name}` can be, by the variable's name. */
const ENUMS: Record<string, readonly string[]> = {
  kind: BannerOrFooterKind.options,
  lever: PlatformLever.options,
  done: ['created', 'changed', 'deleted'],
};

const recordCalls = (source: string) => callArguments(source, 'changelog.record');

/** Every action string one call can write: literals, both arms of conditionals, template literals, a constant table's values. */
function actionsOf(call: string, source: string, file: string): string[] {
  const expr = call.match(/action:\s*([^\n]*?)(?:,\s*(?:target|details|scope)\b|,?\s*$)/m)?.[1] ?? '';
  expect([file, expr]).not.toEqual([file, '']);
  const literal = /`([^`]*\$\{[^`]*)`/g;
  const found = [...expr.replace(literal, '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
  /** A template literal's every value: each `${name}` by the arms of its conditional or the enum of its name. */
  const expand = (text: string): string[] => {
    const m = /\$\{([^}]+)\}/.exec(text);
    if (!m) return [text];
    const inner = m[1];
    const options = [...inner.matchAll(/[?:]\s*'([^']+)'/g)].map((o) => o[1]);
    const values = options.length ? options : ENUMS[inner.trim()];
    expect([file, inner, values !== undefined]).toEqual([file, inner, true]);
    return values.flatMap((v) => expand(text.slice(0, m.index) + v + text.slice(m.index + m[0].length)));
  };
  for (const m of expr.matchAll(literal)) found.push(...expand(m[1]));
  for (const [, table] of expr.matchAll(/\b([A-Z][A-Z_]+)\[/g)) {
    const body = source.match(new RegExp(`const ${table}[^=]*=\\s*\\{([^}]*)\\}`))?.[1] ?? '';
    found.push(...[...body.matchAll(/'([^']+)'/g)].map((m) => m[1]));
  }
  return found;
}

/**
 * The change-log entries a feature plans for the outbox: every `action:` line naming a dotted action code (or a template literal) in a file that
 * hands the outbox work (itself, or as the `work` of a template change); other `action:` lines (a rollout's next step)
 * are not change-log entries.
 */
const plannedChanges = (source: string) =>
  /outbox\.|\bwork: \(|\blog: \[|\bchange: \{/.test(source)
    ? [...source.matchAll(/^.*\baction:\s*[^,\n]*(['`][a-z_]+\.|`\$\{).*$/gm)].map((m) => m[0].slice(m[0].indexOf('action:')))
    : [];

function writtenActions(): Map<string, string> {
  const actions = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) {
        // A partner's trail entries (written beside a change, through the outbox) are not change-log entries.
        const source = withoutPartnerTrailCalls(readFileSync(path, 'utf8'));
        // The outbox writes the entries features planned (`change: { action: … }`): those are read where they are
        // planned, and its own call, which passes each planned change on, names no action itself.
        const calls = recordCalls(source).filter((call) => /action:/.test(call) || !/\b\w+\.change\b/.test(call));
        for (const call of [...calls, ...plannedChanges(source).filter((c) => !calls.some((k) => k.includes(c)))])
          for (const a of actionsOf(call, source, entry.name)) actions.set(a, entry.name);
      }
    }
  };
  walk(join(repoRoot(), 'shared'));
  return actions;
}

const at = '2026-12-23T23:00:00.000Z';
const TEMPLATE_ID = 't_9f8e7d6c5b4a';
const KEY_ID = 'k_1a2b3c4d5e6f';
const PARTNER_ID = 'p_0a1b2c3d4e5f';
const field = { key: 'bookingLink', label: 'Booking link', help: '', type: 'url', options: [], maxLength: 200, enabled: true };
const onTemplate = (details: Record<string, Json> = {}) => ({ target: 'Sales signature', details: { id: TEMPLATE_ID, ...details } });
const onPartner = (details: Record<string, Json> = {}) => ({ target: 'Adatum IT', details: { partnerId: PARTNER_ID, ...details } });
const block = (kind: string) => ({ target: `Summer ${kind}`, details: { id: 'b_5e6f7a8b9c0d' } });
const lever = { target: 'Contoso Demo', details: { from: 'active', to: 'suspended', reason: 'unpaid invoices' } };

/** Each action as a feature writes it: the details it records. */
const EXAMPLES: Record<string, { target?: string; details?: Record<string, Json> }> = {
  'tenant.onboarded': { target: 'Contoso Demo', details: { trialEndsAt: at } },
  'tenant.domains_changed': {
    target: 'Contoso Demo',
    details: { added: ['contoso.example'], removed: ['old-contoso.example'], addedCount: 1, removedCount: 1 },
  },
  'onboarding.dismissed': { target: 'getting started' },
  'dpa.accepted': { target: 'data processing agreement 2026-01' },
  'user.first_admin': { target: 'dana@contoso.example' },
  'user.added': { target: 'ann.lee@contoso.example', details: { name: 'Ann Lee', role: 'Editor' } },
  'user.role_changed': { target: 'ann.lee@contoso.example', details: { name: 'Ann Lee', from: 'Editor', to: 'Admin' } },
  'user.removed': { target: 'ann.lee@contoso.example', details: { name: 'Ann Lee', role: 'Editor' } },
  'settings.changed': { target: 'requireApproval', details: { from: false, to: true } },
  'apikey.created': { target: 'Reporting', details: { id: KEY_ID, access: ['monitoring', 'analytics'], readOnly: true, expires: at } },
  'apikey.revoked': { target: 'Reporting', details: { id: KEY_ID } },
  'webhook.created': { target: 'hooks.contoso.example', details: { id: KEY_ID, events: ['changelog', 'alert'] } },
  'webhook.deleted': { target: 'hooks.contoso.example', details: { id: KEY_ID, events: ['changelog'] } },
  'template.created': onTemplate(),
  'template.imported': onTemplate(),
  'template.duplicated': onTemplate(),
  'template.published': onTemplate({ version: 2 }),
  'template.rolled_back': onTemplate({ version: 3, fromVersion: 1 }),
  'template.renamed': onTemplate({ from: 'Old signature' }),
  'template.tracking_changed': onTemplate({ tracking: true }),
  'template.deleted': onTemplate(),
  'template.purged': onTemplate(),
  'template.restored': onTemplate(),
  'draft.saved': onTemplate(),
  'draft.discarded': onTemplate(),
  'draft.submitted': onTemplate(),
  'draft.rejected': onTemplate({ note: 'The logo is too large' }),
  'draft.published': onTemplate({ version: 4 }),
  'brandkit.changed': { target: 'brand kit', details: { changed: ['colours', 'cta'] } },
  'design.detached': onTemplate(),
  'design.restored': onTemplate(),
  'roles.changed': {
    target: 'roles',
    details: { from: { new: TEMPLATE_ID, reply: TEMPLATE_ID }, to: { new: 't_000000000000', reply: TEMPLATE_ID } },
  },
  'delivery.paused': { target: 'signature delivery' },
  'delivery.resumed': { target: 'signature delivery' },
  'rollout.started': onTemplate({ percentage: 10, minHours: 24, minApplies: 50, maxFailureRateIncrease: 0.05, autoPromote: true }),
  'rollout.promoted': onTemplate({ version: 5 }),
  'rollout.rolled_back': onTemplate({ decidedBy: 'automatic', reason: 'failures rose' }),
  'schedule.booked': onTemplate({ publishAt: at, replaced: true }),
  'schedule.cancelled': onTemplate({ publishAt: at }),
  'schedule.published': onTemplate({ version: 6 }),
  'rules.replaced': { target: 'rules', details: { count: 3 } },
  'profile_field.created': { target: 'bookingLink', details: { label: 'Booking link', type: 'url' } },
  'profile_field.changed': {
    target: 'bookingLink',
    details: { from: field, to: { ...field, maxLength: 100, enabled: false }, removedValues: 2 },
  },
  'profile_field.deleted': { target: 'bookingLink', details: { label: 'Booking link', removedValues: 12 } },
  'profile.values_saved': { target: 'ann.lee@contoso.example', details: { fields: ['bookingLink'], labels: ['Booking link'] } },
  'provisioning.user_created': { target: 'ann.lee@contoso.example', details: { active: true } },
  'provisioning.user_updated': { target: 'ann.lee@contoso.example', details: { active: false } },
  'provisioning.user_deleted': { target: 'ann.lee@contoso.example' },
  'import.applied': { details: { rows: 120, mailboxes: 98, values: 240 } },
  'import.undone': { details: { mailboxes: 98, at: '2026-01-01T10:00:00.000Z' } },
  'asset.uploaded': { target: 'logo.png', details: { contentType: 'image/png', size: 12_345 } },
  'asset.replaced': { target: 'logo.png', details: { contentType: 'image/png', size: 2_345_678 } },
  'asset.deleted': { target: 'logo.png' },
  'banner.created': block('banner'),
  'banner.changed': block('banner'),
  'banner.deleted': block('banner'),
  'footer.created': block('footer'),
  'footer.changed': block('footer'),
  'footer.deleted': block('footer'),
  'exclusions.mode_changed': { target: 'inclusion', details: { from: 'exclusion' } },
  'exclusions.added': { target: 'info@contoso.example, noreply@contoso.example', details: { count: 2, note: 'shared mailboxes' } },
  'exclusions.removed': { target: 'info@contoso.example' },
  'exclusions.group_added': { target: 'Contractors', details: { id: 'g-7a8b9c', members: 12 } },
  'exclusions.group_removed': { target: 'Contractors', details: { id: 'g-7a8b9c', released: 12 } },
  'exclusions.group_synced': { target: 'Contractors', details: { id: 'g-7a8b9c', added: 2, removed: 1 } },
  'automatic_replies.on': { target: 'cleo@contoso.example', details: { until: '2026-12-14T00:00:00.000Z', contact: null, by: 'admin' } },
  'automatic_replies.off': { target: 'cleo@contoso.example', details: { until: null, contact: null, by: 'self' } },
  'billing.cancelled': { target: 'subscription', details: { endsAt: at } },
  'billing.reactivated': { target: 'subscription' },
  'billing.profile_saved': { target: 'Contoso Ltd' },
  'billing.seats_changed': { target: 'subscription', details: { from: 10, to: 12 } },
  'managed.linked': onPartner({ via: 'invite' }),
  'managed.moved': onPartner({ via: 'transfer', from: { partnerId: 'p_ffffffffffff', partnerName: 'Old Partner' } }),
  'managed.revoked': onPartner({ graceEndsAt: at }),
  'managed.released': onPartner({ graceEndsAt: at }),
  'managed.transfer.requested': onPartner({ id: 'x_123456789abc' }),
  'managed.transfer.declined': onPartner({ id: 'x_123456789abc' }),
  ...Object.fromEntries(PlatformLever.options.map((l) => [`platform.${l}`, lever])),
  'privacy.export_requested': { target: 'megan@contoso.example', details: { id: 'x8Yq2' } },
  'privacy.export_downloaded': { target: 'megan@contoso.example', details: { id: 'x8Yq2' } },
  'privacy.erased': { target: 'Erased person 3f9a1c2b7d', details: { records: 42 } },
  'privacy.retention_changed': { details: { changed: ['apply reports for 30 days', 'exports for 1 day'] } },
};

const ids = (d: Record<string, Json> | undefined): string[] =>
  Object.entries(d ?? {}).flatMap(([k, v]) =>
    typeof v === 'string' && (k === 'id' || /Id$/.test(k)) ? [v] : v && typeof v === 'object' && !Array.isArray(v) ? ids(v) : [],
  );

describe('change log sentences', () => {
  const written = writtenActions();

  it('finds the actions the features write', () => {
    expect(written.size).toBeGreaterThan(50);
    for (const a of ['apikey.created', 'template.published', 'draft.published', 'banner.created', 'platform.suspend', 'user.role_changed'])
      expect(written.has(a)).toBe(true);
  });

  it('has a sentence for every action the code can write, and none for an action nothing writes', () => {
    expect([...written.keys()].filter((a) => !CHANGE_SENTENCES[a]).sort()).toEqual([]);
    expect(
      Object.keys(CHANGE_SENTENCES)
        .filter((a) => !written.has(a))
        .sort(),
    ).toEqual([]);
    expect(
      Object.keys(CHANGE_SENTENCES)
        .filter((a) => !EXAMPLES[a])
        .sort(),
    ).toEqual([]);
  });

  it('reads each as a sentence: no codes, camelCase keys, ISO timestamps or ids', () => {
    for (const [action, example] of Object.entries(EXAMPLES)) {
      const sentence = changeSentence({
        action,
        target: example.target ?? null,
        details: example.details ?? null,
        templateName: (id) => (id === TEMPLATE_ID ? 'Sales signature' : null),
      });
      expect([action, sentence]).toEqual([action, expect.stringMatching(/^[A-Z]/)]);
      // Addresses, file names and domain names (the examples' are under the reserved .example) are what people call
      // those things; anything else dotted or underscored is a code.
      const words = sentence.replace(/\S+@\S+|\S+\.(png|jpg|gif|example)\b/g, '');
      expect([action, words.match(/\b[a-z]+[A-Z]\w*\b/)?.[0]]).toEqual([action, undefined]);
      expect([action, words.match(/[a-z][._][a-z]/i)?.[0]]).toEqual([action, undefined]);
      expect([action, sentence.match(/\d{4}-\d{2}-\d{2}T/)?.[0]]).toEqual([action, undefined]);
      for (const id of ids(example.details)) expect([action, sentence.includes(id)]).toEqual([action, false]);
      expect([action, /\b(true|false|null|undefined)\b/.test(sentence)]).toEqual([action, false]);
    }
  });

  it('formats dates and names for people', () => {
    const sentence = (action: string) =>
      changeSentence({ action, ...EXAMPLES[action], target: EXAMPLES[action].target ?? null, details: EXAMPLES[action].details ?? null });
    expect(sentence('tenant.onboarded')).toBe('Connected “Contoso Demo” to the service; its free trial runs until 23 December 2026');
    expect(sentence('apikey.created')).toBe(
      'Created the API key “Reporting” (read-only, for monitoring and analytics, expires 23 December 2026)',
    );
    expect(sentence('user.role_changed')).toBe('Changed the role of Ann Lee (ann.lee@contoso.example) from Editor to Admin');
    expect(sentence('rules.replaced')).toBe('Saved the assignment rules (3 rules)');
    expect(sentence('tenant.domains_changed')).toBe(
      'The organisation’s verified domains changed in its directory: added contoso.example; removed old-contoso.example',
    );
    expect(sentence('schedule.booked')).toBe(
      'Scheduled “Sales signature” to be published on 23 December 2026 at 23:00 UTC, replacing the earlier schedule',
    );
  });

  it("reads each entry in every language from the same facts, as that language's words", () => {
    for (const [action, example] of Object.entries(EXAMPLES)) {
      const facts = { action, target: example.target ?? null, details: example.details ?? null, templateName: () => 'Sales signature' };
      const english = changeSentence(facts);
      expect(changeSentence(facts, 'en')).toBe(english);
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        const sentence = changeSentence(facts, language);
        expect([action, language, sentence === english]).toEqual([action, language, false]);
        expect([action, language, /[{}]|\b(true|false|null|undefined|NaN)\b/.test(sentence)]).toEqual([action, language, false]);
        // Like a sentence: no small letter first, unless it starts with an address.
        expect([action, language, /^\p{Ll}/u.test(sentence.replace(/^\S+@\S+/, 'A'))]).toEqual([action, language, false]);
      }
    }
    const dated = { action: 'tenant.onboarded', target: 'Contoso Demo', details: { trialEndsAt: '2026-12-23T23:00:00.000Z' } };
    expect(changeSentence(dated, 'de')).toBe(
      '„Contoso Demo“ mit dem Dienst verbunden; die kostenlose Testphase läuft bis 23. Dezember 2026',
    );
    expect(changeSentence(dated, 'fr')).toBe(
      'A connecté «\u00a0Contoso Demo\u00a0» au service ; son essai gratuit court jusqu’au 23 décembre 2026',
    );
  });

  it('names a default language by its tag, and shows a stored tag that is none as it was kept', () => {
    const set = (to: string) => ({ action: 'settings.changed', target: 'defaultLanguage', details: { from: 'en', to } });
    expect(changeSentence(set('de'), 'en')).toContain('German');
    expect(changeSentence(set('de'), 'fr')).toContain('allemand');
    // Not a language tag at all (a damaged row): its words, never a RangeError from Intl.DisplayNames.
    expect(changeSentence(set('not a tag!'), 'de')).toContain('not a tag!');
  });
});
