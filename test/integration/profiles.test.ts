import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';

let host: TestHost;
let tenant: string;
let admin: string;
let staff: string;

const call = (method: string, path: string, body?: unknown, token = admin) => host.call(method, path, { token, body });
const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);
const fieldsNow = async () => (await call('GET', '/api/admin/profile-fields')).json.fields;
const valuesOf = (address: string) => host.services.profiles.values(tenant, address);

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: 'profile.admin@fabrikam.test' });
  await call('GET', '/api/admin/me');
  staff = await host.token({ tenant, user: 'cleo.martin@fabrikam.test', name: 'Cleo Martin' });
  for (const f of [
    { key: 'pronouns', label: 'Pronouns', type: 'choice', options: ['she/her', 'he/him', 'they/them'] },
    { key: 'booking', label: 'Booking link', type: 'url' },
    { key: 'note', label: 'Short note', type: 'text', maxLength: 20 },
    { key: 'assistant', label: 'Assistant e-mail', type: 'email' },
    { key: 'direct', label: 'Direct line', type: 'phone' },
  ]) {
    expect((await call('POST', '/api/admin/profile-fields', f)).status).toBe(201);
  }
});
afterAll(() => host.close());

describe('profile field definitions', () => {
  it('lists fields with defaults, and offers them to the editors under User profile', async () => {
    const fields = await fieldsNow();
    expect(fields.find((f: { key: string }) => f.key === 'booking')).toEqual({
      key: 'booking',
      label: 'Booking link',
      help: '',
      type: 'url',
      options: [],
      maxLength: 200,
      enabled: true,
    });
    const groups = (await call('GET', '/api/admin/fields')).json.groups;
    const profile = groups.find((g: { group: string }) => g.group === 'User profile');
    expect(profile.placeholders.map((p: { placeholder: string }) => p.placeholder)).toEqual(
      expect.arrayContaining(['{{custom.pronouns}}', '{{sender.custom.pronouns}}']),
    );
    expect(
      groups.find((g: { group: string }) => g.group === 'Directory').placeholders.map((p: { placeholder: string }) => p.placeholder),
    ).toContain('{{jobTitle}}');
  });

  it.each([
    ['a key with spaces', { key: 'my key', label: 'x', type: 'text' }, 'key'],
    ['an unknown type', { key: 'k1', label: 'x', type: 'date' }, 'type'],
    ['a choice without options', { key: 'k2', label: 'x', type: 'choice' }, 'options'],
    [
      'a choice with 25 options',
      { key: 'k3', label: 'x', type: 'choice', options: Array.from({ length: 25 }, (_, i) => `o${i}`) },
      'options',
    ],
    ['a choice with repeated options', { key: 'k4', label: 'x', type: 'choice', options: ['a', 'A'] }, 'options'],
    ['maxLength 0', { key: 'k5', label: 'x', type: 'text', maxLength: 0 }, 'maxLength'],
    ['maxLength 501', { key: 'k6', label: 'x', type: 'text', maxLength: 501 }, 'maxLength'],
    ['a fractional maxLength', { key: 'k7', label: 'x', type: 'text', maxLength: 2.5 }, 'maxLength'],
    ['no label', { key: 'k8', type: 'text' }, 'label'],
    ['an unknown property', { key: 'k9', label: 'x', type: 'text', colour: 'red' }, 'colour'],
  ])('refuses %s with 400, creating nothing', async (_what, body, field) => {
    const before = await fieldsNow();
    const res = await call('POST', '/api/admin/profile-fields', body);
    expectCode(res, 400, 'invalid_request');
    expect(Object.keys(res.json.fields)).toContain(field);
    expect(await fieldsNow()).toEqual(before);
  });

  it('ignores options on other types, refuses a key that exists, and keeps keys immutable', async () => {
    expect(
      (await call('POST', '/api/admin/profile-fields', { key: 'dept2', label: 'x', type: 'text', options: ['a'] })).json.options,
    ).toEqual([]);
    const before = await fieldsNow();
    expectCode(await call('POST', '/api/admin/profile-fields', { key: 'booking', label: 'again', type: 'text' }), 409, 'field_exists');
    const rename = await call('PUT', '/api/admin/profile-fields/booking', { key: 'booking2', label: 'Booking', type: 'url' });
    expectCode(rename, 400, 'invalid_request');
    expect(rename.json.fields.key).toBe('is immutable');
    expectCode(await call('PUT', '/api/admin/profile-fields/nope', { label: 'x', type: 'text' }), 404, 'not_found');
    expect(await fieldsNow()).toEqual(before);
    expectCode(await call('GET', '/api/admin/profile-fields', undefined, staff), 403, 'not_a_portal_user');
  });

  it('changing text to url deletes exactly the values that are not links, and says how many', async () => {
    await call('POST', '/api/admin/profile-fields', { key: 'site', label: 'Website', type: 'text' });
    const people = {
      'ann.lee@fabrikam.test': 'https://ann.example',
      'dev.patel@fabrikam.test': 'dev dot com',
      'eva.jansen@fabrikam.test': 'http://eva.example/x',
    };
    for (const [email, value] of Object.entries(people)) {
      expect((await call('PUT', `/api/admin/profile-values/${email}`, { values: { site: value, note: 'keep me' } })).status).toBe(200);
    }
    const res = await call('PUT', '/api/admin/profile-fields/site', { label: 'Website', type: 'url' });
    expect(res.json).toMatchObject({ field: { type: 'url' }, removedValues: 1 });
    expect(await valuesOf('dev.patel@fabrikam.test')).toEqual({ note: 'keep me' });
    expect((await valuesOf('ann.lee@fabrikam.test')).site).toBe('https://ann.example');
    expect((await valuesOf('eva.jansen@fabrikam.test')).site).toBe('http://eva.example/x');
  });

  it('switching a field off hides it and keeps its values; deleting it removes every value', async () => {
    await call('PUT', '/api/admin/profile-fields/site', { label: 'Website', type: 'url', enabled: false });
    expect((await valuesOf('ann.lee@fabrikam.test')).site).toBe('https://ann.example');
    const groups = (await call('GET', '/api/admin/fields')).json.groups;
    expect(JSON.stringify(groups)).not.toContain('custom.site');
    const annToken = await host.token({ tenant, user: 'ann.lee@fabrikam.test' });
    const own = await call('GET', '/api/me/profile', undefined, annToken);
    expect(own.json.fields.map((f: { key: string }) => f.key)).not.toContain('site');
    expect(own.json.values).not.toHaveProperty('site');
    expect((await call('DELETE', '/api/admin/profile-fields/site')).json.removedValues).toBe(2);
    expect(await valuesOf('ann.lee@fabrikam.test')).not.toHaveProperty('site');
    expectCode(await call('DELETE', '/api/admin/profile-fields/site'), 404, 'not_found');
  });
});

