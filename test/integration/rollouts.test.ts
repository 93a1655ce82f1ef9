import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inRollout } from '../../shared/rollouts/service.js';
import { testDirectoryFixture } from '../helpers/directory-fixture.js';
import type { operations } from '../../portal/src/api/schema.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

let host: TestHost;
let tenant: string;
let admin: string;
let editor: string;

const MAILBOXES = Object.values(testDirectoryFixture.tenants)[0]
  .users!.filter((u) => u.userType !== 'Guest')
  .map((u) => u.mail!.toLowerCase());
type PublishBody = operations['putApiAdminTemplatesById']['requestBody']['content']['application/json'];
type Gates = Exclude<PublishBody['rollout'], true | undefined>;
const api = (token = admin) => host.api(token);
const path = (id: string) => ({ params: { path: { id } } });
const publish = (id: string, body: PublishBody, token = admin) => api(token).PUT('/api/admin/templates/{id}', { ...path(id), body });
/** `rollout: true` takes every default. */
const publishWithDefaults = (id: string, html: string, token = admin) => publish(id, { html, rollout: true }, token);
const rolloutOf = (id: string) => api().GET('/api/admin/templates/{id}/rollout', path(id));
const templateOf = async (id: string) => ok(api().GET('/api/admin/templates/{id}', path(id)));
const signature = async (mailbox: string) =>
  ok(host.api(await host.token({ tenant, user: mailbox, scope: 'access_as_user' })).POST('/api/signature', { body: { type: 'new' } }));
const report = async (mailbox: string, version: number, templateId: string, outcome: 'applied' | 'failed') =>
  host
    .api(await host.token({ tenant, user: mailbox, scope: 'access_as_user' }))
    .POST('/api/signature/report', { body: { type: 'new', outcome, templateId, version } });
// The local host's timer trigger is no operation of the OpenAPI document: raw.
const decide = () => host.call('POST', '/admin/functions/rolloutDecide');
const created = async (name: string, html: string) => (await createPublishedWith(api(), { name, html })).id;

/** A template assigned to new messages, so the signature path serves it. */
async function assigned(name: string): Promise<string> {
  const id = await created(name, `<p>${name} live {{displayName}}</p>`);
  await ok(api().PUT('/api/admin/roles', { body: { new: id, reply: null } }));
  return id;
}

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, 'rollout.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'rollout.admin@fabrikam.test' });
  await ok(api().GET('/api/admin/me'));
  await ok(api().PUT('/api/admin/users', { body: { email: 'ann.lee@fabrikam.test', role: 'Editor' } }));
  editor = await host.token({ tenant, user: 'ann.lee@fabrikam.test' });
});
afterAll(() => host.close());

