import { z } from 'zod';

/** Capability areas a role (or an API key) is built from. */
export const Capability = z.enum([
  'templates',
  'rules',
  'settings',
  'users',
  'monitoring',
  'analytics',
  'banners',
  'footers',
  'billing',
  'cost-management',
  'staff-profile',
]);
export type Capability = z.infer<typeof Capability>;
export const CAPABILITIES = Capability.options;

export const Role = z.enum(['Admin', 'Editor', 'Billing', 'Marketing']);
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

export const capabilitiesOf = (role: Role | null): Capability[] => (role ? [...ROLE_CAPABILITIES[role]] : []);

/** Route guards: authentication only (`{}`), one capability, any of several, or the Admin role itself. */
export type Guard =
  | Record<string, never>
  | { capability: Capability }
  | { anyCapability: readonly Capability[] }
  | { role: 'Admin' };

/** The capabilities a guard accepts (empty for authentication-only and role guards). */
export function guardCapabilities(guard: Guard): readonly Capability[] {
  if ('capability' in guard) return [guard.capability];
  if ('anyCapability' in guard) return guard.anyCapability;
  return [];
}
