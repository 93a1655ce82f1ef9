import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addinFiles } from '../../shared/addin/files.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

const CLICK_URL = 'https://click.fabrikam.example';
const FOREIGN = 'https://evil.example';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let host: TestHost;
let built: string;
let tenant: string;

const raw = (method: string, path: string, headers: Record<string, string> = {}) =>
  fetch(host.url + path, { method, headers: { 'x-forwarded-for': host.address, ...headers } });

beforeAll(async () => {
  built = await mkdtemp(join(tmpdir(), 'addin-'));
  await mkdir(join(built, 'assets'));
  await writeFile(join(built, 'runtime.js'), 'Office.actions.associate("onNewMessageCompose", function () {});\n');
  await writeFile(join(built, 'commands.html'), '<!doctype html><title>Runtime</title>');
  await writeFile(join(built, 'assets', 'icon-32.png'), PNG);
  await writeFile(join(built, '..', 'outside.txt'), 'outside the add-in folder');
  host = await startTestHost({ env: { CLICK_URL }, addin: addinFiles(built) });
  tenant = host.tenants[0];
  await host.onboard(tenant);
});
afterAll(async () => {
  await host.close();
  await rm(built, { recursive: true, force: true });
  await rm(join(built, '..', 'outside.txt'), { force: true });
});

describe('the add-in files under /addin', () => {
  it('serves each built file as it is with its media type', async () => {
    const script = await raw('GET', '/addin/runtime.js');
    expect([script.status, script.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect(await script.text()).toContain('Office.actions.associate');
    const page = await raw('GET', '/addin/commands.html');
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    const icon = await raw('GET', '/addin/assets/icon-32.png');
    expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(Buffer.from(await icon.arrayBuffer())).toEqual(PNG);
  });

  it('answers 404 for a missing file, a folder and a path leaving the folder, never a fallback page', async () => {
    for (const path of ['/addin/taskpane.html', '/addin', '/addin/', '/addin/assets', '/addin/..%2Foutside.txt', '/addin/%2e%2e/outside.txt']) {
      const res = await raw('GET', path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(await res.text()).not.toContain('outside the add-in folder');
    }
  });

  it('lists the runtime script in the well-known file classic Outlook reads', async () => {
    const res = await host.call('GET', '/.well-known/microsoft-officeaddins-allowed.json');
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/json; charset=utf-8']);
    expect(res.json).toEqual({ allowed: [`${host.url}/addin/runtime.js`] });
  });
});

describe('CORS on the signature routes', () => {
  const preflight = (origin: string, method = 'POST', path = '/api/signature') =>
    raw('OPTIONS', path, { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization, content-type, if-none-match' });

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
    const own = await host.call('POST', '/api/signature', { token, body: { type: 'new' }, headers: { origin: host.url } });
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBe(host.url);
    expect(own.headers.get('access-control-expose-headers')).toBe('etag');
    expect(own.headers.get('vary')).toBe('Origin');
    const refused = await host.call('POST', '/api/signature', { token, body: { email: 'nobody@fabrikam.test' }, headers: { origin: host.url } });
    expect([refused.status, refused.headers.get('access-control-allow-origin')]).toEqual([404, host.url]);
    const foreign = await host.call('POST', '/api/signature', { token, body: { type: 'new' }, headers: { origin: FOREIGN } });
    expect([foreign.status, foreign.headers.get('access-control-allow-origin'), foreign.headers.get('vary')]).toEqual([200, null, 'Origin']);
  });

  it('leaves routes that declare no CORS as they were: OPTIONS is 405, no CORS headers', async () => {
    const res = await preflight(host.url, 'GET', '/api/admin/templates');
    expect([res.status, res.headers.get('allow'), res.headers.get('access-control-allow-origin')]).toEqual([405, expect.stringContaining('GET'), null]);
    expect((await raw('GET', '/health', { origin: host.url })).headers.get('access-control-allow-origin')).toBeNull();
  });
});