describe('staged rollouts', () => {
  it('starts with every default from rollout: true; the live signature is unchanged and only the share in the rollout sees the candidate', async () => {
    const id = await assigned('Staged');
    const res = await publishWithDefaults(id, '<p>Staged candidate {{displayName}}</p>', editor);
    expect(res.response.status).toBe(202);
    expect(res.data).toMatchObject({
      state: 'running',
      gates: { percentage: 10, minHours: 24, minApplies: 50, maxFailureRateIncrease: 0.02, autoPromote: true },
      baseVersion: 1,
      candidateVersion: 2,
      startedBy: 'ann.lee@fabrikam.test',
    });
    const t = await templateOf(id);
    expect([t.version, t.html]).toEqual([1, '<p>Staged live {{displayName}}</p>']);
    expect((await ok(api().GET('/api/admin/rollouts'))).rollouts).toEqual([
      expect.objectContaining({ templateId: id, templateName: 'Staged', percentage: 10, startedBy: 'ann.lee@fabrikam.test' }),
    ]);
    for (const mailbox of MAILBOXES) {
      const sig = await signature(mailbox);
      const inside = inRollout(id, mailbox, 10);
      expect([mailbox, sig.version, sig.html.includes('candidate')]).toEqual([mailbox, inside ? 2 : 1, inside]);
    }
    // While it is in flight, nothing else publishes the template, and no second rollout starts.
    expect(statusAndCode(await publish(id, { html: '<p>other</p>' }))).toEqual([409, 'rollout_in_flight']);
    expect(statusAndCode(await publishWithDefaults(id, '<p>other</p>'))).toEqual([409, 'rollout_in_flight']);
    const rollback = await api().POST('/api/admin/templates/{id}/rollback', { ...path(id), body: { version: 1 } });
    expect(statusAndCode(rollback)).toEqual([409, 'rollout_in_flight']);
    const abandoned = await api(editor).POST('/api/admin/templates/{id}/rollout/rollback', path(id));
    expect(abandoned.data).toMatchObject({ state: 'rolled_back', decidedBy: 'person' });
    expect((await ok(api().GET('/api/admin/rollouts'))).rollouts).toEqual([]);
    for (const mailbox of MAILBOXES) expect((await signature(mailbox)).version).toBe(1);
  });

  it.each([
    [{ percentage: 0 }, 'rollout.percentage'],
    [{ percentage: 100 }, 'rollout.percentage'],
    [{ percentage: 12.5 }, 'rollout.percentage'],
    [{ maxFailureRateIncrease: 2 }, 'rollout.maxFailureRateIncrease'],
    [{ minApplies: 0 }, 'rollout.minApplies'],
  ] satisfies [Gates, string][])('refuses the gates %j, starting nothing', async (gates, field) => {
    const id = await created('Gated', '<p>x</p>');
    const res = await publish(id, { html: '<p>y</p>', rollout: gates });
    expect(statusAndCode(res)).toEqual([400, 'invalid_request']);
    expect(Object.keys(res.error?.fields ?? {})).toContain(field);
    expect(statusAndCode(await rolloutOf(id))).toEqual([404, 'not_found']);
  });

  // A gate the schema does not know goes raw.
  it.each([[{ colour: 'red' }, 'rollout.colour']])('refuses the gates %j, starting nothing', async (gates, field) => {
    const id = await created('Gated', '<p>x</p>');
    const res = await host.call('PUT', `/api/admin/templates/${id}`, { token: admin, body: { html: '<p>y</p>', rollout: gates } });
    expect([res.status, res.json?.code]).toEqual([400, 'invalid_request']);
    expect(Object.keys(res.json.fields)).toContain(field);
    expect(statusAndCode(await rolloutOf(id))).toEqual([404, 'not_found']);
  });

  it('needs the Admin role to promote while approval is on; abandoning is never gated', async () => {
    const id = await created('Approved rollout', '<p>v1</p>');
    await publish(id, { html: '<p>v2</p>', rollout: { percentage: 50 } }, editor);
    const approval = (requireApproval: boolean) => api().PUT('/api/admin/settings', { body: { requireApproval } });
    const promote = (token = admin) => api(token).POST('/api/admin/templates/{id}/rollout/promote', path(id));
    await approval(true);
    try {
      expect(statusAndCode(await promote(editor))).toEqual([403, 'approval_required']);
      expect(statusAndCode(await publishWithDefaults(id, '<p>v3</p>', editor))).toEqual([403, 'approval_required']);
      const promoted = await promote();
      expect(promoted.data).toMatchObject({ state: 'promoted', decidedBy: 'person' });
      const t = await templateOf(id);
      expect([t.version, t.html]).toEqual([2, '<p>v2</p>']);
      const versions = await ok(api().GET('/api/admin/templates/{id}/versions', path(id)));
      expect(versions.versions[0]).toMatchObject({ version: 2, source: 'rollout' });
      expect(statusAndCode(await promote())).toEqual([409, 'no_rollout']);
      await publishWithDefaults(id, '<p>v3</p>');
      expect((await api(editor).POST('/api/admin/templates/{id}/rollout/rollback', path(id))).data?.state).toBe('rolled_back');
    } finally {
      await approval(false);
    }
  });

  it('is promoted automatically once both versions have enough attempts and failures did not rise', async () => {
    const id = await assigned('Auto promote');
    await publish(id, { html: '<p>promote me</p>', rollout: { percentage: 50, minHours: 0, minApplies: 2 } });
    let detail = await ok(rolloutOf(id));
    expect(detail.next).toMatchObject({ action: 'wait' });
    expect((await decide()).status).toBe(200);
    expect((await ok(rolloutOf(id))).state).toBe('running');
    for (let i = 0; i < 3; i++) {
      await report('dev.patel@fabrikam.test', 1, id, 'applied');
      await report('eva.jansen@fabrikam.test', 2, id, 'applied');
    }
    detail = await ok(rolloutOf(id));
    expect(detail.results.current).toMatchObject({ version: 1, applied: 3, failed: 0, failureRate: 0 });
    expect(detail.results.candidate).toMatchObject({ version: 2, applied: 3, failureRate: 0 });
    expect(detail.next).toMatchObject({ action: 'promote' });
    await decide();
    detail = await ok(rolloutOf(id));
    expect(detail).toMatchObject({ state: 'promoted', decidedBy: 'automatic' });
    expect((await templateOf(id)).html).toBe('<p>promote me</p>');
    expect((await signature('ann.lee@fabrikam.test')).html).toBe('<p>promote me</p>');
  });

  it('is rolled back automatically when the candidate fails more than allowed, and held when auto-promotion is off', async () => {
    const id = await created('Auto rollback', '<p>v1</p>');
    await publish(id, { html: '<p>broken</p>', rollout: { minHours: 0, minApplies: 2, maxFailureRateIncrease: 0.1 } });
    await report('dev.patel@fabrikam.test', 1, id, 'applied');
    await report('dev.patel@fabrikam.test', 1, id, 'applied');
    await report('eva.jansen@fabrikam.test', 2, id, 'applied');
    await report('eva.jansen@fabrikam.test', 2, id, 'failed');
    expect((await ok(rolloutOf(id))).next).toMatchObject({ action: 'rollback' });
    await decide();
    const detail = await ok(rolloutOf(id));
    expect(detail).toMatchObject({ state: 'rolled_back', decidedBy: 'automatic', reason: expect.stringContaining('failure rate rose') });
    expect((await templateOf(id)).version).toBe(1);

    const held = await created('Held', '<p>v1</p>');
    await publish(held, { html: '<p>v2</p>', rollout: { minHours: 0, minApplies: 1, autoPromote: false } });
    await report('dev.patel@fabrikam.test', 1, held, 'applied');
    await report('eva.jansen@fabrikam.test', 2, held, 'applied');
    expect((await ok(rolloutOf(held))).next).toMatchObject({ action: 'hold' });
    await decide();
    expect((await ok(rolloutOf(held))).state).toBe('running');
  });

  it('starts from a scheduled booking with a rollout block', async () => {
    const id = await created('Scheduled rollout', '<p>v1</p>');
    const at = new Date(Date.now() + 3600_000).toISOString();
    const booked = await api().PUT('/api/admin/templates/{id}/schedule', {
      ...path(id),
      body: { html: '<p>v2</p>', publishAt: at, rollout: { percentage: 20 } },
    });
    expect(booked.data?.rollout).toMatchObject({ percentage: 20, minHours: 24 });
    host.clock.advance(2 * 3600_000);
    try {
      await host.services.schedules.fireDue(host.services.log);
    } finally {
      host.clock.reset();
    }
    expect((await rolloutOf(id)).data).toMatchObject({
      state: 'running',
      gates: { percentage: 20 },
      candidateVersion: 2,
    });
    expect((await templateOf(id)).version).toBe(1);
  });
});
