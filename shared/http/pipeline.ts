import { actorOf, type Actor, type KeyPrincipal, type Person, type Principal } from '../auth/principal.js';
import { isPlatformOperator } from '../auth/operators.js';
import { capabilitiesOf, type Role } from '../auth/roles.js';
import { bearerOf, unauthenticated, type TokenScope, type VerifiedToken } from '../auth/token.js';
import type { Logger } from '../log.js';
import { metrics, statusClassLabels } from '../metrics/instruments.js';
import { tracingOn } from '../metrics/tracing.js';
import { withinRequestDeadline } from './request-deadline.js';
import { bodyLimitOf, namesKeyExcludedField, publishes, readBody, validated } from './body.js';
import { CorsPolicies } from './cors.js';
import { acceptedLanguage } from './language.js';
import { ApiError, errorResponse, isStorageUnreachable, NOT_AVAILABLE_TO_KEYS, refuse, refusalShapeOf } from './errors.js';
import { checkGuard } from './guard.js';
import { requestLine, type RequestFacts } from './request-log.js';
import { tracedRequest } from './request-span.js';
import type { Route, RouteContext, RouteServices } from './route.js';
import { RouteMatcher, type Match } from './router.js';
import type { ApiRequest, ApiResponse } from './types.js';

type RouteMatch = Extract<Match, { kind: 'route' }>;

const NOBODY: Actor = { actor: 'anonymous' };
const NOT_A_PORTAL_USER = refuse('not_a_portal_user');
const NOT_OPERATOR = refuse('not_platform_operator');
const READ_ONLY_KEY = refuse('read_only_key');

/** The header naming the client a partner's staff member works inside. */
const CLIENT_TENANT_HEADER = 'x-client-tenant';

/** Serves the request on an organisation, naming the caller so in the change log: what a wrapping step continues with. */
export type ServeAs = (tenantId: string, actor: Actor) => Promise<ApiResponse>;

/** The partner programme's steps (shared/partner): the pipeline composes them, it does not know what they check. */
export interface PartnerSteps {
  /** Auth kind `partner`: refuses a person who may not call the route; fills `person.partner` (or the Admin role). */
  staff(route: Route, person: Person): Promise<void>;
  /**
   * An admin route with `X-Client-Tenant`: refuses unless the person may work inside that client, fills the role and
   * capabilities they hold there, then continues with `serve` on the client.
   */
  insideClient(req: ApiRequest, route: Route, person: Person, header: string, serve: ServeAs): Promise<ApiResponse>;
}

/** What the pipeline's own steps call: credentials, rate limits, the tenant gate, membership and the feature steps. */
interface PipelineSteps {
  log: Logger;
  config: { PLATFORM_OPERATORS: readonly string[]; BASE_URL: string; CLICK_URL: string; REQUEST_DEADLINE_MS: number };
  tokens: { verify(token: string, scope: TokenScope, beforeVerifying?: () => Promise<unknown>): Promise<VerifiedToken> };
  keyAuth: {
    limitAddress(address: string): Promise<unknown>;
    authenticate(secret: string): Promise<KeyPrincipal>;
    limitKey(keyId: string): Promise<unknown>;
    noteUse(principal: KeyPrincipal): Promise<void>;
  };
  personLimits: {
    /** Any request presenting a token, counted per calling address before the token is verified. */
    limitAddress(address: string): Promise<void>;
    /** Each verified person's requests. */
    limitPerson(person: { tenantId: string; oid: string }): Promise<void>;
  };
  tenants: { requireServed(tenantId: string): Promise<unknown> };
  users: { roleOf(person: Person): Promise<Role | null> };
  /** The publish-approval gate, asked before a route marked `publish` (shared/settings). */
  publishApproval: { check(tenantId: string, isAdmin: boolean): Promise<void> };
  partnerAccess: PartnerSteps;
  /** After-commit work a storage failure left undone (shared/outbox): finished right after each change request. */
  outbox: { settleTenant(tenantId: string): Promise<void> };
}

/**
 * The request pipeline: CORS, then the credential's steps (a key's, or a person's token followed by the step of the
 * route's auth kind), then validation and the handler. Each step yields the principal the route's handler is typed
 * for (`PrincipalOf` in route.ts).
 */
export class Pipeline {
  private readonly matcher: RouteMatcher;
  private readonly cors: CorsPolicies;
  /** What each route's handler receives: the services its routes file declared, and no other. */
  private readonly declared: Map<Route, Partial<RouteServices>>;

