import { ApiError, notFound } from '../http/errors.js';
import { ConsentQuery } from '../partner/relationship-schemas.js';
import { defineRoute } from '../http/route.js';
import { json, redirect } from '../http/reply.js';
import { ConsentCallbackQuery, LeverAnswer, PlatformBody, PlatformLever, PlatformParams, Tenant } from './schemas.js';

const platformLever = (lever: PlatformLever) =>
  defineRoute({
    method: 'POST',
    path: `/api/admin/platform/tenants/:tenantId/${lever}`,
    auth: 'platform',
    keys: { exclude: 'non-tenant' },
    summary: `Service operators: ${lever.replace('-', ' ')} an organisation`,
    params: PlatformParams,
    body: PlatformBody,
    response: LeverAnswer,
    async handler({ params, body, services }) {
      const tenant = await services.tenants.pullLever(params.tenantId, lever, body?.reason);
      return json({ tenant, lever });
    },
  });

export const tenantRoutes = [
  defineRoute({
    method: 'GET',
    path: '/admin/consent',
    auth: 'none',
    keys: { exclude: 'public' },
    summary: "Redirect to the identity provider for admin consent (with ?invite=<token>, through a partner's invitation)",
    responseType: 'redirect',
    query: ConsentQuery,
    async handler({ query, services }) {
      // An invitation that can no longer be used is refused before the administrator is sent to consent.
      if (query.invite) await services.invites.checkUsable(query.invite);
      return redirect(await services.tenants.consentRedirect(query.invite));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/consent/callback',
    auth: 'none',
    keys: { exclude: 'public' },
    summary: 'Admin-consent callback: provisions the organisation and opens the portal',
    responseType: 'redirect',
    query: ConsentCallbackQuery,
    async handler({ query, services }) {
      const { tenant, invite } = await services.tenants.completeConsent(query);
      if (invite) {
        // The consent stands whatever becomes of the invitation: the organisation is onboarded either way.
        try {
          await services.invites.accept(invite, tenant);
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          throw new ApiError(
            err.status,
            err.code,
            `Your organisation is connected to the service, but the invitation was not applied. ${err.message}.`,
            err.extra,
          );
        }
      }
      return redirect(`/admin?onboarded=${encodeURIComponent(tenant.id)}`);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/platform/tenants/:tenantId',
    auth: 'platform',
    keys: { exclude: 'non-tenant' },
    summary: 'Service operators: one organisation and its state',

    params: PlatformParams,
    response: Tenant,
    async handler({ params, services }) {
      const tenant = await services.tenants.get(params.tenantId);
      if (!tenant) throw notFound('No such organisation');
      return json(tenant);
    },
  }),
  ...PlatformLever.options.map(platformLever),
];
