import { activityRoutes } from './activity/routes.js';
import { alertsRoutes } from './alerts/routes.js';
import { automaticRepliesRoutes } from './automatic-replies/routes.js';
import { addinRoutes } from './addin/routes.js';
import { analyticsRoutes } from './analytics/routes.js';
import { apikeysRoutes } from './apikeys/routes.js';
import { assetsRoutes } from './assets/routes.js';
import { billingRoutes } from './billing/routes.js';
import { changelogRoutes } from './changelog/routes.js';
import { bannersRoutes, footersRoutes } from './banners-footers/routes.js';
import { designsRoutes } from './designs/routes.js';
import { digestRoutes } from './digest/routes.js';
import { doctorRoutes } from './doctor/routes.js';
import { exclusionsRoutes } from './exclusions/routes.js';
import { importsRoutes } from './imports/routes.js';
import type { Route } from './http/route.js';
import { mailRoutes } from './mail/routes.js';
import { managedRoutes } from './managed/routes.js';
import { metricsRoutes } from './metrics/routes.js';
import { staffSelfServiceRoutes } from './me/routes.js';
import { onboardingRoutes } from './onboarding/routes.js';
import { partnerRoutes } from './partner/routes.js';
import { photosRoutes } from './photos/routes.js';
import { portalRoutes } from './portal/routes.js';
import { preferencesRoutes } from './preferences/routes.js';
import { privacyRoutes } from './privacy/routes.js';
import { profilesRoutes } from './profiles/routes.js';
import { publicRoutes } from './public/routes.js';
import { renderingRoutes } from './rendering/routes.js';
import { rolloutsRoutes } from './rollouts/routes.js';
import { rulesRoutes } from './rules/routes.js';
import { scimRoutes } from './scim/routes.js';
import { schedulesRoutes } from './schedules/routes.js';
import { serverSideRoutes } from './server-side/routes.js';
import { settingsRoutes } from './settings/routes.js';
import { signatureRoutes } from './signature/routes.js';
import { templatesRoutes } from './templates/routes/index.js';
import { tenantRoutes } from './tenants/routes.js';
import { trailRoutes } from './trail/routes.js';
import { callerRoute, userRoutes } from './users/routes.js';
import { webhooksRoutes } from './webhooks/routes.js';

/** The one route table: every operation of the service, declared once by the feature that owns it. */
export const routes: readonly Route[] = [
  ...publicRoutes,
  ...portalRoutes,
  ...addinRoutes,
  ...tenantRoutes,
  callerRoute,
  ...userRoutes,
  ...settingsRoutes,
  ...serverSideRoutes,
  ...changelogRoutes,
  ...privacyRoutes,
  ...webhooksRoutes,
  ...alertsRoutes,
  ...apikeysRoutes,
  ...signatureRoutes,
  ...staffSelfServiceRoutes,
  ...preferencesRoutes,
  ...automaticRepliesRoutes,
  ...photosRoutes,
  ...templatesRoutes,
  ...designsRoutes,
  ...renderingRoutes,
  ...doctorRoutes,
  ...rolloutsRoutes,
  ...schedulesRoutes,
  ...profilesRoutes,
  ...importsRoutes,
  ...scimRoutes,
  ...rulesRoutes,
  ...bannersRoutes,
  ...footersRoutes,
  ...assetsRoutes,
  ...mailRoutes,
  ...activityRoutes,
  ...trailRoutes,
  ...analyticsRoutes,
  ...digestRoutes,
  ...onboardingRoutes,
  ...billingRoutes,
  ...exclusionsRoutes,
  ...managedRoutes,
  ...partnerRoutes,
  ...metricsRoutes,
];

/** What `npm run -s routes` prints and tooling reads. */
export const describeRoutes = (table: readonly Route[] = routes) =>
  table.map((r) => ({
    method: r.method,
    path: r.path,
    group: r.group,
    auth: r.auth,
    guard: r.guard,
    keys: r.keys,
    write: r.write,
    publish: r.publish ?? false,
    services: r.services,
    summary: r.summary,
  }));
