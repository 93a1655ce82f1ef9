import { routesUsing } from '../http/route.js';
import { json } from '../http/reply.js';
import { Adjustments, BillingOverview, HostedPage, Invoices, ProfileBody, Reactivated, WebhookReceipt } from './schemas.js';

const route = routesUsing('billing');

const billing = { auth: 'admin', guard: { capability: 'billing' } } as const;

export const billingRoutes = [
  route({
    ...billing,
    method: 'GET',
    path: '/api/admin/billing',
    keys: 'allow',
    summary: 'Subscription status, seats, card, latest invoice',
    response: BillingOverview,
    async handler({ tenantId, services }) {
      return json(await services.billing.overview(tenantId));
    },
  }),
  route({
    ...billing,
    method: 'POST',
    path: '/api/admin/billing/checkout',
    keys: { exclude: 'money' },
    summary: 'Hosted card-capture URL that starts the subscription',
    response: HostedPage,
    async handler({ tenantId, services }) {
      return json(await services.billing.checkout(tenantId));
    },
  }),
  route({
    ...billing,
    method: 'POST',
    path: '/api/admin/billing/portal',
    keys: { exclude: 'money' },
    summary: 'Hosted billing management URL',
    response: HostedPage,
    async handler({ tenantId, services }) {
      return json(await services.billing.portal(tenantId));
    },
  }),
  route({
    ...billing,
    method: 'POST',
    path: '/api/admin/billing/cancel',
    keys: { exclude: 'money' },
    summary: 'End the subscription at the close of the current period',
    response: BillingOverview,
    async handler({ tenantId, actor, services }) {
      return json(await services.billing.cancel(tenantId, actor));
    },
  }),
  route({
    ...billing,
    method: 'POST',
    path: '/api/admin/billing/reactivate',
    keys: { exclude: 'money' },
    summary: 'Lift a scheduled end, or start a new subscription (hosted checkout) after it',
    response: Reactivated,
    async handler({ tenantId, actor, services }) {
      return json(await services.billing.reactivate(tenantId, actor));
    },
  }),
  route({
    ...billing,
    method: 'PUT',
    path: '/api/admin/billing/profile',
    keys: { exclude: 'money' },
    summary: 'Save the billing profile (name, e-mail, address, VAT id)',
    response: ProfileBody,
    body: ProfileBody,
    async handler({ tenantId, actor, body, services }) {
      return json(await services.billing.saveProfile(tenantId, actor, body));
    },
  }),
  route({
    ...billing,
    method: 'GET',
    path: '/api/admin/billing/invoices',
    keys: { exclude: 'money' },
    summary: 'Invoice history, newest first; an empty list and a flag when invoices cannot be read',
    response: Invoices,
    async handler({ tenantId, services }) {
      return json(await services.billing.invoices(tenantId));
    },
  }),
  route({
    ...billing,
    method: 'GET',
    path: '/api/admin/billing/adjustments',
    keys: { exclude: 'money' },
    summary: 'Credits and corrections, newest first, with category and reason',
    response: Adjustments,
    async handler({ tenantId, services }) {
      return json(await services.billing.adjustments(tenantId));
    },
  }),
  route({
    method: 'POST',
    path: '/api/billing/payments-webhook',
    auth: 'webhook',
    keys: { exclude: 'public' },
    summary: "The payment provider's signed events; mirrors subscription state",
    response: WebhookReceipt,
    async handler({ req, services }) {
      return json(await services.billing.webhook(req.body, req.headers['stripe-signature']));
    },
  }),
];
