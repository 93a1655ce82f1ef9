import type { z } from 'zod';
import type { Guard, PartnerRole } from '../auth/roles.js';
import type { Actor, KeyPrincipal, Person, Principal } from '../auth/principal.js';
import type { Language } from '../i18n/languages.js';
import { functionGroup } from './azure-adapter.js';
import type { CorsPolicy } from './cors.js';
import type { ApiError } from './errors.js';
import type { ApiRequest, ApiResponse } from './types.js';

/** See RouteSpec.responseType. */
type ResponseType = 'no-content' | 'redirect' | `${string}/${string}`;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route:
 * addin (add-in token), portal (any person's portal token, no role), admin (portal token or key, tenant gate,
 * membership), platform (a portal token of a service operator), partner (partner staff), none, webhook.
 */
export type AuthKind = 'addin' | 'portal' | 'admin' | 'platform' | 'partner' | 'none' | 'webhook';

/** The spec's groups of operations outside the key allow-list, plus the two kinds of route no key concerns. */
export const EXCLUSION_GROUPS = [
  'sending-mail',
  'money',
  'granting-access',
  'overriding-controls',
  'reading-one-person',
  'key-management',
  'provider-relationship',
  'agreements-onboarding',
  'non-tenant',
  'add-in',
  'staff-self-service',
  'public',
] as const;
type ExclusionGroup = (typeof EXCLUSION_GROUPS)[number];
type KeyAccess = 'allow' | { exclude: ExclusionGroup };

/** The caller each auth kind's steps produce for a person's credential (or for none). */
interface CallerOf {
  addin: Person;
  portal: Person;
  admin: Person;
  platform: Person;
  partner: Person;
  none: null;
  webhook: null;
}

/**
 * The principal a route's handler receives, fixed by its auth kind and key access: a key reaches only allow-listed
 * admin routes (the key step refuses every other route), so every other handler gets a person, or nobody.
 */
type PrincipalOf<A extends AuthKind, K extends KeyAccess> =
  CallerOf[A] | (A extends 'admin' ? (K extends 'allow' ? KeyPrincipal : never) : never);

/**
 * Every service a route may declare. Empty here so that `shared/http` never depends on the composition root:
 * `shared/services.ts` fills it in by declaration merging.
 */
export interface RouteServices {}

/** The name of a service, as a routes file declares the services its handlers use. */
type ServiceName = Extract<keyof RouteServices, string>;

/** The services a handler receives: those its routes file declared (`routesUsing`), and no other. */
export type ServicesOf<N extends ServiceName> = Pick<RouteServices, N>;

export interface RouteContext<
  B = unknown,
  Q = unknown,
  P = unknown,
  C extends Principal | null = Principal | null,
  S extends object = object,
> {
  req: ApiRequest;
  body: B;
  query: Q;
  params: P;
  /** The verified caller, as the route's auth kind produces it (see PrincipalOf); null on public routes. */
  principal: C;
  /** The organisation the caller acts on ('' on public routes). */
  tenantId: string;
  /** How the change log names the caller. */
  actor: Actor;
  /** The services the route declared (see routesUsing). */
  services: S;
  /** The route table this request is served from. */
  routes: readonly Route[];
}

/**
 * What a helper shared by several handlers takes: the context of routes that declared (at least) the services named,
 * called by `C` (a person, for helpers of person-only routes).
 */
export type ContextUsing<N extends ServiceName, C extends Principal | null = Principal | null> = RouteContext<
  unknown,
  unknown,
  unknown,
  C,
  ServicesOf<N>
>;

interface RouteSpec<
  A extends AuthKind = AuthKind,
  K extends KeyAccess = KeyAccess,
  B extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  N extends ServiceName = never,
