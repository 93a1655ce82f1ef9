import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';

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
const auth = (who: Who) =>
  who === 'rwKey' || who === 'roKey'
    ? { headers: { authorization: `Bearer ${who === 'rwKey' ? rwKey : roKey}` } }
    : { token: { admin, editor, marketing }[who] };
const call = (who: Who, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const a = auth(who);
  return host.call(method, path, { ...a, body, headers: { ...('headers' in a ? a.headers : {}), ...headers } });
};

/** A live template: created (an unpublished working copy), then published as version 1. */
const create = async (name = 'Standard', html = BODY) => {
  const res = await call('admin', 'POST', '/api/admin/templates', { name, html });
  expect(res.status).toBe(201);
  const published = await call('admin', 'POST', `/api/admin/templates/${res.json.id}/publish-draft`);
  expect(published.status).toBe(200);
  return published.json as { id: string; version: number };
};
const get = async (id: string) => (await call('admin', 'GET', `/api/admin/templates/${id}`)).json;
const logCount = async () => (await call('admin', 'GET', '/api/admin/log?limit=500')).json.entries.length as number;
const setApproval = (on: boolean) => call('admin', 'PUT', '/api/admin/settings', { requireApproval: on });
const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);

/** A refused request leaves the template (body, version, draft) and the change log as they were. */
async function expectRefused(id: string, send: () => Promise<CallResult>, status: number, code: string) {
  const [before, log] = [await get(id), await logCount()];
  expectCode(await send(), status, code);
  expect(await get(id)).toEqual(before);
  expect(await logCount()).toBe(log);
}

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: 'tpl.admin@fabrikam.test', name: 'Template Admin' });
  await host.call('GET', '/api/admin/me', { token: admin });
  await call('admin', 'PUT', '/api/admin/users', { email: 'ann.lee@fabrikam.test', role: 'Editor' });
  await call('admin', 'PUT', '/api/admin/users', { email: 'ben.okafor@fabrikam.test', role: 'Marketing' });
  editor = await host.token({ tenant, user: 'ann.lee@fabrikam.test', name: 'Ann Lee' });
  marketing = await host.token({ tenant, user: 'ben.okafor@fabrikam.test', name: 'Ben Okafor' });
  for (const who of ['editor', 'marketing'] as const) await call(who, 'GET', '/api/admin/me');
  rwKey = (await call('admin', 'POST', '/api/admin/api-keys', { name: 'publisher', access: ['templates', 'rules'], readOnly: false })).json
    .secret;
  roKey = (await call('admin', 'POST', '/api/admin/api-keys', { name: 'reader', access: ['templates'] })).json.secret;
});
afterAll(() => host.close());

