import contentType from 'content-type';
import type { z } from 'zod';
import { actorOf, type Actor, type KeyPrincipal, type Person, type Principal } from '../auth/principal.js';
import { ROLE_INSIDE_CLIENT, capabilitiesOf, guardCapabilities, type Guard, type PartnerRole, type Role } from '../auth/roles.js';
import { bearerOf, isGuid, unauthenticated, type TokenScope, type VerifiedToken } from '../auth/token.js';
import type { Logger } from '../log.js';
import { CorsPolicies } from './cors.js';
import { ApiError, NOT_AVAILABLE_TO_KEYS, errorResponse, invalid } from './errors.js';
import { requestLine, type RequestFacts } from './request-log.js';
import { plainReason } from './reasons.js';
import type { Route, RouteContext, RouteServices } from './route.js';
import { RouteMatcher } from './router.js';
import type { ApiRequest, ApiResponse } from './types.js';

const NOBODY: Actor = { actor: 'anonymous' };
const DEFAULT_MAX_BODY = 1024 * 1024;

/** Maps zod issues to `{field: reason}`; an unknown key is named as its own field. */
export function fieldReasons(error: z.ZodError, root: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of paths) fields[path.length ? path.join('.') : root] ??= issue.message;
  }
  return fields;
}

function parse<S extends z.ZodType>(schema: S | undefined, value: unknown, root: string): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value, { error: plainReason });
  if (!result.success) throw invalid(fieldReasons(result.error, root));
  return result.data;
}

/** `application/json`, with parameters, and the `application/*+json` family. */
const JSON_MEDIA = /^application\/(?:[\w.-]+\+)?json$/;
/** The media type of a `Content-Type` header (lower case, without parameters); a malformed header is an unknown type. */
function mediaTypeOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  try {
    return contentType.parse(header).type;
  } catch {
    return 'invalid';
  }
}
const mediaMatches = (declared: string, media: string) =>
  declared === media || (declared.endsWith('/*') && media.startsWith(declared.slice(0, -1)));

/**
 * The body a route declares: JSON (a body without a content type is read as JSON too), or raw bytes of a media type
 * the route declares; anything else is 415.
 */
function readBody(req: ApiRequest, route: Route): unknown {
  if (!route.body) return undefined;
  const bytes = req.body;
  if (bytes && bytes.length > (route.maxBodyBytes ?? DEFAULT_MAX_BODY)) {
    throw new ApiError(413, 'payload_too_large', `The body is larger than ${route.maxBodyBytes ?? DEFAULT_MAX_BODY} bytes`);
  }
  if (!bytes || bytes.length === 0) return undefined;
  const media = mediaTypeOf(req.headers['content-type']);
  if (media && route.rawBody?.mediaTypes.some((t) => mediaMatches(t, media))) return route.rawBody.toBody(bytes, media);
  if (media && !JSON_MEDIA.test(media)) {
    const accepted = ['application/json', ...(route.rawBody?.mediaTypes ?? [])];
    throw new ApiError(415, 'unsupported_media_type', `The body must be sent as ${accepted.join(' or ')}, not ${media}`, { accepted });
  }
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw invalid({ body: 'is not valid JSON' }, 'The body is not valid JSON');
  }
}

/** Whether a key's body names a field that takes the call off the allow-list; a body that cannot be read names none. */
function namesKeyExcludedField(req: ApiRequest, route: Route): boolean {
  const excluded = route.keyExcludedFields?.fields;
  if (!excluded?.length || !req.body?.length || req.body.length > (route.maxBodyBytes ?? DEFAULT_MAX_BODY)) return false;
  const media = mediaTypeOf(req.headers['content-type']);
  if (media && !JSON_MEDIA.test(media)) return false;
  let body: unknown;
  try {
    body = JSON.parse(req.body.toString('utf8'));
  } catch {
    return false;
  }
  return typeof body === 'object' && body !== null && excluded.some((f) => Object.hasOwn(body, f));
}

type GuardOutcome = { ok: true } | { ok: false; code: 'admin_role_required' } | { ok: false; code: 'missing_capability'; wanted: readonly string[] };

