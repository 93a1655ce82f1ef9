import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { translate } from '../../shared/i18n/catalogue.js';
import { COVERAGE_MESSAGES, type CoveredAttribute } from '../../shared/monitoring/messages.js';
import { odata } from '../../shared/storage/entities.js';
import { ok } from '../helpers/api.js';
import { TENANT_A, TENANT_B, testDirectoryFixture } from '../helpers/directory-fixture.js';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';

/** A person's own language, beside their directory's and their organisation's default (DESIGN §15). */

const tenant = crypto.randomUUID();
const other = crypto.randomUUID();
const BEN = 'ben.okafor@fabrikam.test';
const CLEO = 'cleo.martin@fabrikam.test';
const ADMIN = 'prefs.admin@fabrikam.test';

/** The fixture's organisations, with Ben's directory in Austrian German and Cleo's in a language the product lacks. */
const speaking = (tag: Record<string, string>) => (u: { id: string }) => (tag[u.id] ? { ...u, preferredLanguage: tag[u.id] } : u);
const directory = new FixtureDirectory({
  tenants: {
    [tenant]: {
      ...testDirectoryFixture.tenants[TENANT_A],
      users: testDirectoryFixture.tenants[TENANT_A].users!.map(speaking({ 'a-ben': 'de-AT', 'a-cleo': 'pt-BR' })),
    },
    [other]: testDirectoryFixture.tenants[TENANT_B],
  },
});

let host: TestHost;
let admin: string;
let ben: string;
let cleo: string;

const mine = (token: string) => host.call('GET', '/api/me/preferences', { token });
const choose = (token: string, body: unknown) => host.call('PUT', '/api/me/preferences', { token, body });

beforeAll(async () => {
  host = await startTestHost({ tenantIds: [tenant, other], directory });
  await host.onboard(tenant, ADMIN);
  await host.onboard(other);
  admin = await host.token({ tenant, user: ADMIN });
  ben = await host.token({ tenant, user: BEN, name: 'Ben Okafor' });
  cleo = await host.token({ tenant, user: CLEO, name: 'Cleo Martin' });
});
afterAll(() => host?.close());

describe('GET and PUT /api/me/preferences', () => {
  it('answers no choice, the directory language as the product speaks it, and the organisation default', async () => {
    expect((await mine(ben)).json).toEqual({ language: null, directoryLanguage: 'de', organisationLanguage: 'en' });
    expect((await mine(cleo)).json).toEqual({ language: null, directoryLanguage: null, organisationLanguage: 'en' });
  });

  it('remembers a choice, and forgets it with null', async () => {
    const chosen = await choose(cleo, { language: 'fr' });
    expect([chosen.status, chosen.json]).toEqual([200, { language: 'fr', directoryLanguage: null, organisationLanguage: 'en' }]);
    expect((await mine(cleo)).json.language).toBe('fr');
    expect((await mine(ben)).json.language).toBeNull();
    const forgotten = await choose(cleo, { language: null });
    expect(forgotten.json).toEqual({ language: null, directoryLanguage: null, organisationLanguage: 'en' });
    expect((await mine(cleo)).json.language).toBeNull();
  });

  it('serves Administrators without a mailbox too, through the typed client', async () => {
    const api = host.api(admin);
    expect(await ok(api.PUT('/api/me/preferences', { body: { language: 'nl' } }))).toEqual({
      language: 'nl',
      directoryLanguage: null,
      organisationLanguage: 'en',
    });
    expect((await ok(api.GET('/api/me/preferences'))).language).toBe('nl');
  });

  it("follows the organisation's default as Administrators set it", async () => {
    await ok(host.api(admin).PUT('/api/admin/settings', { body: { defaultLanguage: 'es' } }));
    try {
      expect((await mine(ben)).json.organisationLanguage).toBe('es');
    } finally {
      await ok(host.api(admin).PUT('/api/admin/settings', { body: { defaultLanguage: 'en' } }));
    }
  });

  it('keeps each organisation to its own: the same object id elsewhere has chosen nothing', async () => {
    await choose(ben, { language: 'es' });
    const elsewhere = await host.token({ tenant: other, user: 'someone@northwind.test', oid: 'a-ben' });
    expect((await mine(elsewhere)).json).toEqual({ language: null, directoryLanguage: null, organisationLanguage: 'en' });
    expect((await choose(elsewhere, { language: 'nl' })).status).toBe(200);
    expect((await mine(ben)).json.language).toBe('es');
  });

  it('refuses a language the product does not speak, extra fields and other bodies, changing nothing', async () => {
    await choose(ben, { language: 'de' });
    const expectRefused = async (res: CallResult, field?: string, [status, code] = [400, 'invalid_request']) => {
      expect([res.status, res.json?.code]).toEqual([status, code]);
      if (field) expect(res.json.fields?.[field]).toBeTruthy();
      expect((await mine(ben)).json.language).toBe('de');
    };
    for (const language of ['pt', 'de-DE', 'DE', 'english', '', 3, true]) await expectRefused(await choose(ben, { language }), 'language');
    await expectRefused(await choose(ben, {}), 'language');
    await expectRefused(await choose(ben, { language: 'fr', theme: 'dark' }));
    await expectRefused(await choose(ben, ['fr']));
    await expectRefused(
      await host.call('PUT', '/api/me/preferences', { token: ben, rawBody: 'fr', headers: { 'content-type': 'text/plain' } }),
      undefined,
      [415, 'unsupported_media_type'],
    );
  });

  it('takes a stored choice this version does not speak (another version wrote it) as none: the browser decides, no failure', async () => {
    await ok(host.api(admin).PUT('/api/me/preferences', { body: { language: 'nl' } }));
    const table = host.services.storage.table('preferences');
    const rows = table.listEntities<{ address: string }>({
      queryOptions: { filter: odata`PartitionKey eq ${tenant} and address eq ${ADMIN}` },
    });
    for await (const row of rows) await table.updateEntity({ partitionKey: tenant, rowKey: row.rowKey!, language: 'it' }, 'Merge');
    const own = await mine(admin);
    expect([own.status, own.json.language]).toEqual([200, null]);
    const audit = await host.call('GET', '/api/admin/audit', { token: admin, headers: { 'accept-language': 'de' } });
    expect(audit.status).toBe(200);
    const { attribute, label } = (audit.json.coverage as { attribute: CoveredAttribute; label: string }[])[0]!;
    expect(label).toBe(translate(COVERAGE_MESSAGES, 'de', attribute));
  });

  it('needs a signed-in person', async () => {
    const res = await host.call('GET', '/api/me/preferences');
    expect(res.status).toBe(401);
  });
});
