import type { Me } from '../../api/queries';

export interface ConsolePart {
  to: string;
  label: string;
  /** The route the part's page reads (`METHOD /path`); shown to the partner roles the route admits. */
  operation?: string;
}

/** The partner console's parts; the agreement is shown to everyone who reaches the console. */
export const CONSOLE_PARTS: readonly ConsolePart[] = [
  { to: 'clients', label: 'Clients', operation: 'GET /api/admin/partner/clients' },
  { to: 'invites', label: 'Invitations', operation: 'GET /api/admin/partner/invites' },
  { to: 'transfers', label: 'Takeovers', operation: 'GET /api/admin/partner/transfers' },
  { to: 'staff', label: 'Staff', operation: 'GET /api/admin/partner/staff' },
  { to: 'billing', label: 'Billing', operation: 'GET /api/admin/partner/billing' },
  { to: 'usage', label: 'Usage', operation: 'GET /api/admin/partner/usage' },
  { to: 'events', label: 'Activity', operation: 'GET /api/admin/partner/events' },
  { to: 'agreement', label: 'Agreement' },
];

export const visibleParts = (me: Me) => CONSOLE_PARTS.filter((p) => !p.operation || !!me.partner?.operations.includes(p.operation));
