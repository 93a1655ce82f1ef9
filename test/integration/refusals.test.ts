import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxTransport } from '../../shared/mail/transport.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';

// Issue 9, item 7: the smaller refusals and answers found by trying the service.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

let host: TestHost;
let tenant: string;
let admin: string;
let key: string;
const adminAddress = 'refusals.admin@fabrikam.test';

/** The raw call, for bodies the schema forbids (sent on purpose to see them refused). */
const call = (method: string, path: string, body?: unknown, token = admin) => host.call(method, path, { token, body });
const api = (token = admin) => host.api(token);
const path = (id: string) => ({ params: { path: { id } } });
const asset = (name: string) => ({ params: { path: { name } } });
const publish = (id: string, html: string) => api().PUT('/api/admin/templates/{id}', { ...path(id), body: { html } });
/** A publish answers the template, or the rollout when it asked for one: these tests ask for none. */
const published = <D extends object>(data: D | undefined) =>
  data && 'html' in data ? (data as Extract<D, { html: string | null }>) : undefined;
const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);
/** A body sent as bytes with the given content type (none when undefined). */
const send = async (method: string, path: string, bytes: Buffer | string, contentType?: string, token = admin): Promise<CallResult> => {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'x-forwarded-for': host.address };
  if (contentType) headers['content-type'] = contentType;
  const body = method === 'GET' ? undefined : typeof bytes === 'string' ? new TextEncoder().encode(bytes) : new Uint8Array(bytes);
  const res = await fetch(host.url + path, { method, headers, body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: text ? JSON.parse(text) : undefined };
};
const library = async () => ok(api().GET('/api/admin/templates'));
const logLength = async () => (await ok(api().GET('/api/admin/log', { params: { query: { limit: 500 } } }))).entries.length;
const versions = async (id: string) => ok(api().GET('/api/admin/templates/{id}/versions', path(id)));
const assets = async () => (await ok(api().GET('/api/admin/assets'))).assets;
const outbox = async (to: string) => (await (host.services.mail.transport as OutboxTransport).messages()).filter((m) => m.to === to);
/** A live template (created, then its working copy published as version 1), with the warnings its creation gave. */
const create = async (name: string, html: string) => {
  const res = await api().POST('/api/admin/templates', { body: { name, html } });
  expect(res.response.status).toBe(201);
  const { id, warnings } = res.data!;
  const published = await api().POST('/api/admin/templates/{id}/publish-draft', path(id));
  expect(published.response.status).toBe(200);
  return { ...published.data!, warnings };
};

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, adminAddress);
  admin = await host.token({ tenant, user: adminAddress });
  await ok(api().GET('/api/admin/me'));
  key = (await ok(api().POST('/api/admin/api-keys', { body: { name: 'previewer', access: ['templates'] } }))).secret;
});
afterAll(() => host.close());

describe('a key previewing with an address', () => {
  it('is answered as an operation outside the allow-list whatever else the body holds, before validation', async () => {
    const unknown = await send('GET', '/api/admin/no-such-route', '', undefined, key);
    // Raw: the answers are compared byte for byte, and two of the bodies are ones the schema forbids.
    for (const body of [
      { email: 'ann.lee@fabrikam.test' },
      { html: '<p>x</p>', sender: 'ann.lee@fabrikam.test' },
      { email: 42, bogus: true },
      { email: null },
    ]) {
      const res = await host.call('POST', '/api/admin/preview', { token: key, body });
      expectCode(res, 404, 'not_available_to_api_keys');
      expect(res.text).toBe(unknown.text);
    }
  });

  it('still previews for a key without an address, and validates its body', async () => {
    const preview = await api(key).POST('/api/admin/preview', { body: { html: '<p>{{displayName}}</p>' } });
    expect([preview.response.status, preview.data?.html]).toEqual([200, '<p>Alex Example</p>']);
    expect(statusAndCode(await api(key).POST('/api/admin/preview', { body: {} }))).toEqual([400, 'invalid_request']);
  });
});

