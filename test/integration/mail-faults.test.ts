import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GraphMailTransport } from '../../shared/mail/transport.js';
import { ok } from '../helpers/api.js';
import { TENANT_A, testDirectoryFixture } from '../helpers/directory-fixture.js';
import { startFaultProxy, type FaultMode, type FaultProxy } from '../helpers/fault-proxy.js';
import { startGraphStandin, type GraphStandin } from '../helpers/graph-standin.js';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { startAzurite, type AzuriteInstance } from '../../local/azurite.js';
import { createPublishedWith } from '../helpers/templates.js';

/**
 * The mail sender (Graph `sendMail`) out, each way it can be, for each caller that sends mail: the digest's send
 * route and the test e-mail (a person waiting: 502 `mail_failed` with a reason and `Retry-After`, within the send's
 * deadline), and the digest's timer (the mail is owed, and sent once when the mail service answers again). A fault
 * proxy stands between the host's Graph mail transport and the Graph stand-in.
 */

const WAITS = { tryTimeoutMs: 1_000, deadlineMs: 2_500, maxRetries: 2 };
/** Far more than the deadline: what "never a hang" means here, on a loaded machine. */
const ANSWERED_WITHIN_MS = WAITS.deadlineMs + 10_000;
/** What a caller is told to wait when the mail service named no time of its own. */
const OWN_RETRY_AFTER = '30';
/** Unique to this file: other files' organisations (copies of the same fixture) mail their own admins. */
const ADMIN = 'mail.faults@fabrikam.test';

/** sendMail's answer (202) has no body, so an answer cut mid-body is no fault here: it is not among them. */
const OUTAGES: { name: string; mode: FaultMode; retryAfter: string }[] = [
  { name: 'refuses connections', mode: { kind: 'refuse' }, retryAfter: OWN_RETRY_AFTER },
  { name: 'never answers', mode: { kind: 'blackhole' }, retryAfter: OWN_RETRY_AFTER },
  { name: 'answers later than the deadline', mode: { kind: 'delay', ms: 3 * WAITS.deadlineMs }, retryAfter: OWN_RETRY_AFTER },
  { name: 'answers 503 with a Retry-After past the deadline', mode: { kind: 'status', status: 503, retryAfter: 40 }, retryAfter: '40' },
  { name: 'answers 429 with a Retry-After past the deadline', mode: { kind: 'status', status: 429, retryAfter: 50 }, retryAfter: '50' },
  { name: 'cuts requests mid-body', mode: { kind: 'cut', direction: 'request', bodyBytes: 8 }, retryAfter: OWN_RETRY_AFTER },
];

let standin: GraphStandin;
let proxy: FaultProxy;
let host: TestHost;
let azurite: AzuriteInstance;
let tenant: string;
let admin: string;

const digestSend = () => host.call('POST', '/api/admin/settings/digest/send', { token: admin });
const testEmail = () => host.call('POST', '/api/admin/test-email', { token: admin, body: { to: 'cleo.martin@fabrikam.test' } });
const sentTo = (address: string) => standin.sent.filter((m) => m.to.includes(address)).length;
/** The digest timer's job for this file's organisation only (the timer itself goes through every organisation). */
const digestTimer = () =>
  host.services.digest.sendDue(
    (async function* () {
      yield tenant;
    })(),
  );
const timed = async (send: () => Promise<CallResult>) => {
  const started = Date.now();
  const res = await send();
  return { res, ms: Date.now() - started };
};
const expectNotSent = (res: CallResult, retryAfter: string) => {
  expect([res.status, res.json?.code, res.headers.get('retry-after')]).toEqual([502, 'mail_failed', retryAfter]);
  expect(res.json?.reason).toMatch(/^mail service unavailable: /);
};

