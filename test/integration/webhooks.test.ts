import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ok, statusAndCode } from '../helpers/api.js';
import { expectEvery } from '../helpers/expect-every.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

let host: TestHost;
let tenant: string;
let other: string;
let admin: string;
let otherAdmin: string;
const ADMIN = 'hooks.admin@contoso.example';

/** A local receiver: records each delivery as it came (raw body, headers) and answers what the test scripted. */
interface Received {
  body: string;
  signature: string;
}
const received: Received[] = [];
let answers: number[] = [];
let receiver: Server;
let receiverUrl: string;

const api = () => host.api(admin);
const fireTimer = () => host.call('POST', '/admin/functions/webhookDeliver');
const hooks = async () => (await ok(api().GET('/api/admin/webhooks'))).webhooks;
const deliveries = async (id: string) =>
  (await ok(api().GET('/api/admin/webhooks/{id}/deliveries', { params: { path: { id } } }))).deliveries;

const lastEntries = async (limit: number) => (await ok(api().GET('/api/admin/log', { params: { query: { limit } } }))).entries;

/**
 * Registers a webhook and delivers its own registration (an entry of the change log it receives), so that a test
 * starts from a webhook with nothing pending.
 */
async function registered(body: { url: string; events: ('changelog' | 'alert')[] }) {
  const hook = await ok(api().POST('/api/admin/webhooks', { body }));
  if (body.events.includes('changelog')) {
    answers = [200];
    await fireTimer();
    expect(received.map((r) => (JSON.parse(r.body) as { entry: { action: string } }).entry.action)).toEqual(['webhook.created']);
    received.length = 0;
  }
  return hook;
}

/** Verifies `X-Signature-Webhook` as a receiver would: the HMAC of "<t>.<raw body>" with the secret. */
function verifies(secret: string, r: Received): boolean {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(r.signature);
  if (!m) return false;
  const expected = createHmac('sha256', secret).update(`${m[1]}.${r.body}`).digest();
  return timingSafeEqual(expected, Buffer.from(m[2], 'hex'));
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['x-signature-webhook']) });
      const status = answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'thanks' : 'busy, try later');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  host = await startTestHost();
  [tenant, other] = host.tenants;
  await host.onboard(tenant, ADMIN);
  await host.onboard(other);
  admin = await host.token({ tenant, user: ADMIN });
  otherAdmin = await host.token({ tenant: other, user: host.adminOf(other) });
  await ok(api().GET('/api/admin/me'));
  await ok(host.api(otherAdmin).GET('/api/admin/me'));
});
beforeEach(async () => {
  // First: the removals below are change-log entries, stamped with the clock's time.
  host.clock.reset();
  for (const h of await hooks()) await api().DELETE('/api/admin/webhooks/{id}', { params: { path: { id: h.id } } });
  received.length = 0;
  answers = [];
});
afterAll(async () => {
  await host.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('delivering the change log', () => {
  it('signs each delivery, retries a receiver that failed first, and delivers the entry once under the same id', async () => {
    const created = await api().POST('/api/admin/webhooks', { body: { url: receiverUrl, events: ['changelog'] } });
    expect(created.response.status).toBe(201);
    expect(created.response.headers.get('cache-control')).toBe('no-store');
    const hook = created.data!;
    expect(hook).toMatchObject({ url: receiverUrl, events: ['changelog'], createdBy: ADMIN });
    expect(hook.secret).toMatch(/^whsec_[\w-]{43}$/);
    // Listed without its secret; stored sealed, not as it was shown.
    expect(await hooks()).toEqual([{ id: hook.id, url: receiverUrl, events: ['changelog'], createdAt: hook.createdAt, createdBy: ADMIN }]);
    const row = await host.services.storage.table('webhooks').getEntity<{ secret: string }>(tenant, hook.id);
    expect(row.secret).toMatch(/^v1\./);
    expect(row.secret).not.toContain(hook.secret.slice(6));
    // Its own registration is the first entry it receives.
    const registration = (await lastEntries(1))[0];
    expect(registration).toMatchObject({ action: 'webhook.created' });
    answers = [200];
    await fireTimer();
    expect(received.map((r) => JSON.parse(r.body).id)).toEqual([registration.id]);
    received.length = 0;

    await ok(api().POST('/api/admin/api-keys', { body: { name: 'Audited', access: ['templates'] } }));
    const entry = (await ok(api().GET('/api/admin/log', { params: { query: { limit: 1 } } }))).entries[0];
    expect(entry).toMatchObject({ action: 'apikey.created', target: 'Audited' });

    answers = [500];
    expect((await fireTimer()).status).toBe(200);
    expect(received).toHaveLength(1);
    expect((await deliveries(hook.id)).filter((d) => d.id === entry.id)).toEqual([
      expect.objectContaining({ id: entry.id, event: 'changelog', state: 'pending', attempts: 1, status: 500, answer: 'busy, try later' }),
    ]);
    // Not due again until its backoff has passed: another run sends nothing.
    await fireTimer();
    expect(received).toHaveLength(1);

    host.clock.advance(61_000);
    await fireTimer();
    expect(received).toHaveLength(2);
    const [first, second] = received.map((r) => JSON.parse(r.body) as { id: string; event: string; tenantId: string; entry: unknown });
    expect(first).toEqual(second);
    expect(first).toEqual({
      id: entry.id,
      event: 'changelog',
      tenantId: tenant,
      entry: {
        id: entry.id,
        at: entry.at,
        actor: ADMIN,
        actorName: entry.actorName,
        keyId: null,
        scope: entry.scope,
        action: 'apikey.created',
        target: 'Audited',
        details: entry.details,
      },
    });
    expectEvery(received, (r) => verifies(hook.secret, r));
    expect(verifies('whsec_not-the-secret', received[1])).toBe(false);
    expect((await deliveries(hook.id)).filter((d) => d.id === entry.id)).toEqual([
      expect.objectContaining({
        id: entry.id,
        state: 'delivered',
        attempts: 2,
        status: 200,
        error: null,
        answer: 'thanks',
        nextAttemptAt: null,
      }),
    ]);

    // Delivered: never sent again.
    host.clock.advance(3_600_000);
    await fireTimer();
    expect(received).toHaveLength(2);
  });

  it('gives up after a day of failed tries, saying why', async () => {
    const hook = await registered({ url: receiverUrl, events: ['changelog'] });
    await ok(api().POST('/api/admin/api-keys', { body: { name: 'Unheard', access: ['templates'] } }));
    answers = [503, 503];
    await fireTimer();
    host.clock.advance(25 * 3_600_000);
    await fireTimer();
    expect(received).toHaveLength(2);
    expect((await deliveries(hook.id))[0]).toEqual(
      expect.objectContaining({ state: 'failed', attempts: 2, status: 503, error: 'answered 503', nextAttemptAt: null }),
    );
  });

  it('sends a test delivery at once and lists it with its answer', async () => {
    const hook = await registered({ url: receiverUrl, events: ['changelog', 'alert'] });
    const test = await ok(api().POST('/api/admin/webhooks/{id}/test', { params: { path: { id: hook.id } } }));
    expect(test).toMatchObject({ event: 'test', state: 'delivered', attempts: 1, status: 200, answer: 'thanks' });
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0].body)).toMatchObject({ id: test.id, event: 'test', tenantId: tenant });
    expect(verifies(hook.secret, received[0])).toBe(true);
    // Beside its own registration, delivered before.
    expect((await deliveries(hook.id)).map((d) => [d.event, d.state])).toEqual(
      expect.arrayContaining([
        ['test', 'delivered'],
        ['changelog', 'delivered'],
      ]),
    );
  });

  it('removes a webhook with its pending deliveries: nothing is sent after', async () => {
    const hook = await ok(api().POST('/api/admin/webhooks', { body: { url: receiverUrl, events: ['changelog'] } }));
    await ok(api().POST('/api/admin/api-keys', { body: { name: 'Dropped', access: ['templates'] } }));
    const gone = await api().DELETE('/api/admin/webhooks/{id}', { params: { path: { id: hook.id } } });
    expect(gone.response.status).toBe(204);
    await fireTimer();
    expect(received).toHaveLength(0);
    expect(await hooks()).toEqual([]);
  });
});

