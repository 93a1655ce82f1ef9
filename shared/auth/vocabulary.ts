// Dependency-free: the service's role schemas and the portal's words for them both read it.

/** Capability areas a role (or an API key) is built from. */
export const CAPABILITIES = [
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
  'privacy',
  'provisioning',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const ROLES = ['Admin', 'Editor', 'Billing', 'Marketing'] as const;

/** Partner roles (DESIGN §11): Owner everything; Admin clients and work inside them; Technician work as an Editor; Billing money. */
export const PARTNER_ROLES = ['Owner', 'Admin', 'Technician', 'Billing'] as const;
