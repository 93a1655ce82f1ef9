import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

// The add-in's side of tidy threads: what `POST /api/signature` answers a reply once the add-in says what it read of
// the quoted history (`thread`), with the answer cache on as in production.
const ADMIN = 'ann.lee@fabrikam.test';
let host: TestHost;
let tenant: string;
let admin: string;
let person: string;
const api = () => host.api(admin);
const ask = (body: Record<string, unknown>) => host.call('POST', '/api/signature', { token: person, body });
const settings = (body: Record<string, unknown>) => ok(api().PUT('/api/admin/settings', { body }));

beforeAll(async () => {
  host = await startTestHost({ env: { SIGNATURE_CACHE: 'true' } });
  [tenant] = host.tenants;
  await host.onboard(tenant, ADMIN);
  admin = await host.token({ tenant, user: ADMIN });
  person = await host.token({ tenant, user: ADMIN, scope: 'access_as_user' });
  await ok(api().GET('/api/admin/me'));
  const full = (await createPublishedWith(api(), { name: 'Full', html: '<p>FULL-SIGNATURE</p>' })).id;
  const reply = (await createPublishedWith(api(), { name: 'Short', html: '<p>REPLY-SIGNATURE</p>' })).id;
  await ok(api().PUT('/api/admin/roles', { body: { new: full, reply } }));
  await ok(api().POST('/api/admin/banners', { body: { name: 'Spring', html: '<p>SPRING-BANNER</p>' } }));
});
afterAll(() => host.close());

describe('the add-in asks with what it read of the thread', () => {
  it('without `thread` the answer is the one older add-ins always got, and names nothing of threads', async () => {
    const res = await ask({ type: 'reply' });
    expect(res.status).toBe(200);
    expect(res.json.html).toContain('REPLY-SIGNATURE');
    expect(res.json.thread).toBeUndefined();
  });

  it('every reply signed: the reply signature with its banners, and the footers setting said', async () => {
    await settings({ threadSignature: 'every', removeMobileFooters: true });
    const res = await ask({ type: 'reply', thread: { quotedSignature: true } });
    expect(res.json.html).toContain('REPLY-SIGNATURE');
    expect(res.json.html).toContain('SPRING-BANNER');
    expect(res.json.thread).toEqual({ inThread: false, removeMobileFooters: true });
  });

  it('once per thread: the full signature first, the reply one without banners once the quoted history holds it', async () => {
    await settings({ threadSignature: 'oncePerThread', removeMobileFooters: false });
    // The settings reach the add-in's answer within the few seconds the relay's decisions trust them.
    await expect
      .poll(async () => (await ask({ type: 'reply', thread: { quotedSignature: false } })).json.thread, { timeout: 20_000 })
      .toEqual({
        inThread: false,
        removeMobileFooters: false,
      });
    const first = await ask({ type: 'reply', thread: { quotedSignature: false } });
    expect(first.json.html).toContain('FULL-SIGNATURE');
    expect(first.json.html).toContain('SPRING-BANNER');
    const later = await ask({ type: 'reply', thread: { quotedSignature: true } });
    expect(later.json.html).toContain('REPLY-SIGNATURE');
    expect(later.json.html).not.toContain('SPRING-BANNER');
    expect(later.json.thread).toEqual({ inThread: true, removeMobileFooters: false });
    // A new message is no reply: the full signature whatever the add-in read.
    const fresh = await ask({ type: 'new', thread: { quotedSignature: true } });
    expect(fresh.json.html).toContain('FULL-SIGNATURE');
    expect(fresh.json.thread).toEqual({ inThread: false, removeMobileFooters: false });
  });

  it('refuses a `thread` that is not what the add-in reads, with a code', async () => {
    for (const thread of [{ quotedSignature: 'yes' }, true, { quotedSignature: null }]) {
      const res = await ask({ type: 'reply', thread });
      expect([res.status, res.json.code]).toEqual([400, 'invalid_request']);
    }
  });
});