describe('registering and removing a webhook', () => {
  it('is written to the change log, naming the receiver’s host only, and delivered to the webhooks that receive it', async () => {
    const watcher = await registered({ url: `${receiverUrl}/watcher`, events: ['changelog'] });
    const hook = await ok(
      api().POST('/api/admin/webhooks', { body: { url: `${receiverUrl}/token-in-path?key=s3cret`, events: ['changelog', 'alert'] } }),
    );
    const receiverHost = new URL(receiverUrl).host;
    const created = (await lastEntries(1))[0];
    expect(created).toMatchObject({
      action: 'webhook.created',
      actor: ADMIN,
      target: receiverHost,
      details: { id: hook.id, events: ['changelog', 'alert'] },
      summary: `Registered a webhook at ${receiverHost} for the change log and alerts`,
    });
    await ok(api().DELETE('/api/admin/webhooks/{id}', { params: { path: { id: hook.id } } }));
    const removed = (await lastEntries(1))[0];
    expect(removed).toMatchObject({
      action: 'webhook.deleted',
      actor: ADMIN,
      target: receiverHost,
      summary: `Removed the webhook at ${receiverHost}`,
    });
    expect(JSON.stringify(await lastEntries(2))).not.toContain('s3cret');

    await fireTimer();
    expect(received.map((r) => JSON.parse(r.body).entry.action).sort()).toEqual(['webhook.created', 'webhook.deleted']);
    // Beside its own registration.
    const delivered = (await deliveries(watcher.id)).map((d) => d.id);
    expect(delivered).toHaveLength(3);
    expect(delivered).toEqual(expect.arrayContaining([created.id, removed.id]));
  });

  it('writes nothing to the change log when refused, nor for another organisation’s webhook', async () => {
    const hook = await registered({ url: receiverUrl, events: ['changelog'] });
    const before = await lastEntries(5);
    const theirLog = () => host.api(otherAdmin).GET('/api/admin/log', { params: { query: { limit: 5 } } });
    const theirsBefore = await ok(theirLog());
    expect(
      statusAndCode(await api().POST('/api/admin/webhooks', { body: { url: 'http://hooks.example.com/in', events: ['changelog'] } })),
    ).toEqual([400, 'invalid_request']);
    const path = { params: { path: { id: hook.id } } };
    expect(statusAndCode(await host.api(otherAdmin).DELETE('/api/admin/webhooks/{id}', path))).toEqual([404, 'not_found']);
    expect(await lastEntries(5)).toEqual(before);
    expect(await ok(theirLog())).toEqual(theirsBefore);
  });
});