describe('library and lifecycle', () => {
  it('creates, lists without bodies, reads with an ETag, renames and duplicates', async () => {
    const t = await create('Sales');
    const list = await call('editor', 'GET', '/api/admin/templates');
    const entry = list.json.templates.find((x: { id: string }) => x.id === t.id);
    expect(entry).toMatchObject({ name: 'Sales', version: 1, hasDraft: false, roles: [], tracking: false });
    expect(entry).not.toHaveProperty('html');
    expect(list.json.signaturesPaused).toBe(false);
    const one = await call('editor', 'GET', `/api/admin/templates/${t.id}`);
    expect(one.headers.get('etag')).toBe('"v1"');
    expect(one.json.html).toBe(BODY);
    expect((await call('editor', 'PATCH', `/api/admin/templates/${t.id}`, { name: 'Sales EMEA' })).json.name).toBe('Sales EMEA');
    const copy = await call('editor', 'POST', `/api/admin/templates/${t.id}/duplicate`);
    expect(copy.json).toMatchObject({ name: 'Copy of Sales EMEA', version: 0, html: '', draft: { html: BODY, state: 'saved' } });
  });

  it('refuses invalid input field by field and stores nothing', async () => {
    const before = (await call('admin', 'GET', '/api/admin/templates')).json.templates.length;
    for (const [body, field] of [
      [{ name: '', html: BODY }, 'name'],
      [{ name: 'x'.repeat(101), html: BODY }, 'name'],
      [{ name: 'x' }, 'html'],
      [{ name: 'x', html: '{{#open}}never closed' }, 'html'],
      [{ name: 'x', html: '{{> partial}}' }, 'html'],
    ] as const) {
      const res = await call('admin', 'POST', '/api/admin/templates', body);
      expectCode(res, 400, 'invalid_request');
      expect(res.json.fields[field]).toBeTruthy();
    }
    expect((await call('admin', 'GET', '/api/admin/templates')).json.templates.length).toBe(before);
    expectCode(await call('admin', 'GET', '/api/admin/templates/t_doesnotexist'), 404, 'not_found');
    expectCode(await call('admin', 'GET', '/api/admin/templates/bad id'), 400, 'invalid_request');
    expectCode(await call('marketing', 'GET', '/api/admin/templates'), 403, 'missing_capability');
  });

  it('stores templates without script, event handlers or javascript: links', async () => {
    const t = await create(
      'Hostile',
      '<p onclick="x()">Hi {{displayName}}<script>alert(1)</script><img src="cid:logo.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="https://ok.example">ok</a></p>',
    );
    const html = (await get(t.id)).html as string;
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(html).toContain('<a href="https://ok.example">ok</a>');
    expect(html).toContain('{{displayName}}');
    expect(html).toContain('src="cid:logo.png"');
  });

  it('turns raw placeholders into escaped ones', async () => {
    const t = await create('Raw', '<p>{{{displayName}}} {{& jobTitle}}</p>');
    expect((await get(t.id)).html).toBe('<p>{{displayName}} {{jobTitle}}</p>');
  });
});

