import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, statusAndCode, type Refusal } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

// The API as a script meets it: a template is live only once published, assigning one never published is refused,
// and creating can publish in the same call under the gates of any publish.

const BODY = '<p>{{displayName}}</p>';
/** A body the signature doctor refuses to publish (an SVG image). */
const FAULTY = '<p>{{displayName}}</p><img src="https://cdn.example.com/logo.svg" alt="Logo" width="120" height="40">';

let host: TestHost;
let tenant: string;
let admin: string;
let editor: string;
let key: string;
/** The published template the new-message role starts with. */
let fallback: string;

type Who = 'admin' | 'editor' | 'key';
const api = (who: Who = 'admin') => host.api({ admin, editor, key }[who]);
const path = (id: string) => ({ params: { path: { id } } });
const create = (who: Who, body: { name: string; html: string; publish?: boolean }) => api(who).POST('/api/admin/templates', { body });
const setApproval = (on: boolean) => ok(api().PUT('/api/admin/settings', { body: { requireApproval: on } }));
const logLength = async () => (await ok(api().GET('/api/admin/log', { params: { query: { limit: 500 } } }))).entries.length;
/** What an assignment could change: the templates (with their roles), the rules and the change log. */
const assignments = async () => ({
  library: (await ok(api().GET('/api/admin/templates'))).templates.map((t) => ({ id: t.id, roles: t.roles, version: t.version })),
  rules: (await ok(api().GET('/api/admin/rules'))).rules,
  log: await logLength(),
});

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, 'script.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'script.admin@fabrikam.test' });
  await ok(api().GET('/api/admin/me'));
  await ok(api().PUT('/api/admin/users', { body: { email: 'ann.lee@fabrikam.test', role: 'Editor' } }));
  editor = await host.token({ tenant, user: 'ann.lee@fabrikam.test' });
  await ok(api('editor').GET('/api/admin/me'));
  const created = await ok(
    api().POST('/api/admin/api-keys', { body: { name: 'script', access: ['templates', 'rules'], readOnly: false } }),
  );
  key = created.secret;
  fallback = (await createPublishedWith(api(), { name: 'Fallback', html: '<p>Fallback {{displayName}}</p>' })).id;
  await ok(api().PUT('/api/admin/roles', { body: { new: fallback } }));
});
afterAll(() => host.close());

describe('a template never published', () => {
  it('is an unpublished working copy whose answer names the call that publishes it, and has no live body (null)', async () => {
    const created = await create('key', { name: 'Working copy', html: BODY });
    expect(created.response.status).toBe(201);
    const { id } = created.data!;
    expect(created.data).toMatchObject({
      version: 0,
      html: null,
      published: false,
      publishWith: `POST /api/admin/templates/${id}/publish-draft`,
      draft: { html: BODY },
    });
    // Read raw: the field is there, and null (not "" and not left out).
    const raw = await host.call('GET', `/api/admin/templates/${id}`, { token: key });
    expect(raw.json).toHaveProperty('html', null);

    // The call the answer names, sent as a script would send it.
    const [method, target] = created.data!.publishWith!.split(' ');
    const published = await host.call(method, target, { token: key });
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ id, version: 1, html: BODY, draft: null });
    expect(await ok(api().GET('/api/admin/templates/{id}', path(id)))).toMatchObject({ version: 1, html: BODY });
  });

  for (const who of ['admin', 'key'] as const) {
    it(`assigned to a role by the ${who === 'admin' ? 'Admin' : 'key'}: 409 not_published naming it, and nothing changes`, async () => {
      const { id } = await ok(create(who, { name: `Unpublished for a role (${who})`, html: BODY }));
      const before = await assignments();
      for (const body of [{ new: id }, { reply: id }, { new: fallback, reply: id }]) {
        const res = await api(who).PUT('/api/admin/roles', { body });
        expect(statusAndCode(res)).toEqual([409, 'not_published']);
        expect(res.error).toMatchObject({ templateId: id });
        expect(res.error!.message).toContain(`Unpublished for a role (${who})`);
        expect(res.error!.message).toContain(`POST /api/admin/templates/${id}/publish-draft`);
      }
      expect(await assignments()).toEqual(before);
      expect((await ok(api().GET('/api/admin/template'))).id).toBe(fallback);

      await ok(api(who).POST('/api/admin/templates/{id}/publish-draft', path(id)));
      expect(await ok(api(who).PUT('/api/admin/roles', { body: { reply: id } }))).toEqual({ new: fallback, reply: id });
      await ok(api().PUT('/api/admin/roles', { body: { reply: null } }));
    });

    it(`named by a rule, by the ${who === 'admin' ? 'Admin' : 'key'}: 409 not_published naming it, and the rules stay as they were`, async () => {
      const { id } = await ok(create(who, { name: `Unpublished for a rule (${who})`, html: BODY }));
      const rule = (name: string, template: string) =>
        ({ name, attribute: 'department', operator: 'equals', value: 'Sales', new: template, reply: null }) as const;
      await ok(api().PUT('/api/admin/rules', { body: { rules: [rule('Live', fallback)] } }));
      const before = await assignments();
      const res = await api(who).PUT('/api/admin/rules', { body: { rules: [rule('Live', fallback), rule('Sales', id)] } });
      expect(statusAndCode(res)).toEqual([409, 'not_published']);
      expect(res.error).toMatchObject({ templateId: id });
      expect(res.error!.message).toContain(`Unpublished for a rule (${who})`);
      expect(res.error!.message).toContain('rule 2 ("Sales")');
      expect(await assignments()).toEqual(before);

      await ok(api(who).POST('/api/admin/templates/{id}/publish-draft', path(id)));
      expect((await ok(api(who).PUT('/api/admin/rules', { body: { rules: [rule('Sales', id)] } }))).rules).toMatchObject([{ new: id }]);
      await ok(api().PUT('/api/admin/rules', { body: { rules: [] } }));
    });
  }
});

