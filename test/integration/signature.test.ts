import { findAll } from 'domutils';
import { parseDocument } from 'htmlparser2';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

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
type SignatureRequest = { email?: string; type?: 'new' | 'reply' };
const sig = async (user: string, body: SignatureRequest = {}, t = tenant) =>
  host.api(await addinToken(user, t)).POST('/api/signature', { body });
const adminApi = () => host.api(admin);
const html = async (answer: ReturnType<typeof sig>) => (await answer).data?.html ?? '';

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, 'sig.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'sig.admin@fabrikam.test' });
  await ok(adminApi().GET('/api/admin/me'));
  await ok(adminApi().PUT('/api/admin/asset/{name}', { params: { path: { name: 'logo.png' } }, body: { base64: PNG } }));
  templateId = (await createPublishedWith(adminApi(), { name: 'Standard', html: STANDARD })).id;
  replyId = (await createPublishedWith(adminApi(), { name: 'Reply', html: '<p>-- {{displayName}}</p>' })).id;
  await ok(adminApi().PUT('/api/admin/templates/{id}/tracking', { params: { path: { id: templateId } }, body: { tracking: true } }));
  await ok(adminApi().PUT('/api/admin/roles', { body: { new: templateId, reply: replyId } }));
  await ok(adminApi().POST('/api/admin/profile-fields', { body: { key: 'pronouns', label: 'Pronouns', type: 'text' } }));
});
afterAll(() => host.close());

describe('the signature path', () => {
  it("renders the caller's signature from the directory, with images as cid attachments", async () => {
    const res = await sig('ann.lee@fabrikam.test', { type: 'new' });
    expect(res.response.status).toBe(200);
    expect(res.data).toMatchObject({ templateId, version: 1, type: 'new' });
    expect(res.data?.html).toMatch(/<strong>Ann Lee<\/strong><br ?\/?>Sales Director/);
    expect(res.data?.html).toContain('src="cid:logo.png"');
    expect(res.data?.images).toEqual([{ cid: 'logo.png', name: 'logo.png', contentType: 'image/png', base64: PNG }]);
    const reply = await sig('ann.lee@fabrikam.test', { type: 'reply' });
    expect(reply.data).toMatchObject({ templateId: replyId, html: '<p>-- Ann Lee</p>' });
  });

  it('answers the GET and POST forms with identical bodies', async () => {
    const token = await addinToken('ben.okafor@fabrikam.test');
    const api = host.api(token);
    const form = { email: 'ben.okafor@fabrikam.test', type: 'new' } as const;
    const post = await api.POST('/api/signature', { body: form, parseAs: 'text' });
    const get = await api.GET('/api/signature', { params: { query: form }, parseAs: 'text' });
    expect(get.response.status).toBe(200);
    expect(get.data).toBe(post.data);
    const bare = await api.POST('/api/signature', { parseAs: 'text' });
    expect(bare.data).toBe(post.data);
  });

  it('renders a shared mailbox for each sender with that sender', async () => {
    const ann = await html(sig('ann.lee@fabrikam.test', { email: 'info@fabrikam.test' }));
    const ben = await html(sig('ben.okafor@fabrikam.test', { email: 'info@fabrikam.test' }));
    expect(ann).toContain('<strong>Fabrikam Info</strong>');
    expect(ann).toContain('Sent by Ann Lee');
    expect(ben).toContain('Sent by Ben Okafor');
    expect(await html(sig('ann.lee@fabrikam.test', { email: 'ben@fabrikam.test' }))).toContain('<strong>Ben Okafor</strong>');
  });

  it('escapes profile values carrying markup and quotes', async () => {
    const cleo = await host.token({ tenant, user: 'cleo.martin@fabrikam.test' });
    const values = { pronouns: '<script>alert(1)</script>" onmouseover="x' };
    expect((await host.api(cleo).PUT('/api/me/profile', { body: { values } })).response.status).toBe(200);
    const res = await html(sig('cleo.martin@fabrikam.test'));
    expect(res).not.toContain('<script>');
    expect(res).toContain('&lt;script&gt;');
    const elements = findAll(() => true, parseDocument(res).children);
    expect(elements.map((e) => e.name)).not.toContain('script');
    expect(elements.flatMap((e) => Object.keys(e.attribs))).not.toContain('onmouseover');
  });

  it('shows a publish, a profile save and a rule change on the next request', async () => {
    const before = await sig('dev.patel@fabrikam.test');
    expect(before.data?.version).toBe(1);
    const reply = { params: { path: { id: replyId } }, body: { html: '<p>-- {{displayName}}, {{department}}</p>' } };
    await adminApi().PUT('/api/admin/templates/{id}', reply);
    expect(await html(sig('dev.patel@fabrikam.test', { type: 'reply' }))).toBe('<p>-- Dev Patel, Finance</p>');
    const dev = await host.token({ tenant, user: 'dev.patel@fabrikam.test' });
    await host.api(dev).PUT('/api/me/profile', { body: { values: { pronouns: 'he/him' } } });
    expect(await html(sig('dev.patel@fabrikam.test'))).toContain('(he/him)');
    await adminApi().PUT('/api/admin/rules', {
      body: { rules: [{ attribute: 'department', operator: 'equals', value: 'finance', new: replyId }] },
    });
    expect((await sig('dev.patel@fabrikam.test')).data?.templateId).toBe(replyId);
    await adminApi().PUT('/api/admin/rules', { body: { rules: [] } });
    expect((await sig('dev.patel@fabrikam.test')).data?.templateId).toBe(templateId);
  });
});

