import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inRollout } from '../../shared/rollouts/service.js';
import { testDirectoryFixture } from '../helpers/directory-fixture.js';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';

let host: TestHost;
let tenant: string;
let admin: string;
let editor: string;

const MAILBOXES = Object.values(testDirectoryFixture.tenants)[0]
  .users!.filter((u) => u.userType !== 'Guest')
  .map((u) => u.mail!.toLowerCase());
const call = (method: string, path: string, body?: unknown, token = admin) => host.call(method, path, { token, body });
const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);
const signature = async (mailbox: string) =>
  (
    await host.call('POST', '/api/signature', {
      token: await host.token({ tenant, user: mailbox, scope: 'access_as_user' }),
      body: { type: 'new' },
    })
  ).json;
const report = async (mailbox: string, version: number, templateId: string, outcome: 'applied' | 'failed') =>
  host.call('POST', '/api/signature/report', {
    token: await host.token({ tenant, user: mailbox, scope: 'access_as_user' }),
    body: { type: 'new', outcome, templateId, version },
  });

/** A template assigned to new messages, so the signature path serves it. */
async function assigned(name: string): Promise<string> {
  const id = (await createPublished(call, { name, html: `<p>${name} live {{displayName}}</p>` })).json.id;
  await call('PUT', '/api/admin/roles', { new: id, reply: null });
  return id;
}

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: 'rollout.admin@fabrikam.test' });
  await call('GET', '/api/admin/me');
  await call('PUT', '/api/admin/users', { email: 'ann.lee@fabrikam.test', role: 'Editor' });
  editor = await host.token({ tenant, user: 'ann.lee@fabrikam.test' });
});
afterAll(() => host.close());

