import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

// One host with the answer cache on (as in production): every change here goes through the API, which moves the
// generation on; the cache test writes behind the services on purpose.
let host: TestHost;
let a: string;
let b: string;
const admins: Record<string, string> = {};
const ids: Record<string, string> = {};

const ADMIN_A = 'rcpt.admin@fabrikam.test';
const ADMIN_B = 'rcpt.admin@northwind.test';
const api = (t = a) => host.api(admins[t]);
const call = (method: string, path: string, body?: unknown, t = a) => host.call(method, path, { token: admins[t], body });
const addin = async (user: string, t: string) => host.api(await host.token({ tenant: t, user, scope: 'access_as_user' }));
const compose = async (user: string, domains?: string[], t = a) =>
  (await addin(user, t)).POST('/api/signature', { body: { type: 'new', ...(domains ? { recipients: { domains } } : {}) } });
const composed = async (user: string, domains?: string[], t = a) => (await ok(compose(user, domains, t))).html;
const logCount = async (t = a) => (await ok(api(t).GET('/api/admin/log', { params: { query: { limit: 500 } } }))).entries.length;

beforeAll(async () => {
  host = await startTestHost({ env: { SIGNATURE_CACHE: 'true' } });
  [a, b] = host.tenants;
  await host.onboard(a, ADMIN_A);
  await host.onboard(b, ADMIN_B);
  admins[a] = await host.token({ tenant: a, user: ADMIN_A });
  admins[b] = await host.token({ tenant: b, user: ADMIN_B });
  await ok(api(a).GET('/api/admin/me'));
  await ok(api(b).GET('/api/admin/me'));
  await ok(api().POST('/api/admin/profile-fields', { body: { key: 'pronouns', label: 'Pronouns', type: 'text' } }));
  for (const name of ['Default', 'Short', 'Full', 'VIP', 'German']) {
    ids[name] = (await createPublishedWith(api(), { name, html: `<p>${name} {{displayName}}{{custom.pronouns}}</p>` })).id;
  }
  await ok(api().PUT('/api/admin/roles', { body: { new: ids.Default, reply: null } }));
  await ok(
    api().PUT('/api/admin/rules', {
      body: {
        rules: [
          { name: 'Colleagues', attribute: 'recipients', operator: 'allInternal', new: ids.Short },
          { name: 'Our best customer', attribute: 'recipients', operator: 'anyInDomains', value: ['Customer.Example'], new: ids.VIP },
          { name: 'German customers', attribute: 'recipients', operator: 'anyInCountries', value: ['.DE'], new: ids.German },
          { name: 'Customers', attribute: 'recipients', operator: 'anyExternal', new: ids.Full },
        ],
      },
    }),
  );
  await ok(
    api().POST('/api/admin/footers', {
      body: { name: 'Legal', html: '<p>Legal notice</p>', audience: { attribute: 'recipients', operator: 'anyExternal' } },
    }),
  );
  await ok(api(b).POST('/api/admin/profile-fields', { body: { key: 'pronouns', label: 'Pronouns', type: 'text' } }));
  for (const name of ['B Default', 'B Short', 'B Full']) {
    ids[name] = (await createPublishedWith(api(b), { name, html: `<p>${name}{{custom.pronouns}}</p>` })).id;
  }
  await ok(api(b).PUT('/api/admin/roles', { body: { new: ids['B Default'], reply: null } }));
  await ok(
    api(b).PUT('/api/admin/rules', {
      body: {
        rules: [
          { attribute: 'recipients', operator: 'allInternal', new: ids['B Short'] },
          { attribute: 'recipients', operator: 'anyExternal', new: ids['B Full'] },
        ],
      },
    }),
  );
});
afterAll(() => host.close());

