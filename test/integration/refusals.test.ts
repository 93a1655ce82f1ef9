import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxTransport } from '../../shared/mail/transport.js';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';

// Issue 9, item 7: the smaller refusals and answers found by trying the service.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

let host: TestHost;
let tenant: string;
let admin: string;
let key: string;
const adminAddress = 'refusals.admin@fabrikam.test';

const call = (method: string, path: string, body?: unknown, token = admin) => host.call(method, path, { token, body });
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
const library = async () => (await call('GET', '/api/admin/templates')).json;
const logLength = async () => (await call('GET', '/api/admin/log?limit=500')).json.entries.length as number;
const versions = async (id: string) => (await call('GET', `/api/admin/templates/${id}/versions`)).json;
const assets = async () => (await call('GET', '/api/admin/assets')).json.assets;
const outbox = async (to: string) => (await (host.services.mail.transport as OutboxTransport).messages()).filter((m) => m.to === to);
/** A live template (created, then its working copy published as version 1), with the warnings its creation gave. */
const create = async (name: string, html: string) => {
  const res = await call('POST', '/api/admin/templates', { name, html });
  expect(res.status).toBe(201);
  const published = await call('POST', `/api/admin/templates/${res.json.id}/publish-draft`);
  expect(published.status).toBe(200);
  return { ...published.json, warnings: res.json.warnings } as {
    id: string;
    name: string;
    version: number;
    warnings: { code: string; item: string }[];
  };
};

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: adminAddress });
  await call('GET', '/api/admin/me');
  key = (await call('POST', '/api/admin/api-keys', { name: 'previewer', access: ['templates'] })).json.secret;
});
afterAll(() => host.close());

describe('a key previewing with an address', () => {
  it('is answered as an operation outside the allow-list whatever else the body holds, before validation', async () => {
    const unknown = await send('GET', '/api/admin/no-such-route', '', undefined, key);
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
    const ok = await host.call('POST', '/api/admin/preview', { token: key, body: { html: '<p>{{displayName}}</p>' } });
    expect([ok.status, ok.json.html]).toEqual([200, '<p>Alex Example</p>']);
    expectCode(await host.call('POST', '/api/admin/preview', { token: key, body: {} }), 400, 'invalid_request');
  });
});

