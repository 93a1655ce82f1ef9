import { HttpRequest, InvocationContext, type LogLevel } from '@azure/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAzure } from '../../shared/http/azure-adapter.js';
import { Pipeline } from '../../shared/http/pipeline.js';
import { defineRoute } from '../../shared/http/route.js';
import { routes } from '../../shared/routes.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { capturingLogger } from '../helpers/log.js';
import { wholeBody } from '../../shared/http/types.js';

const captured = capturingLogger();
let host: TestHost;
let tenant: string;
let admin: string;
const adminAddress = 'log.admin@fabrikam.test';

const requestLines = () => captured.entries.filter((e) => e.message === 'request');

/** Makes one call to the host and answers it with the one request line it logged. */
async function logged<R>(send: () => Promise<R>): Promise<{ res: R; line: Record<string, unknown> }> {
  const before = requestLines().length;
  const res = await send();
  const lines = requestLines().slice(before);
  expect(lines).toHaveLength(1);
  return { res, line: lines[0] };
}

beforeAll(async () => {
  host = await startTestHost({ log: captured.logger });
  tenant = host.tenants[0];
  await host.onboard(tenant, adminAddress);
  admin = await host.token({ tenant, user: adminAddress, name: 'Log Admin' });
});
afterAll(() => host.close());

/** The route table plus a route whose handler throws, as an unexpected error would. */
function failingPipeline() {
  const boom = defineRoute({
    method: 'GET',
    path: '/test/boom',
    auth: 'none',
    keys: { exclude: 'public' },
    summary: 'Fails',
    async handler() {
      throw new Error('kaboom');
    },
  });
  return new Pipeline([...routes, boom], host.services);
}

describe('request log', () => {
  it('logs each request as one line with its route template, status, duration, tenant and invocation id, and nothing a caller sent', async () => {
    const seen: Array<Record<string, unknown>> = [];
    const expectLine = (line: Record<string, unknown>, route: string, status: number, tenantId?: string) => {
      expect(line).toMatchObject({ level: 'info', route, status });
      expect(line.tenantId).toBe(tenantId);
      expect(typeof line.durationMs).toBe('number');
      expect(line.durationMs as number).toBeGreaterThanOrEqual(0);
      expect(line.invocationId).toMatch(/^[0-9a-f-]{36}$/);
      seen.push(line);
    };

    // Queries the routes do not take (what must stay out of the log) and an unknown path go raw.
    const health = await logged(() => host.call('GET', '/health?probe=query-secret-1'));
    expectLine(health.line, 'GET /health', health.res.status);

    const me = await logged(() => host.api(admin).GET('/api/admin/me'));
    expectLine(me.line, 'GET /api/admin/me', 200, tenant);

    const put = await logged(() =>
      host.api(admin).PUT('/api/admin/users', { body: { email: 'cleo.martin@fabrikam.test', role: 'Editor' } }),
    );
    expectLine(put.line, 'PUT /api/admin/users', put.res.response.status, tenant);

    const remove = await logged(() =>
      host.call('DELETE', '/api/admin/users/cleo.martin%40fabrikam.test?reason=query-secret-2', { token: admin }),
    );
    expectLine(remove.line, 'DELETE /api/admin/users/:email', remove.res.status, tenant);

    const created = await logged(() =>
      host.api(admin).POST('/api/admin/api-keys', { body: { name: 'log script', access: ['templates'] } }),
    );
    expect(created.res.response.status).toBe(201);
    const secret = created.res.data!.secret;
    const keyed = await logged(() => host.api(secret).GET('/api/admin/templates'));
    expectLine(keyed.line, 'GET /api/admin/templates', 200, tenant);

    const refused = await logged(() => host.api('not-a-token').GET('/api/admin/me'));
    expectLine(refused.line, 'GET /api/admin/me', 401);

    const unknown = await logged(() => host.call('GET', '/nothing/here/ann.lee@fabrikam.test'));
    expectLine(unknown.line, 'GET (no route)', 404);

    expect(new Set(seen.map((l) => l.invocationId)).size).toBe(seen.length);
    const everything = JSON.stringify(captured.entries);
    for (const secretThing of [
      admin,
      secret,
      secret.slice(4),
      'not-a-token',
      '@fabrikam.test',
      '%40',
      host.address,
      'query-secret',
      'Editor',
    ]) {
      expect([secretThing, everything.includes(secretThing)]).toEqual([secretThing, false]);
    }
  });

  it('logs an unexpected error with its stack and the invocation id the 500 answer names', async () => {
    const pipeline = failingPipeline();
    const res = await pipeline.handle({
      method: 'GET',
      path: '/test/boom',
      query: new URLSearchParams(),
      headers: {},
      clientAddress: '192.0.2.10',
      invocationId: 'inv-boom-1',
    });
    expect(res.status).toBe(500);
    expect(JSON.parse(String(wholeBody(res.body)))).toMatchObject({ code: 'internal', invocationId: 'inv-boom-1' });
    const mine = captured.entries.filter((e) => e.invocationId === 'inv-boom-1');
    expect(mine.map((e) => [e.level, e.message])).toEqual([
      ['error', 'unexpected error'],
      ['info', 'request'],
    ]);
    expect(mine[0].error).toMatch(/^Error: kaboom\n\s+at /);
    expect(mine[1]).toMatchObject({ route: 'GET /test/boom', status: 500 });
  });

  it("in Azure logs through the invocation's context, which the host sends to Application Insights", async () => {
    const pipeline = failingPipeline();
    const sent: Array<[LogLevel, string]> = [];
    const ctx = (invocationId: string) =>
      new InvocationContext({ invocationId, logHandler: (level, ...args) => sent.push([level, String(args[0])]) });
    const before = captured.entries.length;

    const ok = await serveAzure(pipeline, new HttpRequest({ method: 'GET', url: 'https://func.example/health' }), ctx('inv-az-1'));
    expect(ok.status).toBe(200);
    const failed = await serveAzure(pipeline, new HttpRequest({ method: 'GET', url: 'https://func.example/test/boom' }), ctx('inv-az-2'));
    expect(failed.status).toBe(500);

    expect(sent.map(([level, line]) => [level, JSON.parse(line).message, JSON.parse(line).invocationId])).toEqual([
      ['information', 'request', 'inv-az-1'],
      ['error', 'unexpected error', 'inv-az-2'],
      ['information', 'request', 'inv-az-2'],
    ]);
    expect(JSON.parse(sent[0][1])).toMatchObject({ level: 'info', route: 'GET /health', status: 200 });
    expect(JSON.parse(sent[1][1]).error).toContain('kaboom');
    expect(captured.entries.length).toBe(before);
  });
});
