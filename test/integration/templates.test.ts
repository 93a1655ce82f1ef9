import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, statusAndCode, type Refusal } from '../helpers/api.js';
import { IMAGE_MAX_PIXELS } from '../../shared/images/decode.js';
import { pngBomb } from '../helpers/images.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { expectEvery } from '../helpers/expect-every.js';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** A 1×1 transparent GIF. */
const GIF = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const BODY =
  '<table><tr><td><strong>{{displayName}}</strong><br />{{jobTitle}}</td></tr>{{#mobilePhone}}<tr><td>M: {{mobilePhone}}</td></tr>{{/mobilePhone}}</table>';

let host: TestHost;
let tenant: string;
let admin: string;
let editor: string;
let marketing: string;
let rwKey: string;
let roKey: string;

type Who = 'admin' | 'editor' | 'marketing' | 'rwKey' | 'roKey';
/** The typed client of a caller (a key's secret is its bearer token). */
const api = (who: Who, headers?: Record<string, string>) => host.api({ admin, editor, marketing, rwKey, roKey }[who], headers);
const path = (id: string) => ({ params: { path: { id } } });

/** A live template: created (an unpublished working copy), then published as version 1. */
const create = async (name = 'Standard', html = BODY) => {
  const res = await api('admin').POST('/api/admin/templates', { body: { name, html } });
  expect(res.response.status).toBe(201);
  const published = await api('admin').POST('/api/admin/templates/{id}/publish-draft', path(res.data!.id));
  expect(published.response.status).toBe(200);
  return published.data!;
};
const get = async (id: string) => (await api('admin').GET('/api/admin/templates/{id}', path(id))).data;
const logCount = async () => (await ok(api('admin').GET('/api/admin/log', { params: { query: { limit: 500 } } }))).entries.length;
const setApproval = (on: boolean) => api('admin').PUT('/api/admin/settings', { body: { requireApproval: on } });
const lastTemplateLog = async () =>
  (await ok(api('admin').GET('/api/admin/log', { params: { query: { scope: 'template', limit: 1 } } }))).entries[0];
const templates = async (who: Who = 'admin') => ok(api(who).GET('/api/admin/templates'));
const versionsOf = async (id: string) => ok(api('editor').GET('/api/admin/templates/{id}/versions', path(id)));
const previewOf = (id: string, version: number, who: Who = 'editor') =>
  api(who).GET('/api/admin/templates/{id}/versions/{version}/preview', { params: { path: { id, version } } });
const publish = (who: Who, id: string, html: string, headers?: Record<string, string>) =>
  api(who, headers).PUT('/api/admin/templates/{id}', { ...path(id), body: { html } });
/** A publish answers the template, or the rollout when it asked for one: these tests ask for none. */
const published = <D extends object>(data: D | undefined) =>
  data && 'html' in data ? (data as Extract<D, { html: string | null }>) : undefined;
const asset = (name: string) => ({ params: { path: { name } } });

type Answer = { response: Response; error?: Refusal };
/** A refused request leaves the template (body, version, draft) and the change log as they were. */
async function expectRefused(id: string, send: () => Promise<Answer>, status: number, code: string) {
  const [before, log] = [await get(id), await logCount()];
  expect(statusAndCode(await send())).toEqual([status, code]);
  expect(await get(id)).toEqual(before);
  expect(await logCount()).toBe(log);
}

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, 'tpl.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'tpl.admin@fabrikam.test', name: 'Template Admin' });
  await ok(api('admin').GET('/api/admin/me'));
  await ok(api('admin').PUT('/api/admin/users', { body: { email: 'ann.lee@fabrikam.test', role: 'Editor' } }));
  await ok(api('admin').PUT('/api/admin/users', { body: { email: 'ben.okafor@fabrikam.test', role: 'Marketing' } }));
  editor = await host.token({ tenant, user: 'ann.lee@fabrikam.test', name: 'Ann Lee' });
  marketing = await host.token({ tenant, user: 'ben.okafor@fabrikam.test', name: 'Ben Okafor' });
  for (const who of ['editor', 'marketing'] as const) await ok(api(who).GET('/api/admin/me'));
  const key = (body: { name: string; access: string[]; readOnly?: boolean }) => ok(api('admin').POST('/api/admin/api-keys', { body }));
  rwKey = (await key({ name: 'publisher', access: ['templates', 'rules'], readOnly: false })).secret;
  roKey = (await key({ name: 'reader', access: ['templates'] })).secret;
});
afterAll(() => host.close());

