import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';

let host: TestHost;
let tenant: string;
let admin: string;
const MAILBOX = 'dev.patel@fabrikam.test';

const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  host.call(method, path, { token: admin, body, headers });
const compose = async () =>
  (
    await host.call('POST', '/api/signature', {
      token: await host.token({ tenant, user: MAILBOX, scope: 'access_as_user' }),
      body: { type: 'new' },
    })
  ).json;
const entries = async () =>
  (await call('GET', '/api/admin/log?limit=500')).json.entries as { action: string; scope: string; details: Record<string, unknown> }[];
const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: 'drafts.admin@fabrikam.test' });
  await call('GET', '/api/admin/me');
});
afterAll(() => host.close());

describe('a new template', () => {
  it('starts as an unpublished working copy that reaches nobody; its first publish is version 1', async () => {
    const fallback = (await createPublished(call, { name: 'Fallback', html: '<p>Fallback {{displayName}}</p>' })).json;
    expect(fallback).toMatchObject({ version: 1, hasDraft: false, draft: null });

    const created = await call('POST', '/api/admin/templates', { name: 'Autumn', html: '<p>Autumn {{displayName}}</p>' });
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBe('"v0"');
    expect(created.json).toMatchObject({
      version: 0,
      html: '',
      hasDraft: true,
      draftState: 'saved',
      draft: { html: '<p>Autumn {{displayName}}</p>', state: 'saved' },
    });
    const id = created.json.id as string;
    expect((await entries())[0]).toMatchObject({ action: 'template.created', scope: 'tenant' });

    const listed = (await call('GET', '/api/admin/templates')).json.templates.find((t: { id: string }) => t.id === id);
    expect(listed).toMatchObject({ version: 0, hasDraft: true, draftState: 'saved' });
    expect((await call('GET', `/api/admin/templates/${id}/versions`)).json).toEqual({ current: 0, versions: [] });

    // Assigned by role: nothing to deliver yet. Named by a rule ahead of a published default: passed over.
    expect((await call('PUT', '/api/admin/roles', { new: id, reply: null })).status).toBe(200);
    expect(await compose()).toMatchObject({ html: '', templateId: null, version: null });
    expect((await call('PUT', '/api/admin/roles', { new: fallback.id, reply: null })).status).toBe(200);
    expect(
      (
        await call('PUT', '/api/admin/rules', {
          rules: [{ name: 'Everyone', attribute: 'department', operator: 'notEquals', value: 'nobody', new: id, reply: null }],
        })
      ).status,
    ).toBe(200);
    expect(await compose()).toMatchObject({ templateId: fallback.id, version: 1 });
    const simulated = await call('POST', '/api/admin/rules/simulate', { email: MAILBOX });
    expect(simulated.json.roles.new).toMatchObject({ templateId: fallback.id, decidedBy: { kind: 'default' } });

    // Its working copy is all it has, and a rollout has no live version to compare with.
    expectCode(await call('DELETE', `/api/admin/templates/${id}/draft`), 409, 'never_published');
    expectCode(await call('PUT', `/api/admin/templates/${id}`, { html: '<p>x</p>', rollout: true }), 409, 'not_published');
    expect((await call('GET', `/api/admin/templates/${id}`)).json).toMatchObject({ version: 0, hasDraft: true });

    const published = await call('PUT', `/api/admin/templates/${id}`, { html: '<p>Autumn {{displayName}}</p>' });
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({
      version: 1,
      html: '<p>Autumn {{displayName}}</p>',
      hasDraft: false,
      draftState: null,
      draft: null,
      workingCopyCleared: true,
    });
    expect((await call('GET', `/api/admin/templates/${id}/versions`)).json).toMatchObject({
      current: 1,
      versions: [{ version: 1, source: 'publish' }],
    });
    expect(await compose()).toMatchObject({ html: '<p>Autumn Dev Patel</p>', templateId: id, version: 1 });
    expect((await entries())[0]).toMatchObject({
      action: 'template.published',
      scope: 'template',
      details: { id, version: 1, workingCopyCleared: true },
    });
  });

  it('copies and exports an unpublished template from its working copy', async () => {
    const id = (await call('POST', '/api/admin/templates', { name: 'Unpublished', html: '<p>Draft only</p>' })).json.id;
    expect((await call('POST', `/api/admin/templates/${id}/duplicate`)).json).toMatchObject({
      version: 0,
      draft: { html: '<p>Draft only</p>' },
    });
    expect((await call('GET', `/api/admin/templates/${id}/export`)).json.template.html).toBe('<p>Draft only</p>');
  });
});

describe('publishing the working copy', () => {
  it("clears the working copy when the body published is the working copy's, and says so", async () => {
    const id = (await createPublished(call, { name: 'Editor', html: '<p>one</p>' })).json.id;
    expect((await call('PUT', `/api/admin/templates/${id}/draft`, { html: '<p>two</p>' })).json.draftState).toBe('saved');
    const published = await call('PUT', `/api/admin/templates/${id}`, { html: '<p>two</p>' });
    expect(published.json).toMatchObject({ version: 2, hasDraft: false, draftState: null, draft: null, workingCopyCleared: true });
    expect((await call('GET', `/api/admin/templates/${id}`)).json).toMatchObject({ version: 2, hasDraft: false, draft: null });
  });

  it('keeps a working copy other than the body published', async () => {
    const id = (await createPublished(call, { name: 'Kept', html: '<p>one</p>' })).json.id;
    await call('PUT', `/api/admin/templates/${id}/draft`, { html: '<p>later</p>' });
    const published = await call('PUT', `/api/admin/templates/${id}`, { html: '<p>now</p>' });
    expect(published.json).toMatchObject({
      version: 2,
      hasDraft: true,
      draftState: 'saved',
      draft: { html: '<p>later</p>' },
      workingCopyCleared: false,
    });
  });

  it('clears a working copy identical to the live body, publishing nothing', async () => {
    const id = (await createPublished(call, { name: 'Same', html: '<p>same</p>' })).json.id;
    await call('PUT', `/api/admin/templates/${id}/draft`, { html: '<p>same</p>' });
    const published = await call('PUT', `/api/admin/templates/${id}`, { html: '<p>same</p>' });
    expect(published.json).toMatchObject({ version: 1, hasDraft: false, draft: null, workingCopyCleared: true });
    expect((await call('GET', `/api/admin/templates/${id}/versions`)).json.versions).toHaveLength(1);
  });
});
