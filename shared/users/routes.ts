import { z } from 'zod';
import { Role, ROLE_CAPABILITIES } from '../auth/roles.js';
import { DirectoryUserSchema, primaryDomain, type DirectoryUser } from '../directory/types.js';
import { routesUsing, type Route } from '../http/route.js';
import { json, noContent } from '../http/reply.js';
import { PartnerRole } from '../auth/roles.js';
import { PartnerMembership } from '../partner/schemas.js';
import { PARTNER_AGREEMENT_VERSION as partnerAgreementVersion } from '../partner/records.js';
import { PortalUser, PutUserBody, SearchQuery, UserParams } from './schemas.js';

const route = routesUsing('apiKeys', 'partnerStaff', 'tenants', 'users');

const UserHit = DirectoryUserSchema.pick({ id: true, displayName: true, mail: true, jobTitle: true, department: true, mailboxType: true });
const hit = (u: DirectoryUser): z.infer<typeof UserHit> => ({
  id: u.id,
  displayName: u.displayName,
  mail: u.mail,
  jobTitle: u.jobTitle,
  department: u.department,
  mailboxType: u.mailboxType,
});

export const userRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/users',
    auth: 'admin',
    guard: { capability: 'users' },
    keys: 'allow',
    summary: 'Portal users and their roles, and the roles the caller may grant (those holding nothing beyond what the caller holds)',

    response: z.object({ users: z.array(PortalUser), grantable: z.array(Role) }),
    async handler({ tenantId, principal, services }) {
      const held = principal.capabilities;
      const grantable = Role.options.filter((r) => ROLE_CAPABILITIES[r].every((c) => held.includes(c)));
      return json({ users: await services.users.list(tenantId), grantable });
    },
  }),
  route({
    method: 'PUT',
    path: '/api/admin/users',
    auth: 'admin',
    guard: { capability: 'users' },
    keys: { exclude: 'granting-access' },
    summary: 'Add a portal user or change their role',

    body: PutUserBody,
    response: PortalUser,
    async handler({ tenantId, actor, principal, body, services }) {
      return json(await services.users.put(tenantId, { ...actor, capabilities: principal.capabilities }, body.email, body.role));
    },
  }),
  route({
    method: 'DELETE',
    path: '/api/admin/users/:email',
    auth: 'admin',
    guard: { capability: 'users' },
    keys: { exclude: 'granting-access' },
    summary: 'Remove a portal user',
    responseType: 'no-content',
    params: UserParams,
    async handler({ tenantId, actor, principal, params, services }) {
      await services.users.remove(tenantId, { ...actor, capabilities: principal.capabilities }, params.email);
      return noContent();
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/users/search',
    auth: 'admin',
    guard: { anyCapability: ['templates', 'users'] },
    keys: { exclude: 'reading-one-person' },
    summary: 'Directory lookup for pickers, from two characters',

    query: SearchQuery,
    response: z.object({ users: z.array(UserHit) }),
    async handler({ tenantId, query, services }) {
      const found = await services.users.search(tenantId, query.q, query.limit);
      return json({ users: found.map(hit) });
    },
  }),
];

/** The portal shows each part of the partner console to the roles its routes admit, without a copy of them. */
function withOperations(membership: PartnerMembership | null, routes: readonly Route[]) {
  if (!membership) return null;
  const operations = routes
    .filter((r) => r.auth === 'partner' && (!r.partnerRoles || r.partnerRoles.includes(membership.role)))
    .map((r) => `${r.method} ${r.path}`);
  return { ...membership, operations };
}

const Me = z.object({
  user: z.object({ email: z.string(), name: z.string(), oid: z.string() }).nullable(),
  key: z
    .object({ id: z.string(), name: z.string(), access: z.array(z.string()), readOnly: z.boolean(), expires: z.string().nullable() })
    .nullable(),
  role: z.string().nullable(),
  capabilities: z.array(z.string()),
  organisation: z.object({
    id: z.string(),
    name: z.string(),
    state: z.string(),
    domain: z.string().nullable().describe('Its primary verified domain (sample addresses use it); null when the directory named none'),
  }),
  /** The caller's place on their own organisation's partner staff (null for a key, and for people not on it). */
  partner: PartnerMembership.extend({
    operations: z
      .array(z.string())
      .describe("The partner operations (`METHOD /path`) the caller's partner role may use, from the route table"),
  }).nullable(),
  /** Set while a partner's staff member works inside a client (`X-Client-Tenant`): `organisation` is that client. */
  insideClient: z.object({ partnerId: z.string(), partnerName: z.string(), partnerRole: PartnerRole }).nullable(),
  /** The partner agreement version in force (what accepting it sends). */
  partnerAgreementVersion: z.string(),
});

export const callerRoute = route({
  method: 'GET',
  path: '/api/admin/me',
  auth: 'admin',
  keys: 'allow',
  allowNonMember: true,
  summary: 'The caller, their role and capabilities, and the organisation',
  response: Me,
  async handler({ principal, tenantId, services, routes }) {
    const tenant = await services.tenants.requireServed(tenantId);
    const organisation = { id: tenant.id, name: tenant.name, state: tenant.state, domain: primaryDomain(tenant.domains) };
    if (principal.kind === 'key') {
      const key = await services.apiKeys.describe(tenantId, principal.keyId);
      return json({
        user: null,
        key,
        role: null,
        capabilities: principal.capabilities,
        organisation,
        partner: null,
        insideClient: null,
        partnerAgreementVersion,
      });
    }
    const person = principal;
    const inside = person.insideClient && person.partner;
    return json({
      user: { email: person.email, name: person.name, oid: person.oid },
      key: null,
      role: person.role,
      capabilities: person.capabilities,
      organisation,
      partner: withOperations(await services.partnerStaff.membership(person.tenantId, person), routes),
      insideClient: inside ? { partnerId: inside.partnerId, partnerName: inside.partnerName, partnerRole: inside.role } : null,
      partnerAgreementVersion,
    });
  },
});