describe('creating with "publish": true', () => {
  it('publishes version 1 in the same call: live at once, its working copy cleared', async () => {
    const res = await create('key', { name: 'Live at once', html: BODY, publish: true });
    expect(res.response.status).toBe(201);
    expect(res.response.headers.get('etag')).toBe('"v1"');
    const { id } = res.data!;
    expect(res.data).toMatchObject({ version: 1, html: BODY, hasDraft: false, draft: null, published: true, publishWith: null });
    expect(res.data!.findings).toEqual([]);
    expect(await ok(api().GET('/api/admin/templates/{id}/versions', path(id)))).toMatchObject({
      current: 1,
      versions: [{ version: 1, source: 'create' }],
    });
    const [published, created] = (await ok(api().GET('/api/admin/log', { params: { query: { limit: 2 } } }))).entries;
    expect(created).toMatchObject({ action: 'template.created', target: 'Live at once' });
    expect(published).toMatchObject({ action: 'template.published', target: 'Live at once', details: { id, version: 1 } });
    // Live, so it can be assigned at once.
    expect((await api('key').PUT('/api/admin/roles', { body: { reply: id } })).response.status).toBe(200);
    await ok(api().PUT('/api/admin/roles', { body: { reply: null } }));
  });

  it("is refused by the doctor's errors as any publish is, creating nothing", async () => {
    const before = await assignments();
    const res = await create('admin', { name: 'Faulty', html: FAULTY, publish: true });
    expect(statusAndCode(res)).toEqual([422, 'signature_faults']);
    expect(await assignments()).toEqual(before);
    // Without publishing, the same body is a working copy to fix.
    expect((await create('admin', { name: 'Faulty', html: FAULTY })).response.status).toBe(201);
  });

  for (const approval of [false, true]) {
    for (const who of ['admin', 'editor', 'key'] as const) {
      const allowed = !approval || who === 'admin';
      it(`approval ${approval ? 'on' : 'off'}, ${who}: ${allowed ? 'creates and publishes' : '403 approval_required, creating nothing'}`, async () => {
        const name = `Approval ${approval} ${who}`;
        const published = await createPublishedWith(api(), { name: `${name} (published)`, html: BODY });
        await setApproval(approval);
        try {
          const before = await assignments();
          const res = await create(who, { name, html: BODY, publish: true });
          if (allowed) {
            expect(res.response.status).toBe(201);
            expect(res.data).toMatchObject({ name, version: 1, published: true });
          } else {
            expect(statusAndCode(res)).toEqual([403, 'approval_required']);
            expect(await assignments()).toEqual(before);
            // The same refusal, word for word, as the other publish routes give.
            const other = await api(who).POST('/api/admin/templates/{id}/publish-draft', path(published.id));
            expect(res.error).toEqual(other.error as Refusal);
          }
          // Creating without publishing is never gated.
          expect((await create(who, { name: `${name} (working copy)`, html: BODY })).response.status).toBe(201);
        } finally {
          await setApproval(false);
        }
      });
    }
  }
});