describe('publishing and versions', () => {
  it('publishes new versions with ETags, refuses a stale If-Match, and keeps the history', async () => {
    const t = await create('Versioned');
    const v2 = await call('editor', 'PUT', `/api/admin/templates/${t.id}`, { html: '<p>two {{displayName}}</p>' }, { 'if-match': '"v1"' });
    expect([v2.status, v2.headers.get('etag'), v2.json.version]).toEqual([200, '"v2"', 2]);
    await expectRefused(
      t.id,
      () => call('editor', 'PUT', `/api/admin/templates/${t.id}`, { html: '<p>late</p>' }, { 'if-match': '"v1"' }),
      412,
      'stale_version',
    );
    const versions = await call('editor', 'GET', `/api/admin/templates/${t.id}/versions`);
    expect(versions.json.current).toBe(2);
    expect(versions.json.versions.map((v: { version: number; source: string }) => [v.version, v.source])).toEqual([
      [2, 'publish'],
      [1, 'draft'],
    ]);
  });

  it('lets exactly one of two publishes racing from the same version win, with no gap in history', async () => {
    const t = await create('Raced');
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((x) =>
        call('editor', 'PUT', `/api/admin/templates/${t.id}`, { html: `<p>${x}</p>` }, { 'if-match': '"v1"' }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 412, 412, 412]);
    const versions = (await call('editor', 'GET', `/api/admin/templates/${t.id}/versions`)).json.versions.map(
      (v: { version: number }) => v.version,
    );
    expect(versions).toEqual([2, 1]);
    const winner = results.find((r) => r.status === 200)!.json.html;
    expect((await get(t.id)).html).toBe(winner);
    // Without If-Match, racing publishes each become a version of their own, none lost.
    const free = await Promise.all(
      ['e', 'f', 'g'].map((x) => call('editor', 'PUT', `/api/admin/templates/${t.id}`, { html: `<p>${x}</p>` })),
    );
    expect(free.every((r) => r.status === 200)).toBe(true);
    expect(
      (await call('editor', 'GET', `/api/admin/templates/${t.id}/versions`)).json.versions.map((v: { version: number }) => v.version),
    ).toEqual([5, 4, 3, 2, 1]);
  });

  it('previews an archived version against sample data with its length and the limit', async () => {
    const t = await create('Preview');
    await call('editor', 'PUT', `/api/admin/templates/${t.id}`, { html: '<p>{{displayName}}, {{jobTitle}}</p>' });
    const p1 = await call('editor', 'GET', `/api/admin/templates/${t.id}/versions/1/preview`);
    expect(p1.json).toMatchObject({ version: 1, limit: 30000 });
    expect(p1.json.html).toContain('Alex Example');
    expect(p1.json.length).toBe(p1.json.html.length);
    expect((await call('editor', 'GET', `/api/admin/templates/${t.id}/versions/2/preview`)).json.html).toBe(
      '<p>Alex Example, Customer Success Manager</p>',
    );
    expect((await call('editor', 'GET', `/api/admin/templates/${t.id}/versions/9/preview`)).status).toBe(404);
    expect((await call('editor', 'GET', `/api/admin/templates/${t.id}/versions/0/preview`)).status).toBe(400);
  });

  it('rolls back to a chosen version as a new version, keeping history', async () => {
    const t = await create('Rollback', '<p>one</p>');
    await call('editor', 'PUT', `/api/admin/templates/${t.id}`, { html: '<p>two</p>' });
    const back = await call('editor', 'POST', `/api/admin/templates/${t.id}/rollback`, { version: 1 });
    expect([back.json.version, back.json.html]).toEqual([3, '<p>one</p>']);
    const versions = (await call('editor', 'GET', `/api/admin/templates/${t.id}/versions`)).json.versions;
    expect(versions[0]).toMatchObject({ version: 3, source: 'rollback', fromVersion: 1 });
    await expectRefused(
      t.id,
      () => call('editor', 'POST', `/api/admin/templates/${t.id}/rollback`, { version: 7 }),
      400,
      'invalid_request',
    );
  });

  it('refuses a publish whose rendering exceeds the mail client limit: 400 too_long', async () => {
    const t = await create('Long');
    const huge = `<p>${'x'.repeat(30_001)}</p>`;
    const before = await get(t.id);
    const res = await call('editor', 'PUT', `/api/admin/templates/${t.id}`, { html: huge });
    expectCode(res, 400, 'too_long');
    expect(res.json).toMatchObject({ limit: 30000 });
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
          const routes: [string, string, unknown][] = [
            ['PUT', `/api/admin/templates/${t.id}`, { html: '<p>new</p>' }],
            ['POST', `/api/admin/templates/${t.id}/rollback`, { version: 1 }],
          ];
          for (const [method, path, body] of routes) {
            if (allowed) expect((await call(who, method, path, body)).status).toBe(200);
            else await expectRefused(t.id, () => call(who, method, path, body), 403, 'approval_required');
          }
          // Saving a working copy is never gated; publishing it is.
          expect((await call(who, 'PUT', `/api/admin/templates/${t.id}/draft`, { html: '<p>draft</p>' })).status).toBe(200);
          const publishDraft = () => call(who, 'POST', `/api/admin/templates/${t.id}/publish-draft`);
          if (allowed) expect((await publishDraft()).status).toBe(200);
          else await expectRefused(t.id, publishDraft, 403, 'approval_required');
        } finally {
          await setApproval(false);
        }
      });
    }
  }

  it('refuses a read-only key every change, whatever it holds, and changes no template', async () => {
    const t = await create('Read only');
    for (const [method, path, body] of [
      ['PUT', `/api/admin/templates/${t.id}`, { html: '<p>x</p>' }],
      ['PUT', `/api/admin/templates/${t.id}/draft`, { html: '<p>x</p>' }],
      ['PATCH', `/api/admin/templates/${t.id}`, { name: 'renamed' }],
      ['DELETE', `/api/admin/templates/${t.id}`, undefined],
      ['POST', `/api/admin/templates/${t.id}/rollback`, { version: 1 }],
      ['PUT', `/api/admin/templates/${t.id}/tracking`, { tracking: true }],
    ] as const) {
      await expectRefused(t.id, () => call('roKey', method, path, body), 403, 'read_only_key');
    }
    expect((await call('roKey', 'GET', `/api/admin/templates/${t.id}`)).status).toBe(200);
  });

  it('logs what a key publishes under the key', async () => {
    const t = await create('Key publish');
    await call('rwKey', 'PUT', `/api/admin/templates/${t.id}`, { html: '<p>by key</p>' });
    const entry = (await call('admin', 'GET', '/api/admin/log?scope=template&limit=1')).json.entries[0];
    expect(entry).toMatchObject({ actor: 'API key publisher', action: 'template.published', keyId: expect.any(String) });
  });
});

