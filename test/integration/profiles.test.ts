import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { operations } from '../../portal/src/api/schema.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

let host: TestHost;
let tenant: string;
let admin: string;
let staff: string;

type FieldBody = operations['postApiAdminProfileFields']['requestBody']['content']['application/json'];
type Values = Record<string, string | null>;
const api = (token = admin) => host.api(token);
const createField = (body: FieldBody) => api().POST('/api/admin/profile-fields', { body });
const updateField = (key: string, body: Omit<FieldBody, 'key'> & { key?: string }) =>
  api().PUT('/api/admin/profile-fields/{key}', { params: { path: { key } }, body });
const deleteField = (key: string) => api().DELETE('/api/admin/profile-fields/{key}', { params: { path: { key } } });
const saveOwn = (values: Values, token = staff) => api(token).PUT('/api/me/profile', { body: { values } });
const readOwn = (token = staff) => api(token).GET('/api/me/profile');
const saveFor = (email: string, values: Values) =>
  api().PUT('/api/admin/profile-values/{email}', { params: { path: { email } }, body: { values } });
const settings = (body: { profileEditing: boolean }) => ok(api().PUT('/api/admin/settings', { body }));
const fieldsNow = async () => (await ok(api().GET('/api/admin/profile-fields'))).fields;
const groupsNow = async () => (await ok(api().GET('/api/admin/fields'))).groups;
const valuesOf = async (address: string) => host.services.profiles.values(tenant, (await host.services.resolver.resolve(tenant, address))!);

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, 'profile.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'profile.admin@fabrikam.test' });
  await ok(api().GET('/api/admin/me'));
  staff = await host.token({ tenant, user: 'cleo.martin@fabrikam.test', name: 'Cleo Martin' });
  for (const f of [
    { key: 'pronouns', label: 'Pronouns', type: 'choice', options: ['she/her', 'he/him', 'they/them'] },
    { key: 'booking', label: 'Booking link', type: 'url' },
    { key: 'note', label: 'Short note', type: 'text', maxLength: 20 },
    { key: 'assistant', label: 'Assistant e-mail', type: 'email' },
    { key: 'direct', label: 'Direct line', type: 'phone' },
  ] satisfies FieldBody[]) {
    expect((await createField(f)).response.status).toBe(201);
  }
});
afterAll(() => host.close());

