import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphDirectory } from '../../shared/directory/graph.js';
import { TENANT_A, TENANT_B, testDirectoryFixture } from '../helpers/directory-fixture.js';
import { startGraphStandin, type GraphStandin } from '../helpers/graph-standin.js';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { capturingLogger } from '../helpers/log.js';

/** Out-of-office replies: from the reply template, written to mailboxes through the Graph stand-in's mailboxSettings. */

let standin: GraphStandin;
let host: TestHost;
let tenant: string;
let other: string;
let admin: string;
let cleo: string;
const CLEO = 'cleo.martin@fabrikam.test';
const BEN = 'ben.okafor@fabrikam.test';
const DAY = 86_400_000;

const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);
const own = (body?: unknown) => host.call(body ? 'PUT' : 'GET', '/api/me/automatic-replies', { token: cleo, body });
const forSomeone = (email: string, body: unknown, token = admin) =>
  host.call('PUT', `/api/admin/automatic-replies/${encodeURIComponent(email)}`, { token, body });
const inMailbox = (userId: string) => standin.automaticReplies(TENANT_A, userId);
const patches = () => standin.requests.filter((r) => r.path.endsWith('/mailboxSettings')).length;
const daysFromNow = (n: number) => new Date(host.clock.now().getTime() + n * DAY).toISOString();
/** The hourly job over this file's two organisations (the run's Azurite holds other files' too). */
async function* ours() {
  yield tenant;
  yield other;
}
const sync = () => host.services.automaticReplies.syncAll(capturingLogger().logger, ours());

const REPLY = {
  name: 'Out of office',
  kind: 'automatic-reply',
  html: '<p>Hello colleague, {{givenName}} is away until {{ooo.until}}. Ask {{ooo.contact}}.</p>',
  external: '<p>Thank you for your message. I am back on {{ooo.until}}; for urgent matters write to {{ooo.contact}}.</p>',
  variants: [
    {
      language: 'fr',
      html: '<p>Absent, {{givenName}} revient le {{ooo.until}}.</p>',
      external: '<p>Merci, je reviens le {{ooo.until}}.</p>',
    },
  ],
};

beforeAll(async () => {
  standin = await startGraphStandin(testDirectoryFixture);
  const fixtureTenant = (t: string) => (t === host.tenants[0] ? TENANT_A : t === host.tenants[1] ? TENANT_B : 'unknown');
  const graph = new GraphDirectory({ baseUrl: standin.url, getToken: async (t) => `token-for-${fixtureTenant(t)}`, maxRetries: 0 });
  host = await startTestHost({ directory: graph });
  [tenant, other] = host.tenants;
  await host.onboard(tenant, 'ooo.admin@fabrikam.test');
  await host.onboard(other, 'ooo.admin@northwind.test');
  admin = await host.token({ tenant, user: 'ooo.admin@fabrikam.test' });
  cleo = await host.token({ tenant, user: CLEO, name: 'Cleo Martin' });
  await host.succeed('PUT', '/api/admin/settings', { token: admin, body: { profileEditing: true } });
});
afterAll(async () => {
  await host?.close();
  await standin?.close();
});

describe('before any reply template is published', () => {
  it('refuses to switch replies on with 409 no_reply_template, writing nothing to the mailbox', async () => {
    const before = patches();
    expectCode(await own({ enabled: true, end: daysFromNow(5) }), 409, 'no_reply_template');
    expectCode(await forSomeone(BEN, { enabled: true }), 409, 'no_reply_template');
    expect(patches()).toBe(before);
    expect(inMailbox('a-cleo').status).toBe('disabled');
    expect(await own()).toMatchObject({ status: 200, json: { enabled: false, preview: null } });
  });
});