describe('working copy and review', () => {
  it('saves, submits, is sent back with a note, and is published as the approve action; never reaching users before', async () => {
    const t = await create('Reviewed', '<p>live</p>');
    const saved = await call('editor', 'PUT', `/api/admin/templates/${t.id}/draft`, { html: '<p>next</p>' });
    expect(saved.json).toMatchObject({ hasDraft: true, html: '<p>live</p>', draft: { html: '<p>next</p>', state: 'saved' } });
    expect((await call('editor', 'GET', '/api/admin/templates')).json.templates.find((x: { id: string }) => x.id === t.id).hasDraft).toBe(
      true,
    );

    expect((await call('editor', 'POST', `/api/admin/templates/${t.id}/draft/submit`)).json.draft.state).toBe('submitted');
    await expectRefused(t.id, () => call('editor', 'POST', `/api/admin/templates/${t.id}/draft/submit`), 409, 'already_submitted');
    const queue = await call('editor', 'GET', '/api/admin/approvals');
    expect(queue.json.queue.map((q: { id: string }) => q.id)).toContain(t.id);
    expect(queue.json).toMatchObject({ canApprove: true, requireApproval: false });

    await expectRefused(
      t.id,
      () => call('editor', 'POST', `/api/admin/templates/${t.id}/draft/reject`, { note: 'no' }),
      403,
      'admin_role_required',
    );
    await expectRefused(
      t.id,
      () => call('admin', 'POST', `/api/admin/templates/${t.id}/draft/reject`, { note: '  ' }),
      400,
      'invalid_request',
    );
    await expectRefused(t.id, () => call('admin', 'POST', `/api/admin/templates/${t.id}/draft/reject`, {}), 400, 'invalid_request');
    const rejected = await call('admin', 'POST', `/api/admin/templates/${t.id}/draft/reject`, { note: 'Use the new logo' });
    expect(rejected.json.draft).toMatchObject({ state: 'saved', note: 'Use the new logo' });
    await expectRefused(
      t.id,
      () => call('admin', 'POST', `/api/admin/templates/${t.id}/draft/reject`, { note: 'again' }),
      409,
      'not_submitted',
    );
    expect((await call('editor', 'GET', `/api/admin/templates/${t.id}/versions/1/preview`)).json.html).toBe('<p>live</p>');

    await call('editor', 'POST', `/api/admin/templates/${t.id}/draft/submit`);
    await setApproval(true);
    try {
      expect((await call('editor', 'GET', '/api/admin/approvals')).json).toMatchObject({ canApprove: false, requireApproval: true });
      const approved = await call('admin', 'POST', `/api/admin/templates/${t.id}/publish-draft`);
      expect(approved.json).toMatchObject({ version: 2, html: '<p>next</p>', hasDraft: false, draft: null });
    } finally {
      await setApproval(false);
    }
    await expectRefused(t.id, () => call('admin', 'POST', `/api/admin/templates/${t.id}/publish-draft`), 409, 'no_draft');
  });

  it('refuses every working-copy, publish, rollback and deletion move to a role without templates', async () => {
    const t = await create('Guarded');
    await call('editor', 'PUT', `/api/admin/templates/${t.id}/draft`, { html: '<p>d</p>' });
    for (const [method, path, body] of [
      ['PUT', `/api/admin/templates/${t.id}/draft`, { html: '<p>x</p>' }],
      ['DELETE', `/api/admin/templates/${t.id}/draft`, undefined],
      ['POST', `/api/admin/templates/${t.id}/draft/submit`, undefined],
      ['POST', `/api/admin/templates/${t.id}/publish-draft`, undefined],
      ['PUT', `/api/admin/templates/${t.id}`, { html: '<p>x</p>' }],
      ['POST', `/api/admin/templates/${t.id}/rollback`, { version: 1 }],
      ['DELETE', `/api/admin/templates/${t.id}`, undefined],
      ['DELETE', `/api/admin/templates/${t.id}?purge=true`, undefined],
      ['POST', `/api/admin/templates/${t.id}/restore`, undefined],
    ] as const) {
      await expectRefused(t.id, () => call('marketing', method, path, body), 403, 'missing_capability');
    }
  });

  it('discards a working copy; keys may save one but not submit it', async () => {
    const t = await create('Discard');
    await expectRefused(t.id, () => call('editor', 'DELETE', `/api/admin/templates/${t.id}/draft`), 409, 'no_draft');
    expect((await call('rwKey', 'PUT', `/api/admin/templates/${t.id}/draft`, { html: '<p>k</p>' })).status).toBe(200);
    await expectRefused(t.id, () => call('rwKey', 'POST', `/api/admin/templates/${t.id}/draft/submit`), 404, 'not_available_to_api_keys');
    const discarded = await call('editor', 'DELETE', `/api/admin/templates/${t.id}/draft`);
    expect(discarded.json).toMatchObject({ hasDraft: false, draft: null });
  });
});

