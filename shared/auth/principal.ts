import type { Capability, PartnerRole, Role } from './roles.js';

export interface Person {
  kind: 'person';
  tenantId: string;
  oid: string;
  /** The address as the token wrote it (`preferred_username`). */
  email: string;
  name: string;
  scopes: string[];
  /** Filled by the membership step on admin routes. */
  role: Role | null;
  capabilities: Capability[];
  /** On a partner's staff: set on partner routes (their own partner) and when working inside a client. */
  partner?: PartnerSeat;
  /**
   * The client organisation the person works inside (`X-Client-Tenant`); the request acts on it, while `tenantId`
   * stays the person's own organisation.
   */
  insideClient?: string;
}

/** A person's place on a partner's staff. */
export interface PartnerSeat {
  partnerId: string;
  partnerName: string;
  role: PartnerRole;
}

export interface KeyPrincipal {
  kind: 'key';
  tenantId: string;
  keyId: string;
  keyName: string;
  /** Live capability areas (areas retired since creation are dropped here, kept on the record). */
  capabilities: Capability[];
  readOnly: boolean;
  expires: string | null;
}

export type Principal = Person | KeyPrincipal;

/**
 * The person behind a route that only people reach (add-in, portal and Admin-role routes). The pipeline guarantees
 * it; a key reaching here would be a defect of the route table, so it fails loudly.
 */
export function personOf(p: Principal | null): Person {
  if (p?.kind !== 'person') throw new Error('this route is for people, not keys');
  return p;
}

/** How the change log names whoever acted. */
export interface Actor {
  actor: string;
  actorName?: string;
  keyId?: string;
}

export function actorOf(p: Principal): Actor {
  if (p.kind === 'key') return { actor: `API key ${p.keyName}`, keyId: p.keyId };
  // Work inside a client names the partner too (DESIGN §11: "via <partner name>").
  if (p.insideClient && p.partner) return { actor: p.email, actorName: `${p.name} via ${p.partner.partnerName}` };
  return { actor: p.email, actorName: p.name };
}

export const PLATFORM_ACTOR: Actor = { actor: 'Service operator' };
