import { json } from '../http/reply.js';
import { routesUsing } from '../http/route.js';
import { AlertRecipients, AlertRecipientsBody } from './schemas.js';

const route = routesUsing('alerts');

export const alertsRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/alerts',
    auth: 'admin',
    guard: { capability: 'settings' },
    keys: 'allow',
    summary: 'Who receives which alerts (every Admin receives every kind until an Admin sets them)',
    response: AlertRecipients,
    async handler({ tenantId, services }) {
      return json(await services.alerts.recipients(tenantId));
    },
  }),
  route({
    method: 'PUT',
    path: '/api/admin/alerts',
    auth: 'admin',
    guard: { role: 'Admin' },
    keys: { exclude: 'overriding-controls' },
    summary: 'Set who receives which alerts: Admins of the organisation only, each with the kinds they receive',
    body: AlertRecipientsBody,
    response: AlertRecipients,
    async handler({ tenantId, body, services }) {
      return json(await services.alerts.setRecipients(tenantId, body));
    },
  }),
];
