import { routesUsing } from '../http/route.js';
import { json } from '../http/reply.js';
import { OwnPreferences, PutPreferencesBody } from './schemas.js';

const route = routesUsing('preferences');

const me = { auth: 'portal', keys: { exclude: 'staff-self-service' } } as const;

export const preferencesRoutes = [
  route({
    ...me,
    method: 'GET',
    path: '/api/me/preferences',
    summary: "Own language: one's own choice, the directory's preferred language and the organisation's default",
    response: OwnPreferences,
    async handler({ principal, tenantId, services }) {
      return json(await services.preferences.own(tenantId, principal));
    },
  }),
  route({
    ...me,
    method: 'PUT',
    path: '/api/me/preferences',
    summary: "Choose one's own language for the portal, the add-in and e-mails (null forgets the choice)",
    body: PutPreferencesBody,
    response: OwnPreferences,
    async handler({ principal, tenantId, body, services }) {
      return json(await services.preferences.choose(tenantId, principal, body.language));
    },
  }),
];