describe('profile field definitions', () => {
  it('lists fields with defaults, and offers them to the editors under User profile', async () => {
    const fields = await fieldsNow();
    expect(fields.find((f) => f.key === 'booking')).toEqual({
      key: 'booking',
      label: 'Booking link',
      help: '',
      type: 'url',
      options: [],
      maxLength: 200,
      enabled: true,
    });
    const groups = await groupsNow();
    const placeholders = (group: string) => groups.find((g) => g.group === group)?.placeholders.map((p) => p.placeholder);
    expect(placeholders('User profile')).toEqual(expect.arrayContaining(['{{custom.pronouns}}', '{{sender.custom.pronouns}}']));
    expect(placeholders('Directory')).toContain('{{jobTitle}}');
  });

  it.each<[string, FieldBody, string]>([
    ['a key with spaces', { key: 'my key', label: 'x', type: 'text' }, 'key'],
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
  ])('refuses %s with 400, creating nothing', async (_what, body, field) => {
    const before = await fieldsNow();
    const res = await createField(body);
    expect(statusAndCode(res)).toEqual([400, 'invalid_request']);
    expect(Object.keys(res.error?.fields ?? {})).toContain(field);
    expect(await fieldsNow()).toEqual(before);
  });

  // Bodies the schema forbids go raw.
  it.each([
    ['an unknown type', { key: 'k1', label: 'x', type: 'date' }, 'type'],
    ['no label', { key: 'k8', type: 'text' }, 'label'],
    ['an unknown property', { key: 'k9', label: 'x', type: 'text', colour: 'red' }, 'colour'],
  ])('refuses %s with 400, creating nothing', async (_what, body, field) => {
    const before = await fieldsNow();
    const res = await host.call('POST', '/api/admin/profile-fields', { token: admin, body });
    expect([res.status, res.json?.code]).toEqual([400, 'invalid_request']);
    expect(Object.keys(res.json.fields)).toContain(field);
    expect(await fieldsNow()).toEqual(before);
  });

  it('ignores options on other types, refuses a key that exists, and keeps keys immutable', async () => {
    expect((await ok(createField({ key: 'dept2', label: 'x', type: 'text', options: ['a'] }))).options).toEqual([]);
    const before = await fieldsNow();
    expect(statusAndCode(await createField({ key: 'booking', label: 'again', type: 'text' }))).toEqual([409, 'field_exists']);
    const rename = await updateField('booking', { key: 'booking2', label: 'Booking', type: 'url' });
    expect(statusAndCode(rename)).toEqual([400, 'invalid_request']);
    expect(rename.error?.fields?.key).toBe('is immutable');
    expect(statusAndCode(await updateField('nope', { label: 'x', type: 'text' }))).toEqual([404, 'not_found']);
    expect(await fieldsNow()).toEqual(before);
    expect(statusAndCode(await api(staff).GET('/api/admin/profile-fields'))).toEqual([403, 'not_a_portal_user']);
  });

  it('changing text to url deletes exactly the values that are not links, and says how many', async () => {
    await ok(createField({ key: 'site', label: 'Website', type: 'text' }));
    const people = {
      'ann.lee@fabrikam.test': 'https://ann.example',
      'dev.patel@fabrikam.test': 'dev dot com',
      'eva.jansen@fabrikam.test': 'http://eva.example/x',
    };
    for (const [email, value] of Object.entries(people)) {
      expect((await saveFor(email, { site: value, note: 'keep me' })).response.status).toBe(200);
    }
    const res = await updateField('site', { label: 'Website', type: 'url' });
    expect(res.data).toMatchObject({ field: { type: 'url' }, removedValues: 1 });
    expect(await valuesOf('dev.patel@fabrikam.test')).toEqual({ note: 'keep me' });
    expect((await valuesOf('ann.lee@fabrikam.test')).site).toBe('https://ann.example');
    expect((await valuesOf('eva.jansen@fabrikam.test')).site).toBe('http://eva.example/x');
  });

  it('switching a field off hides it and keeps its values; deleting it removes every value', async () => {
    await ok(updateField('site', { label: 'Website', type: 'url', enabled: false }));
    expect((await valuesOf('ann.lee@fabrikam.test')).site).toBe('https://ann.example');
    expect(JSON.stringify(await groupsNow())).not.toContain('custom.site');
    const own = await ok(readOwn(await host.token({ tenant, user: 'ann.lee@fabrikam.test' })));
    expect(own.fields.map((f) => f.key)).not.toContain('site');
    expect(own.values).not.toHaveProperty('site');
    expect((await ok(deleteField('site'))).removedValues).toBe(2);
    expect(await valuesOf('ann.lee@fabrikam.test')).not.toHaveProperty('site');
    expect(statusAndCode(await deleteField('site'))).toEqual([404, 'not_found']);
  });
});