describe('library and lifecycle', () => {
  it('creates, lists without bodies, reads with an ETag, renames and duplicates', async () => {
    const t = await create('Sales');
    const list = await templates('editor');
    const entry = list.templates.find((x) => x.id === t.id);
    expect(entry).toMatchObject({ name: 'Sales', version: 1, hasDraft: false, roles: [], tracking: false });
    expect(entry).not.toHaveProperty('html');
    expect(list.signaturesPaused).toBe(false);
    const one = await api('editor').GET('/api/admin/templates/{id}', path(t.id));
    expect(one.response.headers.get('etag')).toBe('"v1"');
    expect(one.data?.html).toBe(BODY);
    const renamed = await api('editor').PATCH('/api/admin/templates/{id}', { ...path(t.id), body: { name: 'Sales EMEA' } });
    expect(renamed.data?.name).toBe('Sales EMEA');
    const copy = await api('editor').POST('/api/admin/templates/{id}/duplicate', path(t.id));
    expect(copy.data).toMatchObject({ name: 'Copy of Sales EMEA', version: 0, html: null, draft: { html: BODY, state: 'saved' } });
  });

  it('refuses invalid input field by field and stores nothing', async () => {
    const before = (await templates()).templates.length;
    for (const [body, field] of [
      [{ name: '', html: BODY }, 'name'],
      [{ name: 'x'.repeat(101), html: BODY }, 'name'],
      [{ name: 'x', html: '{{#open}}never closed' }, 'html'],
      [{ name: 'x', html: '{{> partial}}' }, 'html'],
    ] as const) {
      const res = await api('admin').POST('/api/admin/templates', { body });
      expect(statusAndCode(res)).toEqual([400, 'invalid_request']);
      expect(res.error?.fields?.[field]).toBeTruthy();
    }
    // A body without html, which the schema forbids: raw.
    const noHtml = await host.call('POST', '/api/admin/templates', { token: admin, body: { name: 'x' } });
    expect([noHtml.status, noHtml.json?.code]).toEqual([400, 'invalid_request']);
    expect(noHtml.json.fields.html).toBeTruthy();
    expect((await templates()).templates.length).toBe(before);
    expect(statusAndCode(await api('admin').GET('/api/admin/templates/{id}', path('t_doesnotexist')))).toEqual([404, 'not_found']);
    expect(statusAndCode(await api('admin').GET('/api/admin/templates/{id}', path('bad id')))).toEqual([400, 'invalid_request']);
    expect(statusAndCode(await api('marketing').GET('/api/admin/templates'))).toEqual([403, 'missing_capability']);
  });

  it('stores templates without script, event handlers or javascript: links', async () => {
    const t = await create(
      'Hostile',
      '<p onclick="x()">Hi {{displayName}}<script>alert(1)</script><img src="cid:logo.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="https://ok.example">ok</a></p>',
    );
    const html = (await get(t.id))?.html ?? '';
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(html).toContain('<a href="https://ok.example">ok</a>');
    expect(html).toContain('{{displayName}}');
    expect(html).toContain('src="cid:logo.png"');
  });

  it('turns raw placeholders into escaped ones', async () => {
    const t = await create('Raw', '<p>{{{displayName}}} {{& jobTitle}}</p>');
    expect((await get(t.id))?.html).toBe('<p>{{displayName}} {{jobTitle}}</p>');
  });
});

