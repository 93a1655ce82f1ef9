import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

// A body longer than its route takes is refused with 413 `payload_too_large` and never kept whole: the host stops
// reading it at the route's limit (1 MiB unless the route says otherwise), whether its length was declared or not.
const MIB = 1024 * 1024;

let host: TestHost;
let admin: string;
const adminAddress = 'limits.admin@fabrikam.test';

/** A raw POST (or `method`) of `bytes`, its length declared (`Content-Length`) or sent in chunks as it comes (a stream). */
async function post(path: string, bytes: Uint8Array, o: { token?: string; chunked?: boolean; language?: string; method?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': host.address };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.language) headers['accept-language'] = o.language;
  const body = o.chunked
    ? new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.subarray(at, at + 64 * 1024));
          controller.close();
        },
      })
    : bytes;
  const res = await fetch(host.url + path, { method: o.method ?? 'POST', headers, body, duplex: 'half' } as RequestInit);
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as { code?: string; message?: string; limitBytes?: number }) : undefined };
}

/** A template-creating body of exactly `size` bytes (the name and HTML are valid; only the length is under test). */
const templateOf = (size: number) => {
  const shell = JSON.stringify({ name: 'Too long', html: '' });
  return new TextEncoder().encode(JSON.stringify({ name: 'Too long', html: 'a'.repeat(size - shell.length) }));
};
const library = async () => ok(host.api(admin).GET('/api/admin/templates'));
const logLength = async () => (await ok(host.api(admin).GET('/api/admin/log', { params: { query: { limit: 500 } } }))).entries.length;

beforeAll(async () => {
  host = await startTestHost();
  await host.onboard(host.tenants[0], adminAddress);
  admin = await host.token({ tenant: host.tenants[0], user: adminAddress });
  await ok(host.api(admin).GET('/api/admin/me'));
});
afterAll(() => host.close());

describe('a body longer than its route takes', () => {
  it('is refused with 413 payload_too_large, its length declared or found as it comes, and changes nothing', async () => {
    const [templates, entries] = [await library(), await logLength()];
    for (const chunked of [false, true]) {
      const refused = await post('/api/admin/templates', templateOf(MIB + 1), { token: admin, chunked });
      expect([chunked, refused.status, refused.json?.code, refused.json?.limitBytes, refused.json?.message]).toEqual([
        chunked,
        413,
        'payload_too_large',
        MIB,
        'What was sent is larger than this accepts: at most 1 MiB',
      ]);
    }
    const inGerman = await post('/api/admin/templates', templateOf(MIB + 1), { token: admin, language: 'de' });
    expect(inGerman.json?.message).toBe('Das Gesendete ist größer, als hier angenommen wird: höchstens 1 MiB');
    // Far beyond the limit, as a stranger could send it: the same answer, as soon as the limit is passed.
    const huge = await post('/api/admin/templates', new Uint8Array(64 * MIB), { token: admin, chunked: true });
    expect([huge.status, huge.json?.code]).toEqual([413, 'payload_too_large']);
    expect([await library(), await logLength()]).toEqual([templates, entries]);
  });

  it('is refused on a route that reads its body raw (the payments webhook) and on one whose own limit is larger', async () => {
    const webhook = await post('/api/billing/payments-webhook', new Uint8Array(MIB + 1), { chunked: true });
    expect([webhook.status, webhook.json?.code]).toEqual([413, 'payload_too_large']);
    // The photo a person uploads takes 10 MiB as sent (a photo of 5 MiB, base64 in JSON): a phone's 12 MB picture is told so.
    const photo = await post('/api/me/photo', new Uint8Array(12 * 1000 * 1000), { token: admin, language: 'fr', method: 'PUT' });
    expect([photo.status, photo.json?.code, photo.json?.message]).toEqual([
      413,
      'payload_too_large',
      'L’envoi dépasse ce qui est accepté ici : 10 Mio au maximum',
    ]);
    // The library's bundle import takes 16 MiB: a body of 2 MiB reaches its own checks.
    const bundle = await post('/api/admin/templates/import', new Uint8Array(2 * MIB).fill(0x20), { token: admin });
    expect(bundle.status).not.toBe(413);
    expect(bundle.status).toBeLessThan(500);
  });

  it('is read to the limit itself, and answered after the credential: a stranger hears 401, not 413', async () => {
    const atLimit = await post('/api/admin/templates', templateOf(MIB), { token: admin });
    expect(atLimit.json?.code).not.toBe('payload_too_large');
    expect(atLimit.status).toBeLessThan(500);
    const stranger = await post('/api/admin/templates', templateOf(MIB + 1));
    expect([stranger.status, stranger.json?.code]).toEqual([401, 'unauthenticated']);
  });
});