describe('bodies that are empty once sanitised', () => {
  it('are refused on create, publish, draft save and preview, changing nothing', async () => {
    const t = await create('Kept', '<p>{{displayName}}</p>');
    const [before, log, history] = [await library(), await logLength(), await versions(t.id)];
    const empty = '<script>alert(1)</script><p onclick="x()"> &nbsp; </p>';
    const created = await api().POST('/api/admin/templates', { body: { name: 'Empty', html: empty } });
    expect(statusAndCode(created)).toEqual([400, 'empty_template']);
    expect(created.error?.fields?.html).toContain('<script>');
    expect(statusAndCode(await publish(t.id, empty))).toEqual([400, 'empty_template']);
    const draft = await api().PUT('/api/admin/templates/{id}/draft', { ...path(t.id), body: { html: '<script>x</script>' } });
    expect(statusAndCode(draft)).toEqual([400, 'empty_template']);
    expect(statusAndCode(await api().POST('/api/admin/preview', { body: { html: '<style>p{}</style>' } }))).toEqual([
      400,
      'empty_template',
    ]);
    expect(await library()).toEqual(before);
    expect(await versions(t.id)).toEqual(history);
    expect(await logLength()).toBe(log);
  });

  it('keeps a body that shows only an image', async () => {
    await ok(api().PUT('/api/admin/asset/{name}', { ...asset('only.png'), body: { base64: PNG.toString('base64') } }));
    const created = await api().POST('/api/admin/templates', { body: { name: 'Logo only', html: '<img src="cid:only.png">' } });
    expect(created.response.status).toBe(201);
  });
});

describe('warnings', () => {
  const body = '<p onclick="steal()">{{displayName}} {{nickname}} <img src="cid:nowhere.png"><script>x()</script><script>y()</script></p>';
  const expected = [
    expect.objectContaining({ code: 'content_removed', item: 'onclick attribute on <p>' }),
    expect.objectContaining({ code: 'content_removed', item: '<script>', message: expect.stringContaining('2 times') }),
    expect.objectContaining({ code: 'unknown_placeholder', item: 'nickname' }),
    expect.objectContaining({ code: 'missing_image', item: 'nowhere.png' }),
  ];

  it('list what was removed, unknown placeholders and missing images on create, publish and preview', async () => {
    const t = await create('Warned', body);
    expect(t.warnings).toEqual(expected);
    const again = await publish(t.id, `${body}<p>more</p>`);
    expect([again.response.status, published(again.data)?.version, published(again.data)?.warnings]).toEqual([200, 2, expected]);
    expect((await api().POST('/api/admin/preview', { body: { html: body } })).data?.warnings).toEqual(expected);
  });

  it('are empty for a clean body using known placeholders and stored images', async () => {
    await ok(api().POST('/api/admin/profile-fields', { body: { key: 'pronouns', label: 'Pronouns', type: 'text' } }));
    await ok(api().PUT('/api/admin/asset/{name}', { ...asset('logo.png'), body: { base64: PNG.toString('base64') } }));
    const t = await create(
      'Clean',
      '<p>{{displayName}} {{custom.pronouns}} {{#jobTitle}}{{jobTitle}}{{/jobTitle}} {{sender.displayName}} <img src="cid:logo.png"></p>',
    );
    expect(t.warnings).toEqual([]);
  });
});

describe('uploading an image', () => {
  it('takes the raw bytes with an image content type, as Graph does', async () => {
    const res = await send('PUT', '/api/admin/asset/raw.png', PNG, 'image/png');
    expect([res.status, res.json.contentType, res.json.size]).toEqual([200, 'image/png', PNG.length]);
    expect((await api().GET('/api/admin/asset/{name}', asset('raw.png'))).data?.base64).toBe(PNG.toString('base64'));
  });

  it('takes JSON with an optional content type that must be what the bytes are', async () => {
    const upload = (contentType: string) =>
      api().PUT('/api/admin/asset/{name}', { ...asset('typed.png'), body: { base64: PNG.toString('base64'), contentType } });
    expect((await upload('image/png')).response.status).toBe(200);
    const before = await assets();
    const wrong = await upload('image/gif');
    expect(statusAndCode(wrong)).toEqual([400, 'invalid_request']);
    expect(wrong.error?.fields?.contentType).toBe('the bytes are image/png, not image/gif');
    const mislabelled = await send('PUT', '/api/admin/asset/other.png', PNG, 'image/jpeg');
    expectCode(mislabelled, 400, 'invalid_request');
    expect(await assets()).toEqual(before);
  });

  it('refuses raw bytes of another media type (415) and an SVG, storing nothing', async () => {
    const before = await assets();
    const text = await send('PUT', '/api/admin/asset/x.png', PNG, 'application/octet-stream');
    expectCode(text, 415, 'unsupported_media_type');
    expect(text.json.accepted).toEqual(['application/json', 'image/*']);
    expectCode(await send('PUT', '/api/admin/asset/x.svg', SVG, 'image/svg+xml'), 400, 'unsupported_image_type');
    expect(await assets()).toEqual(before);
  });
});