describe('publishing and versions', () => {
  it('publishes new versions with ETags, refuses a stale If-Match, and keeps the history', async () => {
    const t = await create('Versioned');
    const v2 = await publish('editor', t.id, '<p>two {{displayName}}</p>', { 'if-match': '"v1"' });
    expect([v2.response.status, v2.response.headers.get('etag'), published(v2.data)?.version]).toEqual([200, '"v2"', 2]);
    await expectRefused(t.id, () => publish('editor', t.id, '<p>late</p>', { 'if-match': '"v1"' }), 412, 'stale_version');
    const versions = await versionsOf(t.id);
    expect(versions.current).toBe(2);
    expect(versions.versions.map((v) => [v.version, v.source])).toEqual([
      [2, 'publish'],
      [1, 'draft'],
    ]);
  });

  it('lets exactly one of two publishes racing from the same version win, with no gap in history', async () => {
    const t = await create('Raced');
    const results = await Promise.all(['a', 'b', 'c', 'd'].map((x) => publish('editor', t.id, `<p>${x}</p>`, { 'if-match': '"v1"' })));
    expect(results.map((r) => r.response.status).sort()).toEqual([200, 412, 412, 412]);
    const versions = (await versionsOf(t.id)).versions.map((v) => v.version);
    expect(versions).toEqual([2, 1]);
    const winner = published(results.find((r) => r.response.status === 200)!.data)?.html;
    expect((await get(t.id))?.html).toBe(winner);
    // Without If-Match, racing publishes each become a version of their own, none lost.
    const free = await Promise.all(['e', 'f', 'g'].map((x) => publish('editor', t.id, `<p>${x}</p>`)));
    expectEvery(free, (r) => r.response.status === 200);
    expect((await versionsOf(t.id)).versions.map((v) => v.version)).toEqual([5, 4, 3, 2, 1]);
  });

  it('previews an archived version against sample data with its length and the limit', async () => {
    const t = await create('Preview');
    await publish('editor', t.id, '<p>{{displayName}}, {{jobTitle}}</p>');
    const p1 = await ok(previewOf(t.id, 1));
    expect(p1).toMatchObject({ version: 1, limit: 30000 });
    expect(p1.html).toContain('Alex Example');
    expect(p1.length).toBe(p1.html.length);
    expect((await previewOf(t.id, 2)).data?.html).toBe('<p>Alex Example, Customer Success Manager</p>');
    expect((await previewOf(t.id, 9)).response.status).toBe(404);
    expect((await previewOf(t.id, 0)).response.status).toBe(400);
  });

  it('rolls back to a chosen version as a new version, keeping history', async () => {
    const t = await create('Rollback', '<p>one</p>');
    await publish('editor', t.id, '<p>two</p>');
    const rollback = (version: number) => api('editor').POST('/api/admin/templates/{id}/rollback', { ...path(t.id), body: { version } });
    const back = await ok(rollback(1));
    expect([back.version, back.html]).toEqual([3, '<p>one</p>']);
    const versions = (await versionsOf(t.id)).versions;
    expect(versions[0]).toMatchObject({ version: 3, source: 'rollback', fromVersion: 1 });
    await expectRefused(t.id, () => rollback(7), 400, 'invalid_request');
  });

  it('refuses a publish whose rendering exceeds the mail client limit: 400 too_long', async () => {
    const t = await create('Long');
    const huge = `<p>${'x'.repeat(30_001)}</p>`;
    const before = await get(t.id);
    const res = await publish('editor', t.id, huge);
    expect(statusAndCode(res)).toEqual([400, 'too_long']);
    expect(res.error).toMatchObject({ limit: 30000 });
    expect(await get(t.id)).toEqual(before);
  });
});

