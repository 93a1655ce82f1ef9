import { defineRoute } from '../http/route.js';

/** Declared in the route table; answers 501 until the feature is built. */
export const billingRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/billing',
    group: 'admin-billing',
    auth: 'admin',
    guard: { capability: 'billing' },
    keys: 'allow',
    summary: 'Subscription status, seats, card, invoice',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/billing/checkout',
    group: 'admin-billing',
    auth: 'admin',
    guard: { capability: 'billing' },
    keys: { exclude: 'money' },
    summary: 'Hosted card-capture URL',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/billing/portal',
    group: 'admin-billing',
    auth: 'admin',
    guard: { capability: 'billing' },
    keys: { exclude: 'money' },
    summary: 'Hosted billing management URL',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/billing/cancel',
    group: 'admin-billing',
    auth: 'admin',
    guard: { capability: 'billing' },
    keys: { exclude: 'money' },
    summary: 'Cancel at the end of the period',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/billing/reactivate',
    group: 'admin-billing',
    auth: 'admin',
    guard: { capability: 'billing' },
    keys: { exclude: 'money' },
    summary: 'Lift a scheduled cancellation or start again',

  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/billing/profile',
    group: 'admin-billing',
    auth: 'admin',
    guard: { capability: 'billing' },
    keys: { exclude: 'money' },
    summary: 'Save the billing profile',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/billing/invoices',
    group: 'admin-billing',
    auth: 'admin',
    guard: { capability: 'billing' },
    keys: { exclude: 'money' },
    summary: 'Invoice history',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/billing/adjustments',
    group: 'admin-billing',
    auth: 'admin',
    guard: { capability: 'billing' },
    keys: { exclude: 'money' },
    summary: 'Credits and corrections',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/billing/payments-webhook',
    group: 'webhook',
    auth: 'webhook',
    keys: { exclude: 'public' },
    summary: 'Payment provider events (signed)',

  }),
];