describe('roles, deletion and delivery', () => {
  it('assigns roles, blocks deleting an assigned template, and answers the shortcuts', async () => {
    const a = await create('Role new', '<p>new {{displayName}}</p>');
    const b = await create('Role reply', '<p>reply</p>');
    expectCode(await call('editor', 'PUT', '/api/admin/roles', { new: a.id, reply: b.id }), 403, 'missing_capability');
    const bad = await call('admin', 'PUT', '/api/admin/roles', { new: 't_doesnotexist', reply: null });
    expectCode(bad, 400, 'invalid_request');
    expect(bad.json.fields.new).toBe('no such template');
    expect((await call('admin', 'PUT', '/api/admin/roles', { new: a.id, reply: b.id })).json).toEqual({ new: a.id, reply: b.id });
    const entry = (await call('admin', 'GET', '/api/admin/templates')).json.templates.find((x: { id: string }) => x.id === a.id);
    expect(entry.roles).toEqual(['new']);

    await expectRefused(a.id, () => call('editor', 'DELETE', `/api/admin/templates/${a.id}`), 409, 'template_assigned');
    await expectRefused(a.id, () => call('editor', 'DELETE', `/api/admin/templates/${a.id}?purge=true`), 409, 'template_assigned');

    expect((await call('editor', 'GET', '/api/admin/template')).json.id).toBe(a.id);
    const pub = await call('editor', 'PUT', '/api/admin/template', { html: '<p>shortcut</p>' });
    expect([pub.status, pub.json.id, pub.json.version]).toEqual([200, a.id, 2]);
    expect((await call('editor', 'GET', '/api/admin/versions')).json.current).toBe(2);
    expect((await call('editor', 'POST', '/api/admin/rollback', { version: 1 })).json).toMatchObject({ id: a.id, version: 3 });
    await call('admin', 'PUT', '/api/admin/roles', { new: null, reply: null });
    expectCode(await call('editor', 'GET', '/api/admin/template'), 404, 'no_template_assigned');
  });

  it('deletes to Recently deleted, restores, purges, and the timer purges after 30 days', async () => {
    const t = await create('Deletable');
    expect((await call('editor', 'DELETE', `/api/admin/templates/${t.id}`)).status).toBe(204);
    expect((await call('editor', 'GET', `/api/admin/templates/${t.id}`)).status).toBe(404);
    const deleted = await call('editor', 'GET', '/api/admin/templates/deleted');
    expect(deleted.json.retentionDays).toBe(30);
    expect(deleted.json.templates.find((x: { id: string }) => x.id === t.id)).toBeTruthy();
    const bad = await call('admin', 'PUT', '/api/admin/roles', { new: t.id, reply: null });
    expect(bad.json.fields.new).toBe('the template is in Recently deleted');
    expect((await call('editor', 'POST', `/api/admin/templates/${t.id}/restore`)).json.id).toBe(t.id);
    expect((await call('editor', 'POST', `/api/admin/templates/${t.id}/restore`)).status).toBe(404);

    expect((await call('editor', 'DELETE', `/api/admin/templates/${t.id}?purge=true`)).status).toBe(204);
    expect(
      (await call('editor', 'GET', '/api/admin/templates/deleted')).json.templates.find((x: { id: string }) => x.id === t.id),
    ).toBeUndefined();
    expect((await call('editor', 'POST', `/api/admin/templates/${t.id}/restore`)).status).toBe(404);

    const old = await create('Old');
    await call('editor', 'DELETE', `/api/admin/templates/${old.id}`);
    expect((await host.call('POST', '/admin/functions/templatePurge')).status).toBe(200);
    expect((await call('editor', 'GET', '/api/admin/templates/deleted')).json.templates.some((x: { id: string }) => x.id === old.id)).toBe(
      true,
    );
    host.clock.advance(31 * 24 * 3600_000);
    try {
      await host.call('POST', '/admin/functions/templatePurge');
    } finally {
      host.clock.reset();
    }
    expect((await call('editor', 'GET', '/api/admin/templates/deleted')).json.templates.some((x: { id: string }) => x.id === old.id)).toBe(
      false,
    );
  });

  it('pauses and resumes delivery; setting the value in force writes no repeat entry', async () => {
    expectCode(await call('editor', 'PUT', '/api/admin/signature-delivery', { paused: true }), 403, 'missing_capability');
    expect((await call('admin', 'PUT', '/api/admin/signature-delivery', { paused: true })).json).toEqual({ paused: true });
    expect((await call('admin', 'GET', '/api/admin/templates')).json.signaturesPaused).toBe(true);
    const count = await logCount();
    expect((await call('admin', 'PUT', '/api/admin/signature-delivery', { paused: true })).json).toEqual({ paused: true });
    expect(await logCount()).toBe(count);
    expectCode(await call('admin', 'PUT', '/api/admin/signature-delivery', { paused: 'yes' }), 400, 'invalid_request');
    await call('admin', 'PUT', '/api/admin/signature-delivery', { paused: false });
    expect((await call('admin', 'GET', '/api/admin/templates')).json.signaturesPaused).toBe(false);
  });

  it('toggles link tracking', async () => {
    const t = await create('Tracked');
    expect((await call('editor', 'PUT', `/api/admin/templates/${t.id}/tracking`, { tracking: true })).json.tracking).toBe(true);
    const entry = (await call('admin', 'GET', '/api/admin/log?scope=template&limit=1')).json.entries[0];
    expect(entry).toMatchObject({ action: 'template.tracking_changed', details: { tracking: true } });
  });
});

