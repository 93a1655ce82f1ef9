import { z } from 'zod';
import { routesUsing } from '../http/route.js';
import { json } from '../http/reply.js';
import { TemplateParams } from '../templates/schemas.js';
import { RolloutDetail, RolloutSummary } from './schemas.js';

const route = routesUsing('rollouts');

const rollouts = { auth: 'admin', guard: { capability: 'templates' }, keys: 'allow' } as const;

export const rolloutsRoutes = [
  route({
    ...rollouts,
    method: 'GET',
    path: '/api/admin/templates/:id/rollout',
    summary: "Rollout state, both versions' apply results, and the next decision",
    params: TemplateParams,
    response: RolloutDetail,
    async handler({ tenantId, params, services }) {
      return json(await services.rollouts.detail(tenantId, params.id));
    },
  }),
  route({
    ...rollouts,
    method: 'POST',
    path: '/api/admin/templates/:id/rollout/promote',
    publish: true,
    summary: 'Publish the rollout to everyone now',
    params: TemplateParams,
    response: RolloutDetail,
    async handler({ tenantId, actor, params, services }) {
      return json(await services.rollouts.promote(tenantId, actor, params.id));
    },
  }),
  route({
    ...rollouts,
    method: 'POST',
    path: '/api/admin/templates/:id/rollout/rollback',
    summary: 'Abandon the rollout (not subject to publish approval)',
    params: TemplateParams,
    response: RolloutDetail,
    async handler({ tenantId, actor, params, services }) {
      return json(await services.rollouts.abandon(tenantId, actor, params.id));
    },
  }),
  route({
    ...rollouts,
    method: 'GET',
    path: '/api/admin/rollouts',
    summary: 'Every rollout in flight, without bodies',
    response: z.object({ rollouts: z.array(RolloutSummary) }),
    async handler({ tenantId, services }) {
      return json({ rollouts: await services.rollouts.inFlight(tenantId) });
    },
  }),
];
