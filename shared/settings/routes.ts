import { routesUsing } from '../http/route.js';
import { json } from '../http/reply.js';
import { PutSettingsBody, Settings } from './schemas.js';

const route = routesUsing('settings');

export const settingsRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/settings',
    auth: 'admin',
    guard: { capability: 'settings' },
    keys: 'allow',
    summary: 'Publish approval, profile editing, digest frequency and server-side signatures',

    response: Settings,
    async handler({ tenantId, services }) {
      return json(await services.settings.get(tenantId));
    },
  }),
  route({
    method: 'PUT',
    path: '/api/admin/settings',
    auth: 'admin',
    guard: { capability: 'settings' },
    keys: { exclude: 'overriding-controls' },
    summary: 'Change organisation settings',

    body: PutSettingsBody,
    response: Settings,
    async handler({ tenantId, actor, body, services }) {
      return json(await services.settings.update(tenantId, actor, body));
    },
  }),
];
