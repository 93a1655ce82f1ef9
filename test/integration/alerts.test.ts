import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxTransport } from '../../shared/mail/transport.js';
import type { operations } from '../../portal/src/api/schema.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

let host: TestHost;
let tenant: string;
let other: string;
let admin: string;
const ADMIN = 'alerts.admin@fabrikam.test';
const SECOND = 'ben.okafor@fabrikam.test';
const DAY = 86_400_000;

type Report = Omit<operations['postApiSignatureReport']['requestBody']['content']['application/json'], 'type'>;
const api = (token = admin) => host.api(token);
const report = async (body: Report) =>
  host.api(await host.token({ tenant, user: 'ann.lee@fabrikam.test', scope: 'access_as_user' })).POST('/api/signature/report', {
    body: { type: 'new', ...body },
  });
const alertsTimer = () => host.call('POST', '/admin/functions/alertsCheck');
const mailTo = async (to: string, about = 'Failures rose') =>
  (await (host.services.mail.transport as OutboxTransport).messages()).filter((m) => m.to === to && m.subject.startsWith(about));
const recipients = (token = admin) => api(token).GET('/api/admin/alerts');
const setRecipients = (body: { recipients: { email: string; kinds: string[] }[] }, token = admin) =>
  // Raw: some bodies under test are ones the schema forbids.
  host.call('PUT', '/api/admin/alerts', { token, body });

/**
 * The webhook's alert deliveries of one kind, with their bodies. Other kinds may be among them: jobs of other test
 * files' hosts, whose directories do not know this organisation, record its directory sync as failing.
 */
async function alertDeliveries(hookId: string, kind: string) {
  const { deliveries } = await ok(api().GET('/api/admin/webhooks/{id}/deliveries', { params: { path: { id: hookId } } }));
  const store = host.services.webhooks['store'];
  const all = await Promise.all(
    deliveries.map(async (delivery) => ({ delivery, body: JSON.parse((await store.delivery(tenant, hookId, delivery.id))!.payload!) })),
  );
  return all.filter((d) => d.body.kind === kind);
}

const newOutlook = { name: 'newOutlookWindows', platform: 'OfficeOnline', version: '1.2025.1105.100' };

beforeAll(async () => {
  host = await startTestHost();
  [tenant, other] = host.tenants;
  await host.onboard(tenant, ADMIN);
  await host.onboard(other);
  admin = await host.token({ tenant, user: ADMIN });
  await ok(api().GET('/api/admin/me'));
  await ok(api().PUT('/api/admin/users', { body: { email: SECOND, role: 'Admin' } }));
  await ok(api().PUT('/api/admin/users', { body: { email: 'dev.patel@fabrikam.test', role: 'Editor' } }));
  // No digests: the run's outbox is shared, and the mail test counts the digests its Admins (ben.okafor too) are sent.
  await ok(api().PUT('/api/admin/settings', { body: { digestFrequency: 'off' } }));
});
afterAll(() => host.close());

describe('who receives which alerts', () => {
  it('sends every kind to every Admin until an Admin sets them', async () => {
    const res = await ok(recipients());
    expect(res.configured).toBe(false);
    expect(res.recipients.map((r) => r.email).sort()).toEqual([ADMIN, SECOND]);
    expect(res.recipients[0].kinds).toEqual(['clientFailures', 'rolloutPaused', 'directorySync', 'relayPasses']);
  });

  it('refuses someone who is not an Admin, a malformed address, a kind twice or unknown, leaving them as they were', async () => {
    for (const body of [
      { recipients: [{ email: 'dev.patel@fabrikam.test', kinds: ['clientFailures'] }] },
      { recipients: [{ email: 'someone@elsewhere.test', kinds: ['clientFailures'] }] },
      { recipients: [{ email: 'not an address', kinds: ['clientFailures'] }] },
      { recipients: [{ email: ADMIN, kinds: ['clientFailures', 'clientFailures'] }] },
      { recipients: [{ email: ADMIN, kinds: ['weather'] }] },
      { recipients: [{ email: ADMIN, kinds: [] }] },
      {
        recipients: [
          { email: ADMIN, kinds: ['clientFailures'] },
          { email: ADMIN, kinds: ['directorySync'] },
        ],
      },
    ]) {
      const res = await setRecipients(body);
      expect([res.status, res.json?.code]).toEqual([400, 'invalid_request']);
    }
    const refused = await setRecipients({ recipients: [{ email: 'dev.patel@fabrikam.test', kinds: ['clientFailures'] }] });
    expect(refused.json.fields).toEqual({ 'recipients.0.email': 'is not an Admin of the organisation' });
    expect((await ok(recipients())).configured).toBe(false);
  });

  it('is set by an Admin only, and each organisation keeps its own', async () => {
    const editor = await host.token({ tenant, user: 'dev.patel@fabrikam.test' });
    expect(statusAndCode(await api(editor).PUT('/api/admin/alerts', { body: { recipients: [] } }))).toEqual([403, 'admin_role_required']);
    const otherAdmin = await host.token({ tenant: other, user: host.adminOf(other) });
    await ok(api(otherAdmin).GET('/api/admin/me'));
    const theirs = await setRecipients({ recipients: [{ email: ADMIN, kinds: ['clientFailures'] }] }, otherAdmin);
    expect([theirs.status, theirs.json?.code]).toEqual([400, 'invalid_request']);
    expect((await ok(recipients())).configured).toBe(false);

    const set = await ok(
      api().PUT('/api/admin/alerts', { body: { recipients: [{ email: ADMIN, kinds: ['clientFailures', 'rolloutPaused'] }] } }),
    );
    expect(set).toEqual({ recipients: [{ email: ADMIN, kinds: ['clientFailures', 'rolloutPaused'] }], configured: true });
    expect(await ok(recipients())).toEqual(set);
    expect((await ok(recipients(otherAdmin))).configured).toBe(false);
  });
});

