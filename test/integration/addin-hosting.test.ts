import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildManifestFiles } from '../../addin/manifest/package.js';
import { ADDIN } from '../../addin/manifest/description.js';
import { addinFiles, STANDIN_PAGE } from '../../shared/addin/files.js';
import { builtAddin } from '../helpers/addin-build.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

const CLICK_URL = 'https://click.fabrikam.example';
const FOREIGN = 'https://evil.example';
const MEDIA: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
};

let host: TestHost;
let built: string;
let tenant: string;

/** Raw: the add-in's static files and preflights are no operations of the document (bytes, media types and headers compared). */
const raw = (method: string, path: string, headers: Record<string, string> = {}) =>
  fetch(host.url + path, { method, headers: { 'x-forwarded-for': host.address, ...headers } });

beforeAll(async () => {
  built = await builtAddin();
  host = await startTestHost({ env: { CLICK_URL }, addin: addinFiles(built) });
  tenant = host.tenants[0];
  await host.onboard(tenant);
});
afterAll(async () => {
  await host.close();
});

describe('the add-in files under /addin', () => {
  it("answers every URL either manifest names on the service's origin 200, with its media type", async () => {
    const files = await buildManifestFiles(new URL(host.url), ADDIN.api.clientIdPlaceholder);
    const origin = host.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const named = new Set(
      [files.manifestJson, files.manifestXml].flatMap((text) => text.match(new RegExp(`${origin}/[^"<>\\s]*`, 'g')) ?? []),
    );
    const addinUrls = [...named].filter((u) => new URL(u).pathname.startsWith('/addin/'));
    for (const size of Object.keys(ADDIN.icons.sized)) expect(addinUrls).toContain(`${host.url}/addin/assets/icon-${size}.png`);
    for (const url of named) {
      const res = await fetch(url, { headers: { 'x-forwarded-for': host.address } });
      const path = new URL(url).pathname;
      const ext = path.match(/\.[a-z]+$/)?.[0];
      expect([path, res.status]).toEqual([path, 200]);
      expect([path, res.headers.get('content-type')]).toEqual([path, ext ? MEDIA[ext] : 'text/html; charset=utf-8']);
    }
    const icon = await raw('GET', `/addin/assets/${ADDIN.icons.sized[32]}`);
    expect(Buffer.from(await icon.arrayBuffer())).toEqual(await readFile(join(built, 'assets', ADDIN.icons.sized[32])));
  });

  it('answers every file the named pages, the stand-in page and the well-known file load from this origin', async () => {
    const files = await buildManifestFiles(new URL(host.url), ADDIN.api.clientIdPlaceholder);
    const pages = new Set(
      [files.manifestJson, files.manifestXml]
        .flatMap((text) => text.match(new RegExp(`${host.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/addin/[^"<>\\s]*\\.html`, 'g')) ?? [])
        .map((u) => new URL(u).pathname),
    );
    pages.add(`/addin/${STANDIN_PAGE}`);
    expect([...pages].sort()).toEqual(['/addin/runtime.html', '/addin/standin.html', '/addin/taskpane.html']);
    const loaded = new Set<string>(
      (await ok(host.api().GET('/.well-known/microsoft-officeaddins-allowed.json'))).allowed.map((u) => new URL(u).pathname),
    );
    for (const page of pages) {
      const html = await (await raw('GET', page)).text();
      for (const [, ref] of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
        const url = new URL(ref, host.url + page);
        if (url.origin === new URL(host.url).origin) loaded.add(url.pathname);
      }
    }
    expect(loaded).toContain('/addin/runtime.js');
    expect(loaded).toContain('/addin/standin.js');
    expect(loaded).toContain('/addin/taskpane.css');
    for (const path of loaded) {
      const res = await raw('GET', path);
      expect([path, res.status]).toEqual([path, 200]);
      expect([path, res.headers.get('content-type')]).toEqual([path, MEDIA[path.match(/\.[a-z]+$/)![0]]]);
    }
  });

  it("answers /favicon.ico with the add-in's icon as an image", async () => {
    const res = await raw('GET', '/favicon.ico');
    expect([res.status, res.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^image\//)]);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([0, 1, 2]);
    expect(bytes.includes(await readFile(join(built, 'assets', ADDIN.icons.sized[32])))).toBe(true);
  });

  it('answers 404 for a missing file, a folder and a path leaving the folder, never a fallback page', async () => {
    // The favicon is a real file just outside the add-in's folder.
    for (const path of [
      '/addin/no-such-page.html',
      '/addin',
      '/addin/',
      '/addin/assets',
      '/addin/..%2Ffavicon.ico',
      '/addin/assets/..%2F..%2Ffavicon.ico',
    ]) {
      const res = await raw('GET', path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    }
  });

  it('lists the runtime script in the well-known file classic Outlook reads', async () => {
    const res = await host.api().GET('/.well-known/microsoft-officeaddins-allowed.json');
    expect([res.response.status, res.response.headers.get('content-type')]).toEqual([200, 'application/json; charset=utf-8']);
    expect(res.data).toEqual({ allowed: [`${host.url}/addin/runtime.js`] });
  });
});

describe('CORS on the signature routes', () => {
  const preflight = (origin: string, method = 'POST', path = '/api/signature') =>
    raw('OPTIONS', path, {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization, content-type, if-none-match',
    });

  it("answers a preflight from the service's own origins", async () => {
    for (const origin of [host.url, CLICK_URL]) {
      const res = await preflight(origin);
      expect(res.status).toBe(204);
      expect(Object.fromEntries([...res.headers].filter(([name]) => name.startsWith('access-control-') || name === 'vary'))).toEqual({
        'access-control-allow-origin': origin,
        'access-control-allow-methods': 'POST, GET',
        'access-control-allow-headers': 'authorization, content-type, if-none-match',
        'access-control-max-age': '600',
        vary: 'Origin',
      });
    }
    expect((await preflight(host.url, 'POST', '/api/signature/report')).headers.get('access-control-allow-methods')).toBe('POST');
  });

  it('refuses a preflight from a foreign origin, or without one, with nothing that lets a page through', async () => {
    for (const headers of [{ origin: FOREIGN }, {}] as Record<string, string>[]) {
      const res = await raw('OPTIONS', '/api/signature', { ...headers, 'access-control-request-method': 'POST' });
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe('origin_not_allowed');
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('lets an own page read the answer and its ETag, refusals included; a foreign page gets no CORS headers', async () => {
    const token = await host.token({ tenant, user: 'ann.lee@fabrikam.test', scope: 'access_as_user' });
    const from = (origin: string) => host.api(token, { origin });
    const own = (await from(host.url).POST('/api/signature', { body: { type: 'new' } })).response;
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBe(host.url);
    expect(own.headers.get('access-control-expose-headers')).toBe('etag, x-signature-stale');
    expect(own.headers.get('vary')).toBe('Origin');
    const refused = (await from(host.url).POST('/api/signature', { body: { email: 'nobody@fabrikam.test' } })).response;
    expect([refused.status, refused.headers.get('access-control-allow-origin')]).toEqual([404, host.url]);
    const foreign = (await from(FOREIGN).POST('/api/signature', { body: { type: 'new' } })).response;
    expect([foreign.status, foreign.headers.get('access-control-allow-origin'), foreign.headers.get('vary')]).toEqual([
      200,
      null,
      'Origin',
    ]);
  });

  it('leaves routes that declare no CORS as they were: OPTIONS is 405, no CORS headers', async () => {
    const res = await preflight(host.url, 'GET', '/api/admin/templates');
    expect([res.status, res.headers.get('allow'), res.headers.get('access-control-allow-origin')]).toEqual([
      405,
      expect.stringContaining('GET'),
      null,
    ]);
    expect((await raw('GET', '/health', { origin: host.url })).headers.get('access-control-allow-origin')).toBeNull();
  });
});