  constructor(
    readonly routes: readonly Route[],
    /** The steps' services, and the services routes declare. */
    private readonly services: PipelineSteps & RouteServices,
  ) {
    this.matcher = new RouteMatcher(routes);
    this.cors = new CorsPolicies([services.config.BASE_URL, services.config.CLICK_URL]);
    this.declared = new Map(routes.map((route) => [route, declaredServices(route, services)]));
  }

  /**
   * The most body bytes a request to `path` with `method` may bring (0 when no route serves it): what the adapters read
   * of a body before they stop, so that a body too large for its route costs no more memory than the route allows.
   */
  bodyLimit(method: string, path: string): number {
    const match = this.matcher.match(method, path);
    return match.kind === 'route' ? bodyLimitOf(match.route) : 0;
  }

  /** Serves one request and logs it as one line (to `log`: the invocation's logger in Azure). */
  handle(req: ApiRequest, log: Logger = this.services.log): Promise<ApiResponse> {
    const facts: RequestFacts = {};
    return tracingOn() ? tracedRequest(req, facts, () => this.answer(req, log, facts)) : this.answer(req, log, facts);
  }

  private async answer(req: ApiRequest, log: Logger, facts: RequestFacts): Promise<ApiResponse> {
    const started = performance.now();
    let res: ApiResponse;
    try {
      const preflight = req.method === 'OPTIONS' ? this.cors.preflight(req, this.matcher.routesAt(req.path)) : null;
      // Every storage and Graph call the request starts ends by the request's deadline (shared/http/request-deadline.ts).
      res = preflight ?? (await withinRequestDeadline(this.services.config.REQUEST_DEADLINE_MS, () => this.dispatch(req, facts)));
    } catch (err) {
      res = errorResponse(err, req.invocationId, log, refusalShapeOf(req.path), acceptedLanguage(req.headers['accept-language']));
    }
    res = this.cors.decorate(req, facts.route, res);
    metrics.httpRequests.add(statusClassLabels(res.status));
    log.info('request', requestLine(req, res, facts, performance.now() - started));
    return res;
  }

  private async dispatch(req: ApiRequest, facts: RequestFacts): Promise<ApiResponse> {
    const match = this.matcher.match(req.method, req.path);
    facts.route = match.kind === 'route' ? match.route : null;
    if (match.kind === 'route' && (match.route.auth === 'none' || match.route.auth === 'webhook')) {
      return this.serve(req, match, null, '', NOBODY, readBody(req, match.route));
    }
    const credential = bearerOf(req.headers.authorization);
    if (credential?.kind === 'key') return this.keySteps(req, credential.value, match, facts);
    if (match.kind === 'none') throw refuse('not_found', 'No such operation');
    if (match.kind === 'method-not-allowed') {
      throw refuse('method_not_allowed', undefined, { allowed: match.allowed }, { headers: { allow: match.allowed.join(', ') } });
    }
    if (!credential) throw unauthenticated('A bearer token is required');
    const scope: TokenScope = match.route.auth === 'addin' ? 'access_as_user' : 'portal_admin';
    const limits = this.services.personLimits;
    const person: Person = {
      kind: 'person',
      ...(await this.services.tokens.verify(credential.value, scope, () => limits.limitAddress(req.clientAddress))),
      role: null,
      capabilities: [],
    };
    await this.services.personLimits.limitPerson(person);
    switch (match.route.auth) {
      case 'admin':
        return this.adminSteps(req, match, person, facts);
      case 'partner':
        await this.services.partnerAccess.staff(match.route, person);
        break;
      case 'platform':
        if (!isPlatformOperator(this.services.config.PLATFORM_OPERATORS, person)) throw NOT_OPERATOR;
        break;
      case 'addin':
      case 'portal':
      case 'none':
      case 'webhook':
        // The verified person is all these need ('none' and 'webhook' routes never present a token here).
        break;
    }
    facts.tenantId = person.tenantId;
    return this.serve(req, match, person, person.tenantId, actorOf(person), readBody(req, match.route));
  }

