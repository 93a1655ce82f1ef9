import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addinFiles, STANDIN_PAGE } from '../../shared/addin/files.js';
import { routes } from '../../shared/routes.js';
import { builtAddin } from '../helpers/addin-build.js';
import { startTestHost, TEST_CLIENT_ID, type CallResult, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';

const ADMIN = 'ann.lee@fabrikam.test';

let host: TestHost;
let tenant: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  host = await startTestHost({ addin: addinFiles(await builtAddin()) });
  tenant = host.tenants[0];
  await host.onboard(tenant);
  tokens.portal = await host.token({ tenant, user: ADMIN });
  tokens.addin = await host.token({ tenant, user: ADMIN, scope: 'access_as_user' });
  const call = (method: string, path: string, body?: unknown) => host.call(method, path, { token: tokens.portal, body });
  await call('GET', '/api/admin/me');
  const { id } = (await createPublished(call, { name: 'Standard', html: '<p><strong>{{displayName}}</strong></p>' })).json;
  expect((await call('PUT', '/api/admin/roles', { new: id, reply: id })).status).toBe(200);
});
afterAll(async () => {
  await host?.close();
});

const csp = (res: CallResult) =>
  new Map(
    (res.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );

/** What every answer carries, whatever it is. */
function expectBaseline(path: string, res: CallResult) {
  expect([path, res.headers.get('x-content-type-options')]).toEqual([path, 'nosniff']);
  expect([path, res.headers.get('referrer-policy')]).toEqual([
    path,
    expect.stringMatching(/^(strict-origin-when-cross-origin|no-referrer)$/),
  ]);
  // The local host is plain http (or https on localhost): HSTS is for Azure only.
  expect([path, res.headers.get('strict-transport-security')]).toEqual([path, null]);
  expect([path, csp(res).get('frame-ancestors')]).toEqual([path, expect.any(Array)]);
}

/** A page of the service: its own scripts only, no inline script, never framed. */
function expectPage(path: string, res: CallResult) {
  expectBaseline(path, res);
  const policy = csp(res);
  expect([path, policy.get('script-src')]).toEqual([path, ["'self'"]]);
  expect([path, policy.get('object-src')]).toEqual([path, ["'none'"]]);
  expect([path, policy.get('frame-ancestors')]).toEqual([path, ["'none'"]]);
}

/** Tenant-written HTML: no script of any kind, never framed. */
function expectInert(path: string, res: CallResult) {
  expectBaseline(path, res);
  const policy = csp(res);
  expect([path, policy.get('default-src')]).toEqual([path, ["'none'"]]);
  expect([path, policy.get('script-src')]).toEqual([path, undefined]);
  expect([path, policy.get('frame-ancestors')]).toEqual([path, ["'none'"]]);
}

/** Calls an HTML route of the table as its auth kind's caller would, for the signed-in Admin's own mailbox. */
function callRoute(route: (typeof routes)[number]) {
  const token = route.auth === 'none' ? undefined : route.auth === 'addin' ? tokens.addin : tokens.portal;
  if (route.path.includes(':')) throw new Error(`An HTML route with path parameters needs a case here: ${route.path}`);
  if (route.method === 'GET') return host.call('GET', `${route.path}?email=${encodeURIComponent(ADMIN)}`, { token });
  return host.call(route.method, route.path, { token, body: { email: ADMIN } });
}

describe('security headers on every HTML answer', () => {
  const htmlRoutes = routes.filter((r) => r.responseType === 'text/html');

  it('gives every HTML route of the table its policy: pages run only their own scripts, tenant HTML under /api none', async () => {
    expect(htmlRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/admin', '/pricing', '/api/me/signature', '/api/admin/download']),
    );
    for (const route of htmlRoutes) {
      const res = await callRoute(route);
      const name = `${route.method} ${route.path}`;
      expect([name, res.status, res.headers.get('content-type')]).toEqual([name, expect.any(Number), expect.stringMatching(/^text\/html/)]);
      if (route.path.startsWith('/api/')) {
        expect([name, res.status]).toEqual([name, 200]);
        // Written by the tenant: should anything ever show it as a page, the policy keeps it from running anything.
        expectInert(name, res);
      } else {
        expectPage(name, res);
      }
    }
  });

  it('keeps the downloads what they were: an attachment, with its file name', async () => {
    const res = await host.call('GET', `/api/admin/download?email=${encodeURIComponent(ADMIN)}`, { token: tokens.portal });
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="signature-new.html"');
    expectInert('/api/admin/download', res);
  });

  it('gives the portal’s deep links and the identity provider’s sign-in page the page policy, connecting to the identity provider', async () => {
    const deep = await host.call('GET', '/admin/templates/some-template');
    expect(deep.headers.get('content-type')).toMatch(/^text\/html/);
    expectPage('/admin/templates/some-template', deep);
    expect(csp(deep).get('connect-src')).toEqual(["'self'", new URL(host.url).origin]);

    const query = new URLSearchParams({
      client_id: TEST_CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${host.url}/admin`,
      scope: 'openid',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    });
    const signIn = await host.call('GET', `/idp/organizations/oauth2/v2.0/authorize?${query}`);
    expect([signIn.status, signIn.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^text\/html/)]);
    expect(signIn.text).toContain('<form method="post">');
    expectPage('/idp sign-in page', signIn);
    expect(csp(signIn).get('form-action')).toEqual(["'self'"]);
  });

  it('lets Outlook and the portal frame the add-in’s pages, and Office.js load', async () => {
    for (const page of ['taskpane.html', 'runtime.html', STANDIN_PAGE]) {
      const res = await host.call('GET', `/addin/${page}`);
      expect([page, res.status]).toEqual([page, 200]);
      expectBaseline(page, res);
      const policy = csp(res);
      expect(policy.get('frame-ancestors')).toEqual(
        expect.arrayContaining(["'self'", 'https://outlook.office.com', 'https://outlook.office365.com']),
      );
      expect(policy.get('frame-ancestors')).not.toContain('*');
      expect(policy.get('script-src')).toEqual(expect.arrayContaining(["'self'", 'https://appsforoffice.microsoft.com']));
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    }
  });

  it('sends no Referer from the answers whose URL carries a token, and nosniff on every answer, refusals included', async () => {
    const card = await host.call('GET', '/vcf/not-a-card.vcf');
    expect(card.status).toBe(404);
    expect(card.headers.get('referrer-policy')).toBe('no-referrer');
    expectInert('/vcf/:token.vcf', card);
    const link = await host.call('GET', '/r/no-such-link');
    expect(link.headers.get('referrer-policy')).toBe('no-referrer');
    expectBaseline('/r/:slug', link);
    const refused = await host.call('GET', '/api/admin/me');
    expect(refused.status).toBe(401);
    expectInert('/api/admin/me without a token', refused);
    const json = await host.call('GET', '/health');
    expect(json.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expectInert('/health', json);
  });
});
