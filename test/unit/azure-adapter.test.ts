import { HttpRequest, InvocationContext } from '@azure/functions';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { azurePath, fromAzure, functionGroup, routeTemplate, toAzure } from '../../shared/http/azure-adapter.js';
import { repoRoot } from '../../shared/repo-root.js';
import type { Route } from '../../shared/http/route.js';
import { routes } from '../../shared/routes.js';

const MIB = 1024 * 1024;
const groups = new Map<string, Route[]>();
for (const r of routes) groups.set(r.group, [...(groups.get(r.group) ?? []), r]);

describe('Azure Functions registration', () => {
  it('gives every group a route template that covers all its paths, outside the reserved admin prefix', () => {
    for (const [group, members] of groups) {
      const template = routeTemplate(members);
      expect([group, template.startsWith('admin')]).toEqual([group, false]);
      const prefix = template.replace(/\/?\{\*rest\}$/, '');
      for (const r of members) {
        const path = azurePath(r.path);
        expect([r.path, path.slice(1).startsWith(prefix)]).toEqual([r.path, true]);
      }
    }
    expect(routeTemplate(groups.get('signature')!)).toBe('api/signature/{*rest}');
    expect(routeTemplate(groups.get('admin-templates')!)).toBe('api/admin/templates/{*rest}');
    expect(routeTemplate(groups.get('admin-settings')!)).toBe('api/admin/settings/{*rest}');
    expect(routeTemplate(groups.get('admin-audit')!)).toBe('api/admin/audit');
    expect(routeTemplate(groups.get('portal-host')!)).toBe('api/portal-host/{*rest}');
    expect(routeTemplate(groups.get('well-known')!)).toBe('api/well-known/microsoft-officeaddins-allowed.json');
  });

  it("derives a route's group from its path in Azure: a segment, two under /api/admin, cut where a Function name cannot go on", () => {
    expect(functionGroup('/api/admin/templates/:id/draft')).toBe('admin-templates');
    expect(functionGroup('/api/admin/api-reference.json')).toBe('admin-api-reference');
    expect(functionGroup('/api/signature/report')).toBe('signature');
    expect(functionGroup('/vcf/:token.vcf')).toBe('vcf');
    expect(functionGroup('/admin/consent/callback')).toBe('portal-host');
    expect(functionGroup('/.well-known/microsoft-officeaddins-allowed.json')).toBe('well-known');
  });

  it("rewrites in the Static Web App's configuration only to paths a Function of the route table serves", () => {
    const config = JSON.parse(readFileSync(join(repoRoot(), 'portal', 'staticwebapp.config.json'), 'utf8')) as {
      routes: { route: string; rewrite?: string }[];
    };
    const rewrites = config.routes.filter((r) => r.rewrite);
    expect(rewrites.length).toBeGreaterThanOrEqual(4);
    for (const r of rewrites) {
      const route = routes.find((t) => t.path === r.route);
      expect([r.route, route && azurePath(route.path)]).toEqual([r.route, r.rewrite]);
    }
  });

  it('maps the portal-host rewrite back, takes the appended forwarded address, and keeps the body', async () => {
    const req = new HttpRequest({
      method: 'POST',
      url: 'https://func.example/api/portal-host/consent/callback?state=x',
      headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7:443', 'content-type': 'application/json' },
      body: { string: '{"a":1}' },
    });
    const ctx = new InvocationContext({ invocationId: 'inv-1' });
    const api = await fromAzure(req, ctx, MIB);
    expect(api).toMatchObject({ method: 'POST', path: '/admin/consent/callback', clientAddress: '198.51.100.7', invocationId: 'inv-1' });
    expect(api.query.get('state')).toBe('x');
    expect(api.body?.toString()).toBe('{"a":1}');
    for (const [forwarded, address] of [
      ['[2001:db8::1]:443', '2001:db8::1'],
      ['2001:db8::7', '2001:db8::7'],
      ['203.0.113.5', '203.0.113.5'],
    ]) {
      const r = new HttpRequest({ method: 'GET', url: 'https://func.example/health', headers: { 'x-forwarded-for': forwarded } });
      expect((await fromAzure(r, ctx, MIB)).clientAddress).toBe(address);
    }
    // The host's trace is the one the pipeline's span continues, over a caller's own header.
    const hostTrace = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const traced = new HttpRequest({ method: 'GET', url: 'https://func.example/health', headers: { traceparent: 'caller' } });
    const tracedCtx = new InvocationContext({ invocationId: 'inv-2', traceContext: { traceParent: hostTrace } });
    expect((await fromAzure(traced, tracedCtx, MIB)).headers.traceparent).toBe(hostTrace);
    expect((await fromAzure(traced, ctx, MIB)).headers.traceparent).toBe('caller');
    const wellKnown = new HttpRequest({ method: 'GET', url: 'https://func.example/api/well-known/microsoft-officeaddins-allowed.json' });
    expect((await fromAzure(wellKnown, ctx, MIB)).path).toBe('/.well-known/microsoft-officeaddins-allowed.json');
    expect(toAzure({ status: 204 })).toEqual({ status: 204, headers: undefined, body: undefined });
  });

  it('reads a body up to what the route takes: none of a longer one, declared or found, and the rest of its stream cancelled', async () => {
    const ctx = new InvocationContext({ invocationId: 'inv-3' });
    // As the worker builds it with HTTP streams on: around the host's request, its body a stream.
    const post = (body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
      new HttpRequest({
        nativeRequest: new Request('https://func.example/api/signature', { method: 'POST', headers, body, duplex: 'half' } as RequestInit),
      } as never);
    const within = await fromAzure(post('a'.repeat(1000)), ctx, 1000);
    expect([within.body?.length, within.bodyTooLarge]).toEqual([1000, undefined]);
    const declared = await fromAzure(post('a'.repeat(10), { 'content-length': '5000' }), ctx, 1000);
    expect([declared.body, declared.bodyTooLarge]).toEqual([undefined, true]);
    // Found too long as it comes: the stream is left at once, its remaining parts never pulled.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(600));
      },
    });
    const found = await fromAzure(post(endless), ctx, 1000);
    expect([found.body, found.bodyTooLarge]).toEqual([undefined, true]);
    expect(pulled).toBeLessThan(5);
  });

  it('answers a streamed body as bytes in its parts, in order, as they come', async () => {
    async function* parts() {
      yield 'a,b\r\n';
      yield Buffer.from('“c”\r\n');
    }
    const answer = toAzure({ status: 200, headers: { 'content-type': 'text/csv' }, body: parts() });
    const seen: Uint8Array[] = [];
    for await (const part of answer.body as AsyncIterable<Uint8Array>) seen.push(part);
    expect(seen.map((p) => Buffer.from(p).toString('utf8'))).toEqual(['a,b\r\n', '“c”\r\n']);
  });
});