function guardPasses(guard: Guard, held: readonly string[], isAdminRole: boolean): GuardOutcome {
  if ('role' in guard) return isAdminRole ? { ok: true } : { ok: false, code: 'admin_role_required' };
  const wanted = guardCapabilities(guard);
  if (wanted.length === 0 || wanted.some((c) => held.includes(c))) return { ok: true };
  return { ok: false, code: 'missing_capability', wanted };
}

/** Names what is missing, so the person or the key's owner knows what to ask for: `capability` is the first accepted one. */
const guardRefusal = (outcome: Exclude<GuardOutcome, { ok: true }>) =>
  outcome.code === 'admin_role_required'
    ? new ApiError(403, 'admin_role_required', 'This operation needs the Admin role')
    : new ApiError(
        403,
        'missing_capability',
        `This operation needs the ${outcome.wanted.map((c) => `“${c}”`).join(' or ')} capability, which the caller does not hold`,
        { capability: outcome.wanted[0], ...(outcome.wanted.length > 1 ? { anyOf: outcome.wanted } : {}) },
      );

/** What the pipeline's own steps call: credentials, rate limits, the tenant gate, membership and the approval gate. */
export interface PipelineSteps {
  log: Logger;
  config: { PLATFORM_OPERATORS: readonly string[]; BASE_URL: string; CLICK_URL: string };
  tokens: { verify(token: string, scope: TokenScope): Promise<VerifiedToken> };
  keyAuth: {
    limitAddress(address: string): Promise<unknown>;
    authenticate(secret: string): Promise<KeyPrincipal>;
    limitKey(keyId: string): Promise<unknown>;
    noteUse(principal: KeyPrincipal): Promise<void>;
  };
  tenants: { requireServed(tenantId: string): Promise<unknown> };
  users: { roleOf(person: Person): Promise<Role | null> };
  settings: { get(tenantId: string): Promise<{ requireApproval: boolean }> };
  partners: {
    partner(partnerId: string): Promise<{ name: string } | null>;
    staffRole(partnerId: string, email: string): Promise<PartnerRole | null>;
    managerOf(clientId: string): Promise<{ partnerId: string; partnerName: string } | null>;
    record(partnerId: string, actor: Actor, change: { action: string; clientId?: string; details?: Record<string, unknown> }): Promise<unknown>;
  };
}

/** The header naming the client a partner's staff member works inside. */
export const CLIENT_TENANT_HEADER = 'x-client-tenant';

/** One answer for an unmanaged organisation, another partner's client and a malformed id, so nothing leaks. */
const NOT_MANAGED = new ApiError(403, 'not_managed', 'Your organisation does not manage this organisation');

/** The routes where an organisation answers its partner: the client's own Admin, never the partner working inside. */
const ownPeopleOnly = (route: Route): string | undefined =>
  route.ownPeopleOnly ??
  (typeof route.keys === 'object' && route.keys.exclude === 'provider-relationship'
    ? "Only the organisation's own Admin can answer for its partner relationship"
    : undefined);

/** The request pipeline: CORS, credential, tenant gate, membership, guard, approval gate, validation, handler. */
export class Pipeline {
  private readonly matcher: RouteMatcher;
  private readonly cors: CorsPolicies;

  constructor(
    readonly routes: readonly Route[],
    /** The steps' services, and what handlers receive in their context. */
    private readonly services: PipelineSteps & RouteServices,
  ) {
    this.matcher = new RouteMatcher(routes);
    this.cors = new CorsPolicies([services.config.BASE_URL, services.config.CLICK_URL]);
  }

  /** Serves one request and logs it as one line (to `log`: the invocation's logger in Azure). */
  async handle(req: ApiRequest, log: Logger = this.services.log): Promise<ApiResponse> {
    const started = performance.now();
    const facts: RequestFacts = {};
    let res: ApiResponse;
    try {
      const preflight = req.method === 'OPTIONS' ? this.cors.preflight(req, this.matcher.routesAt(req.path)) : null;
      res = preflight ?? (await this.dispatch(req, facts));
    } catch (err) {
      res = errorResponse(err, req.invocationId, log);
    }
    res = this.cors.decorate(req, facts.route, res);
    log.info('request', requestLine(req, res, facts, performance.now() - started));
    return res;
  }

