import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { GraphDirectory } from '../../shared/directory/graph.js';
import { GraphMailTransport } from '../../shared/mail/transport.js';
import { startTracing, tracingOn } from '../../shared/metrics/tracing.js';
import { ok } from '../helpers/api.js';
import { TENANT_A, testDirectoryFixture } from '../helpers/directory-fixture.js';
import { startGraphStandin, type GraphStandin } from '../helpers/graph-standin.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { fromExchange } from '../helpers/relay-signing.js';
import { startRelayBeside } from '../helpers/relay-beside.js';
import { createPublishedWith } from '../helpers/templates.js';
import { fixture } from '../unit/relay-mime-helpers.js';
import { serverSideFixture } from './server-side-helpers.js';
import { standInRelay } from '../helpers/stand-in-relay.js';

/**
 * The operators' traces, recorded in-process by an in-memory exporter: an add-in signature request is a server span
 * named by its route, its storage and Microsoft Graph calls are its children, a relay message is a span with its
 * outcome and its next hop, and no span carries an address or anything of a message. With tracing off nothing is.
 */

let standin: GraphStandin;
let host: TestHost;
let tenant: string;
const exporter = new InMemorySpanExporter();
let stopTracing: (() => Promise<void>) | null = null;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  stopTracing = startTracing(new SimpleSpanProcessor(exporter));
  standin = await startGraphStandin(testDirectoryFixture);
  // Only this host's organisation has consented (other files' organisations share the run's storage).
  const getToken = async (t: string) => {
    if (t !== host.tenants[0]) throw new Error('This organisation has not consented in this test');
    return `token-for-${TENANT_A}`;
  };
  host = await startTestHost({ directory: new GraphDirectory({ baseUrl: standin.url, getToken }) });
  tenant = host.tenants[0];
  await host.onboard(tenant, 'traces.admin@fabrikam.test');
  const api = host.api(await host.token({ tenant, user: 'traces.admin@fabrikam.test' }));
  const template = await createPublishedWith(api, { name: 'Standard', html: '<p>{{displayName}}</p>' });
  await ok(api.PUT('/api/admin/roles', { body: { new: template.id, reply: template.id } }));
});
afterAll(async () => {
  await stopTracing?.();
  while (cleanups.length) await cleanups.pop()!();
  await host?.close();
  await standin?.close();
});

const randomHex = (bytes: number) => Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString('hex');

/** The add-in's token of `user` (the identity provider looks the person up in the directory: before a test's steps). */
const addinToken = (user: string) => host.token({ tenant, user, scope: 'access_as_user' });

/** Composes for `user` in the add-in, as part of the caller's trace `traceId`. */
async function compose(user: string, traceId: string, token?: string) {
  token ??= await addinToken(user);
  return host.call('POST', '/api/signature', {
    token,
    body: { type: 'new' },
    headers: { traceparent: `00-${traceId}-${randomHex(8)}-01` },
  });
}

const spansOf = (traceId: string) => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);

/** Everything a span says of itself: its name, attributes, status and events. */
const said = (s: ReadableSpan) => JSON.stringify([s.name, s.attributes, s.status, s.events.map((e) => [e.name, e.attributes])]);

/** No mailbox address, display name, signature text or storage key in any span. */
function expectNothingPersonal(spans: ReadableSpan[]) {
  for (const s of spans) {
    expect(said(s)).not.toMatch(/@|fabrikam|Ann Lee|Ben Okafor|PartitionKey|<p>/i);
  }
}