describe('images', () => {
  it('uploads, lists and reads images; refuses bad names, SVG, non-images and oversize files', async () => {
    expect((await call('editor', 'PUT', '/api/admin/asset/logo.png', { base64: PNG })).json).toMatchObject({
      name: 'logo.png',
      contentType: 'image/png',
    });
    expect((await call('editor', 'GET', '/api/admin/assets')).json.assets.map((a: { name: string }) => a.name)).toContain('logo.png');
    expect((await call('editor', 'GET', '/api/admin/asset/logo.png')).json.base64).toBe(PNG);
    const list = async () => (await call('editor', 'GET', '/api/admin/assets')).json.assets;
    const before = await list();
    expectCode(await call('editor', 'PUT', '/api/admin/asset/..hidden', { base64: PNG }), 400, 'invalid_request');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
    expectCode(await call('editor', 'PUT', '/api/admin/asset/x.svg', { base64: svg }), 400, 'unsupported_image_type');
    expectCode(
      await call('editor', 'PUT', '/api/admin/asset/x.png', { base64: Buffer.from('not an image').toString('base64') }),
      400,
      'unsupported_image_type',
    );
    // A file that starts as a PNG but whose pixels do not read would show as a broken image in every message.
    const damaged = Buffer.from(PNG, 'base64').subarray(0, 40).toString('base64');
    const refused = await call('editor', 'PUT', '/api/admin/asset/damaged.png', { base64: damaged });
    expectCode(refused, 400, 'invalid_request');
    expect(refused.json.fields.base64).toMatch(/damaged/);
    const big = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(600 * 1024)]).toString('base64');
    const tooBig = await call('editor', 'PUT', '/api/admin/asset/big.png', { base64: big });
    expectCode(tooBig, 413, 'image_too_large');
    expect(tooBig.json.message).toContain('512 KiB');
    expect(await list()).toEqual(before);
  });

  it('refuses to delete an image a live template uses, naming the templates', async () => {
    await call('editor', 'PUT', '/api/admin/asset/badge.gif', {
      base64: GIF,
    });
    const t = await create('With badge', '<p><img src="cid:badge.gif" alt="badge"> {{displayName}}</p>');
    const res = await call('editor', 'DELETE', '/api/admin/asset/badge.gif');
    expectCode(res, 409, 'asset_in_use');
    expect(res.json.templates).toEqual([{ id: t.id, name: 'With badge' }]);
    await call('editor', 'PUT', `/api/admin/templates/${t.id}`, { html: '<p>{{displayName}}</p>' });
    expect((await call('editor', 'DELETE', '/api/admin/asset/badge.gif')).status).toBe(204);
    expectCode(await call('editor', 'DELETE', '/api/admin/asset/badge.gif'), 404, 'not_found');
  });
});

