import { ApiError, inLanguage, notFound, restate } from '../http/errors.js';
import { acceptedLanguage } from '../http/language.js';
import { sayableIn } from '../http/said-in.js';
import { withMessage } from '../http/said-reasons.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import { routesUsing } from '../http/route.js';
import { json, redirect } from '../http/reply.js';
import type { ApiRequest, ApiResponse } from '../http/types.js';
import { asConsentPage, consentRefusalPage } from './consent-page.js';
import { tenantSentence } from './messages.js';
import { clearConsentCookie, consentCookie, consentCookieOf } from './consent-state.js';
import { ConsentCallbackQuery, ConsentStartQuery, LeverAnswer, PlatformBody, PlatformLever, PlatformParams, Tenant } from './schemas.js';

const route = routesUsing('config', 'invites', 'tenants', 'users');

/** The language the browser asks for: the consent flow's pages are read by a person. */
const languageOf = (req: ApiRequest) => acceptedLanguage(req.headers['accept-language']);

/** The consent stands though the invitation was refused: said so before the invitation's refusal, in the reader's language. */
function invitationNotApplied(err: ApiError): ApiError {
  const message = (language: Language) => tenantSentence('invitationNotApplied', { reason: inLanguage(err, language).message })(language);
  return sayableIn(restate(err, { message: message(DEFAULT_LANGUAGE) }), (language) => ({
    message: message(language),
    extra: inLanguage(err, language).extra,
  }));
}

const withCookie = (res: ApiResponse, cookie: string): ApiResponse => ({ ...res, headers: { ...res.headers, 'set-cookie': cookie } });

/** A login hint is passed on only when it looks like an address (the identity provider ignores anything else anyway). */
const loginHintOf = (hint: string | undefined) => {
  const h = hint?.trim();
  return h && h.length <= 254 && h.includes('@') && !/\s/.test(h) ? h : undefined;
};

const platformLever = (lever: PlatformLever) =>
  route({
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
  route({
    method: 'GET',
    path: '/admin/consent',
    auth: 'none',
    keys: { exclude: 'public' },
    summary:
      "Redirect to the identity provider for admin consent (with ?invite=<token>, through a partner's invitation; ?login_hint=<address> is passed on)",
    responseType: 'redirect',
    query: ConsentStartQuery,
    refusalPage: consentRefusalPage,
    async handler({ query, req, services }) {
      const secure = services.config.BASE_URL.startsWith('https:');
      return asConsentPage(async () => {
        // An invitation that can no longer be used is refused before the administrator is sent to consent.
        if (query.invite) await services.invites.checkUsable(query.invite);
        const { location, cookie } = await services.tenants.consentStart({
          invite: query.invite,
          loginHint: loginHintOf(query.login_hint),
        });
        return withCookie(redirect(location), consentCookie(cookie, secure));
      }, languageOf(req));
    },
  }),
  route({
    method: 'GET',
    path: '/admin/consent/callback',
    auth: 'none',
    keys: { exclude: 'public' },
    summary:
      'Admin-consent callback: signs the consenting administrator in, then provisions the organisation, makes them its first Admin and opens the portal',
    responseType: 'redirect',
    query: ConsentCallbackQuery,
    refusalPage: consentRefusalPage,
    async handler({ query, req, services }) {
      const clear = clearConsentCookie(services.config.BASE_URL.startsWith('https:'));
      return asConsentPage(
        async () => {
          const step = await services.tenants.consentCallback(query, consentCookieOf(req.headers.cookie));
          if (step.step === 'sign-in') return redirect(step.location);
          const { tenant, created, admin, invite } = step;
          await services.users.grantFirstAdmin(tenant.id, admin);
          let transfer = '';
          if (invite) {
            // The consent stands whatever becomes of the invitation: the organisation is onboarded either way.
            try {
              const accepted = await services.invites.accept(invite, tenant, { newlyOnboarded: created });
              if (accepted.transfer) transfer = `&transfer=${encodeURIComponent(accepted.transfer.id)}`;
            } catch (err) {
              if (!(err instanceof ApiError)) throw err;
              throw invitationNotApplied(err);
            }
          }
          return withCookie(redirect(`/admin?onboarded=${encodeURIComponent(tenant.id)}${transfer}`), clear);
        },
        languageOf(req),
        clear,
      );
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/platform/tenants/:tenantId',
    auth: 'platform',
    keys: { exclude: 'non-tenant' },
    summary: 'Service operators: one organisation and its state',

    params: PlatformParams,
    response: Tenant,
    async handler({ params, services }) {
      const tenant = await services.tenants.get(params.tenantId);
      if (!tenant) throw withMessage(notFound, tenantSentence('noSuchOrganisation'));
      return json(tenant);
    },
  }),
  ...PlatformLever.options.map(platformLever),
];