beforeAll(async () => {
  standin = await startGraphStandin(testDirectoryFixture);
  proxy = await startFaultProxy({ port: Number(new URL(standin.url).port) });
  const mailTransport = new GraphMailTransport({
    sender: 'noreply@fabrikam.test',
    baseUrl: `http://127.0.0.1:${proxy.port}`,
    getToken: async () => `token-for-${TENANT_A}`,
    waits: WAITS,
  });
  // An Azurite of its own: another test file's digest timer goes over every organisation of a shared storage, and
  // sending this file's organisation its digest there left the timer below nothing due.
  azurite = await startAzurite();
  host = await startTestHost({ mailTransport, connectionString: azurite.connectionString });
  tenant = host.tenants[0];
  await host.onboard(tenant, ADMIN);
  admin = await host.token({ tenant, user: ADMIN });
  await ok(host.api(admin).GET('/api/admin/me'));
  const { id } = await createPublishedWith(host.api(admin), { name: 'T', html: '<p>{{displayName}}</p>' });
  await ok(host.api(admin).PUT('/api/admin/roles', { body: { new: id, reply: null } }));
});
afterEach(() => proxy.set({ kind: 'pass' }));
afterAll(async () => {
  await host?.close();
  await proxy?.close();
  await standin?.close();
  await azurite?.stop();
});

describe.each(OUTAGES)('a mail service that $name', ({ mode, retryAfter }) => {
  it('fails the digest and the test e-mail 502 with the reason and Retry-After, within the deadline; then sends them', async () => {
    const before = standin.sent.length;
    await proxy.set(mode);
    for (const send of [digestSend, testEmail]) {
      const { res, ms } = await timed(send);
      expectNotSent(res, retryAfter);
      expect(ms).toBeLessThan(ANSWERED_WITHIN_MS);
    }
    await proxy.set({ kind: 'pass' });
    expect(standin.sent.length).toBe(before);
    expect((await digestSend()).status).toBe(200);
    expect((await testEmail()).status).toBe(200);
    expect(standin.sent.length).toBe(before + 2);
  });
});

describe('the retry policy, counted at the proxy', () => {
  const tries = async (send: () => Promise<CallResult>) => {
    const before = proxy.requests;
    const res = await send();
    return { res, tries: proxy.requests - before };
  };

  it('tries a 503 with Retry-After: 0 once and MAIL_RETRIES times again', async () => {
    await proxy.set({ kind: 'status', status: 503, retryAfter: 0 });
    const { res, tries: n } = await tries(digestSend);
    expectNotSent(res, '1');
    expect(n).toBe(1 + WAITS.maxRetries);
  });

  it('tries once when Retry-After runs past the deadline', async () => {
    await proxy.set({ kind: 'status', status: 429, retryAfter: 60 });
    const { res, tries: n } = await tries(digestSend);
    expectNotSent(res, '60');
    expect(n).toBe(1);
  });

  it('waits out a Retry-After that fits, then sends the mail once', async () => {
    await proxy.set({ kind: 'status', status: 503, retryAfter: 1 });
    const sent = sentTo(ADMIN);
    const before = proxy.requests;
    const pending = digestSend();
    await expect.poll(() => proxy.requests - before).toBeGreaterThanOrEqual(1);
    await proxy.set({ kind: 'pass' });
    expect((await pending).status).toBe(200);
    expect(sentTo(ADMIN)).toBe(sent + 1);
  });

  it('does not retry a refusal: 502 with the mail service’s answer, no Retry-After', async () => {
    standin.answerNext(403, { error: { code: 'ErrorAccessDenied', message: 'Access is denied.' } });
    const { res, tries: n } = await tries(digestSend);
    expect([res.status, res.json?.code, res.headers.get('retry-after')]).toEqual([502, 'mail_failed', null]);
    expect(res.json?.reason).toContain('ErrorAccessDenied');
    expect(n).toBe(1);
  });
});

describe('the digest timer while the mail service is out', () => {
  it('owes the digest, sends nothing while it is out, and sends it once when it answers again', async () => {
    const sent = sentTo(ADMIN);
    await proxy.set({ kind: 'refuse' });
    expect(await digestTimer()).toMatchObject({ processed: 1, failed: 0, owed: 1 });
    expect(await digestTimer()).toMatchObject({ processed: 1, owed: 1 });
    expect(sentTo(ADMIN)).toBe(sent);

    await proxy.set({ kind: 'pass' });
    expect(await digestTimer()).toMatchObject({ processed: 1, sent: 1 });
    expect(sentTo(ADMIN)).toBe(sent + 1);
    // Nothing more is owed, and the period's digest is sent: the next run sends nothing.
    expect(await digestTimer()).toMatchObject({ processed: 0, skipped: 1 });
    expect(sentTo(ADMIN)).toBe(sent + 1);
  });
});