describe('staged rollouts', () => {
  it('starts with every default from rollout: true; the live signature is unchanged and only the share in the rollout sees the candidate', async () => {
    const id = await assigned('Staged');
    const res = await call('PUT', `/api/admin/templates/${id}`, { html: '<p>Staged candidate {{displayName}}</p>', rollout: true }, editor);
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({
      state: 'running',
      gates: { percentage: 10, minHours: 24, minApplies: 50, maxFailureRateIncrease: 0.02, autoPromote: true },
      baseVersion: 1,
      candidateVersion: 2,
      startedBy: 'ann.lee@fabrikam.test',
    });
    const t = (await call('GET', `/api/admin/templates/${id}`)).json;
    expect([t.version, t.html]).toEqual([1, '<p>Staged live {{displayName}}</p>']);
    expect((await call('GET', '/api/admin/rollouts')).json.rollouts).toEqual([
      expect.objectContaining({ templateId: id, templateName: 'Staged', percentage: 10, startedBy: 'ann.lee@fabrikam.test' }),
    ]);
    for (const mailbox of MAILBOXES) {
      const sig = await signature(mailbox);
      const inside = inRollout(id, mailbox, 10);
      expect([mailbox, sig.version, sig.html.includes('candidate')]).toEqual([mailbox, inside ? 2 : 1, inside]);
    }
    // While it is in flight, nothing else publishes the template, and no second rollout starts.
    expectCode(await call('PUT', `/api/admin/templates/${id}`, { html: '<p>other</p>' }), 409, 'rollout_in_flight');
    expectCode(await call('PUT', `/api/admin/templates/${id}`, { html: '<p>other</p>', rollout: true }), 409, 'rollout_in_flight');
    expectCode(await call('POST', `/api/admin/templates/${id}/rollback`, { version: 1 }), 409, 'rollout_in_flight');
    const abandoned = await call('POST', `/api/admin/templates/${id}/rollout/rollback`, undefined, editor);
    expect(abandoned.json).toMatchObject({ state: 'rolled_back', decidedBy: 'person' });
    expect((await call('GET', '/api/admin/rollouts')).json.rollouts).toEqual([]);
    for (const mailbox of MAILBOXES) expect((await signature(mailbox)).version).toBe(1);
  });

  it.each([
    [{ percentage: 0 }, 'rollout.percentage'],
    [{ percentage: 100 }, 'rollout.percentage'],
    [{ percentage: 12.5 }, 'rollout.percentage'],
    [{ maxFailureRateIncrease: 2 }, 'rollout.maxFailureRateIncrease'],
    [{ minApplies: 0 }, 'rollout.minApplies'],
    [{ colour: 'red' }, 'rollout.colour'],
  ])('refuses the gates %j, starting nothing', async (gates, field) => {
    const id = (await createPublished(call, { name: 'Gated', html: '<p>x</p>' })).json.id;
    const res = await call('PUT', `/api/admin/templates/${id}`, { html: '<p>y</p>', rollout: gates });
    expectCode(res, 400, 'invalid_request');
    expect(Object.keys(res.json.fields)).toContain(field);
    expectCode(await call('GET', `/api/admin/templates/${id}/rollout`), 404, 'not_found');
  });

  it('needs the Admin role to promote while approval is on; abandoning is never gated', async () => {
    const id = (await createPublished(call, { name: 'Approved rollout', html: '<p>v1</p>' })).json.id;
    await call('PUT', `/api/admin/templates/${id}`, { html: '<p>v2</p>', rollout: { percentage: 50 } }, editor);
    await call('PUT', '/api/admin/settings', { requireApproval: true });
    try {
      expectCode(await call('POST', `/api/admin/templates/${id}/rollout/promote`, undefined, editor), 403, 'approval_required');
      expectCode(await call('PUT', `/api/admin/templates/${id}`, { html: '<p>v3</p>', rollout: true }, editor), 403, 'approval_required');
      const promoted = await call('POST', `/api/admin/templates/${id}/rollout/promote`);
      expect(promoted.json).toMatchObject({ state: 'promoted', decidedBy: 'person' });
      const t = (await call('GET', `/api/admin/templates/${id}`)).json;
      expect([t.version, t.html]).toEqual([2, '<p>v2</p>']);
      expect((await call('GET', `/api/admin/templates/${id}/versions`)).json.versions[0]).toMatchObject({ version: 2, source: 'rollout' });
      expectCode(await call('POST', `/api/admin/templates/${id}/rollout/promote`), 409, 'no_rollout');
      await call('PUT', `/api/admin/templates/${id}`, { html: '<p>v3</p>', rollout: true });
      expect((await call('POST', `/api/admin/templates/${id}/rollout/rollback`, undefined, editor)).json.state).toBe('rolled_back');
    } finally {
      await call('PUT', '/api/admin/settings', { requireApproval: false });
    }
  });

  it('is promoted automatically once both versions have enough attempts and failures did not rise', async () => {
    const id = await assigned('Auto promote');
    await call('PUT', `/api/admin/templates/${id}`, { html: '<p>promote me</p>', rollout: { percentage: 50, minHours: 0, minApplies: 2 } });
    let detail = (await call('GET', `/api/admin/templates/${id}/rollout`)).json;
    expect(detail.next).toMatchObject({ action: 'wait' });
    expect((await host.call('POST', '/admin/functions/rolloutDecide')).status).toBe(200);
    expect((await call('GET', `/api/admin/templates/${id}/rollout`)).json.state).toBe('running');
    for (let i = 0; i < 3; i++) {
      await report('dev.patel@fabrikam.test', 1, id, 'applied');
      await report('eva.jansen@fabrikam.test', 2, id, 'applied');
    }
    detail = (await call('GET', `/api/admin/templates/${id}/rollout`)).json;
    expect(detail.results.current).toMatchObject({ version: 1, applied: 3, failed: 0, failureRate: 0 });
    expect(detail.results.candidate).toMatchObject({ version: 2, applied: 3, failureRate: 0 });
    expect(detail.next).toMatchObject({ action: 'promote' });
    await host.call('POST', '/admin/functions/rolloutDecide');
    detail = (await call('GET', `/api/admin/templates/${id}/rollout`)).json;
    expect(detail).toMatchObject({ state: 'promoted', decidedBy: 'automatic' });
    expect((await call('GET', `/api/admin/templates/${id}`)).json.html).toBe('<p>promote me</p>');
    expect((await signature('ann.lee@fabrikam.test')).html).toBe('<p>promote me</p>');
  });

  it('is rolled back automatically when the candidate fails more than allowed, and held when auto-promotion is off', async () => {
    const id = (await createPublished(call, { name: 'Auto rollback', html: '<p>v1</p>' })).json.id;
    await call('PUT', `/api/admin/templates/${id}`, {
      html: '<p>broken</p>',
      rollout: { minHours: 0, minApplies: 2, maxFailureRateIncrease: 0.1 },
    });
    await report('dev.patel@fabrikam.test', 1, id, 'applied');
    await report('dev.patel@fabrikam.test', 1, id, 'applied');
    await report('eva.jansen@fabrikam.test', 2, id, 'applied');
    await report('eva.jansen@fabrikam.test', 2, id, 'failed');
    expect((await call('GET', `/api/admin/templates/${id}/rollout`)).json.next).toMatchObject({ action: 'rollback' });
    await host.call('POST', '/admin/functions/rolloutDecide');
    const detail = (await call('GET', `/api/admin/templates/${id}/rollout`)).json;
    expect(detail).toMatchObject({ state: 'rolled_back', decidedBy: 'automatic', reason: expect.stringContaining('failure rate rose') });
    expect((await call('GET', `/api/admin/templates/${id}`)).json.version).toBe(1);

    const held = (await createPublished(call, { name: 'Held', html: '<p>v1</p>' })).json.id;
    await call('PUT', `/api/admin/templates/${held}`, { html: '<p>v2</p>', rollout: { minHours: 0, minApplies: 1, autoPromote: false } });
    await report('dev.patel@fabrikam.test', 1, held, 'applied');
    await report('eva.jansen@fabrikam.test', 2, held, 'applied');
    expect((await call('GET', `/api/admin/templates/${held}/rollout`)).json.next).toMatchObject({ action: 'hold' });
    await host.call('POST', '/admin/functions/rolloutDecide');
    expect((await call('GET', `/api/admin/templates/${held}/rollout`)).json.state).toBe('running');
  });

  it('starts from a scheduled booking with a rollout block', async () => {
    const id = (await createPublished(call, { name: 'Scheduled rollout', html: '<p>v1</p>' })).json.id;
    const at = new Date(Date.now() + 3600_000).toISOString();
    expect(
      (await call('PUT', `/api/admin/templates/${id}/schedule`, { html: '<p>v2</p>', publishAt: at, rollout: { percentage: 20 } })).json
        .rollout,
    ).toMatchObject({ percentage: 20, minHours: 24 });
    host.clock.advance(2 * 3600_000);
    try {
      await host.services.schedules.fireDue(host.services.log);
    } finally {
      host.clock.reset();
    }
    expect((await call('GET', `/api/admin/templates/${id}/rollout`)).json).toMatchObject({
      state: 'running',
      gates: { percentage: 20 },
      candidateVersion: 2,
    });
    expect((await call('GET', `/api/admin/templates/${id}`)).json.version).toBe(1);
  });
});