describe('staff filling in their own profile', () => {
  it('reads fields, values and directory attributes, and saves valid values', async () => {
    const get = await ok(readOwn());
    expect(get.address).toBe('cleo.martin@fabrikam.test');
    expect(get.directory).toMatchObject({ displayName: 'Cleo Martin', department: 'Marketing' });
    const put = await saveOwn({
      pronouns: 'she/her',
      booking: 'https://cal.example/cleo',
      direct: '+33 1 23 45 67 89',
      assistant: 'pa@fabrikam.test',
    });
    expect(put.response.status).toBe(200);
    expect(await valuesOf('cleo.martin@fabrikam.test')).toEqual({
      pronouns: 'she/her',
      booking: 'https://cal.example/cleo',
      direct: '+33 1 23 45 67 89',
      assistant: 'pa@fabrikam.test',
    });
    expect((await ok(saveOwn({ assistant: null }))).values).not.toHaveProperty('assistant');
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
    const res = await saveOwn({ ...values, note: values.note ?? 'fine' });
    expect(statusAndCode(res)).toEqual([400, 'invalid_request']);
    expect(Object.keys(res.error?.fields ?? {})).toEqual([field]);
    expect(await valuesOf('cleo.martin@fabrikam.test')).toEqual(before);
  });

  it('stores the values of an alias against the primary address', async () => {
    const alias = await host.token({ tenant, user: 'ben@fabrikam.test' });
    const res = await ok(saveOwn({ pronouns: 'he/him' }, alias));
    expect(res.address).toBe('ben.okafor@fabrikam.test');
    expect(await valuesOf('ben.okafor@fabrikam.test')).toEqual({ pronouns: 'he/him' });
  });

  it('refuses with portal_off while profile editing is off, changing nothing', async () => {
    await settings({ profileEditing: false });
    try {
      const before = await valuesOf('cleo.martin@fabrikam.test');
      expect(statusAndCode(await readOwn())).toEqual([403, 'portal_off']);
      expect(statusAndCode(await saveOwn({ pronouns: 'they/them' }))).toEqual([403, 'portal_off']);
      expect(await valuesOf('cleo.martin@fabrikam.test')).toEqual(before);
    } finally {
      await settings({ profileEditing: true });
    }
  });

  it('refuses each organisation gate, a lapsed trial, and an address that is no mailbox', async () => {
    const before = await valuesOf('cleo.martin@fabrikam.test');
    const outsider = await host.token({ tenant: crypto.randomUUID(), user: 'x@nowhere.example' });
    expect(statusAndCode(await readOwn(outsider))).toEqual([403, 'not_onboarded']);
    for (const [lever, back, code] of [
      ['suspend', 'resume', 'suspended'],
      ['schedule-deletion', 'restore', 'pending_deletion'],
    ] as const) {
      await host.services.tenants.pullLever(tenant, lever);
      try {
        expect(statusAndCode(await saveOwn({ pronouns: 'they/them' }))).toEqual([403, code]);
      } finally {
        await host.services.tenants.pullLever(tenant, back);
      }
    }
    host.clock.advance(31 * 24 * 3600_000);
    try {
      expect(statusAndCode(await readOwn())).toEqual([402, 'subscription_inactive']);
    } finally {
      host.clock.reset();
    }
    await host.services.exclusions.add(tenant, { actor: 'test' }, ['cleo.martin@fabrikam.test']);
    try {
      expect(statusAndCode(await saveOwn({ pronouns: 'they/them' }))).toEqual([403, 'mailbox_excluded']);
    } finally {
      await host.services.exclusions.remove(tenant, { actor: 'test' }, 'cleo.martin@fabrikam.test');
    }
    expect(await valuesOf('cleo.martin@fabrikam.test')).toEqual(before);
    const guest = await host.token({ tenant, user: 'gus@partner.example' });
    expect(statusAndCode(await readOwn(guest))).toEqual([404, 'not_a_mailbox']);
    const addin = await host.token({ tenant, user: 'cleo.martin@fabrikam.test', scope: 'access_as_user' });
    expect(statusAndCode(await readOwn(addin))).toEqual([401, 'unauthenticated']);
  });

  it('refuses the own signature while delivery is paused, in its own code, once; the profile stays editable', async () => {
    const { id } = await createPublishedWith(api(), { name: 'Own', html: '<p>{{displayName}}</p>' });
    const roles = (body: { new: string | null; reply: null }) => ok(api().PUT('/api/admin/roles', { body }));
    const delivery = (paused: boolean) => ok(api().PUT('/api/admin/signature-delivery', { body: { paused } }));
    const ownSignature = () => api(staff).GET('/api/me/signature', { params: { query: { type: 'new' } }, parseAs: 'text' });
    await roles({ new: id, reply: null });
    expect((await ownSignature()).response.status).toBe(200);
    await delivery(true);
    try {
      expect(statusAndCode(await ownSignature())).toEqual([403, 'delivery_paused']);
      expect((await readOwn()).response.status).toBe(200);
      const addin = host.api(await host.token({ tenant, user: 'cleo.martin@fabrikam.test', scope: 'access_as_user' }));
      expect((await addin.GET('/api/signature/profile')).response.status).toBe(200);
      expect(statusAndCode(await addin.POST('/api/signature', { body: { type: 'new' } }))).toEqual([403, 'signature_unavailable']);
    } finally {
      await delivery(false);
      await roles({ new: null, reply: null });
    }
  });

  it('limits saves to 20 a minute per mailbox', async () => {
    const eva = await host.token({ tenant, user: 'eva.jansen@fabrikam.test' });
    host.clock.freeze(new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000 + 1000));
    try {
      for (let i = 0; i < 20; i++) expect((await saveOwn({ note: `n${i}` }, eva)).response.status).toBe(200);
      const over = await saveOwn({ note: 'over' }, eva);
      expect(statusAndCode(over)).toEqual([429, 'rate_limited']);
      expect(over.response.headers.get('retry-after')).toBeTruthy();
      expect((await valuesOf('eva.jansen@fabrikam.test')).note).toBe('n19');
    } finally {
      host.clock.reset();
    }
  });
});

