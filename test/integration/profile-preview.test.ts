import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { operations } from '../../portal/src/api/schema.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

let host: TestHost;
let tenant: string;
let admin: string;
let staff: string;
const STAFF = 'cleo.martin@fabrikam.test';

const api = (token = admin) => host.api(token);
const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);
type Preview = operations['postApiMeSignaturePreview']['requestBody']['content']['application/json'];
const preview = (body: Preview) => api(staff).POST('/api/me/signature/preview', { body });
type FieldChange = operations['postApiAdminProfileFieldsByKeyImpact']['requestBody']['content']['application/json'];
const impactOf = (key: string, body: FieldChange, token = admin) =>
  api(token).POST('/api/admin/profile-fields/{key}/impact', { params: { path: { key } }, body });
const fieldsNow = async () => (await ok(api().GET('/api/admin/profile-fields'))).fields;
const settings = (profileEditing: boolean) => ok(api().PUT('/api/admin/settings', { body: { profileEditing } }));
const valuesOf = async (address: string) => host.services.profiles.values(tenant, (await host.services.resolver.resolve(tenant, address))!);

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, 'preview.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'preview.admin@fabrikam.test' });
  await ok(api().GET('/api/admin/me'));
  staff = await host.token({ tenant, user: STAFF, name: 'Cleo Martin' });
  await ok(api().POST('/api/admin/profile-fields', { body: { key: 'pronouns', label: 'Pronouns', type: 'text', maxLength: 12 } }));
  await ok(api().POST('/api/admin/profile-fields', { body: { key: 'site', label: 'Website', type: 'text' } }));
  const { id } = await createPublishedWith(api(), {
    name: 'Staff',
    html: '<p>{{displayName}} ({{custom.pronouns}}) <a href="https://fabrikam.test/x">web</a></p>',
  });
  await ok(api().PUT('/api/admin/templates/{id}/tracking', { params: { path: { id } }, body: { tracking: true } }));
  await ok(api().PUT('/api/admin/roles', { body: { new: id, reply: null } }));
  await ok(api(staff).PUT('/api/me/profile', { body: { values: { pronouns: 'she/her' } } }));
});
afterAll(() => host?.close());

describe('the staff page: own signature previewed with values not yet saved', () => {
  it('renders the typed value in place of the saved one, and saves nothing', async () => {
    const res = await ok(preview({ values: { pronouns: 'they/them' } }));
    expect(res).toMatchObject({ assigned: true, problems: {} });
    expect(res.html).toContain('Cleo Martin (they/them)');
    expect(res.html).toMatch(/^<!doctype html>/);
    // A preview mints no tracked link: the template's link stays as written.
    expect(res.html).toContain('href="https://fabrikam.test/x"');
    expect(await valuesOf(STAFF)).toEqual({ pronouns: 'she/her' });
  });

  it('keeps the saved value for a typed value its field refuses, and gives the reason field by field', async () => {
    const res = await ok(preview({ values: { pronouns: 'x'.repeat(13), nope: 'y' } }));
    expect(res.problems).toEqual({ 'values.pronouns': 'at most 12 characters', 'values.nope': 'no such field' });
    expect(res.html).toContain('Cleo Martin (she/her)');
  });

  it('clears a value typed empty', async () => {
    expect((await ok(preview({ values: { pronouns: '' } }))).html).toContain('Cleo Martin ()');
  });

  it('answers assigned: false with no document when no template is assigned for the type', async () => {
    expect(await ok(preview({ values: {}, type: 'reply' }))).toEqual({ html: '', assigned: false, problems: {} });
  });

  it('refuses a malformed body with 400 and portal_off while profile editing is off, saving nothing', async () => {
    // Raw: bodies the schema forbids (a number for a value, an unknown type).
    for (const body of [{ values: { pronouns: 5 } }, { values: {}, type: 'forward' }]) {
      expectCode(await host.call('POST', '/api/me/signature/preview', { token: staff, body }), 400, 'invalid_request');
    }
    await settings(false);
    expect(statusAndCode(await preview({ values: { pronouns: 'he/him' } }))).toEqual([403, 'portal_off']);
    await settings(true);
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
      const saved = await api().PUT('/api/admin/profile-values/{email}', { params: { path: { email } }, body: { values: { site } } });
      expect(saved.response.status).toBe(200);
    }
    const fieldsBefore = await fieldsNow();
    const impact = await impactOf('site', { label: 'Website', type: 'url' });
    expect([impact.response.status, impact.data]).toEqual([200, { removedValues: 2 }]);
    expect((await ok(impactOf('site', { label: 'Website', type: 'text', maxLength: 5 }))).removedValues).toBe(3);
    expect(await fieldsNow()).toEqual(fieldsBefore);
    expect((await valuesOf('dev.patel@fabrikam.test')).site).toBe('dev dot com');
    // The change itself then removes exactly what was announced.
    const changed = await ok(
      api().PUT('/api/admin/profile-fields/{key}', { params: { path: { key: 'site' } }, body: { label: 'Website', type: 'url' } }),
    );
    expect(changed.removedValues).toBe(2);
  });

  it('refuses an unknown field, a key change and a bad definition, changing nothing; needs settings', async () => {
    const fieldsBefore = await fieldsNow();
    expect(statusAndCode(await impactOf('nope', { label: 'x', type: 'text' }))).toEqual([404, 'not_found']);
    expect(statusAndCode(await impactOf('site', { key: 'other', label: 'x', type: 'text' }))).toEqual([400, 'invalid_request']);
    // Raw: a type the schema does not name.
    const date = await host.call('POST', '/api/admin/profile-fields/site/impact', { token: admin, body: { label: 'x', type: 'date' } });
    expectCode(date, 400, 'invalid_request');
    expect(statusAndCode(await impactOf('site', { label: 'x', type: 'text' }, staff))).toEqual([403, 'not_a_portal_user']);
    expect(await fieldsNow()).toEqual(fieldsBefore);
  });
});