describe('the signature by recipient', () => {
  it('answers the sender-only signature without recipients, or with none: no recipient condition holds', async () => {
    expect(await composed('ann.lee@fabrikam.test')).toBe('<p>Default Ann Lee</p>');
    expect(await composed('ann.lee@fabrikam.test', [])).toBe('<p>Default Ann Lee</p>');
    const get = await (await addin('ann.lee@fabrikam.test', a)).GET('/api/signature', { params: { query: { type: 'new' } } });
    expect(get.data?.html).toBe('<p>Default Ann Lee</p>');
  });

  it('gives colleagues the short one: the verified domain and its subdomains, in any case', async () => {
    expect(await composed('ann.lee@fabrikam.test', ['fabrikam.test', 'SALES.Fabrikam.Test'])).toBe('<p>Short Ann Lee</p>');
  });

  it('gives customers the full one with the external footer; a listed domain or country settles first, in rule order', async () => {
    expect(await composed('ann.lee@fabrikam.test', ['fabrikam.test', 'example.org'])).toBe('<p>Full Ann Lee</p><p>Legal notice</p>');
    expect(await composed('ann.lee@fabrikam.test', ['eu.customer.example'])).toBe('<p>VIP Ann Lee</p><p>Legal notice</p>');
    expect(await composed('ann.lee@fabrikam.test', ['shop.example.de', 'customer.example'])).toContain('VIP');
    expect(await composed('ann.lee@fabrikam.test', ['shop.example.de'])).toBe('<p>German Ann Lee</p><p>Legal notice</p>');
  });

  it('takes the GET form with recipientDomains, and the download with recipients', async () => {
    const client = await addin('ann.lee@fabrikam.test', a);
    const get = await client.GET('/api/signature', { params: { query: { type: 'new', recipientDomains: 'fabrikam.test, Example.org' } } });
    expect(get.data?.html).toBe('<p>Full Ann Lee</p><p>Legal notice</p>');
    const file = await client.POST('/api/signature/download', {
      body: { type: 'new', recipients: { domains: ['fabrikam.test'] } },
      parseAs: 'text',
    });
    expect(file.data).toContain('<p>Short Ann Lee</p>');
    expect(file.data).not.toContain('Legal notice');
    const fileGet = await client.GET('/api/signature/download', {
      params: { query: { recipientDomains: 'example.org' } },
      parseAs: 'text',
    });
    expect(fileGet.data).toContain('Legal notice');
  });

  it('refuses what is not a list of at most 100 domains, with invalid_request, for each form', async () => {
    const token = await host.token({ tenant: a, user: 'ann.lee@fabrikam.test', scope: 'access_as_user' });
    const before = await logCount();
    const many = Array.from({ length: 101 }, (_, i) => `d${i}.example`);
    for (const recipients of [
      { domains: many },
      { domains: ['anna@example.org'] },
      { domains: 'example.org' },
      { domains: [], addresses: [] },
    ]) {
      const res = await host.call('POST', '/api/signature', { token, body: { recipients } });
      expect([res.status, res.json.code, Object.keys(res.json.fields ?? {})[0]]).toEqual([
        400,
        'invalid_request',
        expect.stringMatching(/^recipients/),
      ]);
    }
    for (const path of ['/api/signature', '/api/signature/download']) {
      const res = await host.call('GET', `${path}?recipientDomains=anna%40example.org`, { token });
      expect([res.status, res.json.code, Object.keys(res.json.fields)]).toEqual([400, 'invalid_request', ['recipientDomains.0']]);
    }
    const tooMany = await host.call('GET', `/api/signature?recipientDomains=${many.join(',')}`, { token });
    expect([tooMany.status, tooMany.json.code]).toEqual([400, 'invalid_request']);
    expect(await logCount()).toBe(before);
  });
});

describe('partner domains', () => {
  it('counts them inside, with their subdomains, change-logs them and takes them out again', async () => {
    expect(await composed('ben.okafor@fabrikam.test', ['mail.adatum.example'])).toContain('Full');
    const saved = await ok(
      api().PUT('/api/admin/settings', { body: { partnerDomains: ['Adatum.Example', 'adatum.example', 'contractor.example'] } }),
    );
    expect(saved.partnerDomains).toEqual(['adatum.example', 'contractor.example']);
    const entry = (await ok(api().GET('/api/admin/log', { params: { query: { limit: 1 } } }))).entries[0];
    expect(entry).toMatchObject({ action: 'settings.changed', target: 'partnerDomains' });
    expect(await composed('ben.okafor@fabrikam.test', ['mail.adatum.example', 'fabrikam.test'])).toBe('<p>Short Ben Okafor</p>');
    await ok(api().PUT('/api/admin/settings', { body: { partnerDomains: ['contractor.example'] } }));
    expect(await composed('ben.okafor@fabrikam.test', ['mail.adatum.example'])).toContain('Full');
  });

  it('refuses more than 200, or one that is no domain, and changes nothing', async () => {
    const before = await ok(api().GET('/api/admin/settings'));
    const entries = await logCount();
    for (const partnerDomains of [
      Array.from({ length: 201 }, (_, i) => `p${i}.example`),
      ['adatum.example', 'not a domain'],
      'adatum.example',
    ]) {
      const res = await call('PUT', '/api/admin/settings', { partnerDomains });
      expect([res.status, res.json.code, Object.keys(res.json.fields)[0]]).toEqual([
        400,
        'invalid_request',
        expect.stringMatching(/^partnerDomains/),
      ]);
    }
    expect(await ok(api().GET('/api/admin/settings'))).toEqual(before);
    expect(await logCount()).toBe(entries);
  });
});