describe('administrators on colleagues values', () => {
  it('lists mailboxes with values and completion, paged', async () => {
    const page = (query: { limit: number; cursor?: string }) => ok(api().GET('/api/admin/profile-values', { params: { query } }));
    const first = await page({ limit: 2 });
    expect(first.mailboxes).toHaveLength(2);
    expect(first.cursor).toBeTruthy();
    expect(first.fields.map((f) => f.key)).toContain('pronouns');
    const rest = await page({ limit: 100, cursor: first.cursor ?? undefined });
    const cleo = [...first.mailboxes, ...rest.mailboxes].find((m) => m.address === 'cleo.martin@fabrikam.test')!;
    expect(cleo.completed).toBe(
      Object.keys(cleo.values).filter((k) => ['pronouns', 'booking', 'note', 'assistant', 'direct', 'dept2'].includes(k)).length,
    );
  });

  it('edits a colleague, validated as their own save, logged; refuses an address not in the directory', async () => {
    const res = await saveFor('dev.patel@fabrikam.test', { pronouns: 'he/him' });
    expect(res.response.status).toBe(200);
    // (The rate-limit test before ran on a clock moved a minute ahead, so look the entry up rather than take the newest.)
    const { entries } = await ok(api().GET('/api/admin/log', { params: { query: { scope: 'template', limit: 100 } } }));
    const entry = entries.find(
      (e) =>
        e.target === 'dev.patel@fabrikam.test' &&
        e.actor === 'profile.admin@fabrikam.test' &&
        (e.details as { fields?: string[] }).fields?.[0] === 'pronouns',
    );
    expect(entry).toMatchObject({ action: 'profile.values_saved', scope: 'template' });
    const before = await valuesOf('dev.patel@fabrikam.test');
    expect(statusAndCode(await saveFor('dev.patel@fabrikam.test', { pronouns: 'nope' }))).toEqual([400, 'invalid_request']);
    expect(statusAndCode(await saveFor('stranger@elsewhere.example', { pronouns: 'he/him' }))).toEqual([404, 'not_found']);
    expect(await valuesOf('dev.patel@fabrikam.test')).toEqual(before);
  });

  it('needs the staff-profile capability, which no key can use', async () => {
    await ok(api().PUT('/api/admin/users', { body: { email: 'ann.lee@fabrikam.test', role: 'Editor' } }));
    const editor = await host.token({ tenant, user: 'ann.lee@fabrikam.test' });
    expect(statusAndCode(await api(editor).GET('/api/admin/profile-values'))).toEqual([403, 'missing_capability']);
    const { secret } = await ok(
      api().POST('/api/admin/api-keys', { body: { name: 'p', access: ['staff-profile', 'settings'], readOnly: false } }),
    );
    const keyed = api(secret);
    expect(statusAndCode(await keyed.GET('/api/admin/profile-values'))).toEqual([404, 'not_available_to_api_keys']);
    const save = await keyed.PUT('/api/admin/profile-values/{email}', {
      params: { path: { email: 'dev.patel@fabrikam.test' } },
      body: { values: {} },
    });
    expect(statusAndCode(save)).toEqual([404, 'not_available_to_api_keys']);
    expect((await keyed.GET('/api/admin/profile-fields')).response.status).toBe(200);
  });
});