describe('an add-in signature request', () => {
  it('is a server span named by its route, continuing the caller’s trace, with its storage and Graph calls as children', async () => {
    const traceId = randomHex(16);
    const res = await compose('ann.lee@fabrikam.test', traceId);
    expect(res.status).toBe(200);
    const spans = spansOf(traceId);
    const server = spans.filter((s) => s.kind === SpanKind.SERVER);
    expect(server.map((s) => [s.name, s.attributes])).toEqual([
      ['POST /api/signature', { 'http.route': '/api/signature', 'http.method': 'POST', 'http.status_code': 200, 'tenant.id': tenant }],
    ]);
    const [request] = server;
    // The caller's span is its parent.
    expect(request.parentSpanId).toMatch(/^[0-9a-f]{16}$/);
    expect(spans.some((s) => s.spanContext().spanId === request.parentSpanId)).toBe(false);

    const storage = spans.filter((s) => String(s.attributes['db.system']).startsWith('azure_'));
    expect(storage.length).toBeGreaterThan(0);
    for (const s of storage) {
      expect([s.name, s.kind, s.parentSpanId]).toEqual([
        expect.stringMatching(/^(table|blob) \w+ \S+$/),
        SpanKind.CLIENT,
        request.spanContext().spanId,
      ]);
      expect(s.name).toBe(
        `${String(s.attributes['db.system']).slice(6)} ${String(s.attributes['db.operation'])} ${String(s.attributes['db.name'])}`,
      );
    }
    expect(storage.map((s) => s.attributes['db.operation'])).toEqual(expect.arrayContaining(['read']));

    // Ann is asked of Graph for the first time: the directory's lookup by her address, named by the collection only.
    const graph = spans.filter((s) => s.attributes['peer.service'] === 'Microsoft Graph');
    expect(graph.length).toBeGreaterThan(0);
    expect(graph.map((s) => [s.name, s.kind, s.parentSpanId, s.attributes['http.status_code']])).toContainEqual([
      'Graph GET users',
      SpanKind.CLIENT,
      request.spanContext().spanId,
      200,
    ]);
    expectNothingPersonal(spans);
  });

  it('records Graph’s throttling on the call’s span: the 429, the wait it named, and the answer after the retry', async () => {
    const traceId = randomHex(16);
    const token = await addinToken('ben.okafor@fabrikam.test');
    await standin.failNext(1);
    const res = await compose('ben.okafor@fabrikam.test', traceId, token);
    expect(res.status).toBe(200);
    const throttled = spansOf(traceId).filter((s) => s.attributes['graph.throttled'] === true);
    expect(throttled.map((s) => [s.name, s.attributes['http.status_code'], s.events.map((e) => [e.name, e.attributes])])).toEqual([
      ['Graph GET users', 200, [['throttled', { 'http.status_code': 429, retry_after_s: 1 }]]],
    ]);
    expectNothingPersonal(spansOf(traceId));
  });

  it('starts a trace of its own without a traceparent, and names a request no route answers by its method only', async () => {
    exporter.reset();
    const res = await host.call('GET', '/api/no-such-thing?who=ann.lee@fabrikam.test');
    expect(res.status).toBe(404);
    const server = exporter.getFinishedSpans().filter((s) => s.kind === SpanKind.SERVER);
    expect(server.map((s) => [s.name, s.parentSpanId, s.attributes])).toEqual([
      ['GET (no route)', undefined, { 'http.method': 'GET', 'http.status_code': 404 }],
    ]);
    expectNothingPersonal(server);
  });
});

describe('a mail sent through Graph', () => {
  it('is a Graph span named by the call’s shape, never its sender or recipient, with the throttling it met', async () => {
    const mail = new GraphMailTransport({
      sender: 'alerts@fabrikam.test',
      baseUrl: standin.url,
      getToken: async () => `token-for-${TENANT_A}`,
    });
    exporter.reset();
    await standin.failNext(1);
    await mail.send({ to: 'ann.lee@fabrikam.test', subject: 'Weekly digest', html: '<p>Ann Lee</p>' });
    expect(standin.sent.at(-1)?.subject).toBe('Weekly digest');
    const spans = exporter.getFinishedSpans().filter((s) => s.name.startsWith('Graph'));
    expect(spans.map((s) => [s.name, s.kind, s.events.map((e) => [e.name, e.attributes])])).toEqual([
      ['Graph POST users/{id}/sendMail', SpanKind.CLIENT, [['throttled', { 'http.status_code': 429, retry_after_s: 1 }]]],
    ]);
    expectNothingPersonal(spans);
    expect(spans.map(said).join()).not.toContain('Weekly digest');
  });
});

describe('a timer run', () => {
  it('is a trace of its own, named by its job, with its outcome and its storage calls as children', async () => {
    exporter.reset();
    await host.succeed('POST', '/admin/functions/outbox');
    const spans = exporter.getFinishedSpans();
    const runs = spans.filter((s) => s.name === 'timer outbox');
    expect(runs.map((s) => [s.parentSpanId, s.attributes])).toEqual([
      [undefined, { 'timer.job': 'outbox', 'timer.trigger': 'demand', 'timer.outcome': 'ok' }],
    ]);
    // Its storage calls are among its children (the outbox also settles other files' organisations in the same
    // Azurite, whose work, a webhook's delivery for one, is a child too).
    const children = spans.filter((s) => s.parentSpanId === runs[0].spanContext().spanId);
    expect(children.filter((s) => s.attributes['db.system'] === 'azure_table').length).toBeGreaterThan(0);
  });
});

