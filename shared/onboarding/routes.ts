import { routesUsing } from '../http/route.js';
import { json } from '../http/reply.js';
import { readerLanguageOf } from '../preferences/reader.js';
import { Checklist, DpaAcceptance } from './schemas.js';

const route = routesUsing('onboarding', 'preferences');

const adminOnly = { auth: 'admin', guard: { role: 'Admin' }, keys: { exclude: 'agreements-onboarding' } } as const;

export const onboardingRoutes = [
  route({
    ...adminOnly,
    method: 'GET',
    path: '/api/admin/onboarding',
    summary: 'Getting-started checklist: each step and whether it is done',
    response: Checklist,
    async handler(ctx) {
      return json(await ctx.services.onboarding.checklist(ctx.tenantId, await readerLanguageOf(ctx)));
    },
  }),
  route({
    ...adminOnly,
    method: 'POST',
    path: '/api/admin/onboarding/dismiss',
    summary: 'Dismiss the getting-started checklist',
    response: Checklist,
    async handler(ctx) {
      return json(await ctx.services.onboarding.dismiss(ctx.tenantId, ctx.actor, await readerLanguageOf(ctx)));
    },
  }),
  route({
    ...adminOnly,
    method: 'POST',
    path: '/api/admin/dpa/accept',
    summary: 'Record acceptance of the data processing agreement',
    ownPeopleOnly: 'The organisation is the controller: its own Admin accepts the data processing agreement, not its partner',
    response: DpaAcceptance,
    async handler({ tenantId, actor, services }) {
      return json(await services.onboarding.acceptDpa(tenantId, actor));
    },
  }),
];