> {
  method: Method;
  path: string;
  auth: A;
  guard?: Guard;
  /** Partner routes: the partner staff roles that may call it (every partner role when absent). */
  partnerRoles?: readonly PartnerRole[];
  /**
   * Partner routes: an Admin of the organisation who is not on its partner staff may call it while the organisation
   * is not yet a partner (accepting the agreement, which makes that person the first Owner).
   */
  openToOrganisationAdmin?: boolean;
  /**
   * Admin routes: refused to a partner's staff working inside a client (`X-Client-Tenant`), with this reason; the
   * client's own people decide it. The provider-relationship routes are refused so without saying it.
   */
  ownPeopleOnly?: string;
  keys: K;
  /** Refused to read-only keys. Defaults to true for every method but GET. */
  write?: boolean;
  /**
   * Subject to the publish-approval gate: `true`, always; `'when-asked'`, when its body asks to publish
   * (`"publish": true`: a create that publishes its first version in the same call).
   */
  publish?: boolean | 'when-asked';
  /** `GET /api/admin/me` answers people who are not portal users. */
  allowNonMember?: boolean;
  /**
   * A route a person's browser is sent to (the consent flow): its input refusals are answered by this page instead of
   * the JSON error, so a mangled link still reads as a page, in the language the browser asks for.
   */
  refusalPage?: (err: ApiError, language: Language) => ApiResponse;
  summary: string;
  body?: B;
  query?: Q;
  params?: P;
  /** The JSON body of a successful answer, in output form (what the handler sends). */
  response?: z.ZodType;
  /**
   * A successful answer that is not JSON: 'no-content' (204), 'redirect' (302 with a Location header), or the media
   * type of the body (HTML page, file download, script, image); such an answer needs no `response` schema.
   */
  responseType?: ResponseType;
  /**
   * The route's JSON answers besides its success (`response`) and the refusals every route may give, by status: what
   * each means and its body in output form (a publish that starts a staged rollout answers 202 with the rollout).
   */
  answers?: Readonly<Record<number, { description: string; body: z.ZodType }>>;
  maxBodyBytes?: number;
  /**
   * Callable from browser pages of other origins: 'own-origins' answers preflights and lets pages of the service's
   * own origins (BASE_URL, CLICK_URL) read the answers, `ETag` included. Absent: same-origin only.
   */
  cors?: CorsPolicy;
  /**
   * Body fields that take a call outside the key allow-list (an allow-listed route whose body can name one person):
   * a key sending any of them is answered 404 `not_available_to_api_keys` before the body is validated.
   */
  keyExcludedFields?: { group: ExclusionGroup; fields: readonly string[] };
  /**
   * Media types (`image/*` matches a family) the route also takes as raw bytes besides JSON; `toBody` turns them into
   * the JSON body shape, which is then validated like any JSON body.
   */
  rawBody?: { mediaTypes: readonly string[]; toBody(bytes: Buffer, mediaType: string): unknown };
  handler(ctx: RouteContext<z.infer<B>, z.infer<Q>, z.infer<P>, PrincipalOf<A, K>, ServicesOf<N>>): Promise<ApiResponse>;
}

/** A route of the table, its types erased: the pipeline gives each handler the principal its auth kind produces. */
export interface Route extends Omit<RouteSpec, 'write' | 'guard' | 'handler'> {
  /** The Azure Function that serves it, derived from its path. */
  group: string;
  write: boolean;
  guard: Guard;
  /** The services its handler receives, as its routes file declared them. */
  services: readonly ServiceName[];
  handler(ctx: RouteContext): Promise<ApiResponse>;
}

/** Defines routes whose handlers receive the services named here, and only those (`ctx.services`). */
interface RouteDefiner<N extends ServiceName> {
  <
    A extends AuthKind,
    K extends KeyAccess,
    B extends z.ZodType = z.ZodType,
    Q extends z.ZodType = z.ZodType,
    P extends z.ZodType = z.ZodType,
  >(
    spec: RouteSpec<A, K, B, Q, P, N>,
  ): Route;
}

/**
 * What a routes file starts with: `const route = routesUsing('templates', 'doctor')` declares the services its
 * handlers use, `route({...})` defines each route. A handler's `ctx.services` is typed as exactly those (a `Pick`),
 * and the pipeline hands it an object holding only them.
 */
export function routesUsing<const N extends ServiceName>(...services: N[]): RouteDefiner<N> {
  const declared: readonly ServiceName[] = [...services];
  return (spec) => ({
    ...(spec as unknown as Route),
    group: functionGroup(spec.path),
    guard: spec.guard ?? {},
    write: spec.write ?? spec.method !== 'GET',
    services: declared,
  });
}

/** A route whose handler uses no service. */
export const defineRoute: RouteDefiner<never> = routesUsing<never>();