describe('a relay message', () => {
  it('is a span with its outcome (signed, passed and why), and its delivery to the next hop a child', async () => {
    const { signing, send } = await standInRelay(cleanups);
    exporter.reset();
    await send();
    signing.mode = 'off';
    await send();
    const spans = exporter.getFinishedSpans();
    const messages = spans.filter((s) => s.name === 'relay message');
    expect(messages.map((s) => [s.kind, s.parentSpanId, s.attributes])).toEqual([
      [SpanKind.SERVER, undefined, { 'relay.outcome': 'signed', 'relay.reason': '', 'relay.recipients': 1 }],
      [SpanKind.SERVER, undefined, { 'relay.outcome': 'passed', 'relay.reason': 'server_side_off', 'relay.recipients': 1 }],
    ]);
    for (const message of messages) {
      const hops = spans.filter((s) => s.parentSpanId === message.spanContext().spanId);
      expect(hops.map((s) => [s.name, s.kind, s.attributes])).toEqual([
        ['relay next hop', SpanKind.CLIENT, { 'relay.next_hop.result': 'accepted' }],
      ]);
    }
    expectNothingPersonal(spans);
    expect(spans.map(said).join()).not.toMatch(/contoso|example\.com/);
  });
});

describe('a relay message against the real service', () => {
  it('has the service’s storage calls for its decision as children', async () => {
    const { fixture: directory, domains, ids } = serverSideFixture();
    const ben = `ben.okafor@${domains.fab}`;
    const service = await startTestHost({ directory: new FixtureDirectory(directory), people: directory });
    cleanups.push(() => service.close());
    await service.onboard(ids.A);
    const admin = service.api(await service.token({ tenant: ids.A, user: `ann.lee@${domains.fab}` }));
    await ok(admin.GET('/api/admin/me'));
    const template = await createPublishedWith(admin, { name: 'New', html: '<p>{{displayName}}</p>' });
    await ok(admin.PUT('/api/admin/roles', { body: { new: template.id, reply: template.id } }));
    await ok(admin.PUT('/api/admin/settings', { body: { serverSide: 'unsigned' } }));
    const beside = await startRelayBeside(service.services.serverSide);
    cleanups.push(() => beside.close());
    const text = fixture('outlook-windows-reply.eml').toString('latin1').replaceAll('Ann Lee <ann@contoso.com>', `Ben Okafor <${ben}>`);
    exporter.reset();
    await beside.send(fromExchange(Buffer.from(text, 'latin1'), ids.A), ben);
    const spans = exporter.getFinishedSpans();
    const [message] = spans.filter((s) => s.name === 'relay message');
    expect(message.attributes['relay.outcome']).toBe('signed');
    const children = spans.filter((s) => s.parentSpanId === message.spanContext().spanId);
    expect(children.filter((s) => s.attributes['db.system'] === 'azure_table').length).toBeGreaterThan(0);
    expect(children.filter((s) => s.name === 'relay next hop').length).toBe(1);
    expectNothingPersonal(spans);
    expect(spans.map(said).join()).not.toContain(domains.fab);
  });
});

describe('with tracing off', () => {
  it('records nothing: no span is started for a request, its storage and Graph calls, or a timer run', async () => {
    // A processor of the test's own that keeps what it was handed even once its provider shut down.
    const started: string[] = [];
    const recorder: SpanProcessor = {
      onStart: (span) => void started.push(span.name),
      onEnd: () => undefined,
      forceFlush: async () => undefined,
      shutdown: async () => undefined,
    };
    await stopTracing?.();
    stopTracing = startTracing(recorder);
    await stopTracing();
    stopTracing = null;
    expect(tracingOn()).toBe(false);
    const res = await compose('cleo.martin@fabrikam.test', randomHex(16));
    expect(res.status).toBe(200);
    await host.succeed('POST', '/admin/functions/outbox');
    expect(started).toEqual([]);
  });
});