describe('reply templates', () => {
  let templateId: string;

  it('are templates of kind automatic-reply with an internal and an external body, language variants and all', async () => {
    const created = await host.succeed('POST', '/api/admin/templates', { token: admin, body: { ...REPLY, publish: true } });
    templateId = created.id;
    expect(created).toMatchObject({ kind: 'automatic-reply', version: 1, html: REPLY.html, external: REPLY.external });
    expect(created.variants).toEqual(REPLY.variants);
    // The editors offer the absence's placeholders: nothing warns about them.
    expect(created.warnings).toEqual([]);
    const library = await host.succeed('GET', '/api/admin/templates', { token: admin });
    expect(library.templates.find((t: { id: string }) => t.id === templateId).kind).toBe('automatic-reply');
  });

  it('refuses an external body on a signature, one missing on a reply, and a reply template in a signature role', async () => {
    const signature = await host.call('POST', '/api/admin/templates', {
      token: admin,
      body: { name: 'Sig', html: '<p>{{displayName}}</p>', external: '<p>x</p>' },
    });
    expect([signature.status, signature.json.code, signature.json.fields]).toEqual([
      400,
      'invalid_request',
      { external: 'is only for automatic-reply templates' },
    ]);
    const reply = await host.call('POST', '/api/admin/templates', {
      token: admin,
      body: { name: 'R', kind: 'automatic-reply', html: '<p>x</p>' },
    });
    expect([reply.status, reply.json.fields]).toEqual([400, { external: 'is required for an automatic reply' }]);
    const { id } = await host.succeed('POST', '/api/admin/templates', {
      token: admin,
      body: { name: 'Sig', html: '<p>{{displayName}}</p>', publish: true },
    });
    const publish = await host.call('PUT', `/api/admin/templates/${id}`, {
      token: admin,
      body: { html: '<p>a</p>', external: '<p>b</p>' },
    });
    expect([publish.status, publish.json.fields]).toEqual([400, { external: 'is only for automatic-reply templates' }]);
    expect((await host.succeed('GET', `/api/admin/templates/${id}`, { token: admin })).version).toBe(1);
    const role = await host.call('PUT', '/api/admin/roles', { token: admin, body: { new: templateId, reply: null } });
    expect([role.status, role.json.fields]).toEqual([400, { new: 'is an automatic reply, not a signature' }]);
    expect((await host.succeed('GET', `/api/admin/templates/${templateId}`, { token: admin })).roles).toEqual([]);
  });

  it('refuses a reply template in an assignment rule, changing no rule', async () => {
    const before = await host.succeed('GET', '/api/admin/rules', { token: admin });
    const rules = [{ name: 'Sales', attribute: 'department', operator: 'equals', value: 'Sales', new: templateId, reply: null }];
    const res = await host.call('PUT', '/api/admin/rules', { token: admin, body: { rules } });
    expect([res.status, res.json.code, res.json.fields]).toEqual([
      400,
      'invalid_request',
      { 'rules.0.new': 'is an automatic reply, not a signature' },
    ]);
    expect((await host.succeed('GET', '/api/admin/rules', { token: admin })).rules).toEqual(before.rules);
  });

  it('refuses a staged rollout, an export bundle and a test e-mail of a reply template, changing nothing', async () => {
    const before = await host.succeed('GET', `/api/admin/templates/${templateId}`, { token: admin });
    const rollout = await host.call('PUT', `/api/admin/templates/${templateId}`, {
      token: admin,
      body: { html: REPLY.html, external: '<p>Changed {{ooo.until}}</p>', rollout: true },
    });
    expect([rollout.status, rollout.json.code, rollout.json.fields]).toEqual([
      400,
      'invalid_request',
      { id: 'is an out-of-office reply: a new version of a reply reaches everyone at once; it is not rolled out in stages' },
    ]);
    const bundle = await host.call('GET', `/api/admin/templates/${templateId}/export`, { token: admin });
    expect([bundle.status, bundle.json.code, Object.keys(bundle.json.fields)]).toEqual([400, 'invalid_request', ['id']]);
    const sent = await host.call('POST', '/api/admin/test-email', { token: admin, body: { to: CLEO, templateId } });
    expect([sent.status, sent.json.code, Object.keys(sent.json.fields)]).toEqual([400, 'invalid_request', ['templateId']]);
    const after = await host.succeed('GET', `/api/admin/templates/${templateId}`, { token: admin });
    expect(after).toEqual(before);
    expect((await host.call('GET', `/api/admin/templates/${templateId}/rollout`, { token: admin })).status).toBe(404);
  });

  it('keep the external body through a working copy that names only the internal one', async () => {
    await host.succeed('PUT', `/api/admin/templates/${templateId}/draft`, { token: admin, body: { html: '<p>Draft {{ooo.until}}</p>' } });
    const t = await host.succeed('GET', `/api/admin/templates/${templateId}`, { token: admin });
    expect(t.draft).toMatchObject({ html: '<p>Draft {{ooo.until}}</p>', external: REPLY.external });
    await host.succeed('DELETE', `/api/admin/templates/${templateId}/draft`, { token: admin });
  });

  it("preview a version's both replies with sample data, where a signature's has no external one", async () => {
    const reply = await host.succeed('GET', `/api/admin/templates/${templateId}/versions/1/preview`, { token: admin });
    expect(reply.html).toContain('Hello colleague,');
    expect(reply.external).toContain('Thank you for your message. I am back on');
    const { id } = await host.succeed('POST', '/api/admin/templates', {
      token: admin,
      body: { name: 'Plain', html: '<p>Hi</p>', publish: true },
    });
    expect((await host.succeed('GET', `/api/admin/templates/${id}/versions/1/preview`, { token: admin })).external).toBeNull();
  });
});

