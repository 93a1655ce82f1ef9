import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphMailTransport, type OutboxTransport } from '../../shared/mail/transport.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

let host: TestHost;
let tenant: string;
let admin: string;
const adminAddress = 'digest.admin@fabrikam.test';

const api = (token = admin) => host.api(token);
const logLength = async () => (await ok(api().GET('/api/admin/log', { params: { query: { limit: 500 } } }))).entries.length;
// The local host's timer trigger is no operation of the OpenAPI document: raw.
const digestTimer = () => host.call('POST', '/admin/functions/digestSend');
const digestFrequency = (digestFrequency: 'off' | 'weekly') => api().PUT('/api/admin/settings', { body: { digestFrequency } });
const testEmail = (body: { to: string; templateId?: string; email?: string }) => api().POST('/api/admin/test-email', { body });
const outbox = async (to: string) => (await (host.services.mail.transport as OutboxTransport).messages()).filter((m) => m.to === to);
/** The digests sent to an address (the outbox is shared by the run: other files' alerts reach the same fixture people). */
const digests = async (to: string) => (await outbox(to)).filter((m) => m.subject.startsWith('Signature health for'));

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, adminAddress);
  admin = await host.token({ tenant, user: adminAddress });
  await ok(api().GET('/api/admin/me'));
  const { id } = await createPublishedWith(api(), { name: 'Mailable', html: '<p>{{displayName}}, {{jobTitle}}</p>' });
  await ok(api().PUT('/api/admin/roles', { body: { new: id, reply: null } }));
  const addin = await host.token({ tenant, user: 'ann.lee@fabrikam.test', scope: 'access_as_user' });
  await ok(
    host.api(addin).POST('/api/signature/report', {
      body: { type: 'new', outcome: 'failed', error: 'setSignatureAsync failed', templateId: id, version: 1 },
    }),
  );
});
afterAll(() => host.close());

describe('health digest', () => {
  it('previews the digest as it would be sent, sending and stamping nothing', async () => {
    const log = await logLength();
    const res = await ok(api().GET('/api/admin/settings/digest/preview'));
    expect(res.subject).toBe('Signature health for Fabrikam Test: the last 7 days');
    expect(res.html).toContain('ann.lee@fabrikam.test');
    expect(res.html).toContain('setSignatureAsync failed');
    expect(res.html.toLowerCase()).toContain('<!doctype html>');
    expect(await outbox(adminAddress)).toHaveLength(0);
    expect(await logLength()).toBe(log);
  });

  it('mails a test digest to the calling admin only, without stamping the schedule', async () => {
    const res = await api().POST('/api/admin/settings/digest/send');
    expect(res.data).toMatchObject({ to: adminAddress, transport: 'outbox' });
    expect(await digests(adminAddress)).toHaveLength(1);
    // The schedule is untouched: the timer still sends this period's digest, to every Admin.
    await ok(api().PUT('/api/admin/users', { body: { email: 'ben.okafor@fabrikam.test', role: 'Admin' } }));
    // Ben is an Admin of other files' organisations too, whose digests reach the same outbox: counted from here.
    const bensBefore = (await digests('ben.okafor@fabrikam.test')).length;
    expect((await digestTimer()).status).toBe(200);
    expect(await digests(adminAddress)).toHaveLength(2);
    expect((await digests('ben.okafor@fabrikam.test')).length).toBeGreaterThan(bensBefore);
    await digestTimer();
    expect(await digests(adminAddress)).toHaveLength(2);
  });

  it('sends no scheduled digest while it is off', async () => {
    await digestFrequency('off');
    host.clock.advance(8 * 86_400_000);
    try {
      await digestTimer();
      expect(await digests(adminAddress)).toHaveLength(2);
    } finally {
      host.clock.reset();
      await digestFrequency('weekly');
    }
  });

  it('is for the settings capability, and never for a key', async () => {
    const key = (await ok(api().POST('/api/admin/api-keys', { body: { name: 'k', access: ['settings'] } }))).secret;
    expect(statusAndCode(await host.api(key).GET('/api/admin/settings/digest/preview'))).toEqual([404, 'not_available_to_api_keys']);
  });
});

describe('test e-mail', () => {
  it("sends a template with sample data, or a mailbox's live signature, to an inbox of the organisation", async () => {
    const t = (await ok(api().GET('/api/admin/templates'))).templates[0].id;
    expect((await testEmail({ to: 'cleo.martin@fabrikam.test', templateId: t })).data?.to).toBe('cleo.martin@fabrikam.test');
    expect((await testEmail({ to: 'cleo.martin@fabrikam.test', email: 'ann.lee@fabrikam.test' })).response.status).toBe(200);
    const sent = await outbox('cleo.martin@fabrikam.test');
    expect(sent.map((m) => m.html)).toEqual([expect.stringContaining('Alex Example'), expect.stringContaining('Ann Lee, Sales Director')]);
    const external = await testEmail({ to: 'someone@elsewhere.example', templateId: t });
    expect(statusAndCode(external)).toEqual([400, 'invalid_request']);
    expect(external.error?.fields?.to).toBeTruthy();
    expect(await outbox('someone@elsewhere.example')).toHaveLength(0);
  });
});

describe('when mail cannot be sent', () => {
  it('answers 503 when sending is unavailable and 502 with the reason when the mail service refuses', async () => {
    const refusing = createServer((_req, res) => {
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end('{"error":{"code":"ErrorAccessDenied","message":"Access is denied."}}');
    });
    await new Promise<void>((r) => refusing.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`;
    const unavailable = await startTestHost({
      mailTransport: new GraphMailTransport({ sender: 'noreply@service.example', baseUrl: url, getToken: null }),
    });
    const failing = await startTestHost({
      mailTransport: new GraphMailTransport({ sender: 'noreply@service.example', baseUrl: url, getToken: async () => 'token' }),
    });
    try {
      for (const [h, status, code] of [
        [unavailable, 503, 'mail_unavailable'],
        [failing, 502, 'mail_failed'],
      ] as const) {
        const t = h.tenants[0];
        await h.onboard(t, 'mailer@fabrikam.test');
        const token = await h.token({ tenant: t, user: 'mailer@fabrikam.test' });
        const res = await h.api(token).POST('/api/admin/settings/digest/send');
        expect(statusAndCode(res)).toEqual([status, code]);
        if (status === 502) expect(res.error?.reason).toContain('ErrorAccessDenied');
      }
    } finally {
      await unavailable.close();
      await failing.close();
      refusing.close();
    }
  });
});
