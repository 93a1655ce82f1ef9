import { TableClient } from '@azure/data-tables';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { killServiceProcesses, startServiceProcess, type ServiceProcess } from '../helpers/service-kill.js';

/**
 * A staged rollout's promotion cut by a kill (SIGKILL to the service's process group) right after its decision is
 * claimed, and the service started again on the same storage: the promotion is finished once (by a retry of the
 * promote or by the decision timer, two instances at once), never left "promoted" with the candidate not live, never
 * published twice.
 */

afterAll(killServiceProcesses);

const LEASE_PASSED_MS = 11 * 60_000;
const rollouts = () => TableClient.fromConnectionString(inject('storageConnectionString'), 'rollouts', { allowInsecureConnection: true });

async function rolloutVersions(svc: ServiceProcess, token: string, id: string): Promise<number[]> {
  const { versions } = await svc.succeed('GET', `/api/admin/templates/${id}/versions`, { token });
  return (versions as { version: number; source: string }[]).filter((v) => v.source === 'rollout').map((v) => v.version);
}

describe('a rollout promoted while the service is killed', () => {
  it.each([
    [
      'a retry of the promote',
      (svc: ServiceProcess, token: string, id: string) => svc.call('POST', `/api/admin/templates/${id}/rollout/promote`, { token }),
    ],
    ['the decision timer', (svc: ServiceProcess) => svc.runJob('rolloutDecide')],
  ])('is finished once by %s after the restart, by one of two instances', async (_, finish) => {
    const first = await startServiceProcess({ onboard: 1 });
    const tenant = first.tenants[0];
    const { id } = await first.succeed('POST', '/api/admin/templates', {
      token: first.tokens[tenant],
      body: { name: 'Rolled out', html: '<p>base</p>', publish: true },
    });
    const started = await first.call('PUT', `/api/admin/templates/${id}`, {
      token: first.tokens[tenant],
      body: { html: '<p>candidate</p>', rollout: true },
    });
    expect([started.status, started.json.state, started.json.candidateVersion]).toEqual([202, 'running', 2]);
    // Killed as soon as the decision is claimed: before, during or after the candidate's publish.
    const promoting = first.call('POST', `/api/admin/templates/${id}/rollout/promote`, { token: first.tokens[tenant] }).catch(() => null);
    while ((await rollouts().getEntity<{ state: string }>(tenant, id)).state === 'running');
    await first.kill();
    await promoting;

    const [a, b] = await Promise.all([
      startServiceProcess({ tenants: first.tenants, clockOffsetMs: LEASE_PASSED_MS }),
      startServiceProcess({ tenants: first.tenants, clockOffsetMs: LEASE_PASSED_MS }),
    ]);
    const token = a.tokens[tenant];
    await Promise.all([finish(a, token, id), finish(b, b.tokens[tenant], id)]);
    const rollout = await a.succeed('GET', `/api/admin/templates/${id}/rollout`, { token });
    const template = await a.succeed('GET', `/api/admin/templates/${id}`, { token });
    expect([rollout.state, template.version, template.html]).toEqual(['promoted', 2, '<p>candidate</p>']);
    expect(await rolloutVersions(a, token, id)).toEqual([2]);
    // A change of the organisation settles what the kill left of the publish's after-commit work.
    await a.succeed('PUT', `/api/admin/templates/${id}`, { token, body: { html: '<p>after</p>' } });
    const { entries } = await a.succeed('GET', '/api/admin/log?limit=200', { token });
    const promoted = (entries as { action: string; details: { id?: string } | null }[]).filter(
      (e) => e.action === 'rollout.promoted' && e.details?.id === id,
    );
    expect(promoted).toHaveLength(1);
    await Promise.all([a.kill(), b.kill()]);
  });
});
