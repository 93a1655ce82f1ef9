import { z } from 'zod';
import { CAPABILITIES, PARTNER_ROLES, ROLES } from './vocabulary.js';

/** Capability areas a role (or an API key) is built from. */
export const Capability = z.enum(CAPABILITIES);
export type Capability = z.infer<typeof Capability>;

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/** The one data table of what each role holds (DESIGN §6). */
export const ROLE_CAPABILITIES: Record<Role, readonly Capability[]> = {
  Admin: CAPABILITIES,
  Editor: ['templates', 'banners', 'footers'],
  Billing: ['billing', 'users', 'cost-management'],
  Marketing: ['analytics', 'banners'],
};

/** The areas of a stored grant that still exist; a retired area stays named on the grant and holds nothing. */
export const liveCapabilities = (areas: readonly string[]): Capability[] =>
  areas.filter((a): a is Capability => (CAPABILITIES as readonly string[]).includes(a));

/** Partner roles (DESIGN §11): Owner everything; Admin clients and work inside them; Technician work as an Editor; Billing money. */
export const PartnerRole = z.enum(PARTNER_ROLES);
export type PartnerRole = z.infer<typeof PartnerRole>;

/** The role a partner's staff member acts with inside a client the partner manages. */
export const ROLE_INSIDE_CLIENT: Record<PartnerRole, Role> = {
  Owner: 'Admin',
  Admin: 'Admin',
  Technician: 'Editor',
  Billing: 'Billing',
};

export const capabilitiesOf = (role: Role | null): Capability[] => (role ? [...ROLE_CAPABILITIES[role]] : []);

/** Route guards: authentication only (`{}`), one capability, any of several, or the Admin role itself. */
export type Guard = Record<string, never> | { capability: Capability } | { anyCapability: readonly Capability[] } | { role: 'Admin' };

/** The capabilities a guard accepts (empty for authentication-only and role guards). */
export function guardCapabilities(guard: Guard): readonly Capability[] {
  if ('capability' in guard) return [guard.capability];
  if ('anyCapability' in guard) return guard.anyCapability;
  return [];
}
