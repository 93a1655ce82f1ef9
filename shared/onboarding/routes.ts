import { defineRoute } from '../http/route.js';
import { z } from 'zod';
import { json } from '../http/reply.js';

const Checklist = z.object({
  steps: z.array(z.object({ id: z.string(), label: z.string(), done: z.boolean() })),
  completed: z.number(),
  dismissed: z.boolean(),
  dpa: z.object({ acceptedAt: z.string(), acceptedBy: z.string().nullable(), version: z.string().nullable() }).nullable(),
});

const adminOnly = { group: 'admin-onboarding', auth: 'admin', guard: { role: 'Admin' }, keys: { exclude: 'agreements-onboarding' } } as const;

export const onboardingRoutes = [
  defineRoute({
    ...adminOnly,
    method: 'GET',
    path: '/api/admin/onboarding',
    summary: 'Getting-started checklist: each step and whether it is done',
    response: Checklist,
    async handler({ tenantId, services }) {
      return json(await services.onboarding.checklist(tenantId));
    },
  }),
  defineRoute({
    ...adminOnly,
    method: 'POST',
    path: '/api/admin/onboarding/dismiss',
    summary: 'Dismiss the getting-started checklist',
    response: Checklist,
    async handler({ tenantId, actor, services }) {
      return json(await services.onboarding.dismiss(tenantId, actor));
    },
  }),
  defineRoute({
    ...adminOnly,
    group: 'admin-dpa',
    method: 'POST',
    path: '/api/admin/dpa/accept',
    summary: 'Record acceptance of the data processing agreement',
    async handler({ tenantId, actor, services }) {
      return json(await services.onboarding.acceptDpa(tenantId, actor));
    },
  }),
];
