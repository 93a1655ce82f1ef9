import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphMailTransport, type OutboxTransport } from '../../shared/mail/transport.js';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';

let host: TestHost;
let tenant: string;
let admin: string;
const adminAddress = 'digest.admin@fabrikam.test';

const call = (method: string, path: string, body?: unknown, token = admin) => host.call(method, path, { token, body });
const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);
const outbox = async (to: string) => (await (host.services.mail.transport as OutboxTransport).messages()).filter((m) => m.to === to);

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: adminAddress });
  await call('GET', '/api/admin/me');
  const id = (await createPublished(call, { name: 'Mailable', html: '<p>{{displayName}}, {{jobTitle}}</p>' })).json.id;
  await call('PUT', '/api/admin/roles', { new: id, reply: null });
  await host.call('POST', '/api/signature/report', {
    token: await host.token({ tenant, user: 'ann.lee@fabrikam.test', scope: 'access_as_user' }),
    body: { type: 'new', outcome: 'failed', error: 'setSignatureAsync failed', templateId: id, version: 1 },
  });
});
afterAll(() => host.close());

describe('health digest', () => {
  it('previews the digest as it would be sent, sending and stamping nothing', async () => {
    const log = (await call('GET', '/api/admin/log?limit=500')).json.entries.length;
    const res = await call('GET', '/api/admin/settings/digest/preview');
    expect(res.json.subject).toBe('Signature health for Fabrikam Test: the last 7 days');
    expect(res.json.html).toContain('ann.lee@fabrikam.test');
    expect(res.json.html).toContain('setSignatureAsync failed');
    expect(res.json.html.toLowerCase()).toContain('<!doctype html>');
    expect(await outbox(adminAddress)).toHaveLength(0);
    expect((await call('GET', '/api/admin/log?limit=500')).json.entries.length).toBe(log);
  });

  it('mails a test digest to the calling admin only, without stamping the schedule', async () => {
    const res = await call('POST', '/api/admin/settings/digest/send');
    expect(res.json).toMatchObject({ to: adminAddress, transport: 'outbox' });
    expect(await outbox(adminAddress)).toHaveLength(1);
    // The schedule is untouched: the timer still sends this period's digest, to every Admin.
    await call('PUT', '/api/admin/users', { email: 'ben.okafor@fabrikam.test', role: 'Admin' });
    expect((await host.call('POST', '/admin/functions/digestSend')).status).toBe(200);
    expect(await outbox(adminAddress)).toHaveLength(2);
    expect(await outbox('ben.okafor@fabrikam.test')).toHaveLength(1);
    await host.call('POST', '/admin/functions/digestSend');
    expect(await outbox(adminAddress)).toHaveLength(2);
  });

  it('sends no scheduled digest while it is off', async () => {
    await call('PUT', '/api/admin/settings', { digestFrequency: 'off' });
    host.clock.advance(8 * 86_400_000);
    try {
      await host.call('POST', '/admin/functions/digestSend');
      expect(await outbox(adminAddress)).toHaveLength(2);
    } finally {
      host.clock.reset();
      await call('PUT', '/api/admin/settings', { digestFrequency: 'weekly' });
    }
  });

  it('is for the settings capability, and never for a key', async () => {
    const key = (await call('POST', '/api/admin/api-keys', { name: 'k', access: ['settings'] })).json.secret;
    expectCode(
      await host.call('GET', '/api/admin/settings/digest/preview', { headers: { authorization: `Bearer ${key}` } }),
      404,
      'not_available_to_api_keys',
    );
  });
});

describe('test e-mail', () => {
  it("sends a template with sample data, or a mailbox's live signature, to an inbox of the organisation", async () => {
    const t = (await call('GET', '/api/admin/templates')).json.templates[0].id;
    expect((await call('POST', '/api/admin/test-email', { to: 'cleo.martin@fabrikam.test', templateId: t })).json.to).toBe(
      'cleo.martin@fabrikam.test',
    );
    expect((await call('POST', '/api/admin/test-email', { to: 'cleo.martin@fabrikam.test', email: 'ann.lee@fabrikam.test' })).status).toBe(
      200,
    );
    const sent = await outbox('cleo.martin@fabrikam.test');
    expect(sent.map((m) => m.html)).toEqual([expect.stringContaining('Alex Example'), expect.stringContaining('Ann Lee, Sales Director')]);
    const external = await call('POST', '/api/admin/test-email', { to: 'someone@elsewhere.example', templateId: t });
    expectCode(external, 400, 'invalid_request');
    expect(external.json.fields.to).toBeTruthy();
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
        await h.onboard(t);
        const token = await h.token({ tenant: t, user: 'mailer@fabrikam.test' });
        const res = await h.call('POST', '/api/admin/settings/digest/send', { token });
        expectCode(res, status, code);
        if (status === 502) expect(res.json.reason).toContain('ErrorAccessDenied');
      }
    } finally {
      await unavailable.close();
      await failing.close();
      refusing.close();
    }
  });
});
