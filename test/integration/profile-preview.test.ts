import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';

let host: TestHost;
let tenant: string;
let admin: string;
let staff: string;
const STAFF = 'cleo.martin@fabrikam.test';

const call = (method: string, path: string, body?: unknown, token = admin) => host.call(method, path, { token, body });
const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);
const valuesOf = (address: string) => host.services.profiles.values(tenant, address);

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: 'preview.admin@fabrikam.test' });
  await call('GET', '/api/admin/me');
  staff = await host.token({ tenant, user: STAFF, name: 'Cleo Martin' });
  expect(
    (await call('POST', '/api/admin/profile-fields', { key: 'pronouns', label: 'Pronouns', type: 'text', maxLength: 12 })).status,
  ).toBe(201);
  expect((await call('POST', '/api/admin/profile-fields', { key: 'site', label: 'Website', type: 'text' })).status).toBe(201);
  const created = await createPublished(call, {
    name: 'Staff',
    html: '<p>{{displayName}} ({{custom.pronouns}}) <a href="https://fabrikam.test/x">web</a></p>',
  });
  expect((await call('PUT', `/api/admin/templates/${created.json.id}/tracking`, { tracking: true })).status).toBe(200);
  expect((await call('PUT', '/api/admin/roles', { new: created.json.id, reply: null })).status).toBe(200);
  expect((await call('PUT', '/api/me/profile', { values: { pronouns: 'she/her' } }, staff)).status).toBe(200);
});
afterAll(() => host?.close());

describe('the staff page: own signature previewed with values not yet saved', () => {
  it('renders the typed value in place of the saved one, and saves nothing', async () => {
    const res = await call('POST', '/api/me/signature/preview', { values: { pronouns: 'they/them' } }, staff);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ assigned: true, problems: {} });
    expect(res.json.html).toContain('Cleo Martin (they/them)');
    expect(res.json.html).toMatch(/^<!doctype html>/);
    // A preview mints no tracked link: the template's link stays as written.
    expect(res.json.html).toContain('href="https://fabrikam.test/x"');
    expect(await valuesOf(STAFF)).toEqual({ pronouns: 'she/her' });
  });

  it('keeps the saved value for a typed value its field refuses, and gives the reason field by field', async () => {
    const res = await call('POST', '/api/me/signature/preview', { values: { pronouns: 'x'.repeat(13), nope: 'y' } }, staff);
    expect(res.status).toBe(200);
    expect(res.json.problems).toEqual({ 'values.pronouns': 'at most 12 characters', 'values.nope': 'no such field' });
    expect(res.json.html).toContain('Cleo Martin (she/her)');
  });

  it('clears a value typed empty', async () => {
    const res = await call('POST', '/api/me/signature/preview', { values: { pronouns: '' } }, staff);
    expect(res.json.html).toContain('Cleo Martin ()');
  });

  it('answers assigned: false with no document when no template is assigned for the type', async () => {
    const res = await call('POST', '/api/me/signature/preview', { values: {}, type: 'reply' }, staff);
    expect(res.json).toEqual({ html: '', assigned: false, problems: {} });
  });

  it('refuses a malformed body with 400 and portal_off while profile editing is off, saving nothing', async () => {
    expectCode(await call('POST', '/api/me/signature/preview', { values: { pronouns: 5 } }, staff), 400, 'invalid_request');
    expectCode(await call('POST', '/api/me/signature/preview', { values: {}, type: 'forward' }, staff), 400, 'invalid_request');
    await call('PUT', '/api/admin/settings', { profileEditing: false });
    expectCode(await call('POST', '/api/me/signature/preview', { values: { pronouns: 'he/him' } }, staff), 403, 'portal_off');
    await call('PUT', '/api/admin/settings', { profileEditing: true });
    expect(await valuesOf(STAFF)).toEqual({ pronouns: 'she/her' });
  });
});

describe('a field change: its impact asked before confirming', () => {
  it('counts the values a type change would delete, and changes nothing', async () => {
    for (const [email, site] of [
      ['ann.lee@fabrikam.test', 'https://ann.example'],
      ['dev.patel@fabrikam.test', 'dev dot com'],
      ['eva.jansen@fabrikam.test', 'not a link'],
    ]) {
      expect((await call('PUT', `/api/admin/profile-values/${email}`, { values: { site } })).status).toBe(200);
    }
    const fieldsBefore = (await call('GET', '/api/admin/profile-fields')).json.fields;
    const impact = await call('POST', '/api/admin/profile-fields/site/impact', { label: 'Website', type: 'url' });
    expect([impact.status, impact.json]).toEqual([200, { removedValues: 2 }]);
    expect(
      (await call('POST', '/api/admin/profile-fields/site/impact', { label: 'Website', type: 'text', maxLength: 5 })).json.removedValues,
    ).toBe(3);
    expect((await call('GET', '/api/admin/profile-fields')).json.fields).toEqual(fieldsBefore);
    expect((await valuesOf('dev.patel@fabrikam.test')).site).toBe('dev dot com');
    // The change itself then removes exactly what was announced.
    expect((await call('PUT', '/api/admin/profile-fields/site', { label: 'Website', type: 'url' })).json.removedValues).toBe(2);
  });

  it('refuses an unknown field, a key change and a bad definition, changing nothing; needs settings', async () => {
    const fieldsBefore = (await call('GET', '/api/admin/profile-fields')).json.fields;
    expectCode(await call('POST', '/api/admin/profile-fields/nope/impact', { label: 'x', type: 'text' }), 404, 'not_found');
    expectCode(
      await call('POST', '/api/admin/profile-fields/site/impact', { key: 'other', label: 'x', type: 'text' }),
      400,
      'invalid_request',
    );
    expectCode(await call('POST', '/api/admin/profile-fields/site/impact', { label: 'x', type: 'date' }), 400, 'invalid_request');
    expectCode(await call('POST', '/api/admin/profile-fields/site/impact', { label: 'x', type: 'text' }, staff), 403, 'not_a_portal_user');
    expect((await call('GET', '/api/admin/profile-fields')).json.fields).toEqual(fieldsBefore);
  });
});