  private async dispatch(req: ApiRequest, facts: RequestFacts): Promise<ApiResponse> {
    const match = this.matcher.match(req.method, req.path);
    const [route, params] = match.kind === 'route' ? [match.route, match.params] : [null, {}];
    facts.route = route;
    if (route && (route.auth === 'none' || route.auth === 'webhook')) return this.run(req, route, params, null, '');
    const credential = bearerOf(req.headers.authorization);
    if (credential?.kind === 'key') {
      const keyed = await this.keySteps(req, credential.value, route);
      facts.tenantId = keyed.principal.tenantId;
      return this.run(req, keyed.route, params, keyed.principal, keyed.principal.tenantId);
    }
    if (match.kind === 'none') throw new ApiError(404, 'not_found', 'No such operation');
    if (match.kind === 'method-not-allowed') {
      throw new ApiError(405, 'method_not_allowed', 'Method not allowed', { allowed: match.allowed }, { allow: match.allowed.join(', ') });
    }
    if (!credential) throw unauthenticated('A bearer token is required');
    const principal = await this.personSteps(req, match.route, credential.value);
    const tenantId = principal.insideClient ?? principal.tenantId;
    facts.tenantId = tenantId;
    const res = await this.run(req, match.route, params, principal, tenantId);
    if (principal.insideClient && match.route.write && res.status < 400) await this.noteClientWork(req, match.route, principal, res.status);
    return res;
  }

  /** Key pipeline, in the spec's order. */
  private async keySteps(req: ApiRequest, secret: string, route: Route | null) {
    const keys = this.services.keyAuth;
    await keys.limitAddress(req.clientAddress);
    const principal = await keys.authenticate(secret);
    await keys.limitKey(principal.keyId);
    if (!route || route.keys !== 'allow' || namesKeyExcludedField(req, route)) throw NOT_AVAILABLE_TO_KEYS;
    await this.services.tenants.requireServed(principal.tenantId);
    if (route.write && principal.readOnly) {
      throw new ApiError(403, 'read_only_key', 'This API key is read-only and cannot perform writes');
    }
    await this.authorise(route, principal.tenantId, principal.capabilities, false);
    await keys.noteUse(principal);
    return { route, principal };
  }

  /** The route's guard, then the publish-approval gate (a key never holds the Admin role). */
  private async authorise(route: Route, tenantId: string, held: readonly string[], isAdmin: boolean) {
    const outcome = guardPasses(route.guard, held, isAdmin);
    if (!outcome.ok) throw guardRefusal(outcome);
    if (route.publish && !isAdmin && (await this.services.settings.get(tenantId)).requireApproval) {
      throw new ApiError(403, 'approval_required', 'Publish approval is on: only an Admin can publish');
    }
  }

  private async personSteps(req: ApiRequest, route: Route, token: string): Promise<Person> {
    const scope: TokenScope = route.auth === 'addin' ? 'access_as_user' : 'portal_admin';
    const verified = await this.services.tokens.verify(token, scope);
    const person: Person = { kind: 'person', ...verified, role: null, capabilities: [] };
    if (route.auth === 'platform') {
      if (!this.services.config.PLATFORM_OPERATORS.includes(`${person.tenantId}/${person.oid}`)) {
        throw new ApiError(403, 'not_platform_operator', 'Only the service operators can use this operation');
      }
      return person;
    }
    if (route.auth === 'partner') return this.partnerSteps(route, person);
    if (route.auth !== 'admin') return person;
    await this.services.tenants.requireServed(person.tenantId);
    const client = req.headers[CLIENT_TENANT_HEADER];
    if (client !== undefined) return this.insideClientSteps(route, person, client);
    person.role = await this.services.users.roleOf(person);
    person.capabilities = capabilitiesOf(person.role);
    if (!person.role) {
      if (route.allowNonMember) return person;
      throw new ApiError(403, 'not_a_portal_user', 'You are not a portal user of this organisation; ask an Admin to add you');
    }
    await this.authorise(route, person.tenantId, person.capabilities, person.role === 'Admin');
    return person;
  }

