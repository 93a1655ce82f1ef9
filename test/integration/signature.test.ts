import { findAll } from 'domutils';
import { parseDocument } from 'htmlparser2';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const STANDARD =
  '<table><tr><td><img src="cid:logo.png" alt="Logo"></td><td><strong>{{displayName}}</strong>{{#jobTitle}}<br>{{jobTitle}}{{/jobTitle}}' +
  '{{#custom.pronouns}} ({{custom.pronouns}}){{/custom.pronouns}}<br>Sent by {{sender.displayName}}{{#sender.custom.pronouns}} ({{sender.custom.pronouns}}){{/sender.custom.pronouns}}' +
  '<br><a href="https://fabrikam.example/offers">Offers</a> <a href="mailto:{{email}}">{{email}}</a> <a href="{{vcardUrl}}">Card</a></td></tr></table>';

let host: TestHost;
let tenant: string;
let admin: string;
let templateId: string;
let replyId: string;

const addinToken = (user: string, t = tenant) => host.token({ tenant: t, user, scope: 'access_as_user' });
const sig = async (user: string, body: unknown = {}, t = tenant) =>
  host.call('POST', '/api/signature', { token: await addinToken(user, t), body });
const adminCall = (method: string, path: string, body?: unknown) => host.call(method, path, { token: admin, body });
const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: 'sig.admin@fabrikam.test' });
  await adminCall('GET', '/api/admin/me');
  await adminCall('PUT', '/api/admin/asset/logo.png', { base64: PNG });
  templateId = (await createPublished(adminCall, { name: 'Standard', html: STANDARD })).json.id;
  replyId = (await createPublished(adminCall, { name: 'Reply', html: '<p>-- {{displayName}}</p>' })).json.id;
  await adminCall('PUT', `/api/admin/templates/${templateId}/tracking`, { tracking: true });
  await adminCall('PUT', '/api/admin/roles', { new: templateId, reply: replyId });
  await adminCall('POST', '/api/admin/profile-fields', { key: 'pronouns', label: 'Pronouns', type: 'text' });
});
afterAll(() => host.close());

describe('the signature path', () => {
  it("renders the caller's signature from the directory, with images as cid attachments", async () => {
    const res = await sig('ann.lee@fabrikam.test', { type: 'new' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ templateId, version: 1, type: 'new' });
    expect(res.json.html).toMatch(/<strong>Ann Lee<\/strong><br ?\/?>Sales Director/);
    expect(res.json.html).toContain('src="cid:logo.png"');
    expect(res.json.images).toEqual([{ cid: 'logo.png', name: 'logo.png', contentType: 'image/png', base64: PNG }]);
    const reply = await sig('ann.lee@fabrikam.test', { type: 'reply' });
    expect(reply.json).toMatchObject({ templateId: replyId, html: '<p>-- Ann Lee</p>' });
  });

  it('answers the GET and POST forms with identical bodies', async () => {
    const token = await addinToken('ben.okafor@fabrikam.test');
    const post = await host.call('POST', '/api/signature', { token, body: { email: 'ben.okafor@fabrikam.test', type: 'new' } });
    const get = await host.call('GET', '/api/signature?email=ben.okafor%40fabrikam.test&type=new', { token });
    expect(get.status).toBe(200);
    expect(get.text).toBe(post.text);
    const bare = await host.call('POST', '/api/signature', { token });
    expect(bare.text).toBe(post.text);
  });

  it('renders a shared mailbox for each sender with that sender', async () => {
    const ann = await sig('ann.lee@fabrikam.test', { email: 'info@fabrikam.test' });
    const ben = await sig('ben.okafor@fabrikam.test', { email: 'info@fabrikam.test' });
    expect(ann.json.html).toContain('<strong>Fabrikam Info</strong>');
    expect(ann.json.html).toContain('Sent by Ann Lee');
    expect(ben.json.html).toContain('Sent by Ben Okafor');
    const alias = await sig('ann.lee@fabrikam.test', { email: 'ben@fabrikam.test' });
    expect(alias.json.html).toContain('<strong>Ben Okafor</strong>');
  });

  it('escapes profile values carrying markup and quotes', async () => {
    const cleo = await host.token({ tenant, user: 'cleo.martin@fabrikam.test' });
    expect(
      (
        await host.call('PUT', '/api/me/profile', {
          token: cleo,
          body: { values: { pronouns: '<script>alert(1)</script>" onmouseover="x' } },
        })
      ).status,
    ).toBe(200);
    const res = await sig('cleo.martin@fabrikam.test');
    expect(res.json.html).not.toContain('<script>');
    expect(res.json.html).toContain('&lt;script&gt;');
    const elements = findAll(() => true, parseDocument(res.json.html).children);
    expect(elements.map((e) => e.name)).not.toContain('script');
    expect(elements.flatMap((e) => Object.keys(e.attribs))).not.toContain('onmouseover');
  });

  it('shows a publish, a profile save and a rule change on the next request', async () => {
    const before = await sig('dev.patel@fabrikam.test');
    expect(before.json.version).toBe(1);
    await adminCall('PUT', `/api/admin/templates/${replyId}`, { html: '<p>-- {{displayName}}, {{department}}</p>' });
    expect((await sig('dev.patel@fabrikam.test', { type: 'reply' })).json.html).toBe('<p>-- Dev Patel, Finance</p>');
    const dev = await host.token({ tenant, user: 'dev.patel@fabrikam.test' });
    await host.call('PUT', '/api/me/profile', { token: dev, body: { values: { pronouns: 'he/him' } } });
    expect((await sig('dev.patel@fabrikam.test')).json.html).toContain('(he/him)');
    await adminCall('PUT', '/api/admin/rules', {
      rules: [{ attribute: 'department', operator: 'equals', value: 'finance', new: replyId }],
    });
    expect((await sig('dev.patel@fabrikam.test')).json.templateId).toBe(replyId);
    await adminCall('PUT', '/api/admin/rules', { rules: [] });
    expect((await sig('dev.patel@fabrikam.test')).json.templateId).toBe(templateId);
  });
});

