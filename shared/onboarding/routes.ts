import { defineRoute } from '../http/route.js';

/** Declared in the route table; answers 501 until the feature is built. */
export const onboardingRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/onboarding',
    group: 'admin-organisation',
    auth: 'admin',
    guard: { role: 'Admin' },
    keys: { exclude: 'agreements-onboarding' },
    summary: 'Getting-started checklist',
  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/onboarding/dismiss',
    group: 'admin-organisation',
    auth: 'admin',
    guard: { role: 'Admin' },
    keys: { exclude: 'agreements-onboarding' },
    summary: 'Dismiss the getting-started checklist',
  }),
  defineRoute({
    method: 'POST',
    path: '/api/admin/dpa/accept',
    group: 'admin-organisation',
    auth: 'admin',
    guard: { role: 'Admin' },
    keys: { exclude: 'agreements-onboarding' },
    summary: 'Accept the data processing agreement',
  }),
];