describe('the approval matrix on publish routes', () => {
  const publishers: Who[] = ['admin', 'editor', 'rwKey'];
  for (const approval of [false, true]) {
    for (const who of publishers) {
      const allowed = !approval || who === 'admin';
      it(`approval ${approval ? 'on' : 'off'}, ${who}: ${allowed ? 'publishes' : '403 approval_required'}`, async () => {
        const t = await create(`Matrix ${approval} ${who}`);
        await setApproval(approval);
        try {
          const routes = [
            () => publish(who, t.id, '<p>new</p>'),
            () => api(who).POST('/api/admin/templates/{id}/rollback', { ...path(t.id), body: { version: 1 } }),
          ];
          for (const send of routes) {
            if (allowed) expect((await send()).response.status).toBe(200);
            else await expectRefused(t.id, send, 403, 'approval_required');
          }
          // Saving a working copy is never gated; publishing it is.
          const saved = await api(who).PUT('/api/admin/templates/{id}/draft', { ...path(t.id), body: { html: '<p>draft</p>' } });
          expect(saved.response.status).toBe(200);
          const publishDraft = () => api(who).POST('/api/admin/templates/{id}/publish-draft', path(t.id));
          if (allowed) expect((await publishDraft()).response.status).toBe(200);
          else await expectRefused(t.id, publishDraft, 403, 'approval_required');
        } finally {
          await setApproval(false);
        }
      });
    }
  }

  it('refuses a read-only key every change, whatever it holds, and changes no template', async () => {
    const t = await create('Read only');
    const key = api('roKey');
    for (const send of [
      () => key.PUT('/api/admin/templates/{id}', { ...path(t.id), body: { html: '<p>x</p>' } }),
      () => key.PUT('/api/admin/templates/{id}/draft', { ...path(t.id), body: { html: '<p>x</p>' } }),
      () => key.PATCH('/api/admin/templates/{id}', { ...path(t.id), body: { name: 'renamed' } }),
      () => key.DELETE('/api/admin/templates/{id}', path(t.id)),
      () => key.POST('/api/admin/templates/{id}/rollback', { ...path(t.id), body: { version: 1 } }),
      () => key.PUT('/api/admin/templates/{id}/tracking', { ...path(t.id), body: { tracking: true } }),
    ]) {
      await expectRefused(t.id, send, 403, 'read_only_key');
    }
    expect((await key.GET('/api/admin/templates/{id}', path(t.id))).response.status).toBe(200);
  });

  it('logs what a key publishes under the key', async () => {
    const t = await create('Key publish');
    await publish('rwKey', t.id, '<p>by key</p>');
    const entry = await lastTemplateLog();
    expect(entry).toMatchObject({ actor: 'API key publisher', action: 'template.published', keyId: expect.any(String) });
  });
});