  /**
   * Partner routes: the caller's own organisation passes the tenant gate, the caller is on its partner staff with a
   * role the route admits; the handler acts on the partner's own organisation.
   */
  private async partnerSteps(route: Route, person: Person): Promise<Person> {
    const { tenants, partners, users } = this.services;
    await tenants.requireServed(person.tenantId);
    const [role, partner] = await Promise.all([partners.staffRole(person.tenantId, person.email), partners.partner(person.tenantId)]);
    if (!partner) {
      if (route.openToOrganisationAdmin) {
        if ((await users.roleOf(person)) !== 'Admin') throw guardRefusal({ ok: false, code: 'admin_role_required' });
        person.role = 'Admin';
        person.capabilities = capabilitiesOf('Admin');
        return person;
      }
      // Before the agreement nobody is on staff: say what unlocks the programme rather than who may use it.
      throw new ApiError(403, 'partner_agreement_required', 'This organisation is not a partner yet: an Admin accepts the partner agreement first');
    }
    if (!role) throw new ApiError(403, 'not_partner_staff', "Only the partner's staff can use this operation");
    if (route.partnerRoles && !route.partnerRoles.includes(role)) {
      throw new ApiError(403, 'partner_role_required', `This operation needs the partner role ${route.partnerRoles.join(' or ')}`, {
        required: route.partnerRoles,
      });
    }
    person.partner = { partnerId: person.tenantId, partnerName: partner.name, role };
    return person;
  }

  /**
   * Work inside a client (`X-Client-Tenant`): the caller's organisation manages the client and the caller is on its
   * staff, the client passes the tenant gate, and the caller holds what their partner role maps to inside a client.
   * Whatever fails first, nothing about the named organisation is read before the relationship is established.
   */
  private async insideClientSteps(route: Route, person: Person, header: string): Promise<Person> {
    if (!isGuid(header)) throw NOT_MANAGED;
    const clientId = header.toLowerCase();
    const { partners, tenants } = this.services;
    const [staffRole, link] = await Promise.all([partners.staffRole(person.tenantId, person.email), partners.managerOf(clientId)]);
    if (!staffRole || link?.partnerId !== person.tenantId) throw NOT_MANAGED;
    await tenants.requireServed(clientId);
    const refused = ownPeopleOnly(route);
    if (refused) throw new ApiError(403, 'own_people_only', refused);
    person.role = ROLE_INSIDE_CLIENT[staffRole];
    person.capabilities = capabilitiesOf(person.role);
    person.partner = { partnerId: link.partnerId, partnerName: link.partnerName, role: staffRole };
    person.insideClient = clientId;
    await this.authorise(route, clientId, person.capabilities, person.role === 'Admin');
    return person;
  }

  /**
   * A write inside a client goes on the partner's audit trail too. The write has happened: failing to note it is
   * logged, not answered as an error.
   */
  private async noteClientWork(req: ApiRequest, route: Route, person: Person, status: number) {
    const partnerId = person.partner?.partnerId;
    if (!partnerId || !person.insideClient) return;
    try {
      await this.services.partners.record(partnerId, actorOf(person), {
        action: 'client.work',
        clientId: person.insideClient,
        details: { operation: `${route.method} ${route.path}`, status },
      });
    } catch (err) {
      this.services.log.error('partner audit entry not written', { invocationId: req.invocationId, route: route.path, error: String(err) });
    }
  }

  private async run(req: ApiRequest, route: Route, rawParams: Record<string, string>, principal: Principal | null, tenantId: string) {
    const params = parse(route.params, rawParams, 'params');
    const query = parse(route.query, Object.fromEntries(req.query), 'query');
    const body = parse(route.body, readBody(req, route), 'body');
    if (!route.handler) {
      throw new ApiError(501, 'not_implemented', `${route.method} ${route.path} is not built yet`);
    }
    const ctx: RouteContext = {
      req,
      body,
      query,
      params,
      principal,
      tenantId,
      actor: principal ? actorOf(principal) : NOBODY,
      services: this.services,
      routes: this.routes,
    };
    return route.handler(ctx);
  }
}