describe('staff filling in their own profile', () => {
  it('reads fields, values and directory attributes, and saves valid values', async () => {
    const get = await call('GET', '/api/me/profile', undefined, staff);
    expect(get.status).toBe(200);
    expect(get.json.address).toBe('cleo.martin@fabrikam.test');
    expect(get.json.directory).toMatchObject({ displayName: 'Cleo Martin', department: 'Marketing' });
    const put = await call(
      'PUT',
      '/api/me/profile',
      { values: { pronouns: 'she/her', booking: 'https://cal.example/cleo', direct: '+33 1 23 45 67 89', assistant: 'pa@fabrikam.test' } },
      staff,
    );
    expect(put.status).toBe(200);
    expect(await valuesOf('cleo.martin@fabrikam.test')).toEqual({
      pronouns: 'she/her',
      booking: 'https://cal.example/cleo',
      direct: '+33 1 23 45 67 89',
      assistant: 'pa@fabrikam.test',
    });
    expect((await call('PUT', '/api/me/profile', { values: { assistant: null } }, staff)).json.values).not.toHaveProperty('assistant');
  });

  it.each<[string, Record<string, string>, string]>([
    ['a value over maxLength', { note: 'x'.repeat(21) }, 'values.note'],
    ['a choice outside its options', { pronouns: 'xe/xem' }, 'values.pronouns'],
    ['a javascript: link', { booking: 'javascript:alert(1)' }, 'values.booking'],
    ['a link that is not one', { booking: 'cal dot example' }, 'values.booking'],
    ['a bad e-mail address', { assistant: 'pa at fabrikam' }, 'values.assistant'],
    ['a bad phone number', { direct: 'call me' }, 'values.direct'],
    ['an unknown field', { shoeSize: '9' }, 'values.shoeSize'],
  ])('refuses %s field by field and saves nothing', async (_what, values, field) => {
    const before = await valuesOf('cleo.martin@fabrikam.test');
    const res = await call('PUT', '/api/me/profile', { values: { ...values, note: values.note ?? 'fine' } }, staff);
    expectCode(res, 400, 'invalid_request');
    expect(Object.keys(res.json.fields)).toEqual([field]);
    expect(await valuesOf('cleo.martin@fabrikam.test')).toEqual(before);
  });

  it('stores the values of an alias against the primary address', async () => {
    const alias = await host.token({ tenant, user: 'ben@fabrikam.test' });
    const res = await call('PUT', '/api/me/profile', { values: { pronouns: 'he/him' } }, alias);
    expect(res.json.address).toBe('ben.okafor@fabrikam.test');
    expect(await valuesOf('ben.okafor@fabrikam.test')).toEqual({ pronouns: 'he/him' });
  });

  it('refuses with portal_off while profile editing is off, changing nothing', async () => {
    await call('PUT', '/api/admin/settings', { profileEditing: false });
    try {
      const before = await valuesOf('cleo.martin@fabrikam.test');
      expectCode(await call('GET', '/api/me/profile', undefined, staff), 403, 'portal_off');
      expectCode(await call('PUT', '/api/me/profile', { values: { pronouns: 'they/them' } }, staff), 403, 'portal_off');
      expect(await valuesOf('cleo.martin@fabrikam.test')).toEqual(before);
    } finally {
      await call('PUT', '/api/admin/settings', { profileEditing: true });
    }
  });

  it('refuses each organisation gate, a lapsed trial, and an address that is no mailbox', async () => {
    const before = await valuesOf('cleo.martin@fabrikam.test');
    const outsider = await host.token({ tenant: crypto.randomUUID(), user: 'x@nowhere.example' });
    expectCode(await call('GET', '/api/me/profile', undefined, outsider), 403, 'not_onboarded');
    for (const [lever, back, code] of [
      ['suspend', 'resume', 'suspended'],
      ['schedule-deletion', 'restore', 'pending_deletion'],
    ] as const) {
      await host.services.tenants.pullLever(tenant, lever);
      try {
        expectCode(await call('PUT', '/api/me/profile', { values: { pronouns: 'they/them' } }, staff), 403, code);
      } finally {
        await host.services.tenants.pullLever(tenant, back);
      }
    }
    host.clock.advance(31 * 24 * 3600_000);
    try {
      expectCode(await call('GET', '/api/me/profile', undefined, staff), 402, 'subscription_inactive');
    } finally {
      host.clock.reset();
    }
    await host.services.exclusions.add(tenant, { actor: 'test' }, ['cleo.martin@fabrikam.test']);
    try {
      expectCode(await call('PUT', '/api/me/profile', { values: { pronouns: 'they/them' } }, staff), 403, 'mailbox_excluded');
    } finally {
      await host.services.exclusions.remove(tenant, { actor: 'test' }, 'cleo.martin@fabrikam.test');
    }
    expect(await valuesOf('cleo.martin@fabrikam.test')).toEqual(before);
    const guest = await host.token({ tenant, user: 'gus@partner.example' });
    expectCode(await call('GET', '/api/me/profile', undefined, guest), 404, 'not_a_mailbox');
    expectCode(
      await call(
        'GET',
        '/api/me/profile',
        undefined,
        await host.token({ tenant, user: 'cleo.martin@fabrikam.test', scope: 'access_as_user' }),
      ),
      401,
      'unauthenticated',
    );
  });

  it('refuses the own signature while delivery is paused, in its own code, once; the profile stays editable', async () => {
    const id = (await createPublished(call, { name: 'Own', html: '<p>{{displayName}}</p>' })).json.id;
    await call('PUT', '/api/admin/roles', { new: id, reply: null });
    expect((await call('GET', '/api/me/signature?type=new', undefined, staff)).status).toBe(200);
    await call('PUT', '/api/admin/signature-delivery', { paused: true });
    try {
      expectCode(await call('GET', '/api/me/signature?type=new', undefined, staff), 403, 'delivery_paused');
      expect((await call('GET', '/api/me/profile', undefined, staff)).status).toBe(200);
      const addin = await host.token({ tenant, user: 'cleo.martin@fabrikam.test', scope: 'access_as_user' });
      expect((await host.call('GET', '/api/signature/profile', { token: addin })).status).toBe(200);
      expectCode(await host.call('POST', '/api/signature', { token: addin, body: { type: 'new' } }), 403, 'signature_unavailable');
    } finally {
      await call('PUT', '/api/admin/signature-delivery', { paused: false });
      await call('PUT', '/api/admin/roles', { new: null, reply: null });
    }
  });

  it('limits saves to 20 a minute per mailbox', async () => {
    const eva = await host.token({ tenant, user: 'eva.jansen@fabrikam.test' });
    host.clock.freeze(new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000 + 1000));
    try {
      for (let i = 0; i < 20; i++) expect((await call('PUT', '/api/me/profile', { values: { note: `n${i}` } }, eva)).status).toBe(200);
      const over = await call('PUT', '/api/me/profile', { values: { note: 'over' } }, eva);
      expectCode(over, 429, 'rate_limited');
      expect(over.headers.get('retry-after')).toBeTruthy();
      expect((await valuesOf('eva.jansen@fabrikam.test')).note).toBe('n19');
    } finally {
      host.clock.reset();
    }
  });
});