describe('working copy and review', () => {
  it('saves, submits, is sent back with a note, and is published as the approve action; never reaching users before', async () => {
    const t = await create('Reviewed', '<p>live</p>');
    const saved = await api('editor').PUT('/api/admin/templates/{id}/draft', { ...path(t.id), body: { html: '<p>next</p>' } });
    expect(saved.data).toMatchObject({ hasDraft: true, html: '<p>live</p>', draft: { html: '<p>next</p>', state: 'saved' } });
    expect((await templates('editor')).templates.find((x) => x.id === t.id)?.hasDraft).toBe(true);

    const submit = () => api('editor').POST('/api/admin/templates/{id}/draft/submit', path(t.id));
    expect((await submit()).data?.draft?.state).toBe('submitted');
    await expectRefused(t.id, submit, 409, 'already_submitted');
    const queue = await ok(api('editor').GET('/api/admin/approvals'));
    expect(queue.queue.map((q) => q.id)).toContain(t.id);
    expect(queue).toMatchObject({ canApprove: true, requireApproval: false });

    const reject = (who: Who, note: string) => api(who).POST('/api/admin/templates/{id}/draft/reject', { ...path(t.id), body: { note } });
    await expectRefused(t.id, () => reject('editor', 'no'), 403, 'admin_role_required');
    await expectRefused(t.id, () => reject('admin', '  '), 400, 'invalid_request');
    // A rejection without a note, which the schema forbids: raw.
    await expectRefused(
      t.id,
      async () => {
        const res = await host.call('POST', `/api/admin/templates/${t.id}/draft/reject`, { token: admin, body: {} });
        return { response: new Response(null, { status: res.status }), error: res.json as Refusal };
      },
      400,
      'invalid_request',
    );
    const rejected = await reject('admin', 'Use the new logo');
    expect(rejected.data?.draft).toMatchObject({ state: 'saved', note: 'Use the new logo' });
    await expectRefused(t.id, () => reject('admin', 'again'), 409, 'not_submitted');
    expect((await previewOf(t.id, 1)).data?.html).toBe('<p>live</p>');

    await submit();
    await setApproval(true);
    try {
      expect((await api('editor').GET('/api/admin/approvals')).data).toMatchObject({ canApprove: false, requireApproval: true });
      const approved = await api('admin').POST('/api/admin/templates/{id}/publish-draft', path(t.id));
      expect(approved.data).toMatchObject({ version: 2, html: '<p>next</p>', hasDraft: false, draft: null });
    } finally {
      await setApproval(false);
    }
    await expectRefused(t.id, () => api('admin').POST('/api/admin/templates/{id}/publish-draft', path(t.id)), 409, 'no_draft');
  });

  it('refuses every working-copy, publish, rollback and deletion move to a role without templates', async () => {
    const t = await create('Guarded');
    await api('editor').PUT('/api/admin/templates/{id}/draft', { ...path(t.id), body: { html: '<p>d</p>' } });
    const m = api('marketing');
    for (const send of [
      () => m.PUT('/api/admin/templates/{id}/draft', { ...path(t.id), body: { html: '<p>x</p>' } }),
      () => m.DELETE('/api/admin/templates/{id}/draft', path(t.id)),
      () => m.POST('/api/admin/templates/{id}/draft/submit', path(t.id)),
      () => m.POST('/api/admin/templates/{id}/publish-draft', path(t.id)),
      () => m.PUT('/api/admin/templates/{id}', { ...path(t.id), body: { html: '<p>x</p>' } }),
      () => m.POST('/api/admin/templates/{id}/rollback', { ...path(t.id), body: { version: 1 } }),
      () => m.DELETE('/api/admin/templates/{id}', path(t.id)),
      () => m.DELETE('/api/admin/templates/{id}', { params: { path: { id: t.id }, query: { purge: 'true' } } }),
      () => m.POST('/api/admin/templates/{id}/restore', path(t.id)),
    ]) {
      await expectRefused(t.id, send, 403, 'missing_capability');
    }
  });

  it('discards a working copy; keys may save one but not submit it', async () => {
    const t = await create('Discard');
    const discard = () => api('editor').DELETE('/api/admin/templates/{id}/draft', path(t.id));
    await expectRefused(t.id, discard, 409, 'no_draft');
    const saved = await api('rwKey').PUT('/api/admin/templates/{id}/draft', { ...path(t.id), body: { html: '<p>k</p>' } });
    expect(saved.response.status).toBe(200);
    await expectRefused(
      t.id,
      () => api('rwKey').POST('/api/admin/templates/{id}/draft/submit', path(t.id)),
      404,
      'not_available_to_api_keys',
    );
    expect((await discard()).data).toMatchObject({ hasDraft: false, draft: null });
  });
});

