import { json, noContent } from '../http/reply.js';
import { routesUsing } from '../http/route.js';
import { CreatedWebhook, CreateWebhookBody, Delivery, DeliveryList, WebhookList, WebhookParams } from './schemas.js';

const route = routesUsing('webhooks');

export const webhooksRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/webhooks',
    auth: 'admin',
    guard: { capability: 'monitoring' },
    keys: 'allow',
    summary: 'The webhooks that receive the change log and alerts (their secrets are never shown again)',
    response: WebhookList,
    async handler({ tenantId, services }) {
      return json({ webhooks: await services.webhooks.list(tenantId) });
    },
  }),
  route({
    method: 'POST',
    path: '/api/admin/webhooks',
    auth: 'admin',
    guard: { role: 'Admin' },
    keys: { exclude: 'key-management' },
    summary: 'Register a webhook (https only): the secret that signs its deliveries is returned once',
    body: CreateWebhookBody,
    response: CreatedWebhook,
    async handler({ tenantId, actor, body, services }) {
      return json(await services.webhooks.create(tenantId, actor, body), 201, { 'cache-control': 'no-store' });
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/webhooks/:id',
    auth: 'admin',
    guard: { role: 'Admin' },
    keys: { exclude: 'key-management' },
    summary: 'Remove a webhook and its deliveries, pending ones included',
    params: WebhookParams,
    responseType: 'no-content',
    async handler({ tenantId, actor, params, services }) {
      await services.webhooks.delete(tenantId, actor, params.id);
      return noContent();
    },
  }),
  route({
    method: 'POST',
    path: '/api/admin/webhooks/:id/test',
    auth: 'admin',
    guard: { role: 'Admin' },
    keys: { exclude: 'key-management' },
    summary: 'Send a test delivery now; answers how it went (a failed one is retried like any other)',
    params: WebhookParams,
    response: Delivery,
    async handler({ tenantId, params, services }) {
      return json(await services.webhooks.test(tenantId, params.id));
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/webhooks/:id/deliveries',
    auth: 'admin',
    guard: { capability: 'monitoring' },
    keys: 'allow',
    summary: 'The webhook’s last 50 deliveries, newest first, with what the receiver answered',
    params: WebhookParams,
    response: DeliveryList,
    async handler({ tenantId, params, services }) {
      return json({ deliveries: await services.webhooks.deliveries(tenantId, params.id) });
    },
  }),
];