describe('administrators on colleagues values', () => {
  it('lists mailboxes with values and completion, paged', async () => {
    const first = await call('GET', '/api/admin/profile-values?limit=2');
    expect(first.json.mailboxes).toHaveLength(2);
    expect(first.json.cursor).toBeTruthy();
    expect(first.json.fields.map((f: { key: string }) => f.key)).toContain('pronouns');
    const rest = await call('GET', `/api/admin/profile-values?limit=100&cursor=${first.json.cursor}`);
    const all = [...first.json.mailboxes, ...rest.json.mailboxes];
    const cleo = all.find((m: { address: string }) => m.address === 'cleo.martin@fabrikam.test');
    expect(cleo.completed).toBe(
      Object.keys(cleo.values).filter((k) => ['pronouns', 'booking', 'note', 'assistant', 'direct', 'dept2'].includes(k)).length,
    );
  });

  it('edits a colleague, validated as their own save, logged; refuses an address not in the directory', async () => {
    const res = await call('PUT', '/api/admin/profile-values/dev.patel@fabrikam.test', { values: { pronouns: 'he/him' } });
    expect(res.status).toBe(200);
    // (The rate-limit test before ran on a clock moved a minute ahead, so look the entry up rather than take the newest.)
    const entries = (await call('GET', '/api/admin/log?scope=template&limit=100')).json.entries;
    const entry = entries.find(
      (e: { target: string; actor: string; details: { fields: string[] } }) =>
        e.target === 'dev.patel@fabrikam.test' && e.actor === 'profile.admin@fabrikam.test' && e.details.fields[0] === 'pronouns',
    );
    expect(entry).toMatchObject({ action: 'profile.values_saved', scope: 'template' });
    const before = await valuesOf('dev.patel@fabrikam.test');
    expectCode(
      await call('PUT', '/api/admin/profile-values/dev.patel@fabrikam.test', { values: { pronouns: 'nope' } }),
      400,
      'invalid_request',
    );
    expectCode(
      await call('PUT', '/api/admin/profile-values/stranger@elsewhere.example', { values: { pronouns: 'he/him' } }),
      404,
      'not_found',
    );
    expect(await valuesOf('dev.patel@fabrikam.test')).toEqual(before);
  });

  it('needs the staff-profile capability, which no key can use', async () => {
    await call('PUT', '/api/admin/users', { email: 'ann.lee@fabrikam.test', role: 'Editor' });
    const editor = await host.token({ tenant, user: 'ann.lee@fabrikam.test' });
    expectCode(await call('GET', '/api/admin/profile-values', undefined, editor), 403, 'missing_capability');
    const key = (await call('POST', '/api/admin/api-keys', { name: 'p', access: ['staff-profile', 'settings'], readOnly: false })).json
      .secret;
    const keyed = (m: string, p: string) =>
      host.call(m, p, { headers: { authorization: `Bearer ${key}` }, body: m === 'GET' ? undefined : { values: {} } });
    expectCode(await keyed('GET', '/api/admin/profile-values'), 404, 'not_available_to_api_keys');
    expectCode(await keyed('PUT', '/api/admin/profile-values/dev.patel@fabrikam.test'), 404, 'not_available_to_api_keys');
    expect((await keyed('GET', '/api/admin/profile-fields')).status).toBe(200);
  });
});