describe('roles, deletion and delivery', () => {
  it('assigns roles, blocks deleting an assigned template, and answers the shortcuts', async () => {
    const a = await create('Role new', '<p>new {{displayName}}</p>');
    const b = await create('Role reply', '<p>reply</p>');
    const roles = (who: Who, body: { new: string | null; reply: string | null }) => api(who).PUT('/api/admin/roles', { body });
    expect(statusAndCode(await roles('editor', { new: a.id, reply: b.id }))).toEqual([403, 'missing_capability']);
    const bad = await roles('admin', { new: 't_doesnotexist', reply: null });
    expect(statusAndCode(bad)).toEqual([400, 'invalid_request']);
    expect(bad.error?.fields?.new).toBe('no such template');
    expect((await roles('admin', { new: a.id, reply: b.id })).data).toEqual({ new: a.id, reply: b.id });
    const entry = (await templates()).templates.find((x) => x.id === a.id);
    expect(entry?.roles).toEqual(['new']);

    await expectRefused(a.id, () => api('editor').DELETE('/api/admin/templates/{id}', path(a.id)), 409, 'template_assigned');
    await expectRefused(
      a.id,
      () => api('editor').DELETE('/api/admin/templates/{id}', { params: { path: { id: a.id }, query: { purge: 'true' } } }),
      409,
      'template_assigned',
    );

    expect((await api('editor').GET('/api/admin/template')).data?.id).toBe(a.id);
    const pub = await api('editor').PUT('/api/admin/template', { body: { html: '<p>shortcut</p>' } });
    expect([pub.response.status, published(pub.data)?.id, published(pub.data)?.version]).toEqual([200, a.id, 2]);
    expect((await api('editor').GET('/api/admin/versions')).data?.current).toBe(2);
    expect((await api('editor').POST('/api/admin/rollback', { body: { version: 1 } })).data).toMatchObject({ id: a.id, version: 3 });
    await roles('admin', { new: null, reply: null });
    expect(statusAndCode(await api('editor').GET('/api/admin/template'))).toEqual([404, 'no_template_assigned']);
  });

  it('deletes to Recently deleted, restores, purges, and the timer purges after 30 days', async () => {
    const t = await create('Deletable');
    const editorApi = api('editor');
    const remove = (id: string, purge?: 'true') =>
      editorApi.DELETE('/api/admin/templates/{id}', { params: { path: { id }, query: { purge } } });
    const restore = () => editorApi.POST('/api/admin/templates/{id}/restore', path(t.id));
    const deleted = async () => ok(editorApi.GET('/api/admin/templates/deleted'));
    expect((await remove(t.id)).response.status).toBe(204);
    expect((await editorApi.GET('/api/admin/templates/{id}', path(t.id))).response.status).toBe(404);
    const bin = await deleted();
    expect(bin.retentionDays).toBe(30);
    expect(bin.templates.find((x) => x.id === t.id)).toBeTruthy();
    const bad = await api('admin').PUT('/api/admin/roles', { body: { new: t.id, reply: null } });
    expect(bad.error?.fields?.new).toBe('the template is in Recently deleted');
    expect((await restore()).data?.id).toBe(t.id);
    expect((await restore()).response.status).toBe(404);

    expect((await remove(t.id, 'true')).response.status).toBe(204);
    expect((await deleted()).templates.find((x) => x.id === t.id)).toBeUndefined();
    expect((await restore()).response.status).toBe(404);

    const old = await create('Old');
    await remove(old.id);
    // The local host's timer trigger is no operation of the OpenAPI document: raw.
    expect((await host.call('POST', '/admin/functions/templatePurge')).status).toBe(200);
    expect((await deleted()).templates.some((x) => x.id === old.id)).toBe(true);
    host.clock.advance(31 * 24 * 3600_000);
    try {
      await host.call('POST', '/admin/functions/templatePurge');
    } finally {
      host.clock.reset();
    }
    expect((await deleted()).templates.some((x) => x.id === old.id)).toBe(false);
  });

  it('pauses and resumes delivery; setting the value in force writes no repeat entry', async () => {
    const pause = (who: Who, paused: boolean) => api(who).PUT('/api/admin/signature-delivery', { body: { paused } });
    expect(statusAndCode(await pause('editor', true))).toEqual([403, 'missing_capability']);
    expect((await pause('admin', true)).data).toEqual({ paused: true });
    expect((await templates()).signaturesPaused).toBe(true);
    const count = await logCount();
    expect((await pause('admin', true)).data).toEqual({ paused: true });
    expect(await logCount()).toBe(count);
    // A value the schema forbids: raw.
    const yes = await host.call('PUT', '/api/admin/signature-delivery', { token: admin, body: { paused: 'yes' } });
    expect([yes.status, yes.json?.code]).toEqual([400, 'invalid_request']);
    await pause('admin', false);
    expect((await templates()).signaturesPaused).toBe(false);
  });

  it('toggles link tracking', async () => {
    const t = await create('Tracked');
    const res = await api('editor').PUT('/api/admin/templates/{id}/tracking', { ...path(t.id), body: { tracking: true } });
    expect(res.data?.tracking).toBe(true);
    const entry = await lastTemplateLog();
    expect(entry).toMatchObject({ action: 'template.tracking_changed', details: { tracking: true } });
  });
});