describe('organisations apart', () => {
  it("never counts one organisation's verified or partner domains inside another", async () => {
    await ok(api(a).PUT('/api/admin/settings', { body: { partnerDomains: ['adatum.example'] } }));
    expect(await composed('oli.kim@northwind.test', ['fabrikam.test'], b)).toBe('<p>B Full</p>');
    expect(await composed('oli.kim@northwind.test', ['adatum.example'], b)).toBe('<p>B Full</p>');
    expect(await composed('oli.kim@northwind.test', ['northwind.test'], b)).toBe('<p>B Short</p>');
    expect(await composed('ann.lee@fabrikam.test', ['northwind.test'], a)).toContain('Full');
  });
});

describe('the answer cache', () => {
  const MAILBOX = 'dev.patel@fabrikam.test';
  /** Saves a value through the API, then changes it behind the services: a fresh render shows the change, a cached answer not. */
  const saved = async (t: string, mailbox: string) => {
    const staff = host.api(await host.token({ tenant: t, user: mailbox }));
    expect((await staff.PUT('/api/me/profile', { body: { values: { pronouns: 'x' } } })).response.status).toBe(200);
    return async () => {
      const table = host.services.storage.table('profilevalues');
      for await (const row of table.listEntities<{ address?: string }>({ queryOptions: { filter: `PartitionKey eq '${t}'` } })) {
        if (row.address === mailbox)
          await table.updateEntity({ partitionKey: t, rowKey: row.rowKey!, values: JSON.stringify({ pronouns: 'behind' }) }, 'Merge');
      }
    };
  };

  it('keys on what the recipients decide: one answer inside, one outside, shared by different companies', async () => {
    await ok(api().PUT('/api/admin/settings', { body: { partnerDomains: [] } }));
    const behind = await saved(a, MAILBOX);
    expect(await composed(MAILBOX, ['fabrikam.test'])).toBe('<p>Short Dev Patelx</p>');
    expect(await composed(MAILBOX, ['example.org'])).toBe('<p>Full Dev Patelx</p><p>Legal notice</p>');
    expect(await composed(MAILBOX)).toBe('<p>Default Dev Patelx</p>');
    // Written behind the services: a fresh render shows it, an answer from the cache does not.
    await behind();
    expect(await composed(MAILBOX, ['hr.fabrikam.test'])).toBe('<p>Short Dev Patelx</p>');
    expect(await composed(MAILBOX, ['other.example', 'fabrikam.test'])).toBe('<p>Full Dev Patelx</p><p>Legal notice</p>');
    expect(await composed(MAILBOX)).toBe('<p>Default Dev Patelx</p>');
    expect(await composed(MAILBOX, ['customer.example'])).toBe('<p>VIP Dev Patelbehind</p><p>Legal notice</p>');
  });

  it('keeps one answer per mailbox for an organisation that tests no recipients', async () => {
    const user = 'pat.diaz@northwind.test';
    await ok(api(b).PUT('/api/admin/rules', { body: { rules: [] } }));
    const behind = await saved(b, user);
    expect(await composed(user, undefined, b)).toBe('<p>B Defaultx</p>');
    await behind();
    expect(await composed(user, ['example.org'], b)).toBe('<p>B Defaultx</p>');
    expect(await composed(user, ['northwind.test', 'other.example'], b)).toBe('<p>B Defaultx</p>');
  });
});