describe('bodies that are empty once sanitised', () => {
  it('are refused on create, publish, draft save and preview, changing nothing', async () => {
    const t = await create('Kept', '<p>{{displayName}}</p>');
    const [before, log, history] = [await library(), await logLength(), await versions(t.id)];
    const empty = '<script>alert(1)</script><p onclick="x()"> &nbsp; </p>';
    const created = await call('POST', '/api/admin/templates', { name: 'Empty', html: empty });
    expectCode(created, 400, 'empty_template');
    expect(created.json.fields.html).toContain('<script>');
    expectCode(await call('PUT', `/api/admin/templates/${t.id}`, { html: empty }), 400, 'empty_template');
    expectCode(await call('PUT', `/api/admin/templates/${t.id}/draft`, { html: '<script>x</script>' }), 400, 'empty_template');
    expectCode(await call('POST', '/api/admin/preview', { html: '<style>p{}</style>' }), 400, 'empty_template');
    expect(await library()).toEqual(before);
    expect(await versions(t.id)).toEqual(history);
    expect(await logLength()).toBe(log);
  });

  it('keeps a body that shows only an image', async () => {
    await call('PUT', '/api/admin/asset/only.png', { base64: PNG.toString('base64') });
    expect((await call('POST', '/api/admin/templates', { name: 'Logo only', html: '<img src="cid:only.png">' })).status).toBe(201);
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
    const published = await call('PUT', `/api/admin/templates/${t.id}`, { html: `${body}<p>more</p>` });
    expect([published.status, published.json.version, published.json.warnings]).toEqual([200, 2, expected]);
    expect((await call('POST', '/api/admin/preview', { html: body })).json.warnings).toEqual(expected);
  });

  it('are empty for a clean body using known placeholders and stored images', async () => {
    await call('POST', '/api/admin/profile-fields', { key: 'pronouns', label: 'Pronouns', type: 'text' });
    await call('PUT', '/api/admin/asset/logo.png', { base64: PNG.toString('base64') });
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
    expect((await call('GET', '/api/admin/asset/raw.png')).json.base64).toBe(PNG.toString('base64'));
  });

  it('takes JSON with an optional content type that must be what the bytes are', async () => {
    expect((await call('PUT', '/api/admin/asset/typed.png', { base64: PNG.toString('base64'), contentType: 'image/png' })).status).toBe(
      200,
    );
    const before = await assets();
    const wrong = await call('PUT', '/api/admin/asset/typed.png', { base64: PNG.toString('base64'), contentType: 'image/gif' });
    expectCode(wrong, 400, 'invalid_request');
    expect(wrong.json.fields.contentType).toBe('the bytes are image/png, not image/gif');
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
    const named = await call('POST', `/api/admin/templates/${t.id}/duplicate`, { name: 'Spring campaign' });
    expect([named.status, named.json.name, named.json.version, named.json.draft.html]).toEqual([201, 'Spring campaign', 0, '<p>o</p>']);
    expect((await call('POST', `/api/admin/templates/${t.id}/duplicate`)).json.name).toBe('Copy of Original');
  });

  it('refuses a bad name, creating nothing', async () => {
    const t = await create('To copy', '<p>c</p>');
    const [before, log] = [await library(), await logLength()];
    const res = await call('POST', `/api/admin/templates/${t.id}/duplicate`, { name: '   ' });
    expectCode(res, 400, 'invalid_request');
    expect(res.json.fields.name).toBeTruthy();
    expectCode(await call('POST', `/api/admin/templates/${t.id}/duplicate`, { title: 'x' }), 400, 'invalid_request');
    expect(await library()).toEqual(before);
    expect(await logLength()).toBe(log);
  });
});

describe('assigning roles', () => {
  it('changes only the role named', async () => {
    const [a, b, c] = [await create('Role A', '<p>a</p>'), await create('Role B', '<p>b</p>'), await create('Role C', '<p>c</p>')];
    expect((await call('PUT', '/api/admin/roles', { new: a.id, reply: b.id })).json).toEqual({ new: a.id, reply: b.id });
    expect((await call('PUT', '/api/admin/roles', { new: c.id })).json).toEqual({ new: c.id, reply: b.id });
    expect((await call('PUT', '/api/admin/roles', { reply: null })).json).toEqual({ new: c.id, reply: null });
    await call('PUT', '/api/admin/roles', { new: null, reply: null });
  });

  it('refuses a body naming no role, changing nothing', async () => {
    const before = (await library()).templates.map((t: { roles: string[] }) => t.roles);
    const res = await call('PUT', '/api/admin/roles', {});
    expectCode(res, 400, 'invalid_request');
    expect(res.json.fields.new).toBe('name the new role, the reply role or both');
    expect((await library()).templates.map((t: { roles: string[] }) => t.roles)).toEqual(before);
  });
});