describe('signature path statuses', () => {
  /** The 403's raw text, compared byte for byte across the cases. */
  const forbidden = async (user: string, t = tenant) => {
    const res = await host.call('POST', '/api/signature', { token: await addinToken(user, t), body: {} });
    expect(res.status).toBe(403);
    return res.text;
  };

  it('401 when the token fails, including a portal token', async () => {
    expect((await host.api().POST('/api/signature', { body: {} })).response.status).toBe(401);
    const portal = await host.token({ tenant, user: 'ann.lee@fabrikam.test' });
    expect(statusAndCode(await host.api(portal).POST('/api/signature', { body: {} }))).toEqual([401, 'unauthenticated']);
  });

  it('404 when the mailbox is not in the directory: unknown, external, guest, a group', async () => {
    for (const email of ['nobody@fabrikam.test', 'someone@elsewhere.example', 'gus@partner.example', 'sales@fabrikam.test']) {
      expect(statusAndCode(await sig('ann.lee@fabrikam.test', { email }))).toEqual([404, 'mailbox_not_found']);
    }
    expect(statusAndCode(await sig('ann.lee@fabrikam.test', { email: 'not an address' }))).toEqual([400, 'invalid_request']);
  });

  it('one indistinguishable 403 for paused delivery, an excluded mailbox and each organisation state', async () => {
    const bodies: string[] = [];
    const paused = (p: boolean) => adminApi().PUT('/api/admin/signature-delivery', { body: { paused: p } });
    await paused(true);
    bodies.push(await forbidden('ann.lee@fabrikam.test'));
    await paused(false);
    expect((await sig('ann.lee@fabrikam.test')).response.status).toBe(200);

    await host.services.exclusions.add(tenant, { actor: 'test' }, ['eva.jansen@fabrikam.test']);
    bodies.push(await forbidden('eva.jansen@fabrikam.test'));
    expect((await sig('ann.lee@fabrikam.test', { email: 'eva.jansen@fabrikam.test' })).response.status).toBe(403);
    await host.services.exclusions.remove(tenant, { actor: 'test' }, 'eva.jansen@fabrikam.test');
    expect((await sig('eva.jansen@fabrikam.test')).response.status).toBe(200);

    for (const [lever, back] of [
      ['suspend', 'resume'],
      ['schedule-deletion', 'restore'],
    ] as const) {
      await host.services.tenants.pullLever(tenant, lever);
      bodies.push(await forbidden('ann.lee@fabrikam.test'));
      await host.services.tenants.pullLever(tenant, back);
    }
    bodies.push(await forbidden('someone@fabrikam.test', crypto.randomUUID()));
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0])).toEqual({ code: 'signature_unavailable', message: expect.any(String) });
    expect((await sig('ann.lee@fabrikam.test')).response.status).toBe(200);
  });

  it('402 once the trial is over without a subscription', async () => {
    host.clock.advance(31 * 24 * 3600_000);
    try {
      expect(statusAndCode(await sig('ann.lee@fabrikam.test'))).toEqual([402, 'subscription_inactive']);
    } finally {
      host.clock.reset();
    }
  });

  it('is never reachable with a key', async () => {
    const key = (await ok(adminApi().POST('/api/admin/api-keys', { body: { name: 'k', access: ['templates'] } }))).secret;
    expect(statusAndCode(await host.api(key).POST('/api/signature', { body: {} }))).toEqual([404, 'not_available_to_api_keys']);
  });
});

