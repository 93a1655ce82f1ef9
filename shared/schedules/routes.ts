import { z } from 'zod';
import { routesUsing } from '../http/route.js';
import { json } from '../http/reply.js';
import { TemplateParams } from '../templates/schemas.js';
import { bodyInput } from '../templates/variants.js';
import { Schedule, ScheduleBody } from './schemas.js';
import { MAX_DAYS_AHEAD } from './vocabulary.js';

const route = routesUsing('doctor', 'schedules');

const schedules = { auth: 'admin', guard: { capability: 'templates' }, keys: 'allow' } as const;

export const schedulesRoutes = [
  route({
    ...schedules,
    method: 'PUT',
    path: '/api/admin/templates/:id/schedule',
    publish: true,
    summary: `Book a publish (optionally as a staged rollout) at publishAt, future and within ${MAX_DAYS_AHEAD} days; replaces any pending booking`,
    params: TemplateParams,
    body: ScheduleBody,
    response: Schedule,
    async handler({ tenantId, actor, params, body, services }) {
      await services.doctor.beforePublish(tenantId, params.id, bodyInput(body));
      return json(await services.schedules.book(tenantId, actor, params.id, body));
    },
  }),
  route({
    ...schedules,
    method: 'GET',
    path: '/api/admin/templates/:id/schedule',
    summary: 'The schedule on one template, whatever its state',
    params: TemplateParams,
    response: z.object({ schedule: Schedule.nullable() }),
    async handler({ tenantId, params, services }) {
      return json({ schedule: await services.schedules.get(tenantId, params.id) });
    },
  }),
  route({
    ...schedules,
    method: 'DELETE',
    path: '/api/admin/templates/:id/schedule',
    summary: 'Call off a pending booking',
    params: TemplateParams,
    response: Schedule,
    async handler({ tenantId, actor, params, services }) {
      return json(await services.schedules.cancel(tenantId, actor, params.id));
    },
  }),
  route({
    ...schedules,
    method: 'GET',
    path: '/api/admin/schedules',
    summary: 'Every pending schedule, soonest first',
    response: z.object({ schedules: z.array(Schedule) }),
    async handler({ tenantId, services }) {
      return json({ schedules: await services.schedules.pending(tenantId) });
    },
  }),
];
