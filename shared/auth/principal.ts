import type { Capability, PartnerRole, Role } from './roles.js';
import type { VerifiedToken } from './token.js';

/** A person whose token was verified (see `VerifiedToken`), as the pipeline's steps fill them in. */
export interface Person extends VerifiedToken {
  kind: 'person';
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
interface PartnerSeat {
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

/** How the change log names whoever acted. */
export interface Actor {
  actor: string;
  actorName?: string;
  keyId?: string;
}

/** How the change log names a key or a person acting on their own organisation (a partner's work inside a client is named by shared/partner). */
export function actorOf(p: Principal): Actor {
  if (p.kind === 'key') return { actor: `API key ${p.keyName}`, keyId: p.keyId };
  return { actor: p.email, actorName: p.name };
}

export const PLATFORM_ACTOR: Actor = { actor: 'Service operator' };