describe('tracked links', () => {
  it('rewrites links to the click host and redirects to the stored target only, recording the click', async () => {
    const res = await html(sig('ann.lee@fabrikam.test'));
    const tracked = /href="([^"]*\/r\/[^"]+)"[^>]*>Offers/.exec(res)![1];
    expect(tracked.startsWith(`${host.url}/r/`)).toBe(true);
    expect(res).toContain('href="mailto:ann.lee@fabrikam.test"');
    const slug = tracked.split('/r/')[1];
    const redirect = (s: string) => host.api().GET('/r/{slug}', { params: { path: { slug: s } } });
    const go = await host
      .api(undefined, {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
        referer: 'https://mail.example/inbox?id=1',
      })
      .GET('/r/{slug}', { params: { path: { slug } } });
    expect([go.response.status, go.response.headers.get('location')]).toEqual([302, 'https://fabrikam.example/offers']);
    // A query the route does not take goes raw.
    expect((await host.call('GET', `/r/${slug}?to=https://evil.example`)).headers.get('location')).toBe('https://fabrikam.example/offers');
    expect(statusAndCode(await redirect('AAAAAAAAAAAA'))).toEqual([404, 'not_found']);
    expect(statusAndCode(await redirect('../..'))).toEqual([404, 'not_found']);
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
    expect(await html(sig('ben.okafor@fabrikam.test'))).toContain(`/r/${slug}"`);
  });
});

