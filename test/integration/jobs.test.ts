import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../shared/log.js';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';

let host: TestHost;
const admins: Record<string, string> = {};

const call = (tenant: string, method: string, path: string, body?: unknown) => host.call(method, path, { token: admins[tenant], body });
const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);

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
    await host.onboard(tenant);
    admins[tenant] = await host.token({ tenant, user: `jobs.admin@${tenant === host.tenants[0] ? 'fabrikam' : 'northwind'}.test` });
    await call(tenant, 'GET', '/api/admin/me');
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
      const id = (await createPublished((m, p, b) => call(good, m, p, b), { name: 'Decided', html: '<p>v1</p>' })).json.id;
      const started = await call(good, 'PUT', `/api/admin/templates/${id}`, {
        html: '<p>v2</p>',
        rollout: { percentage: 50, minHours: 0, minApplies: 1 },
      });
      expect(started.status).toBe(202);
      for (const version of [1, 2]) {
        const token = await host.token({ tenant: good, user: 'dev.patel@fabrikam.test', scope: 'access_as_user' });
        await host.call('POST', '/api/signature/report', { token, body: { type: 'new', outcome: 'applied', templateId: id, version } });
      }
      expect((await call(good, 'GET', `/api/admin/templates/${id}/rollout`)).json.next).toMatchObject({ action: 'promote' });

      const { log, errors } = recordingLogger();
      const counts = await host.services.rollouts.decideDue(log);
      expect(counts.failed).toBeGreaterThanOrEqual(1);
      expect(counts.promoted).toBeGreaterThanOrEqual(1);
      expect(errors).toContainEqual(
        expect.objectContaining({ detail: expect.objectContaining({ job: 'rolloutDecide', tenantId: badTenant, id: 't_gone' }) }),
      );
      expect((await call(good, 'GET', `/api/admin/templates/${id}/rollout`)).json).toMatchObject({
        state: 'promoted',
        decidedBy: 'automatic',
      });
      expect((await call(good, 'GET', `/api/admin/templates/${id}`)).json.html).toBe('<p>v2</p>');

      // The timer function answers the same counts.
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
  const templatesOf = async (tenant: string) =>
    (await call(tenant, 'GET', '/api/admin/templates')).json.templates.map((t: { id: string }) => t.id);

  it('refuses deleting or purging a template while its rollout is in flight, naming the rollout; nothing changes', async () => {
    const tenant = host.tenants[0];
    const id = (await createPublished((m, p, b) => call(tenant, m, p, b), { name: 'Rolling', html: '<p>v1</p>' })).json.id;
    await call(tenant, 'PUT', `/api/admin/templates/${id}`, { html: '<p>v2</p>', rollout: true });
    for (const path of [`/api/admin/templates/${id}`, `/api/admin/templates/${id}?purge=true`]) {
      const res = await call(tenant, 'DELETE', path);
      expectCode(res, 409, 'rollout_in_flight');
      expect(res.json.rollout).toMatchObject({ templateId: id, percentage: 10 });
    }
    expect(await templatesOf(tenant)).toContain(id);
    expect((await call(tenant, 'GET', `/api/admin/templates/${id}/rollout`)).json.state).toBe('running');

    await call(tenant, 'POST', `/api/admin/templates/${id}/rollout/rollback`);
    expect((await call(tenant, 'DELETE', `/api/admin/templates/${id}`)).status).toBe(204);
  });

  it('refuses deleting or purging a template with a pending schedule, naming it; nothing changes', async () => {
    const tenant = host.tenants[0];
    const id = (await createPublished((m, p, b) => call(tenant, m, p, b), { name: 'Booked', html: '<p>v1</p>' })).json.id;
    const publishAt = new Date(host.clock.now().getTime() + 5 * 3600_000).toISOString();
    await call(tenant, 'PUT', `/api/admin/templates/${id}/schedule`, { html: '<p>later</p>', publishAt });
    for (const path of [`/api/admin/templates/${id}`, `/api/admin/templates/${id}?purge=true`]) {
      const res = await call(tenant, 'DELETE', path);
      expectCode(res, 409, 'schedule_pending');
      expect(res.json.schedule).toMatchObject({ templateId: id, publishAt });
    }
    expect(await templatesOf(tenant)).toContain(id);
    expect((await call(tenant, 'GET', `/api/admin/templates/${id}/schedule`)).json.schedule).toMatchObject({ state: 'pending', publishAt });

    await call(tenant, 'DELETE', `/api/admin/templates/${id}/schedule`);
    expect((await call(tenant, 'DELETE', `/api/admin/templates/${id}?purge=true`)).status).toBe(204);
  });

  it('refuses purging from Recently deleted, and the purge timer skips, a template a rollout still runs on', async () => {
    const tenant = host.tenants[1];
    const id = (await createPublished((m, p, b) => call(tenant, m, p, b), { name: 'Deleted rolling', html: '<p>v1</p>' })).json.id;
    expect((await call(tenant, 'DELETE', `/api/admin/templates/${id}`)).status).toBe(204);
    await orphanRollout(tenant, id); // written before deletion was refused
    expectCode(await call(tenant, 'DELETE', `/api/admin/templates/${id}?purge=true`), 409, 'rollout_in_flight');
    const deletedIds = async () =>
      (await call(tenant, 'GET', '/api/admin/templates/deleted')).json.templates.map((t: { id: string }) => t.id);
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