describe('a mail client whose failures jump', () => {
  it('is alerted once by e-mail and to webhooks that receive alerts, and again only after it settled', async () => {
    const hook = await ok(api().POST('/api/admin/webhooks', { body: { url: 'http://127.0.0.1:9/hook', events: ['alert'] } }));
    host.clock.set(new Date(Date.now() - 10 * DAY));
    try {
      for (let i = 0; i < 10; i++) await report({ outcome: 'applied', host: newOutlook, durationMs: 300 });
    } finally {
      host.clock.reset();
    }
    expect((await alertsTimer()).status).toBe(200);
    expect(await mailTo(ADMIN)).toHaveLength(0);

    for (let i = 0; i < 6; i++) await report({ outcome: 'applied', host: newOutlook, durationMs: 180 });
    for (let i = 0; i < 4; i++) await report({ outcome: 'failed', reason: 'client_error', error: 'InvalidOperation', host: newOutlook });
    expect((await alertsTimer()).status).toBe(200);
    await alertsTimer();

    const mails = await mailTo(ADMIN);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Failures rose on New Outlook for Windows (Fabrikam Test)');
    expect(mails[0].html).toContain(
      '<p>New Outlook for Windows failed to apply the signature 4 times in the last 7 days: 40% of its attempts, against 0% the week before.</p>',
    );
    expect(mails[0].html).toContain(`<a href="${host.services.config.BASE_URL}/admin/monitoring">See it in the portal</a>`);
    // The second Admin is not among the recipients set.
    expect(await mailTo(SECOND)).toHaveLength(0);

    const deliveries = await alertDeliveries(hook.id, 'clientFailures');
    expect(deliveries).toHaveLength(1);
    // Pending (other test files' runs of the delivery timer may have tried it: the address answers nothing).
    expect(deliveries[0].delivery).toMatchObject({ event: 'alert', state: 'pending' });
    expect(deliveries[0].body).toMatchObject({
      id: deliveries[0].delivery.id,
      event: 'alert',
      tenantId: tenant,
      kind: 'clientFailures',
      subject: 'Failures rose on New Outlook for Windows',
      link: `${host.services.config.BASE_URL}/admin/monitoring`,
    });

    // Eight days on, the failures are in the week before: the rise is over, and a new one is a new occurrence.
    host.clock.advance(8 * DAY);
    try {
      await alertsTimer();
      expect(await mailTo(ADMIN)).toHaveLength(1);
      for (let i = 0; i < 4; i++) await report({ outcome: 'failed', reason: 'client_error', error: 'InvalidOperation', host: newOutlook });
      for (let i = 0; i < 2; i++) await report({ outcome: 'applied', host: newOutlook });
      await alertsTimer();
      expect(await mailTo(ADMIN)).toHaveLength(2);
    } finally {
      host.clock.reset();
    }
  });
});

describe('a rollout the decision timer rolls back', () => {
  it('is alerted once, with the reason and a link to the rollouts page', async () => {
    const { id } = await createPublishedWith(api(), { name: 'Quarterly', html: '<p>v1</p>' });
    const path = { params: { path: { id } } };
    await ok(
      api().PUT('/api/admin/templates/{id}', {
        ...path,
        body: { html: '<p>broken</p>', rollout: { minHours: 0, minApplies: 2, maxFailureRateIncrease: 0.1 } },
      }),
    );
    const addin = async (user: string) => host.api(await host.token({ tenant, user, scope: 'access_as_user' }));
    for (const [user, version, outcome] of [
      ['dev.patel@fabrikam.test', 1, 'applied'],
      ['dev.patel@fabrikam.test', 1, 'applied'],
      ['eva.jansen@fabrikam.test', 2, 'applied'],
      ['eva.jansen@fabrikam.test', 2, 'failed'],
    ] as const)
      await (await addin(user)).POST('/api/signature/report', { body: { type: 'new', outcome, templateId: id, version } });
    await alertsTimer();
    expect(await mailTo(ADMIN, 'The rollout')).toHaveLength(0);
    expect((await host.call('POST', '/admin/functions/rolloutDecide')).status).toBe(200);
    expect((await ok(api().GET('/api/admin/templates/{id}/rollout', path))).state).toBe('rolled_back');
    await alertsTimer();
    await alertsTimer();

    const mails = await mailTo(ADMIN, 'The rollout');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('The rollout of Quarterly was rolled back (Fabrikam Test)');
    expect(mails[0].html).toContain(
      '<p>The staged rollout of Quarterly was rolled back automatically: failure rate rose by 50.0 points (allowed 10.0).</p>',
    );
    expect(mails[0].html).toContain(`<a href="${host.services.config.BASE_URL}/admin/rollouts">See it in the portal</a>`);
    expect(await mailTo(SECOND, 'The rollout')).toHaveLength(0);
    // Queued once for the webhook that receives alerts, beside the two client alerts before it.
    const [hook] = (await ok(api().GET('/api/admin/webhooks'))).webhooks;
    expect(await alertDeliveries(hook.id, 'clientFailures')).toHaveLength(2);
    expect((await alertDeliveries(hook.id, 'rolloutPaused')).map((d) => d.body)).toEqual([
      expect.objectContaining({
        subject: 'The rollout of Quarterly was rolled back',
        link: `${host.services.config.BASE_URL}/admin/rollouts`,
      }),
    ]);
  });
});