describe('contact cards', () => {
  it("serves the sender's vCard at a URL that names no mailbox", async () => {
    const url = /href="([^"]*\/vcf\/[^"]+)"/.exec(await html(sig('ann.lee@fabrikam.test')))![1];
    expect(url).not.toContain('ann');
    const token = /^\/vcf\/(.+)\.vcf$/.exec(new URL(url).pathname)![1];
    const card = await host.api().GET('/vcf/{token}.vcf', { params: { path: { token } }, parseAs: 'text' });
    expect(card.response.status).toBe(200);
    expect(card.response.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    const parsed = new ICAL.Component(ICAL.parse(card.data ?? ''));
    expect(parsed.getFirstPropertyValue('version')).toBe('4.0');
    expect(parsed.getFirstPropertyValue('fn')).toBe('Ann Lee');
    expect(parsed.getFirstPropertyValue('email')).toBe('ann.lee@fabrikam.test');
    expect(parsed.getAllProperties('tel').map((p) => p.getFirstValue())).toContain('tel:+447700900001');
  });

  it('answers forged and malformed tokens with byte-identical 404s, and stops for a suspended organisation', async () => {
    const url = /href="([^"]*\/vcf\/[^"]+)"/.exec(await html(sig('ann.lee@fabrikam.test')))![1];
    const path = new URL(url).pathname;
    const [id, mac] = path.slice('/vcf/'.length, -'.vcf'.length).split('.');
    // Raw calls: the refusals are compared byte for byte.
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
    const res = await host.api(token).POST('/api/signature/report', {
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
    expect(res.response.status).toBe(202);
    const [latest] = await host.services.activity.recent(tenant, 1);
    expect(latest).toMatchObject({ mailbox: 'ann.lee@fabrikam.test', outcome: 'applied', client: 'Outlook Web' });
    // An outcome the schema does not know goes raw.
    const maybe = await host.call('POST', '/api/signature/report', { token, body: { type: 'new', outcome: 'maybe' } });
    expect([maybe.status, maybe.json?.code]).toEqual([400, 'invalid_request']);
  });

  it('offers a standalone file with images inlined, by POST and by GET', async () => {
    const token = await addinToken('ann.lee@fabrikam.test');
    const api = host.api(token);
    const post = await api.POST('/api/signature/download', { body: { type: 'new' }, parseAs: 'text' });
    expect(post.response.headers.get('content-disposition')).toContain('attachment');
    expect(post.data?.startsWith('<!doctype html>')).toBe(true);
    expect(post.data).toContain('src="data:image/png;base64,');
    expect((await api.GET('/api/signature/download', { params: { query: { type: 'new' } }, parseAs: 'text' })).data).toBe(post.data);
  });

  it('tells the pane whether there is a profile to fill in', async () => {
    const profile = async () => host.api(await addinToken('ben.okafor@fabrikam.test')).GET('/api/signature/profile');
    expect((await profile()).data).toEqual({ editable: true, fields: 1, missing: 1, url: `${host.url}/admin/profile` });
    await adminApi().PUT('/api/admin/settings', { body: { profileEditing: false } });
    expect((await profile()).data?.editable).toBe(false);
    await adminApi().PUT('/api/admin/settings', { body: { profileEditing: true } });
  });
});

describe('previews and downloads for administrators and staff', () => {
  it('previews a body with sample data, and for a named mailbox and sender with their attributes', async () => {
    const preview = (body: { html?: string; templateId?: string; email?: string; sender?: string }) =>
      adminApi().POST('/api/admin/preview', { body });
    const sample = await preview({ html: '<p>{{displayName}} <img src="cid:logo.png"></p>' });
    expect(sample.data?.html).toContain('Alex Example');
    expect(sample.data?.html).toContain('data:image/png;base64,');
    expect(sample.data).toMatchObject({ limit: 30000 });
    const named = await preview({ templateId, email: 'info@fabrikam.test', sender: 'ben.okafor@fabrikam.test' });
    expect(named.data?.html).toContain('Sent by Ben Okafor');
    expect(named.data?.mailbox).toMatchObject({ primary: 'info@fabrikam.test', mailboxType: 'shared' });
    expect(named.data?.sender).toMatchObject({ primary: 'ben.okafor@fabrikam.test', department: 'Engineering' });
    expect(statusAndCode(await preview({ templateId, email: 'nobody@fabrikam.test' }))).toEqual([404, 'mailbox_not_found']);
    expect(statusAndCode(await preview({}))).toEqual([400, 'invalid_request']);
  });

  it('lets a key preview sample data but not a named person', async () => {
    const key = (await ok(adminApi().POST('/api/admin/api-keys', { body: { name: 'previewer', access: ['templates'] } }))).secret;
    const auth = { authorization: `Bearer ${key}` };
    expect((await host.api(key).POST('/api/admin/preview', { body: { templateId } })).response.status).toBe(200);
    // Raw calls: the refusals are compared byte for byte.
    const named = await host.call('POST', '/api/admin/preview', { headers: auth, body: { templateId, email: 'ann.lee@fabrikam.test' } });
    const unknown = await host.call('GET', '/api/admin/nowhere', { headers: auth });
    expect(named.status).toBe(404);
    expect(named.text).toBe(unknown.text);
  });

  it("downloads a mailbox's live signature, and staff their own", async () => {
    const query = { email: 'ann.lee@fabrikam.test', type: 'new' } as const;
    const file = await adminApi().GET('/api/admin/download', { params: { query }, parseAs: 'text' });
    expect(file.response.headers.get('content-disposition')).toContain('attachment');
    expect(file.data).toContain('<strong>Ann Lee</strong>');
    const ben = await host.token({ tenant, user: 'ben.okafor@fabrikam.test' });
    const own = await host.api(ben).GET('/api/me/signature', { params: { query: { type: 'new' } }, parseAs: 'text' });
    expect(own.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(own.data).toContain('<strong>Ben Okafor</strong>');
    expect(own.data).toContain('data:image/png;base64,');
  });
});