describe('JSON routes and content types', () => {
  it('refuse a body sent as another media type with 415, changing nothing', async () => {
    const before = await library();
    const body = JSON.stringify({ name: 'Typed', html: '<p>x</p>' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp']) {
      expectCode(await send('POST', '/api/admin/templates', body, type), 415, 'unsupported_media_type');
    }
    expect(await library()).toEqual(before);
  });

  it('take application/json with parameters, the +json family, and a body without a content type', async () => {
    expect(
      (await send('POST', '/api/admin/templates', JSON.stringify({ name: 'Charset', html: '<p>a</p>' }), 'application/json; charset=utf-8'))
        .status,
    ).toBe(201);
    const t = (await send('POST', '/api/admin/templates', JSON.stringify({ name: 'Untyped', html: '<p>b</p>' }))).json;
    expect(t.name).toBe('Untyped');
    const renamed = await send('PATCH', `/api/admin/templates/${t.id}`, JSON.stringify({ name: 'Merged' }), 'application/merge-patch+json');
    expect([renamed.status, renamed.json.name]).toEqual([200, 'Merged']);
  });
});

describe('duplicating a template', () => {
  it('honours a given name, and names the copy after the original without one', async () => {
    const t = await create('Original', '<p>o</p>');
    const duplicate = (body?: { name?: string }) => api().POST('/api/admin/templates/{id}/duplicate', { ...path(t.id), body });
    const named = await duplicate({ name: 'Spring campaign' });
    expect([named.response.status, named.data?.name, named.data?.version, named.data?.draft?.html]).toEqual([
      201,
      'Spring campaign',
      0,
      '<p>o</p>',
    ]);
    expect((await duplicate()).data?.name).toBe('Copy of Original');
  });

  it('refuses a bad name, creating nothing', async () => {
    const t = await create('To copy', '<p>c</p>');
    const [before, log] = [await library(), await logLength()];
    const res = await api().POST('/api/admin/templates/{id}/duplicate', { ...path(t.id), body: { name: '   ' } });
    expect(statusAndCode(res)).toEqual([400, 'invalid_request']);
    expect(res.error?.fields?.name).toBeTruthy();
    // A field the schema does not know: raw.
    expectCode(await call('POST', `/api/admin/templates/${t.id}/duplicate`, { title: 'x' }), 400, 'invalid_request');
    expect(await library()).toEqual(before);
    expect(await logLength()).toBe(log);
  });
});

describe('assigning roles', () => {
  it('changes only the role named', async () => {
    const [a, b, c] = [await create('Role A', '<p>a</p>'), await create('Role B', '<p>b</p>'), await create('Role C', '<p>c</p>')];
    const roles = (body: { new?: string | null; reply?: string | null }) => api().PUT('/api/admin/roles', { body });
    expect((await roles({ new: a.id, reply: b.id })).data).toEqual({ new: a.id, reply: b.id });
    expect((await roles({ new: c.id })).data).toEqual({ new: c.id, reply: b.id });
    expect((await roles({ reply: null })).data).toEqual({ new: c.id, reply: null });
    await roles({ new: null, reply: null });
  });

  it('refuses a body naming no role, changing nothing', async () => {
    const before = (await library()).templates.map((t) => t.roles);
    const res = await api().PUT('/api/admin/roles', { body: {} });
    expect(statusAndCode(res)).toEqual([400, 'invalid_request']);
    expect(res.error?.fields?.new).toBe('name the new role, the reply role or both');
    expect((await library()).templates.map((t) => t.roles)).toEqual(before);
  });
});

describe('publishing the live body again', () => {
  it('answers 200 with the current version, making no version and no log entry', async () => {
    const t = await create('Same', '<p>{{displayName}}</p>');
    const [history, log] = [await versions(t.id), await logLength()];
    const again = await publish(t.id, '<p>{{displayName}}</p>');
    expect([again.response.status, published(again.data)?.version, again.response.headers.get('etag')]).toEqual([200, 1, '"v1"']);
    // Identical once sanitised: what the sanitiser removes makes no difference.
    const sanitisedSame = await publish(t.id, '<p>{{displayName}}</p><script>x()</script>');
    expect([sanitisedSame.response.status, published(sanitisedSame.data)?.version]).toEqual([200, 1]);
    expect(await versions(t.id)).toEqual(history);
    expect(await logLength()).toBe(log);
    expect(published((await publish(t.id, '<p>{{displayName}}!</p>')).data)?.version).toBe(2);
  });

  it('still refuses a stale If-Match', async () => {
    const t = await create('Stale', '<p>s</p>');
    await publish(t.id, '<p>s2</p>');
    const res = await host
      .api(admin, { 'if-match': '"v1"' })
      .PUT('/api/admin/templates/{id}', { ...path(t.id), body: { html: '<p>s2</p>' } });
    expect(statusAndCode(res)).toEqual([412, 'stale_version']);
  });
});

describe('banner links under tracking', () => {
  it('are tracked when the delivered template tracks its links, and left alone when it does not', async () => {
    const t = await create('Tracked', '<p>{{displayName}} <a href="https://fabrikam.test/home">Home</a></p>');
    await ok(api().PUT('/api/admin/roles', { body: { new: t.id, reply: null } }));
    await ok(api().POST('/api/admin/banners', { body: { name: 'Offer', html: '<p><a href="https://fabrikam.test/offer">Offer</a></p>' } }));
    await ok(api().POST('/api/admin/footers', { body: { name: 'Legal', html: '<p><a href="https://fabrikam.test/legal">Legal</a></p>' } }));
    const signature = async () =>
      ok(
        host
          .api(await host.token({ tenant, user: 'eva.jansen@fabrikam.test', scope: 'access_as_user' }))
          .POST('/api/signature', { body: {} }),
      );

    const plain = await signature();
    expect(plain.html).toContain('href="https://fabrikam.test/offer"');

    await ok(api().PUT('/api/admin/templates/{id}/tracking', { ...path(t.id), body: { tracking: true } }));
    const tracked = await signature();
    expect(tracked.html).not.toContain('https://fabrikam.test/');
    const links = [...tracked.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(3);
    const targets = [];
    for (const link of links) {
      expect(link.startsWith(`${host.url}/r/`)).toBe(true);
      targets.push((await fetch(link, { redirect: 'manual' })).headers.get('location'));
    }
    expect(targets.sort()).toEqual(['https://fabrikam.test/home', 'https://fabrikam.test/legal', 'https://fabrikam.test/offer']);
    const listed = (await ok(api().GET('/api/admin/links'))).links.filter((l) => l.templateId === t.id);
    expect(listed.map((l) => l.target).sort()).toEqual(targets);
  });
});

describe('test e-mails', () => {
  it("send the recipient's own live signature of the type asked for, without templateId or email", async () => {
    const [n, r] = [
      await create('New mail', '<p>New from {{displayName}}</p>'),
      await create('Reply mail', '<p>Reply from {{displayName}}</p>'),
    ];
    await ok(api().PUT('/api/admin/roles', { body: { new: n.id, reply: null } }));
    const to = 'finn.berg@fabrikam.test';
    const before = (await outbox(to)).length;
    const testEmail = (type?: 'new' | 'reply') => api().POST('/api/admin/test-email', { body: { to, type } });
    expect(statusAndCode(await testEmail('reply'))).toEqual([409, 'no_signature']);
    expect(await outbox(to)).toHaveLength(before);
    await ok(api().PUT('/api/admin/roles', { body: { reply: r.id } }));
    expect((await testEmail('reply')).response.status).toBe(200);
    expect((await testEmail()).response.status).toBe(200);
    const sent = (await outbox(to)).map((m) => m.html);
    expect(sent).toHaveLength(before + 2);
    expect(sent.filter((h) => h.includes('Reply from Finn Berg'))).toHaveLength(1);
    expect(sent.filter((h) => h.includes('New from Finn Berg'))).toHaveLength(1);
  });

  it('refuse templateId and email together, and an unknown type, sending nothing', async () => {
    const to = 'finn.berg@fabrikam.test';
    const before = (await outbox(to)).length;
    const t = await create('Either', '<p>e</p>');
    const both = await api().POST('/api/admin/test-email', { body: { to, templateId: t.id, email: 'ann.lee@fabrikam.test' } });
    expect(statusAndCode(both)).toEqual([400, 'invalid_request']);
    // A type the schema does not know: raw.
    const type = await call('POST', '/api/admin/test-email', { to, type: 'forward' });
    expect([type.status, type.json.fields.type]).toEqual([400, 'must be one of: new, reply']);
    expect(await outbox(to)).toHaveLength(before);
  });
});

// Values, fields and queries the schema forbids, sent on purpose: raw.
describe('field reasons', () => {
  it('say what is expected in words', async () => {
    const days = await call('GET', '/api/admin/links/overview?days=abc');
    expect([days.status, days.json.fields]).toEqual([400, { days: 'must be a number' }]);
    const mail = await call('POST', '/api/admin/test-email', { cc: 'x', type: 3 });
    expect(mail.json.fields).toEqual({ to: 'is required', type: 'must be one of: new, reply', cc: 'is not allowed' });
    const tracking = await call('PUT', '/api/admin/signature-delivery', { paused: 'yes' });
    expect(tracking.json.fields).toEqual({ paused: 'must be true or false' });
  });
});