describe('export and import', () => {
  it('round-trips a template with its images: the import previews the same HTML', async () => {
    await call('editor', 'PUT', '/api/admin/asset/brand.png', { base64: PNG });
    const t = await create(
      'Exported',
      '<table><tr><td><img src="cid:brand.png" alt="Brand"></td><td>{{displayName}}<br>{{jobTitle}}</td></tr></table>',
    );
    const exported = await call('editor', 'GET', `/api/admin/templates/${t.id}/export`);
    expect(exported.headers.get('content-disposition')).toContain('attachment');
    expect(exported.json.images).toEqual([{ name: 'brand.png', contentType: 'image/png', base64: PNG }]);
    const imported = await call('editor', 'POST', '/api/admin/templates/import', exported.json);
    expect(imported.status).toBe(201);
    expect(imported.json).toMatchObject({ version: 0, draftState: 'saved' });
    // The signature doctor looked at what came in: the image has no width and height.
    expect(imported.json.findings.map((f: { rule: string }) => f.rule)).toContain('image-size-missing');
    expect((await call('editor', 'POST', `/api/admin/templates/${imported.json.id}/publish-draft`)).json.version).toBe(1);
    const [a, b] = await Promise.all([
      call('editor', 'GET', `/api/admin/templates/${t.id}/versions/1/preview`),
      call('editor', 'GET', `/api/admin/templates/${imported.json.id}/versions/1/preview`),
    ]);
    expect(b.json.html).toBe(a.json.html);
    expect(a.json.html).toContain('src="data:image/png;base64,');

    // Into another organisation, where an image of the same name differs: stored under a new name.
    const other = host.tenants[1];
    await host.onboard(other);
    const otherAdmin = await host.token({ tenant: other, user: 'nia.ross@northwind.test' });
    expect((await host.call('PUT', '/api/admin/asset/brand.png', { token: otherAdmin, body: { base64: GIF } })).status).toBe(200);
    const there = await host.call('POST', '/api/admin/templates/import', { token: otherAdmin, body: exported.json });
    expect(there.json.draft.html).toContain('cid:brand-2.png');
    await host.call('POST', `/api/admin/templates/${there.json.id}/publish-draft`, { token: otherAdmin });
    const preview = await host.call('GET', `/api/admin/templates/${there.json.id}/versions/1/preview`, { token: otherAdmin });
    expect(preview.json.html).toBe(a.json.html);
  });

  it('refuses malformed bundles and mismatched images, creating nothing', async () => {
    const count = async () => (await call('editor', 'GET', '/api/admin/templates')).json.templates.length;
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
      const res = await call('editor', 'POST', '/api/admin/templates/import', bundle);
      expectCode(res, 400, 'invalid_request');
      expect(Object.keys(res.json.fields)).toContain(field);
    }
    expect(await count()).toBe(before);
  });
});