describe('images', () => {
  it('uploads, lists and reads images; refuses bad names, SVG, non-images and oversize files', async () => {
    const e = api('editor');
    const upload = (name: string, base64: string) => e.PUT('/api/admin/asset/{name}', { ...asset(name), body: { base64 } });
    expect((await upload('logo.png', PNG)).data).toMatchObject({ name: 'logo.png', contentType: 'image/png' });
    const list = async () => (await ok(e.GET('/api/admin/assets'))).assets;
    expect((await list()).map((a) => a.name)).toContain('logo.png');
    expect((await e.GET('/api/admin/asset/{name}', asset('logo.png'))).data?.base64).toBe(PNG);
    const before = await list();
    expect(statusAndCode(await upload('..hidden', PNG))).toEqual([400, 'invalid_request']);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
    expect(statusAndCode(await upload('x.svg', svg))).toEqual([400, 'unsupported_image_type']);
    expect(statusAndCode(await upload('x.png', Buffer.from('not an image').toString('base64')))).toEqual([400, 'unsupported_image_type']);
    // A file that starts as a PNG but whose pixels do not read would show as a broken image in every message.
    const damaged = Buffer.from(PNG, 'base64').subarray(0, 40).toString('base64');
    const refused = await upload('damaged.png', damaged);
    expect(statusAndCode(refused)).toEqual([400, 'invalid_request']);
    expect(refused.error?.fields?.base64).toMatch(/damaged/);
    const big = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(600 * 1024)]).toString('base64');
    const tooBig = await upload('big.png', big);
    expect(statusAndCode(tooBig)).toEqual([413, 'image_too_large']);
    expect(tooBig.error?.message).toContain('512 KiB');
    expect(await list()).toEqual(before);
  });

  it('refuses an image that decodes to gigabytes (a 33 kB PNG of 16383×16383), several at once, naming the pixel limit and storing nothing', async () => {
    const e = api('editor');
    const list = async () => (await ok(e.GET('/api/admin/assets'))).assets;
    const before = await list();
    const bomb = pngBomb().toString('base64');
    const one = await e.PUT('/api/admin/asset/{name}', { ...asset('bomb.png'), body: { base64: bomb } });
    expect(statusAndCode(one)).toEqual([413, 'image_dimensions']);
    expect(one.error).toMatchObject({ limitPixels: IMAGE_MAX_PIXELS, width: 16_383, height: 16_383 });
    expect(one.error?.message).toContain('25 megapixels');
    const raw = await fetch(`${host.url}/api/admin/asset/bomb-raw.png`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${editor}`, 'x-forwarded-for': host.address, 'content-type': 'image/png' },
      body: new Uint8Array(pngBomb()),
    });
    expect([raw.status, ((await raw.json()) as { code: string }).code]).toEqual([413, 'image_dimensions']);
    const many = await Promise.all(
      ['a', 'b', 'c', 'd'].map((n) => e.PUT('/api/admin/asset/{name}', { ...asset(`bomb-${n}.png`), body: { base64: bomb } })),
    );
    expect(many.map(statusAndCode)).toEqual(Array.from({ length: 4 }, () => [413, 'image_dimensions']));
    expect(await list()).toEqual(before);
  });

  it('refuses to delete an image a live template uses, naming the templates', async () => {
    const e = api('editor');
    await ok(e.PUT('/api/admin/asset/{name}', { ...asset('badge.gif'), body: { base64: GIF } }));
    const t = await create('With badge', '<p><img src="cid:badge.gif" alt="badge"> {{displayName}}</p>');
    const remove = () => e.DELETE('/api/admin/asset/{name}', asset('badge.gif'));
    const res = await remove();
    expect(statusAndCode(res)).toEqual([409, 'asset_in_use']);
    expect(res.error?.templates).toEqual([{ id: t.id, name: 'With badge' }]);
    await publish('editor', t.id, '<p>{{displayName}}</p>');
    expect((await remove()).response.status).toBe(204);
    expect(statusAndCode(await remove())).toEqual([404, 'not_found']);
  });
});

describe('export and import', () => {
  it('round-trips a template with its images: the import previews the same HTML', async () => {
    const e = api('editor');
    await ok(e.PUT('/api/admin/asset/{name}', { ...asset('brand.png'), body: { base64: PNG } }));
    const t = await create(
      'Exported',
      '<table><tr><td><img src="cid:brand.png" alt="Brand"></td><td>{{displayName}}<br>{{jobTitle}}</td></tr></table>',
    );
    const exported = await e.GET('/api/admin/templates/{id}/export', path(t.id));
    expect(exported.response.headers.get('content-disposition')).toContain('attachment');
    const bundle = exported.data!;
    expect(bundle.images).toEqual([{ name: 'brand.png', contentType: 'image/png', base64: PNG }]);
    const imported = await e.POST('/api/admin/templates/import', { body: bundle });
    expect(imported.response.status).toBe(201);
    expect(imported.data).toMatchObject({ version: 0, draftState: 'saved' });
    const importedId = imported.data!.id;
    // The signature doctor looked at what came in: the image has no width and height.
    expect(imported.data?.findings.map((f) => f.rule)).toContain('image-size-missing');
    expect((await e.POST('/api/admin/templates/{id}/publish-draft', path(importedId))).data?.version).toBe(1);
    const [a, b] = await Promise.all([previewOf(t.id, 1), previewOf(importedId, 1)]);
    expect(b.data?.html).toBe(a.data?.html);
    expect(a.data?.html).toContain('src="data:image/png;base64,');

    // Into another organisation, where an image of the same name differs: stored under a new name.
    const other = host.tenants[1];
    await host.onboard(other);
    const there = host.api(await host.token({ tenant: other, user: 'nia.ross@northwind.test' }));
    expect((await there.PUT('/api/admin/asset/{name}', { ...asset('brand.png'), body: { base64: GIF } })).response.status).toBe(200);
    const copy = await ok(there.POST('/api/admin/templates/import', { body: bundle }));
    expect(copy.draft?.html).toContain('cid:brand-2.png');
    await there.POST('/api/admin/templates/{id}/publish-draft', path(copy.id));
    const preview = await there.GET('/api/admin/templates/{id}/versions/{version}/preview', {
      params: { path: { id: copy.id, version: 1 } },
    });
    expect(preview.data?.html).toBe(a.data?.html);
  });

  it('refuses a bundle with an image that decodes to gigabytes, naming the image and the limit, storing neither its images nor a template', async () => {
    const e = api('editor');
    const before = { templates: (await templates('editor')).templates.length, assets: (await ok(e.GET('/api/admin/assets'))).assets };
    const bundle = {
      format: 'signature-template' as const,
      formatVersion: 1 as const,
      template: { name: 'With a bomb', html: '<p><img src="cid:fine.png" alt="Fine"><img src="cid:bomb.png" alt="Bomb"></p>' },
      images: [
        { name: 'fine.png', contentType: 'image/png' as const, base64: PNG },
        { name: 'bomb.png', contentType: 'image/png' as const, base64: pngBomb().toString('base64') },
      ],
    };
    const res = await e.POST('/api/admin/templates/import', { body: bundle });
    expect(statusAndCode(res)).toEqual([413, 'image_dimensions']);
    expect(res.error).toMatchObject({ image: 'images.1', limitPixels: IMAGE_MAX_PIXELS });
    expect((await templates('editor')).templates.length).toBe(before.templates);
    expect((await ok(e.GET('/api/admin/assets'))).assets).toEqual(before.assets);
  });

  // Malformed bundles are bodies the schema forbids: raw.
  it('refuses malformed bundles and mismatched images, creating nothing', async () => {
    const count = async () => (await templates('editor')).templates.length;
    const before = await count();
    const good = { format: 'signature-template', formatVersion: 1, template: { name: 'X', html: '<p>x</p>' }, images: [] };
    for (const [bundle, field] of [
      [{ ...good, format: 'other' }, 'format'],
      [{ ...good, formatVersion: 2 }, 'formatVersion'],
      [{ ...good, template: { name: 'X' } }, 'template.html'],
      [{ ...good, images: [{ name: 'a.png', contentType: 'image/png', base64: Buffer.from('nope').toString('base64') }] }, 'images.0'],
      [{ ...good, images: [{ name: 'a.png', contentType: 'image/jpeg', base64: PNG }] }, 'images.0.contentType'],
      [{ ...good, images: [{ name: 'a.svg', contentType: 'image/svg+xml', base64: PNG }] }, 'images.0.contentType'],
    ] as const) {
      const res = await host.call('POST', '/api/admin/templates/import', { token: editor, body: bundle });
      expect([res.status, res.json?.code]).toEqual([400, 'invalid_request']);
      expect(Object.keys(res.json.fields)).toContain(field);
    }
    expect(await count()).toBe(before);
  });
});