describe('switching replies on, refusals first', () => {
  const valid = () => ({ enabled: true, start: daysFromNow(1), end: daysFromNow(8), contact: 'ann.lee@fabrikam.test' });

  it('refuses an end before the start, a contact that is not an address and an end in the past, changing nothing', async () => {
    const before = patches();
    const cases: [unknown, string][] = [
      [{ ...valid(), end: daysFromNow(0.5) }, 'end'],
      [{ ...valid(), contact: 'Ann Lee' }, 'contact'],
      [{ enabled: true, end: daysFromNow(-1) }, 'end'],
      [{ enabled: true, start: daysFromNow(1) }, 'end'],
      [{ enabled: 'yes' }, 'enabled'],
    ];
    for (const [body, field] of cases) {
      const res = await own(body);
      expectCode(res, 400, 'invalid_request');
      expect(Object.keys(res.json.fields)).toEqual([field]);
    }
    expect(patches()).toBe(before);
    expect(inMailbox('a-cleo').status).toBe('disabled');
    expect((await own()).json).toMatchObject({ enabled: false, start: null, end: null });
  });

  it("refuses an Admin naming no mailbox of the organisation, or another organisation's, with 404 mailbox_not_found", async () => {
    const before = patches();
    const nobody = await forSomeone('nobody@fabrikam.test', valid());
    expectCode(nobody, 404, 'mailbox_not_found');
    expect(nobody.json.fields).toEqual({ email: 'is not a mailbox of this organisation' });
    const otherAdmin = await host.token({ tenant: other, user: 'ooo.admin@northwind.test' });
    expectCode(await forSomeone(CLEO, valid(), otherAdmin), 404, 'mailbox_not_found');
    expect(patches()).toBe(before);
    expect(inMailbox('a-cleo').status).toBe('disabled');
    expect((await host.succeed('GET', '/api/admin/automatic-replies', { token: otherAdmin })).people).toEqual([]);
  });

  it("writes the person's own replies to their mailbox, scheduled, filled from the template", async () => {
    const body = valid();
    const res = await own(body);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ enabled: true, out: false, contact: 'ann.lee@fabrikam.test', version: 1 });
    const set = inMailbox('a-cleo');
    expect(set).toMatchObject({
      status: 'scheduled',
      externalAudience: 'all',
      scheduledStartDateTime: { dateTime: body.start.slice(0, 19), timeZone: 'UTC' },
      scheduledEndDateTime: { dateTime: body.end.slice(0, 19), timeZone: 'UTC' },
    });
    const until = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(body.end));
    expect(set.internalReplyMessage).toContain(`is away until ${until}. Ask ann.lee@fabrikam.test.`);
    expect(set.externalReplyMessage).toContain(`I am back on ${until}; for urgent matters write to ann.lee@fabrikam.test.`);
    expect(res.json.preview).toMatchObject({ templateId: expect.any(String), version: 1, language: null });
    expect(res.json.preview.external).toContain(until);
  });

  it('previews edits not saved without writing them', async () => {
    const before = patches();
    const res = await host.call('POST', '/api/me/automatic-replies/preview', {
      token: cleo,
      body: { enabled: true, contact: 'sam@example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.json.internal).toContain('Ask sam@example.com.');
    expect(patches()).toBe(before);
    expect(inMailbox('a-cleo').internalReplyMessage).toContain('ann.lee@fabrikam.test');
  });

  it("lets an Admin switch someone's on, in that person's language, and the change log says who", async () => {
    standin.updateUser(TENANT_A, 'a-ben', { preferredLanguage: 'fr-FR' });
    const res = await forSomeone(BEN, { enabled: true });
    expect(res.json).toMatchObject({ mailbox: BEN, enabled: true, out: true, end: null });
    expect(inMailbox('a-ben')).toMatchObject({ status: 'alwaysEnabled' });
    expect(inMailbox('a-ben').externalReplyMessage).toContain('Merci, je reviens le');
    const log = await host.succeed('GET', '/api/admin/log', { token: admin });
    const entry = log.entries.find((e: { action: string; target: string }) => e.action === 'automatic_replies.on' && e.target === BEN);
    expect(entry.actor).toBe('ooo.admin@fabrikam.test');
    expect(entry.summary).toBe(`Switched on the out-of-office replies of ${BEN} for them`);
  });

  it('shows the Admin who is out: those out now first', async () => {
    const { people } = await host.succeed('GET', '/api/admin/automatic-replies', { token: admin });
    expect(people.map((p: { mailbox: string; out: boolean }) => [p.mailbox, p.out])).toEqual([
      [BEN, true],
      [CLEO, false],
    ]);
  });
});

describe('a new version of the reply template', () => {
  it('reaches everyone whose replies are on at the next sync, and only then', async () => {
    const t = (await host.succeed('GET', '/api/admin/templates', { token: admin })).templates.find(
      (x: { kind: string }) => x.kind === 'automatic-reply',
    );
    await host.succeed('PUT', `/api/admin/templates/${t.id}`, {
      token: admin,
      body: { html: '<p>Version two: {{displayName}} returns {{ooo.until}}.</p>', external: '<p>Version two outside.</p>' },
    });
    expect(inMailbox('a-cleo').internalReplyMessage).not.toContain('Version two');
    const counts = await sync();
    expect(counts).toMatchObject({ failed: 0, updated: 1 });
    expect(inMailbox('a-cleo').internalReplyMessage).toContain('Version two: Cleo Martin returns');
    expect(inMailbox('a-cleo').externalReplyMessage).toContain('Version two outside.');
    // Ben's French variant names no new external reply: the French one written stays the French of version 2.
    expect(inMailbox('a-ben').status).toBe('alwaysEnabled');
    expect((await own()).json).toMatchObject({ version: 2, enabled: true });
    // Nothing newer: the next sync writes nothing.
    const before = patches();
    await sync();
    expect(patches()).toBe(before);
  });
});

describe('switching off', () => {
  it('by the person: the mailbox stops replying and the Admin no longer lists them', async () => {
    const res = await own({ enabled: false });
    expect(res.json).toMatchObject({ enabled: false, out: false });
    expect(inMailbox('a-cleo').status).toBe('disabled');
    const { people } = await host.succeed('GET', '/api/admin/automatic-replies', { token: admin });
    expect(people.map((p: { mailbox: string }) => p.mailbox)).toEqual([BEN]);
  });

  it('in Outlook: the next sync records it as off and never switches it back on', async () => {
    await fetch(`${standin.url}/v1.0/users/a-ben/mailboxSettings`, {
      method: 'PATCH',
      headers: { authorization: `Bearer token-for-${TENANT_A}`, 'content-type': 'application/json' },
      body: JSON.stringify({ automaticRepliesSetting: { status: 'disabled' } }),
    });
    const t = (await host.succeed('GET', '/api/admin/templates', { token: admin })).templates.find(
      (x: { kind: string }) => x.kind === 'automatic-reply',
    );
    await host.succeed('PUT', `/api/admin/templates/${t.id}`, { token: admin, body: { html: '<p>Version three.</p>' } });
    await sync();
    expect(inMailbox('a-ben').status).toBe('disabled');
    expect((await host.succeed('GET', '/api/admin/automatic-replies', { token: admin })).people).toEqual([]);
  });
});