describe('publishing the live body again', () => {
  it('answers 200 with the current version, making no version and no log entry', async () => {
    const t = await create('Same', '<p>{{displayName}}</p>');
    const [history, log] = [await versions(t.id), await logLength()];
    const again = await call('PUT', `/api/admin/templates/${t.id}`, { html: '<p>{{displayName}}</p>' });
    expect([again.status, again.json.version, again.headers.get('etag')]).toEqual([200, 1, '"v1"']);
    // Identical once sanitised: what the sanitiser removes makes no difference.
    const sanitisedSame = await call('PUT', `/api/admin/templates/${t.id}`, { html: '<p>{{displayName}}</p><script>x()</script>' });
    expect([sanitisedSame.status, sanitisedSame.json.version]).toEqual([200, 1]);
    expect(await versions(t.id)).toEqual(history);
    expect(await logLength()).toBe(log);
    expect((await call('PUT', `/api/admin/templates/${t.id}`, { html: '<p>{{displayName}}!</p>' })).json.version).toBe(2);
  });

  it('still refuses a stale If-Match', async () => {
    const t = await create('Stale', '<p>s</p>');
    await call('PUT', `/api/admin/templates/${t.id}`, { html: '<p>s2</p>' });
    const res = await host.call('PUT', `/api/admin/templates/${t.id}`, {
      token: admin,
      body: { html: '<p>s2</p>' },
      headers: { 'if-match': '"v1"' },
    });
    expectCode(res, 412, 'stale_version');
  });
});

describe('banner links under tracking', () => {
  it('are tracked when the delivered template tracks its links, and left alone when it does not', async () => {
    const t = await create('Tracked', '<p>{{displayName}} <a href="https://fabrikam.test/home">Home</a></p>');
    await call('PUT', '/api/admin/roles', { new: t.id, reply: null });
    await call('POST', '/api/admin/banners', { name: 'Offer', html: '<p><a href="https://fabrikam.test/offer">Offer</a></p>' });
    await call('POST', '/api/admin/footers', { name: 'Legal', html: '<p><a href="https://fabrikam.test/legal">Legal</a></p>' });
    const signature = async () =>
      (
        await host.call('POST', '/api/signature', {
          token: await host.token({ tenant, user: 'eva.jansen@fabrikam.test', scope: 'access_as_user' }),
          body: {},
        })
      ).json;

    const plain = await signature();
    expect(plain.html).toContain('href="https://fabrikam.test/offer"');

    await call('PUT', `/api/admin/templates/${t.id}/tracking`, { tracking: true });
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
    const listed = (await call('GET', '/api/admin/links')).json.links.filter((l: { templateId: string }) => l.templateId === t.id);
    expect(listed.map((l: { target: string }) => l.target).sort()).toEqual(targets);
  });
});

describe('test e-mails', () => {
  it("send the recipient's own live signature of the type asked for, without templateId or email", async () => {
    const [n, r] = [
      await create('New mail', '<p>New from {{displayName}}</p>'),
      await create('Reply mail', '<p>Reply from {{displayName}}</p>'),
    ];
    await call('PUT', '/api/admin/roles', { new: n.id, reply: null });
    const to = 'finn.berg@fabrikam.test';
    const before = (await outbox(to)).length;
    expectCode(await call('POST', '/api/admin/test-email', { to, type: 'reply' }), 409, 'no_signature');
    expect(await outbox(to)).toHaveLength(before);
    await call('PUT', '/api/admin/roles', { reply: r.id });
    expect((await call('POST', '/api/admin/test-email', { to, type: 'reply' })).status).toBe(200);
    expect((await call('POST', '/api/admin/test-email', { to })).status).toBe(200);
    const sent = (await outbox(to)).map((m) => m.html);
    expect(sent).toHaveLength(before + 2);
    expect(sent.filter((h) => h.includes('Reply from Finn Berg'))).toHaveLength(1);
    expect(sent.filter((h) => h.includes('New from Finn Berg'))).toHaveLength(1);
  });

  it('refuse templateId and email together, and an unknown type, sending nothing', async () => {
    const to = 'finn.berg@fabrikam.test';
    const before = (await outbox(to)).length;
    const t = await create('Either', '<p>e</p>');
    const both = await call('POST', '/api/admin/test-email', { to, templateId: t.id, email: 'ann.lee@fabrikam.test' });
    expectCode(both, 400, 'invalid_request');
    const type = await call('POST', '/api/admin/test-email', { to, type: 'forward' });
    expect([type.status, type.json.fields.type]).toEqual([400, 'must be one of: new, reply']);
    expect(await outbox(to)).toHaveLength(before);
  });
});

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
