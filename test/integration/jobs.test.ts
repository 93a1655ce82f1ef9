import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../shared/log.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

let host: TestHost;
const admins: Record<string, string> = {};

/** The typed client of a tenant's admin. */
const api = (tenant: string) => host.api(admins[tenant]);
const path = (id: string) => ({ params: { path: { id } } });
const purge = (id: string) => ({ params: { path: { id }, query: { purge: 'true' as const } } });
const rolloutOf = async (tenant: string, id: string) => ok(api(tenant).GET('/api/admin/templates/{id}/rollout', path(id)));

/** A logger that keeps what it was told, to check a failure names its tenant and item. */
function recordingLogger() {
  const errors: { message: string; detail?: Record<string, unknown> }[] = [];
  const log: Logger = { info() {}, warn() {}, error: (message, detail) => void errors.push({ message, detail }) };
  return { log, errors };
}

/** A running rollout row written straight into storage, for a template that does not exist (data left by an old bug). */
async function orphanRollout(tenantId: string, templateId: string) {
  await host.services.storage.table('rollouts').createEntity({
    partitionKey: tenantId,
    rowKey: templateId,
    state: 'running',
    gates: JSON.stringify({ percentage: 50, minHours: 0, minApplies: 1, maxFailureRateIncrease: 0.02, autoPromote: true }),
    startedBy: 'someone@example.test',
    startedAt: new Date().toISOString(),
    baseVersion: 1,
    candidateVersion: 2,
    blob: `${tenantId}/${templateId}/gone.html`,
    decidedAt: '',
    decidedBy: '',
    reason: '',
  });
}

beforeAll(async () => {
  host = await startTestHost();
  for (const tenant of host.tenants.slice(0, 2)) {
    await host.onboard(tenant, `jobs.admin@${tenant === host.tenants[0] ? 'fabrikam' : 'northwind'}.test`);
    admins[tenant] = await host.token({ tenant, user: `jobs.admin@${tenant === host.tenants[0] ? 'fabrikam' : 'northwind'}.test` });
    await ok(api(tenant).GET('/api/admin/me'));
  }
});
afterAll(() => host.close());

describe('timer jobs', () => {
  it("decide other organisations' rollouts although one rollout's template is gone, and report the failure with its tenant and id", async () => {
    const [good, bad] = host.tenants;
    // Sorts before every random tenant id, so the decision timer meets the bad row first.
    const badTenant = `00000000${bad.slice(8)}`;
    await orphanRollout(badTenant, 't_gone');
    try {
      const { id } = await createPublishedWith(api(good), { name: 'Decided', html: '<p>v1</p>' });
      const started = await api(good).PUT('/api/admin/templates/{id}', {
        ...path(id),
        body: { html: '<p>v2</p>', rollout: { percentage: 50, minHours: 0, minApplies: 1 } },
      });
      expect(started.response.status).toBe(202);
      for (const version of [1, 2]) {
        const token = await host.token({ tenant: good, user: 'dev.patel@fabrikam.test', scope: 'access_as_user' });
        await ok(host.api(token).POST('/api/signature/report', { body: { type: 'new', outcome: 'applied', templateId: id, version } }));
      }
      expect((await rolloutOf(good, id)).next).toMatchObject({ action: 'promote' });

      const { log, errors } = recordingLogger();
      const counts = await host.services.rollouts.decideDue(log);
      expect(counts.failed).toBeGreaterThanOrEqual(1);
      expect(counts.promoted).toBeGreaterThanOrEqual(1);
      expect(errors).toContainEqual(
        expect.objectContaining({ detail: expect.objectContaining({ job: 'rolloutDecide', tenantId: badTenant, id: 't_gone' }) }),
      );
      expect(await rolloutOf(good, id)).toMatchObject({
        state: 'promoted',
        decidedBy: 'automatic',
      });
      expect((await ok(api(good).GET('/api/admin/templates/{id}', path(id)))).html).toBe('<p>v2</p>');

      // The timer function answers the same counts (the local host's timer trigger is no operation of the OpenAPI document: raw).
      const fired = await host.call('POST', '/admin/functions/rolloutDecide');
      expect(fired.status).toBe(200);
      expect(fired.json.result).toMatchObject({ processed: expect.any(Number), skipped: expect.any(Number), failed: expect.any(Number) });
      expect(fired.json.result.failed).toBeGreaterThanOrEqual(1);
    } finally {
      await host.services.storage.table('rollouts').deleteEntity(badTenant, 't_gone');
    }
  });
});

