import { TableClient } from '@azure/data-tables';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startTestHost } from '../helpers/host.js';
import { killServiceProcesses, startServiceProcess, type ServiceProcess } from '../helpers/service-kill.js';

/**
 * The service killed (SIGKILL to its process group) around its timers' work, and started again on the same storage:
 * a schedule that fell due while it was down fires once, a firing the kill cut is taken up once its claim's lease has
 * run out, and a rollout decided in the middle ends consistent. The timers are fired on demand, two instances at
 * once where it matters.
 */

afterAll(killServiceProcesses);

const LEASE_PASSED_MS = 11 * 60_000;
const schedules = () => TableClient.fromConnectionString(inject('storageConnectionString'), 'schedules', { allowInsecureConnection: true });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function scheduleVersions(svc: ServiceProcess, token: string, id: string): Promise<number[]> {
  const { versions } = await svc.succeed('GET', `/api/admin/templates/${id}/versions`, { token });
  return (versions as { version: number; source: string }[]).filter((v) => v.source === 'schedule').map((v) => v.version);
}

async function scheduleEntries(svc: ServiceProcess, token: string, id: string): Promise<number> {
  const { entries } = await svc.succeed('GET', '/api/admin/log?limit=200', { token });
  return (entries as { action: string; details: { id?: string } | null }[]).filter(
    (e) => e.action === 'schedule.published' && e.details?.id === id,
  ).length;
}

/** A template published as version 1 and a schedule booked to publish it again `inMs` from now. */
async function bookSoon(svc: ServiceProcess, token: string, name: string, inMs: number) {
  const { id } = await svc.succeed('POST', '/api/admin/templates', { token, body: { name, html: '<p>v1</p>', publish: true } });
  const publishAt = new Date(Date.now() + inMs).toISOString();
  await svc.succeed('PUT', `/api/admin/templates/${id}/schedule`, { token, body: { html: `<p>${name} scheduled</p>`, publishAt } });
  return { id, publishAt };
}

describe('schedules and a killed service', () => {
  it('a schedule that fell due while the service was down fires once after the restart, two instances firing at once', async () => {
    const first = await startServiceProcess({ onboard: 1 });
    const tenant = first.tenants[0];
    const { id, publishAt } = await bookSoon(first, first.tokens[tenant], 'Due while down', 2_000);
    await first.kill();
    await sleep(Math.max(0, Date.parse(publishAt) - Date.now()) + 500);

    const [a, b] = await Promise.all([startServiceProcess({ tenants: first.tenants }), startServiceProcess({ tenants: first.tenants })]);
    const token = a.tokens[tenant];
    await Promise.all([a.runJob('schedulePublish'), b.runJob('schedulePublish')]);
    const { schedule } = await a.succeed('GET', `/api/admin/templates/${id}/schedule`, { token });
    expect(schedule).toMatchObject({ state: 'published', version: 2 });
    expect(await scheduleVersions(a, token, id)).toEqual([2]);
    await a.succeed('PUT', `/api/admin/templates/${id}`, { token, body: { html: '<p>settles the organisation</p>' } });
    expect(await scheduleEntries(a, token, id)).toBe(1);
    await Promise.all([a.kill(), b.kill()]);
  });

  it('a firing the kill cut after its claim is taken up once the claim has run out, once, by one of two instances', async () => {
    const first = await startServiceProcess({ onboard: 1 });
    const tenant = first.tenants[0];
    const { id, publishAt } = await bookSoon(first, first.tokens[tenant], 'Cut while firing', 1_000);
    await sleep(Math.max(0, Date.parse(publishAt) - Date.now()) + 200);
    // Killed as soon as its claim is in storage: before, during or after the publish it claimed.
    const firing = first.runJob('schedulePublish').catch(() => null);
    let claimed = false;
    while (!claimed) claimed = (await schedules().getEntity<{ state: string }>(tenant, id)).state !== 'pending';
    await first.kill();
    await firing;

    // Within the claim's lease nobody takes it up: the claiming instance might still be at work.
    const early = await startServiceProcess({ tenants: first.tenants });
    await early.runJob('schedulePublish');
    const stateNow = (await schedules().getEntity<{ state: string }>(tenant, id)).state;
    await early.kill();

    const [a, b] = await Promise.all([
      startServiceProcess({ tenants: first.tenants, clockOffsetMs: LEASE_PASSED_MS }),
      startServiceProcess({ tenants: first.tenants, clockOffsetMs: LEASE_PASSED_MS }),
    ]);
    const token = a.tokens[tenant];
    await Promise.all([a.runJob('schedulePublish'), b.runJob('schedulePublish')]);
    const { schedule } = await a.succeed('GET', `/api/admin/templates/${id}/schedule`, { token });
    expect({ stateNow, schedule }).toMatchObject({
      stateNow: expect.stringMatching(/^(publishing|published)$/),
      schedule: { state: 'published', version: 2 },
    });
    expect(await scheduleVersions(a, token, id)).toEqual([2]);
    const { html } = await a.succeed('GET', `/api/admin/templates/${id}`, { token });
    expect(html).toBe('<p>Cut while firing scheduled</p>');
    await a.succeed('PUT', `/api/admin/templates/${id}`, { token, body: { html: '<p>settles the organisation</p>' } });
    expect(await scheduleEntries(a, token, id)).toBe(1);
    await Promise.all([a.kill(), b.kill()]);
  });

  it('a claim whose instance published before it was stopped is recorded with that version, not published again', async () => {
    // What a kill between the publish and its record leaves, made in-process: the claim, then the schedule's publish.
    const host = await startTestHost();
    const tenant = host.tenants[0];
    await host.onboard(tenant);
    const token = await host.token({ tenant, user: host.adminOf(tenant) });
    const { id } = await host.succeed('POST', '/api/admin/templates', {
      token,
      body: { name: 'Published, not recorded', html: '<p>v1</p>', publish: true },
    });
    const publishAt = new Date(Date.now() + 60_000).toISOString();
    await host.succeed('PUT', `/api/admin/templates/${id}/schedule`, { token, body: { html: '<p>scheduled</p>', publishAt } });
    host.clock.advance(2 * 60_000);
    await schedules().updateEntity(
      { partitionKey: tenant, rowKey: id, state: 'publishing', claimedAt: host.clock.now().toISOString() },
      'Merge',
    );
    const { schedule: booked } = await host.succeed('GET', `/api/admin/templates/${id}/schedule`, { token });
    const actor = { actor: `Schedule booked by ${booked.bookedBy}` };
    await host.services.templates.versions.publish(tenant, actor, id, { html: '<p>scheduled</p>' }, { source: 'schedule' });

    host.clock.advance(LEASE_PASSED_MS);
    await host.succeed('POST', '/admin/functions/schedulePublish');
    const { schedule } = await host.succeed('GET', `/api/admin/templates/${id}/schedule`, { token });
    expect(schedule).toMatchObject({ state: 'published', version: 2 });
    const { versions } = await host.succeed('GET', `/api/admin/templates/${id}/versions`, { token });
    expect((versions as { version: number }[]).map((v) => v.version)).toEqual([2, 1]);
    await host.close();
  });
});