describe('signature path statuses', () => {
  const forbidden = async (res: CallResult) => {
    expect(res.status).toBe(403);
    return res.text;
  };

  it('401 when the token fails, including a portal token', async () => {
    expect((await host.call('POST', '/api/signature', { body: {} })).status).toBe(401);
    const portal = await host.token({ tenant, user: 'ann.lee@fabrikam.test' });
    expectCode(await host.call('POST', '/api/signature', { token: portal, body: {} }), 401, 'unauthenticated');
  });

  it('404 when the mailbox is not in the directory: unknown, external, guest, a group', async () => {
    for (const email of ['nobody@fabrikam.test', 'someone@elsewhere.example', 'gus@partner.example', 'sales@fabrikam.test']) {
      expectCode(await sig('ann.lee@fabrikam.test', { email }), 404, 'mailbox_not_found');
    }
    expectCode(await sig('ann.lee@fabrikam.test', { email: 'not an address' }), 400, 'invalid_request');
  });

  it('one indistinguishable 403 for paused delivery, an excluded mailbox and each organisation state', async () => {
    const bodies: string[] = [];
    await adminCall('PUT', '/api/admin/signature-delivery', { paused: true });
    bodies.push(await forbidden(await sig('ann.lee@fabrikam.test')));
    await adminCall('PUT', '/api/admin/signature-delivery', { paused: false });
    expect((await sig('ann.lee@fabrikam.test')).status).toBe(200);

    await host.services.exclusions.add(tenant, { actor: 'test' }, ['eva.jansen@fabrikam.test']);
    bodies.push(await forbidden(await sig('eva.jansen@fabrikam.test')));
    expect((await sig('ann.lee@fabrikam.test', { email: 'eva.jansen@fabrikam.test' })).status).toBe(403);
    await host.services.exclusions.remove(tenant, { actor: 'test' }, 'eva.jansen@fabrikam.test');
    expect((await sig('eva.jansen@fabrikam.test')).status).toBe(200);

    for (const [lever, back] of [
      ['suspend', 'resume'],
      ['schedule-deletion', 'restore'],
    ] as const) {
      await host.services.tenants.pullLever(tenant, lever);
      bodies.push(await forbidden(await sig('ann.lee@fabrikam.test')));
      await host.services.tenants.pullLever(tenant, back);
    }
    bodies.push(await forbidden(await sig('someone@fabrikam.test', {}, crypto.randomUUID())));
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0])).toEqual({ code: 'signature_unavailable', message: expect.any(String) });
    expect((await sig('ann.lee@fabrikam.test')).status).toBe(200);
  });

  it('402 once the trial is over without a subscription', async () => {
    host.clock.advance(31 * 24 * 3600_000);
    try {
      expectCode(await sig('ann.lee@fabrikam.test'), 402, 'subscription_inactive');
    } finally {
      host.clock.reset();
    }
  });

  it('is never reachable with a key', async () => {
    const key = (await adminCall('POST', '/api/admin/api-keys', { name: 'k', access: ['templates'] })).json.secret;
    expectCode(
      await host.call('POST', '/api/signature', { headers: { authorization: `Bearer ${key}` }, body: {} }),
      404,
      'not_available_to_api_keys',
    );
  });
});