  /** A tenant API key, in the spec's order; any route it may not call answers the same 404, existing or not. */
  private async keySteps(req: ApiRequest, secret: string, match: Match, facts: RequestFacts) {
    const keys = this.services.keyAuth;
    await keys.limitAddress(req.clientAddress);
    const principal = await keys.authenticate(secret);
    await keys.limitKey(principal.keyId);
    // Only allow-listed admin routes: every other handler is typed for a person (PrincipalOf).
    if (match.kind !== 'route' || match.route.keys !== 'allow' || match.route.auth !== 'admin') throw NOT_AVAILABLE_TO_KEYS;
    const { route } = match;
    const body = readBody(req, route);
    if (namesKeyExcludedField(route, body)) throw NOT_AVAILABLE_TO_KEYS;
    await this.services.tenants.requireServed(principal.tenantId);
    if (route.write && principal.readOnly) throw READ_ONLY_KEY;
    await this.authorise(route, principal.tenantId, principal.capabilities, false, body);
    await keys.noteUse(principal);
    facts.tenantId = principal.tenantId;
    return this.serve(req, match, principal, principal.tenantId, actorOf(principal), body);
  }

  /** Admin routes: the tenant gate, then membership of the organisation or, with `X-Client-Tenant`, of a client. */
  private async adminSteps(req: ApiRequest, match: RouteMatch, person: Person, facts: RequestFacts) {
    const { route } = match;
    await this.services.tenants.requireServed(person.tenantId);
    const body = readBody(req, route);
    const client = req.headers[CLIENT_TENANT_HEADER];
    if (client !== undefined) {
      return this.services.partnerAccess.insideClient(req, route, person, client, async (tenantId, actor) => {
        await this.authorise(route, tenantId, person.capabilities, person.role === 'Admin', body);
        facts.tenantId = tenantId;
        return this.serve(req, match, person, tenantId, actor, body);
      });
    }
    person.role = await this.services.users.roleOf(person);
    person.capabilities = capabilitiesOf(person.role);
    if (person.role) await this.authorise(route, person.tenantId, person.capabilities, person.role === 'Admin', body);
    else if (!route.allowNonMember) throw NOT_A_PORTAL_USER;
    facts.tenantId = person.tenantId;
    return this.serve(req, match, person, person.tenantId, actorOf(person), body);
  }

  /** The route's guard, then the publish-approval gate when the request publishes (`body` as `readBody` read it). */
  private async authorise(route: Route, tenantId: string, held: readonly string[], isAdmin: boolean, body: unknown) {
    checkGuard(route.guard, held, isAdmin);
    if (publishes(route, body)) await this.services.publishApproval.check(tenantId, isAdmin);
  }

  /** Validates path, query and body (as read by `readBody`), then runs the handler. */
  private async serve(
    req: ApiRequest,
    { route, params: rawParams }: RouteMatch,
    principal: Principal | null,
    tenantId: string,
    actor: Actor,
    rawBody: unknown,
  ) {
    let params, query, body;
    try {
      params = validated(route.params, rawParams, 'params');
      query = validated(route.query, req.query.size ? Object.fromEntries(req.query) : {}, 'query');
      if (rawBody instanceof ApiError) throw rawBody;
      body = validated(route.body, rawBody, 'body');
    } catch (err) {
      if (route.refusalPage && err instanceof ApiError) return route.refusalPage(err, acceptedLanguage(req.headers['accept-language']));
      throw err;
    }
    const services = this.declared.get(route) ?? declaredServices(route, this.services);
    const ctx: RouteContext = { req, body, query, params, principal, tenantId, actor, services, routes: this.routes };
    let storageOut = false;
    try {
      return await route.handler(ctx);
    } catch (err) {
      storageOut = isStorageUnreachable(err);
      throw err;
    } finally {
      // A retry that finds its change committed already (and so changes nothing) still finishes the change's work.
      // The add-in's requests (composing signatures) change nothing an outbox holds. When storage did not answer the
      // handler, the outbox would only wait for it once more: the next change, or the outbox's timer, finishes it.
      const changes = req.method !== 'GET' && req.method !== 'HEAD' && route.auth !== 'addin';
      if (tenantId && changes && !storageOut) await this.services.outbox.settleTenant(tenantId);
    }
  }
}

/** The services a route declared, picked from all of them; a name no service has is a mistake of the route table. */
function declaredServices(route: Route, all: RouteServices): Partial<RouteServices> {
  const unknown = route.services.filter((name) => !(name in all));
  if (unknown.length) throw new Error(`${route.method} ${route.path} declares services that do not exist: ${unknown.join(', ')}`);
  return Object.fromEntries(route.services.map((name) => [name, all[name]]));
}
