import { z } from 'zod';
import { isPlatformOperator } from '../auth/operators.js';
import { bearerOf } from '../auth/token.js';
import { ApiError } from '../http/errors.js';
import { routesUsing, type ServicesOf } from '../http/route.js';
import { REFUSALS } from '../http/refusals.js';
import type { ApiRequest } from '../http/types.js';
import { html, json, text } from '../http/reply.js';
import { PAGE_NAMES, renderPublicPage } from './pages.js';

const route = routesUsing('billing', 'config', 'directory', 'directoryKind', 'log', 'personLimits', 'storage', 'tokens');

const CheckStatus = z.object({ status: z.enum(['ok', 'unavailable']), detail: z.string().optional(), latencyMs: z.number().optional() });
const Health = z.object({
  status: z
    .enum(['ok', 'degraded'])
    .describe(
      '`degraded` while a dependency does not answer: storage (checked on each probe), or the directory (Microsoft Graph) or ' +
        'billing whose last call from this instance failed for want of it, within the last minute',
    ),
  checks: z
    .record(z.string(), CheckStatus)
    .optional()
    .describe("Each check with its detail: only when a platform operator's portal token asks"),
});

/**
 * True when the request carries a platform operator's portal token (verified like any token; a bad one is 401). A
 * token verified afresh counts in the calling address's limit as on every other route, or `/health` would verify
 * forged tokens without end; while storage (which keeps the counts) is down, the operator still gets the details.
 */
async function operatorAsks(req: ApiRequest, services: ServicesOf<'personLimits' | 'tokens' | 'config'>): Promise<boolean> {
  const credential = bearerOf(req.headers.authorization);
  if (credential?.kind !== 'token') return false;
  const counted = () =>
    services.personLimits.limitAddress(req.clientAddress).catch((err: unknown) => {
      if (err instanceof ApiError) throw err;
    });
  const person = await services.tokens.verify(credential.value, 'portal_admin', counted);
  return isPlatformOperator(services.config.PLATFORM_OPERATORS, person);
}

const page = (name: (typeof PAGE_NAMES)[number]) =>
  route({
    method: 'GET',
    path: `/${name}`,
    auth: 'none',
    keys: { exclude: 'public' },
    summary: `The ${name.replace('-', ' ')} page`,
    responseType: 'text/html',
    async handler({ services }) {
      return html(renderPublicPage(name, { baseUrl: services.config.BASE_URL }), 200, { 'cache-control': 'public, max-age=3600' });
    },
  });

export const publicRoutes = [
  route({
    method: 'GET',
    path: '/health',
    auth: 'none',
    keys: { exclude: 'public' },
    summary: 'Configuration and storage check',
    response: Health,
    answers: {
      503: {
        description:
          'Degraded: a check failed (storage not reachable, the directory or billing out); the status (each check, naming it, for an operator), and `Retry-After`',
        body: Health,
      },
    },
    // Anyone gets the status alone; a platform operator's portal token also gets each check and its detail (which
    // may hold storage's own error text).
    async handler({ req, services }) {
      const operator = await operatorAsks(req, services);
      const checks: z.infer<typeof Health>['checks'] = {
        configuration: { status: 'ok', detail: `directory: ${services.directoryKind}` },
      };
      try {
        const latency = await services.storage.ping();
        await services.storage.init();
        checks.storage = { status: 'ok', latencyMs: latency.tables + latency.blobs };
      } catch (err) {
        services.storage.reset();
        const detail = (err as Error).message?.slice(0, 200) || 'unreachable';
        services.log.warn('health: storage unavailable', { error: detail });
        checks.storage = { status: 'unavailable', detail };
      }
      // Dependencies this instance calls but does not probe: the outcome of its last call to each (once it made one).
      for (const [name, outcomes] of Object.entries({ directory: services.directory.outcomes, billing: services.billing.stripeOutcomes })) {
        const state = outcomes?.state();
        if (state) checks[name] = state;
      }
      const ok = Object.values(checks).every((c) => c.status === 'ok');
      const status = ok ? 'ok' : 'degraded';
      const retry: Record<string, string> = ok ? {} : { ...REFUSALS.storage_unavailable.headers };
      return json(operator ? { status, checks } : { status }, ok ? 200 : 503, { 'cache-control': 'no-store', ...retry });
    },
  }),
  route({
    method: 'GET',
    path: '/admin/config.js',
    auth: 'none',
    keys: { exclude: 'public' },
    summary: "The portal's public sign-in configuration",
    responseType: 'application/javascript',
    async handler({ services }) {
      const c = services.config;
      const portal = {
        clientId: c.API_CLIENT_ID,
        authority: `${c.IDP_AUTHORITY}/organizations/v2.0`,
        apiBase: c.BASE_URL,
        redirectUri: `${c.BASE_URL}/admin`,
        scopes: [`api://${c.API_CLIENT_ID}/portal_admin`],
        // The compose window's add-in asks for the add-in's own scope for the same person.
        addinScopes: [`api://${c.API_CLIENT_ID}/access_as_user`],
        consentUrl: `${c.BASE_URL}/admin/consent`,
      };
      return text(`window.SIGNATURE_PORTAL_CONFIG = ${JSON.stringify(portal)};\n`, 'application/javascript; charset=utf-8', {
        'cache-control': 'no-cache',
      });
    },
  }),
  ...PAGE_NAMES.map(page),
];