describe('tracked links', () => {
  it('rewrites links to the click host and redirects to the stored target only, recording the click', async () => {
    const res = await sig('ann.lee@fabrikam.test');
    const tracked = /href="([^"]*\/r\/[^"]+)"[^>]*>Offers/.exec(res.json.html)![1];
    expect(tracked.startsWith(`${host.url}/r/`)).toBe(true);
    expect(res.json.html).toContain('href="mailto:ann.lee@fabrikam.test"');
    const slug = tracked.split('/r/')[1];
    const go = await host.call('GET', `/r/${slug}`, {
      headers: {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
        referer: 'https://mail.example/inbox?id=1',
      },
    });
    expect([go.status, go.headers.get('location')]).toEqual([302, 'https://fabrikam.example/offers']);
    expect((await host.call('GET', `/r/${slug}?to=https://evil.example`)).headers.get('location')).toBe('https://fabrikam.example/offers');
    expectCode(await host.call('GET', '/r/AAAAAAAAAAAA'), 404, 'not_found');
    expectCode(await host.call('GET', '/r/..%2F..'), 404, 'not_found');
    // Clicks are recorded after the redirect is answered: wait until both are there.
    const clicks = await vi.waitFor(
      async () => {
        const found = [];
        for await (const c of host.services.storage
          .table('clicks')
          .listEntities({ queryOptions: { filter: `PartitionKey eq '${tenant}'` } }))
          found.push(c);
        expect(found).toHaveLength(2);
        return found;
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(clicks).toContainEqual(
      expect.objectContaining({ slug, device: 'mobile', client: 'Mobile Safari', os: 'iOS', referrer: 'mail.example' }),
    );
    // The same link keeps its slug.
    expect((await sig('ben.okafor@fabrikam.test')).json.html).toContain(`/r/${slug}"`);
  });
});

describe('contact cards', () => {
  it("serves the sender's vCard at a URL that names no mailbox", async () => {
    const res = await sig('ann.lee@fabrikam.test');
    const url = /href="([^"]*\/vcf\/[^"]+)"/.exec(res.json.html)![1];
    expect(url).not.toContain('ann');
    const card = await host.call('GET', new URL(url).pathname);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    const parsed = new ICAL.Component(ICAL.parse(card.text));
    expect(parsed.getFirstPropertyValue('version')).toBe('4.0');
    expect(parsed.getFirstPropertyValue('fn')).toBe('Ann Lee');
    expect(parsed.getFirstPropertyValue('email')).toBe('ann.lee@fabrikam.test');
    expect(parsed.getAllProperties('tel').map((p) => p.getFirstValue())).toContain('tel:+447700900001');
  });

  it('answers forged and malformed tokens with byte-identical 404s, and stops for a suspended organisation', async () => {
    const url = /href="([^"]*\/vcf\/[^"]+)"/.exec((await sig('ann.lee@fabrikam.test')).json.html)![1];
    const path = new URL(url).pathname;
    const [id, mac] = path.slice('/vcf/'.length, -'.vcf'.length).split('.');
    const forged = await host.call('GET', `/vcf/${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}.vcf`);
    const malformed = await host.call('GET', '/vcf/not-a-token.vcf');
    const unknown = await host.call('GET', `/vcf/${'A'.repeat(22)}.${'A'.repeat(22)}.vcf`);
    expect(forged.status).toBe(404);
    expect(malformed.text).toBe(forged.text);
    expect(unknown.text).toBe(forged.text);
    await host.services.tenants.pullLever(tenant, 'suspend');
    try {
      expect((await host.call('GET', path)).text).toBe(forged.text);
    } finally {
      await host.services.tenants.pullLever(tenant, 'resume');
    }
    expect((await host.call('GET', path)).status).toBe(200);
  });
});

describe('the other add-in routes', () => {
  it('stores an apply report against the token holder, whatever the payload names', async () => {
    const token = await addinToken('ann.lee@fabrikam.test');
    const res = await host.call('POST', '/api/signature/report', {
      token,
      body: {
        type: 'new',
        outcome: 'applied',
        templateId,
        version: 1,
        client: 'Outlook Web',
        email: 'ceo@fabrikam.test',
        mailbox: 'ceo@fabrikam.test',
      },
    });
    expect(res.status).toBe(202);
    const [latest] = await host.services.activity.recent(tenant, 1);
    expect(latest).toMatchObject({ mailbox: 'ann.lee@fabrikam.test', outcome: 'applied', client: 'Outlook Web' });
    expectCode(
      await host.call('POST', '/api/signature/report', { token, body: { type: 'new', outcome: 'maybe' } }),
      400,
      'invalid_request',
    );
  });

  it('offers a standalone file with images inlined, by POST and by GET', async () => {
    const token = await addinToken('ann.lee@fabrikam.test');
    const post = await host.call('POST', '/api/signature/download', { token, body: { type: 'new' } });
    expect(post.headers.get('content-disposition')).toContain('attachment');
    expect(post.text.startsWith('<!doctype html>')).toBe(true);
    expect(post.text).toContain('src="data:image/png;base64,');
    expect((await host.call('GET', '/api/signature/download?type=new', { token })).text).toBe(post.text);
  });

  it('tells the pane whether there is a profile to fill in', async () => {
    const res = await host.call('GET', '/api/signature/profile', { token: await addinToken('ben.okafor@fabrikam.test') });
    expect(res.json).toEqual({ editable: true, fields: 1, missing: 1, url: `${host.url}/admin/profile` });
    await adminCall('PUT', '/api/admin/settings', { profileEditing: false });
    expect((await host.call('GET', '/api/signature/profile', { token: await addinToken('ben.okafor@fabrikam.test') })).json.editable).toBe(
      false,
    );
    await adminCall('PUT', '/api/admin/settings', { profileEditing: true });
  });
});

describe('previews and downloads for administrators and staff', () => {
  it('previews a body with sample data, and for a named mailbox and sender with their attributes', async () => {
    const sample = await adminCall('POST', '/api/admin/preview', { html: '<p>{{displayName}} <img src="cid:logo.png"></p>' });
    expect(sample.json.html).toContain('Alex Example');
    expect(sample.json.html).toContain('data:image/png;base64,');
    expect(sample.json).toMatchObject({ limit: 30000 });
    const named = await adminCall('POST', '/api/admin/preview', {
      templateId,
      email: 'info@fabrikam.test',
      sender: 'ben.okafor@fabrikam.test',
    });
    expect(named.json.html).toContain('Sent by Ben Okafor');
    expect(named.json.mailbox).toMatchObject({ primary: 'info@fabrikam.test', mailboxType: 'shared' });
    expect(named.json.sender).toMatchObject({ primary: 'ben.okafor@fabrikam.test', department: 'Engineering' });
    expectCode(await adminCall('POST', '/api/admin/preview', { templateId, email: 'nobody@fabrikam.test' }), 404, 'mailbox_not_found');
    expectCode(await adminCall('POST', '/api/admin/preview', {}), 400, 'invalid_request');
  });

  it('lets a key preview sample data but not a named person', async () => {
    const key = (await adminCall('POST', '/api/admin/api-keys', { name: 'previewer', access: ['templates'] })).json.secret;
    const auth = { authorization: `Bearer ${key}` };
    expect((await host.call('POST', '/api/admin/preview', { headers: auth, body: { templateId } })).status).toBe(200);
    const named = await host.call('POST', '/api/admin/preview', { headers: auth, body: { templateId, email: 'ann.lee@fabrikam.test' } });
    const unknown = await host.call('GET', '/api/admin/nowhere', { headers: auth });
    expect(named.status).toBe(404);
    expect(named.text).toBe(unknown.text);
  });

  it("downloads a mailbox's live signature, and staff their own", async () => {
    const file = await host.call('GET', '/api/admin/download?email=ann.lee%40fabrikam.test&type=new', { token: admin });
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(file.text).toContain('<strong>Ann Lee</strong>');
    const own = await host.call('GET', '/api/me/signature?type=new', {
      token: await host.token({ tenant, user: 'ben.okafor@fabrikam.test' }),
    });
    expect(own.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(own.text).toContain('<strong>Ben Okafor</strong>');
    expect(own.text).toContain('data:image/png;base64,');
  });
});
