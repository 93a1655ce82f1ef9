import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HttpRequest, InvocationContext } from '@azure/functions';
import { describe, expect, it } from 'vitest';
import { serveAzure } from '../../shared/http/azure-adapter.js';
import { download, html, json } from '../../shared/http/reply.js';
import {
  answerKind,
  FUNCTIONS_HOST_HEADERS,
  securityHeaderOptions,
  STATIC_WEB_APP_HEADERS,
  withSecurityHeaders,
} from '../../shared/http/security-headers.js';
import { repoRoot } from '../../shared/repo-root.js';

const options = securityHeaderOptions(
  { IDP_AUTHORITY: 'https://login.example/tenant', BASE_URL: 'https://sig.example', CLICK_URL: 'https://click.example' },
  false,
);
const readJson = (path: string) => JSON.parse(readFileSync(join(repoRoot(), path), 'utf8'));

describe('which policy an answer gets', () => {
  it('reads the kind from the media type and the path: tenant HTML under /api is inert, the add-in’s pages framable', () => {
    expect(answerKind('/pricing', html('<p>x</p>'))).toBe('page');
    expect(answerKind('/admin/templates', { status: 200, headers: { 'Content-Type': 'TEXT/HTML' } })).toBe('page');
    expect(answerKind('/addin/taskpane.html', html(''))).toBe('addin-page');
    expect(answerKind('/api/me/signature', html('<p>x</p>'))).toBe('inert');
    expect(answerKind('/api/admin/download', download('<p>x</p>', 'text/html; charset=utf-8', 'x.html'))).toBe('inert');
    expect(answerKind('/addin/runtime.js', { status: 200, headers: { 'content-type': 'text/javascript' } })).toBe('inert');
    expect(answerKind('/health', json({}))).toBe('inert');
    expect(answerKind('/r/x', { status: 302, headers: { location: 'https://x.example' } })).toBe('inert');
  });

  it('replaces a header of the same name in any case, and keeps the others', () => {
    const res = withSecurityHeaders(
      '/pricing',
      html('x', 200, { 'Content-Security-Policy': "script-src 'unsafe-inline'", 'cache-control': 'no-store' }),
      options,
    );
    expect(Object.keys(res.headers!).filter((h) => h.toLowerCase() === 'content-security-policy')).toEqual(['content-security-policy']);
    expect(res.headers!['content-security-policy']).toMatch(/script-src 'self';/);
    expect(res.headers!['cache-control']).toBe('no-store');
    expect(res.body).toBe('x');
  });

  it('lets the portal reach the identity provider and show photos from the service’s own origins', () => {
    const policy = withSecurityHeaders('/admin', html(''), options).headers!['content-security-policy'];
    expect(policy).toContain("connect-src 'self' https://login.example;");
    expect(policy).toContain("img-src 'self' data: blob: cid: https: http: https://sig.example https://click.example;");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('sends HSTS only when told the answer goes over https from Azure', () => {
    expect(withSecurityHeaders('/pricing', html(''), options).headers!['strict-transport-security']).toBeUndefined();
    expect(withSecurityHeaders('/pricing', html(''), { ...options, strictTransport: true }).headers!['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('the Functions adapter', () => {
  const ctx = () => new InvocationContext({ invocationId: 'inv-h', functionName: 'pricing' });

  it('adds the headers to what the pipeline answers, with HSTS, for the path the router saw', async () => {
    const handler = {
      handle: async () => html('<p>consent</p>'),
      bodyLimit: () => 0,
      securityHeaders: () => ({ ...options, strictTransport: true }),
    };
    const res = await serveAzure(handler, new HttpRequest({ method: 'GET', url: 'https://func.example/api/portal-host/consent' }), ctx());
    const headers = res.headers as Record<string, string>;
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    // `/api/portal-host/consent` is `/admin/consent` to the router: a page of the service, whose URL carries a code.
    expect(headers['referrer-policy']).toBe('no-referrer');
  });

  it('still sends them when the configuration cannot be built', async () => {
    const handler = {
      handle: async () => json({ code: 'internal' }, 500),
      bodyLimit: () => 0,
      securityHeaders: () => {
        throw new Error('Invalid configuration');
      },
    };
    const res = await serveAzure(handler, new HttpRequest({ method: 'GET', url: 'https://func.example/pricing' }), ctx());
    const headers = res.headers as Record<string, string>;
    expect([res.status, headers['x-content-type-options'], headers['strict-transport-security']]).toEqual([
      500,
      'nosniff',
      'max-age=31536000; includeSubDomains',
    ]);
    expect(headers['content-security-policy']).toMatch(/^default-src 'none'/);
  });
});

describe('the platforms’ own configuration says what this module says', () => {
  it('Static Web App: the portal’s policy on everything it serves, the add-in’s under /addin, the inert one on /api', () => {
    const config = readJson('portal/staticwebapp.config.json');
    expect(config.globalHeaders).toEqual(STATIC_WEB_APP_HEADERS.global);
    const route = (path: string) => config.routes.find((r: { route: string }) => r.route === path);
    expect(route('/addin/*').headers).toEqual(STATIC_WEB_APP_HEADERS.addin);
    expect(route('/api/*').headers).toEqual({ 'content-security-policy': FUNCTIONS_HOST_HEADERS['content-security-policy'] });
    // First match wins: nothing before /addin/* may catch the add-in's pages.
    const first = config.routes.findIndex((r: { route: string }) => '/addin/taskpane.html'.startsWith(r.route.replace(/\*$/, '')));
    expect(config.routes[first].route).toBe('/addin/*');
  });

  it('Functions host: the same headers as custom headers, for what it answers itself', () => {
    expect(readJson('host.json').extensions.http.customHeaders).toEqual(FUNCTIONS_HOST_HEADERS);
  });
});