describe('simulation by recipient', () => {
  const simulate = (body: object) => call('POST', '/api/admin/rules/simulate', { email: 'ann.lee@fabrikam.test', ...body });

  it('shows each recipient inside or outside, and why each rule matched', async () => {
    const res = await ok(
      api().POST('/api/admin/rules/simulate', {
        body: { email: 'ann.lee@fabrikam.test', recipients: { domains: ['fabrikam.test', 'Shop.Example.de'] } },
      }),
    );
    expect(res.recipients).toEqual({
      domains: [
        { domain: 'fabrikam.test', internal: true, country: null },
        { domain: 'shop.example.de', internal: false, country: 'de' },
      ],
    });
    expect(res.trace.map((t) => [t.name, t.matched, t.actual, t.settled])).toEqual([
      ['Colleagues', false, ['shop.example.de'], []],
      ['Our best customer', false, [], []],
      ['German customers', true, ['shop.example.de'], ['new']],
      ['Customers', true, ['shop.example.de'], []],
    ]);
    expect(res.roles.new).toMatchObject({ templateId: ids.German, templateName: 'German' });
  });

  it('without recipients, matches no recipient rule and says none were given', async () => {
    const res = await ok(api().POST('/api/admin/rules/simulate', { body: { email: 'ann.lee@fabrikam.test' } }));
    expect(res.recipients).toBeNull();
    expect(res.trace.map((t) => [t.matched, t.actual])).toEqual(Array(4).fill([false, null]));
    expect(res.roles.new).toMatchObject({ templateId: ids.Default });
  });

  it('refuses recipients that are not domains', async () => {
    const res = await simulate({ recipients: { domains: ['ann@example.org'] } });
    expect([res.status, res.json.code, Object.keys(res.json.fields)]).toEqual([400, 'invalid_request', ['recipients.domains.0']]);
  });
});

describe('recipient conditions as they are saved', () => {
  it('keeps listed domains and countries normalised, on rules and on block audiences', async () => {
    const rules = (await ok(api().GET('/api/admin/rules'))).rules;
    expect(rules.map((r) => r.value)).toEqual([null, ['customer.example'], ['de'], null]);
    const banner = await ok(
      api().POST('/api/admin/banners', {
        body: {
          name: 'DACH',
          html: '<p>DACH</p>',
          audience: { attribute: 'recipients', operator: 'anyInCountries', value: ['DE', '.at'] },
        },
      }),
    );
    expect(banner.audience).toEqual({ attribute: 'recipients', operator: 'anyInCountries', value: ['de', 'at'] });
    expect(await composed('finn.berg@fabrikam.test', ['example.at'])).toBe('<p>Full Finn Berg</p><p>DACH</p><p>Legal notice</p>');
    expect(await composed('finn.berg@fabrikam.test', ['fabrikam.test'])).toBe('<p>Short Finn Berg</p>');
    await ok(api().DELETE('/api/admin/banners/{id}', { params: { path: { id: banner.id } } }));
  });

  it('refuses a recipient condition that does not fit, and changes nothing', async () => {
    const rulesBefore = await ok(api().GET('/api/admin/rules'));
    const bad = [
      { attribute: 'recipients', operator: 'anyExternal', value: 'x', new: ids.Full },
      { attribute: 'recipients', operator: 'anyInDomains', value: ['ann@customer.example'], new: ids.Full },
      { attribute: 'recipients', operator: 'anyInCountries', value: ['xx'], new: ids.Full },
      { attribute: 'recipients', operator: 'equals', value: 'x', new: ids.Full },
      { attribute: 'department', operator: 'anyExternal', new: ids.Full },
    ];
    for (const rule of bad) {
      const res = await call('PUT', '/api/admin/rules', { rules: [rule] });
      expect([res.status, res.json.code, Object.keys(res.json.fields)[0]]).toEqual([
        400,
        'invalid_request',
        expect.stringMatching(/^rules\.0\./),
      ]);
    }
    expect(await ok(api().GET('/api/admin/rules'))).toEqual(rulesBefore);
    const footers = (await ok(api().GET('/api/admin/footers'))).footers;
    const res = await call('POST', '/api/admin/footers', {
      name: 'Bad',
      html: '<p>Bad</p>',
      audience: { attribute: 'recipients', operator: 'anyInCountries', value: ['xx'] },
    });
    expect([res.status, res.json.code]).toEqual([400, 'invalid_request']);
    expect((await ok(api().GET('/api/admin/footers'))).footers).toEqual(footers);
  });
});
