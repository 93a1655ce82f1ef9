import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

let host: TestHost;
let tenant: string;
let admin: string;
let templateId: string;
const MAILBOX = 'ann.lee@fabrikam.test';

const api = () => host.api(admin);
const delivery = (paused: boolean) => ok(api().PUT('/api/admin/signature-delivery', { body: { paused } }));
/** Raw: `If-None-Match` and the empty 304 body are what is under test. */
const compose = async (ifNoneMatch?: string, body: unknown = { type: 'new' }) =>
  host.call('POST', '/api/signature', {
    token: await host.token({ tenant, user: MAILBOX, scope: 'access_as_user' }),
    body,
    headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
  });

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, 'etag.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'etag.admin@fabrikam.test' });
  await ok(api().GET('/api/admin/me'));
  templateId = (await createPublishedWith(api(), { name: 'Tagged', html: '<p>{{displayName}}</p>' })).id;
  await ok(api().PUT('/api/admin/roles', { body: { new: templateId, reply: null } }));
});
afterAll(() => host.close());

describe('conditional signature answers', () => {
  it('tags the answer and answers 304 without a body when If-None-Match names it', async () => {
    const first = await compose();
    const etag = first.headers.get('etag')!;
    expect([first.status, etag]).toEqual([200, expect.stringMatching(/^"[^"]+"$/)]);

    const again = await compose(etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('answers the GET form alike, with the same tag', async () => {
    const etag = (await compose()).headers.get('etag')!;
    const token = await host.token({ tenant, user: MAILBOX, scope: 'access_as_user' });
    const get = await host.call('GET', '/api/signature?type=new', { token, headers: { 'if-none-match': etag } });
    expect([get.status, get.text, get.headers.get('etag')]).toEqual([304, '', etag]);
  });

  it('matches within a comma list, weakly, and on *', async () => {
    const etag = (await compose()).headers.get('etag')!;
    expect((await compose(`"elsewhere", W/${etag}`)).status).toBe(304);
    expect((await compose('*')).status).toBe(304);
    const other = await compose('"elsewhere", W/"another"');
    expect([other.status, other.json?.html]).toEqual([200, '<p>Ann Lee</p>']);
  });

  it('answers the full body with a new tag after a publish', async () => {
    const before = (await compose()).headers.get('etag')!;
    const published = await api().PUT('/api/admin/templates/{id}', {
      params: { path: { id: templateId } },
      body: { html: '<p>Regards, {{displayName}}</p>' },
    });
    expect(published.response.status).toBe(200);
    const after = await compose(before);
    expect(after.status).toBe(200);
    expect(after.json.html).toBe('<p>Regards, Ann Lee</p>');
    expect(after.headers.get('etag')).not.toBe(before);
    expect((await compose(after.headers.get('etag')!)).status).toBe(304);
  });

  it('keeps 403, 402 and 404 as they are whatever If-None-Match says', async () => {
    const etag = (await compose()).headers.get('etag')!;
    await delivery(true);
    try {
      for (const tag of [etag, '*']) {
        const paused = await compose(tag);
        expect([paused.status, paused.json?.code, paused.headers.get('etag')]).toEqual([403, 'signature_unavailable', null]);
      }
    } finally {
      await delivery(false);
    }
    expect((await compose('*', { email: 'nobody@fabrikam.test' })).status).toBe(404);
    host.clock.advance(31 * 24 * 3600_000);
    try {
      expect((await compose('*')).status).toBe(402);
    } finally {
      host.clock.reset();
    }
    expect((await compose(etag)).status).toBe(304);
  });
});
