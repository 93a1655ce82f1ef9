import type { Actor, Person } from '../auth/principal.js';
import { ROLE_INSIDE_CLIENT, capabilitiesOf, type Role } from '../auth/roles.js';
import { isGuid } from '../auth/token.js';
import { refuse } from '../http/errors.js';
import { ADMIN_ROLE_REQUIRED } from '../http/guard.js';
import type { PartnerSteps, ServeAs } from '../http/pipeline.js';
import type { Route } from '../http/route.js';
import type { ApiRequest, ApiResponse } from '../http/types.js';
import type { Logger } from '../log.js';
import { ClientWorkTrail } from './client-work.js';
import type { PartnerService } from './service.js';

/** One answer for an unmanaged organisation, another partner's client and a malformed id, so nothing leaks. */
const NOT_MANAGED = refuse('not_managed');
const NOT_STAFF = refuse('not_partner_staff');
// Before the agreement nobody is on staff: say what unlocks the programme rather than who may use it.
const AGREEMENT_REQUIRED = refuse('partner_agreement_required');

/** The routes where an organisation answers its partner: the client's own Admin, never the partner working inside. */
const ownPeopleOnly = (route: Route): string | undefined =>
  route.ownPeopleOnly ??
  (typeof route.keys === 'object' && route.keys.exclude === 'provider-relationship'
    ? "Only the organisation's own Admin can answer for its partner relationship"
    : undefined);

/**
 * The routes whose calls inside a client go on the partner's audit trail (`ClientWorkTrail`): the writes of the admin
 * routes a partner's staff may call there. The partner's activity log names each by its operation id.
 */
export const recordsClientWork = (route: Route): boolean => route.auth === 'admin' && route.write && !ownPeopleOnly(route);

interface PartnerAccessDeps {
  partners: Pick<PartnerService, 'partner' | 'staffRole' | 'managerOf' | 'record' | 'amend'>;
  tenants: { requireServed(tenantId: string): Promise<{ name: string }> };
  users: { roleOf(person: Person): Promise<Role | null> };
  log: Logger;
}

/**
 * The pipeline's partner steps (DESIGN §11): partner routes for the partner's staff, and a staff member's work inside
 * a client (`X-Client-Tenant`), named "<name> via <partner>" in the client's change log and, for a write, on the
 * partner's audit trail ahead of serving it (`ClientWorkTrail`).
 */
export class PartnerAccess implements PartnerSteps {
  private readonly trail: ClientWorkTrail;
  constructor(private readonly deps: PartnerAccessDeps) {
    this.trail = new ClientWorkTrail({ partners: deps.partners, log: deps.log });
  }

  /**
   * Partner routes: the caller's own organisation passes the tenant gate, the caller is on its partner staff with a
   * role the route admits; the handler acts on the partner's own organisation.
   */
  async staff(route: Route, person: Person): Promise<void> {
    const { tenants, partners, users } = this.deps;
    await tenants.requireServed(person.tenantId);
    const [role, partner] = await Promise.all([partners.staffRole(person.tenantId, person), partners.partner(person.tenantId)]);
    if (!partner) {
      if (!route.openToOrganisationAdmin) throw AGREEMENT_REQUIRED;
      if ((await users.roleOf(person)) !== 'Admin') throw ADMIN_ROLE_REQUIRED;
      person.role = 'Admin';
      person.capabilities = capabilitiesOf('Admin');
      return;
    }
    if (!role) throw NOT_STAFF;
    if (route.partnerRoles && !route.partnerRoles.includes(role)) {
      throw refuse('partner_role_required', `This operation needs the partner role ${route.partnerRoles.join(' or ')}`, {
        required: route.partnerRoles,
      });
    }
    person.partner = { partnerId: person.tenantId, partnerName: partner.name, role };
  }

  /**
   * Work inside a client: the caller's organisation manages the client and the caller is on its staff, the client
   * passes the tenant gate, and the caller holds what their partner role maps to inside a client; then the request is
   * served on the client, a write between its partner-trail entry and that entry's outcome. Whatever fails first,
   * nothing about the named organisation is read before the relationship is established.
   */
  async insideClient(req: ApiRequest, route: Route, person: Person, header: string, serve: ServeAs): Promise<ApiResponse> {
    if (!isGuid(header)) throw NOT_MANAGED;
    const clientId = header.toLowerCase();
    const { partners, tenants } = this.deps;
    const [staffRole, link] = await Promise.all([partners.staffRole(person.tenantId, person), partners.managerOf(clientId)]);
    if (!staffRole || link?.partnerId !== person.tenantId) throw NOT_MANAGED;
    const client = await tenants.requireServed(clientId);
    const refused = ownPeopleOnly(route);
    if (refused) throw refuse('own_people_only', refused);
    person.role = ROLE_INSIDE_CLIENT[staffRole];
    person.capabilities = capabilitiesOf(person.role);
    person.partner = { partnerId: link.partnerId, partnerName: link.partnerName, role: staffRole };
    person.insideClient = clientId;
    const actor: Actor = { actor: person.email, actorName: `${person.name} via ${link.partnerName}` };
    if (!recordsClientWork(route)) return serve(clientId, actor);
    const party = { partnerId: link.partnerId, clientId, clientName: client.name, actor };
    return this.trail.around(req, route, party, () => serve(clientId, actor));
  }
}
