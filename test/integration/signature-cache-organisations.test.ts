import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { operations } from '../../portal/src/api/schema.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

/**
 * The answer cache, small (`SIGNATURE_CACHE_MB` 0.25: 256 KiB in all, 32 KiB an organisation) so a test can fill it:
 * one organisation's traffic keeps within its share and leaves another's answers cached, and each answer is kept under
 * what decides it (the language the recipients choose, inside or outside). A cached answer is told from a fresh one by
 * a value written behind the services: only a fresh render shows it.
 */

let host: TestHost;
let a: string;
let b: string;
const admins: Record<string, string> = {};
const ADMIN_A = 'cache.admin@fabrikam.test';
const ADMIN_B = 'cache.admin@northwind.test';
const FABRIKAM = ['ann.lee@fabrikam.test', 'ben.okafor@fabrikam.test', 'cleo.martin@fabrikam.test', 'dev.patel@fabrikam.test'];
const NIA = 'nia.ross@northwind.test';
/** Some 6 KB of the template's own text: an answer of Fabrikam's is a few such. */
const FILLER = 'Fabrikam, registered in the Netherlands. '.repeat(150);
/** The domains a footer of Fabrikam's lists: each is its own answer (`recipientKey`). */
const CUSTOMERS = Array.from({ length: 12 }, (_, i) => `customer${i}.example`);

const api = (t: string) => host.api(admins[t]);
const addinTokens = new Map<string, string>();
async function compose(t: string, user: string, domains?: string[]) {
  let token = addinTokens.get(user);
  if (!token) addinTokens.set(user, (token = await host.token({ tenant: t, user, scope: 'access_as_user' })));
  return ok(host.api(token).POST('/api/signature', { body: { type: 'new', ...(domains ? { recipients: { domains } } : {}) } }));
}

/** Saves the person's pronouns through the API; answers a function that changes them behind the services. */
async function saved(t: string, user: string) {
  const staff = host.api(await host.token({ tenant: t, user }));
  expect((await staff.PUT('/api/me/profile', { body: { values: { pronouns: 'saved' } } })).response.status).toBe(200);
  return async () => {
    const table = host.services.storage.table('profilevalues');
    for await (const row of table.listEntities<{ address?: string }>({ queryOptions: { filter: `PartitionKey eq '${t}'` } })) {
      if (row.address === user)
        await table.updateEntity({ partitionKey: t, rowKey: row.rowKey!, values: JSON.stringify({ pronouns: 'behind' }) }, 'Merge');
    }
  };
}

async function publish(t: string, body: operations['postApiAdminTemplates']['requestBody']['content']['application/json']) {
  const { id } = await ok(api(t).POST('/api/admin/templates', { body }));
  await ok(api(t).POST('/api/admin/templates/{id}/publish-draft', { params: { path: { id } } }));
  return id;
}

beforeAll(async () => {
  host = await startTestHost({ env: { SIGNATURE_CACHE: 'true', SIGNATURE_CACHE_MB: '0.25' } });
  [a, b] = host.tenants;
  await host.onboard(a, ADMIN_A);
  await host.onboard(b, ADMIN_B);
  admins[a] = await host.token({ tenant: a, user: ADMIN_A });
  admins[b] = await host.token({ tenant: b, user: ADMIN_B });
  for (const t of [a, b]) {
    await ok(api(t).GET('/api/admin/me'));
    await ok(api(t).POST('/api/admin/profile-fields', { body: { key: 'pronouns', label: 'Pronouns', type: 'text' } }));
  }
  const fabrikam = await publish(a, {
    name: 'Fabrikam',
    html: `<p>{{displayName}} {{custom.pronouns}}</p><p>${FILLER}</p>`,
    variants: [{ language: 'de', html: `<p>{{displayName}} {{custom.pronouns}} (Deutsch)</p><p>${FILLER}</p>` }],
    languageBy: { countries: {}, domains: { 'kunde.example': 'de' } },
  });
  await ok(api(a).PUT('/api/admin/roles', { body: { new: fabrikam, reply: null } }));
  await ok(
    api(a).POST('/api/admin/footers', {
      body: {
        name: 'Customers',
        html: '<p>For our customers</p>',
        audience: { attribute: 'recipients', operator: 'anyInDomains', value: CUSTOMERS },
      },
    }),
  );
  await ok(
    api(a).POST('/api/admin/footers', {
      body: { name: 'Legal', html: '<p>Legal notice</p>', audience: { attribute: 'recipients', operator: 'anyExternal' } },
    }),
  );
  const northwind = await publish(b, { name: 'Northwind', html: '<p>{{displayName}} {{custom.pronouns}}</p>' });
  await ok(api(b).PUT('/api/admin/roles', { body: { new: northwind, reply: null } }));
});
afterAll(() => host?.close());

describe('the answer cache', () => {
  it('keeps each answer under what decides it: the language the recipients choose, inside or outside', async () => {
    const user = FABRIKAM[0];
    const behind = await saved(a, user);
    const sets = [['kunde.example'], ['fabrikam.test'], ['other.example'], ['fabrikam.test', 'kunde.example']];
    const first = await Promise.all(sets.map((domains) => compose(a, user, domains)));
    expect(first.map((s) => [s.language, s.recipients, s.html.includes('(Deutsch)'), s.html.includes('Legal notice')])).toEqual([
      ['de', 'external', true, true],
      [null, 'internal', false, false],
      [null, 'external', false, true],
      ['de', 'external', true, true],
    ]);
    await behind();
    // From the cache (the value behind is not seen), each the answer of its own recipients, token included.
    for (const [i, domains] of sets.entries()) expect(await compose(a, user, domains)).toEqual(first[i]);
    expect(first[0].html).toContain('saved');
    // A set of recipients not asked before is rendered afresh.
    expect((await compose(a, user, ['kunde.example', 'other.example'])).html).toContain('behind');
  });

  it("keeps another organisation's answers while one organisation's many mailboxes fill it past its size", async () => {
    const behindA = await saved(a, FABRIKAM[3]);
    const behindB = await saved(b, NIA);
    expect((await compose(b, NIA)).html).toBe('<p>Nia Ross saved</p>');
    expect((await compose(a, FABRIKAM[3], [CUSTOMERS[0]])).html).toContain('Dev Patel saved');
    await Promise.all([behindA(), behindB()]);

    // Fabrikam's answers, each some 6 KB, 48 of them: past the whole cache (256 KiB), let alone Fabrikam's 32 KiB.
    let asked = 0;
    for (const user of FABRIKAM)
      for (const customer of CUSTOMERS) {
        const answer = await compose(a, user, [customer]);
        expect(answer.html).toContain('For our customers');
        asked += answer.html.length;
      }
    expect(asked).toBeGreaterThan(256 * 1024);
    // Fabrikam's first answers made room for its later ones: rendered afresh, they show the value behind…
    expect((await compose(a, FABRIKAM[3], [CUSTOMERS[0]])).html).toContain('Dev Patel behind');
    // …while Northwind's answer is still the one cached before.
    expect((await compose(b, NIA)).html).toBe('<p>Nia Ross saved</p>');
  });
});