describe('template deletion with pending work', () => {
  const templatesOf = async (tenant: string) => (await ok(api(tenant).GET('/api/admin/templates'))).templates.map((t) => t.id);

  it('refuses deleting or purging a template while its rollout is in flight, naming the rollout; nothing changes', async () => {
    const tenant = host.tenants[0];
    const { id } = await createPublishedWith(api(tenant), { name: 'Rolling', html: '<p>v1</p>' });
    await ok(api(tenant).PUT('/api/admin/templates/{id}', { ...path(id), body: { html: '<p>v2</p>', rollout: true } }));
    for (const params of [path(id), purge(id)]) {
      const res = await api(tenant).DELETE('/api/admin/templates/{id}', params);
      expect(statusAndCode(res)).toEqual([409, 'rollout_in_flight']);
      expect(res.error!.rollout).toMatchObject({ templateId: id, percentage: 10 });
    }
    expect(await templatesOf(tenant)).toContain(id);
    expect((await rolloutOf(tenant, id)).state).toBe('running');

    await ok(api(tenant).POST('/api/admin/templates/{id}/rollout/rollback', path(id)));
    expect((await api(tenant).DELETE('/api/admin/templates/{id}', path(id))).response.status).toBe(204);
  });

  it('refuses deleting or purging a template with a pending schedule, naming it; nothing changes', async () => {
    const tenant = host.tenants[0];
    const { id } = await createPublishedWith(api(tenant), { name: 'Booked', html: '<p>v1</p>' });
    const publishAt = new Date(host.clock.now().getTime() + 5 * 3600_000).toISOString();
    await ok(api(tenant).PUT('/api/admin/templates/{id}/schedule', { ...path(id), body: { html: '<p>later</p>', publishAt } }));
    for (const params of [path(id), purge(id)]) {
      const res = await api(tenant).DELETE('/api/admin/templates/{id}', params);
      expect(statusAndCode(res)).toEqual([409, 'schedule_pending']);
      expect(res.error!.schedule).toMatchObject({ templateId: id, publishAt });
    }
    expect(await templatesOf(tenant)).toContain(id);
    expect((await ok(api(tenant).GET('/api/admin/templates/{id}/schedule', path(id)))).schedule).toMatchObject({
      state: 'pending',
      publishAt,
    });

    await ok(api(tenant).DELETE('/api/admin/templates/{id}/schedule', path(id)));
    expect((await api(tenant).DELETE('/api/admin/templates/{id}', purge(id))).response.status).toBe(204);
  });

  it('refuses purging from Recently deleted, and the purge timer skips, a template a rollout still runs on', async () => {
    const tenant = host.tenants[1];
    const { id } = await createPublishedWith(api(tenant), { name: 'Deleted rolling', html: '<p>v1</p>' });
    expect((await api(tenant).DELETE('/api/admin/templates/{id}', path(id))).response.status).toBe(204);
    await orphanRollout(tenant, id); // written before deletion was refused
    expect(statusAndCode(await api(tenant).DELETE('/api/admin/templates/{id}', purge(id)))).toEqual([409, 'rollout_in_flight']);
    const deletedIds = async () => (await ok(api(tenant).GET('/api/admin/templates/deleted'))).templates.map((t) => t.id);
    expect(await deletedIds()).toContain(id);

    host.clock.advance(31 * 24 * 3600_000);
    try {
      const counts = await host.services.templates.purgeExpired(host.services.log);
      expect(counts.skipped).toBeGreaterThanOrEqual(1);
    } finally {
      host.clock.reset();
    }
    expect(await deletedIds()).toContain(id);
    await host.services.storage.table('rollouts').deleteEntity(tenant, id);
  });
});
