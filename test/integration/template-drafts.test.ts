import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

let host: TestHost;
let tenant: string;
let admin: string;
const MAILBOX = 'dev.patel@fabrikam.test';

const api = () => host.api(admin);
const path = (id: string) => ({ params: { path: { id } } });
const compose = async () =>
  ok(host.api(await host.token({ tenant, user: MAILBOX, scope: 'access_as_user' })).POST('/api/signature', { body: { type: 'new' } }));
const entries = async () => (await ok(api().GET('/api/admin/log', { params: { query: { limit: 500 } } }))).entries;
const create = (name: string, html: string) => api().POST('/api/admin/templates', { body: { name, html } });
const templateOf = (id: string) => ok(api().GET('/api/admin/templates/{id}', path(id)));
const versionsOf = (id: string) => ok(api().GET('/api/admin/templates/{id}/versions', path(id)));
const saveDraft = (id: string, html: string) => api().PUT('/api/admin/templates/{id}/draft', { ...path(id), body: { html } });
/** A publish without a rollout block: the new version (a 202 rollout answer is another test's). */
const publish = async (id: string, html: string) => {
  const res = await api().PUT('/api/admin/templates/{id}', { ...path(id), body: { html } });
  return { ...res, data: res.data && 'version' in res.data ? res.data : undefined };
};
const roles = (body: { new: string | null; reply: string | null }) => api().PUT('/api/admin/roles', { body });

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, 'drafts.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'drafts.admin@fabrikam.test' });
  await ok(api().GET('/api/admin/me'));
});
afterAll(() => host.close());

describe('a new template', () => {
  it('starts as an unpublished working copy that reaches nobody; its first publish is version 1', async () => {
    const fallback = await createPublishedWith(api(), { name: 'Fallback', html: '<p>Fallback {{displayName}}</p>' });
    expect(fallback).toMatchObject({ version: 1, hasDraft: false, draft: null });

    const created = await create('Autumn', '<p>Autumn {{displayName}}</p>');
    expect(created.response.status).toBe(201);
    expect(created.response.headers.get('etag')).toBe('"v0"');
    expect(created.data).toMatchObject({
      version: 0,
      html: null,
      hasDraft: true,
      draftState: 'saved',
      draft: { html: '<p>Autumn {{displayName}}</p>', state: 'saved' },
    });
    const id = created.data!.id;
    expect((await entries())[0]).toMatchObject({ action: 'template.created', scope: 'tenant' });

    const listed = (await ok(api().GET('/api/admin/templates'))).templates.find((t) => t.id === id);
    expect(listed).toMatchObject({ version: 0, hasDraft: true, draftState: 'saved' });
    expect(await versionsOf(id)).toEqual({ current: 0, versions: [] });

    // It has nothing to deliver: assigning it to a role or naming it in a rule is refused.
    expect((await roles({ new: fallback.id, reply: null })).response.status).toBe(200);
    expect(statusAndCode(await roles({ new: id, reply: null }))).toEqual([409, 'not_published']);
    const rule = { name: 'Everyone', attribute: 'department', operator: 'notEquals', value: 'nobody', new: id, reply: null } as const;
    expect(statusAndCode(await api().PUT('/api/admin/rules', { body: { rules: [rule] } }))).toEqual([409, 'not_published']);
    expect(await compose()).toMatchObject({ templateId: fallback.id, version: 1 });
    const simulated = await ok(api().POST('/api/admin/rules/simulate', { body: { email: MAILBOX } }));
    expect(simulated.roles.new).toMatchObject({ templateId: fallback.id, decidedBy: { kind: 'default' } });

    // Its working copy is all it has, and a rollout has no live version to compare with.
    expect(statusAndCode(await api().DELETE('/api/admin/templates/{id}/draft', path(id)))).toEqual([409, 'never_published']);
    const rollout = await api().PUT('/api/admin/templates/{id}', { ...path(id), body: { html: '<p>x</p>', rollout: true } });
    expect(statusAndCode(rollout)).toEqual([409, 'not_published']);
    expect(await templateOf(id)).toMatchObject({ version: 0, hasDraft: true });

    const published = await publish(id, '<p>Autumn {{displayName}}</p>');
    expect(published.response.status).toBe(200);
    expect(published.data).toMatchObject({
      version: 1,
      html: '<p>Autumn {{displayName}}</p>',
      hasDraft: false,
      draftState: null,
      draft: null,
      workingCopyCleared: true,
    });
    expect(await versionsOf(id)).toMatchObject({
      current: 1,
      versions: [{ version: 1, source: 'publish' }],
    });
    expect((await entries())[0]).toMatchObject({
      action: 'template.published',
      scope: 'template',
      details: { id, version: 1, workingCopyCleared: true },
    });
    // Published, the rule naming it is taken, and it reaches the mailbox.
    await ok(api().PUT('/api/admin/rules', { body: { rules: [rule] } }));
    expect(await compose()).toMatchObject({ html: '<p>Autumn Dev Patel</p>', templateId: id, version: 1 });
  });

  it('copies and exports an unpublished template from its working copy', async () => {
    const { id } = await ok(create('Unpublished', '<p>Draft only</p>'));
    expect(await ok(api().POST('/api/admin/templates/{id}/duplicate', path(id)))).toMatchObject({
      version: 0,
      draft: { html: '<p>Draft only</p>' },
    });
    expect((await ok(api().GET('/api/admin/templates/{id}/export', path(id)))).template.html).toBe('<p>Draft only</p>');
  });
});

describe('publishing the working copy', () => {
  it("clears the working copy when the body published is the working copy's, and says so", async () => {
    const id = (await createPublishedWith(api(), { name: 'Editor', html: '<p>one</p>' })).id;
    expect((await ok(saveDraft(id, '<p>two</p>'))).draftState).toBe('saved');
    const published = await publish(id, '<p>two</p>');
    expect(published.data).toMatchObject({ version: 2, hasDraft: false, draftState: null, draft: null, workingCopyCleared: true });
    expect(await templateOf(id)).toMatchObject({ version: 2, hasDraft: false, draft: null });
  });

  it('keeps a working copy other than the body published', async () => {
    const id = (await createPublishedWith(api(), { name: 'Kept', html: '<p>one</p>' })).id;
    await ok(saveDraft(id, '<p>later</p>'));
    const published = await publish(id, '<p>now</p>');
    expect(published.data).toMatchObject({
      version: 2,
      hasDraft: true,
      draftState: 'saved',
      draft: { html: '<p>later</p>' },
      workingCopyCleared: false,
    });
  });

  it('clears a working copy identical to the live body, publishing nothing', async () => {
    const id = (await createPublishedWith(api(), { name: 'Same', html: '<p>same</p>' })).id;
    await ok(saveDraft(id, '<p>same</p>'));
    const published = await publish(id, '<p>same</p>');
    expect(published.data).toMatchObject({ version: 1, hasDraft: false, draft: null, workingCopyCleared: true });
    expect((await versionsOf(id)).versions).toHaveLength(1);
  });
});