describe('refusals', () => {
  const refusedUrls: [string, string][] = [
    ['http://hooks.example.com/in', 'must be an https:// URL'],
    ['ftp://hooks.example.com/in', 'must be an https:// URL'],
    ['not a url', 'must be an https:// URL'],
    ['https://user:pass@hooks.example.com/in', 'must not carry a user name or password'],
    ['https://10.1.2.3/in', 'must not point at a private, link-local or reserved address'],
    ['https://192.168.0.10/in', 'must not point at a private, link-local or reserved address'],
    ['https://169.254.169.254/latest/meta-data', 'must not point at a private, link-local or reserved address'],
    ['https://[fd00::1]/in', 'must not point at a private, link-local or reserved address'],
    ['https://[::ffff:10.0.0.1]/in', 'must not point at a private, link-local or reserved address'],
  ];
  it.each(refusedUrls)('refuses %s with 400 invalid_request, registering nothing', async (url, reason) => {
    const res = await api().POST('/api/admin/webhooks', { body: { url, events: ['changelog'] } });
    expect(statusAndCode(res)).toEqual([400, 'invalid_request']);
    expect(res.error).toMatchObject({ fields: { url: reason } });
    expect(await hooks()).toEqual([]);
  });

  it('refuses no events, an unknown event and an event twice', async () => {
    for (const events of [[], ['everything'], ['changelog', 'changelog']]) {
      const res = await host.call('POST', '/api/admin/webhooks', { token: admin, body: { url: receiverUrl, events } });
      expect([res.status, res.json.code]).toEqual([400, 'invalid_request']);
      expect(Object.keys(res.json.fields as object)).toEqual([expect.stringMatching(/^events/)]);
    }
    expect(await hooks()).toEqual([]);
  });

  it('refuses an eleventh webhook', async () => {
    for (let i = 0; i < 10; i++)
      await ok(api().POST('/api/admin/webhooks', { body: { url: `${receiverUrl}/${i}`, events: ['changelog'] } }));
    const res = await api().POST('/api/admin/webhooks', { body: { url: receiverUrl, events: ['changelog'] } });
    expect(statusAndCode(res)).toEqual([400, 'invalid_request']);
    expect(res.error).toMatchObject({ fields: { url: 'at most 10 webhooks: delete one first' } });
    expect(await hooks()).toHaveLength(10);
  });

  it('never reaches another organisation’s webhook, and answers an unknown one 404', async () => {
    const hook = await ok(api().POST('/api/admin/webhooks', { body: { url: receiverUrl, events: ['changelog'] } }));
    const path = { params: { path: { id: hook.id } } };
    const otherApi = host.api(otherAdmin);
    expect(statusAndCode(await otherApi.GET('/api/admin/webhooks/{id}/deliveries', path))).toEqual([404, 'not_found']);
    expect(statusAndCode(await otherApi.POST('/api/admin/webhooks/{id}/test', path))).toEqual([404, 'not_found']);
    expect(statusAndCode(await otherApi.DELETE('/api/admin/webhooks/{id}', path))).toEqual([404, 'not_found']);
    expect((await ok(otherApi.GET('/api/admin/webhooks'))).webhooks).toEqual([]);
    expect(await hooks()).toHaveLength(1);
    expect(received).toHaveLength(0);
    const unknown = { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } };
    expect(statusAndCode(await api().DELETE('/api/admin/webhooks/{id}', unknown))).toEqual([404, 'not_found']);
  });

  it('lets a monitoring key list webhooks and deliveries, but not register one', async () => {
    const key = await ok(api().POST('/api/admin/api-keys', { body: { name: 'reader', access: ['monitoring'], readOnly: true } }));
    expect((await ok(host.api(key.secret).GET('/api/admin/webhooks'))).webhooks).toEqual([]);
    const res = await host.api(key.secret).POST('/api/admin/webhooks', { body: { url: receiverUrl, events: ['changelog'] } });
    expect(statusAndCode(res)).toEqual([404, 'not_available_to_api_keys']);
    expect(await hooks()).toEqual([]);
  });
});
