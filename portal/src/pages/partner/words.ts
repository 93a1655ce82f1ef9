import type { PartnerRole } from './queries';

export { PARTNER_ROLES } from '../../../../shared/auth/vocabulary';

/** What each partner role may do, in the words the agreement and the staff page use. */
export const ROLE_WORDS: Record<PartnerRole, string> = {
  Owner: 'everything, including staff and the agreement',
  Admin: 'clients, invitations, takeovers, and work inside clients as their Admin',
  Technician: 'work inside clients as an Editor',
  Billing: 'consolidated billing and usage',
};

const STATE_WORDS: Record<string, string> = {
  active: 'Active',
  suspended: 'Suspended',
  pending_deletion: 'Being deleted',
  not_onboarded: 'Not connected',
  pending: 'Waiting for consent',
  accepted: 'Accepted',
  revoked: 'Revoked',
  expired: 'Expired',
  approved: 'Approved',
  declined: 'Declined',
  billed: 'Billed',
  trial: 'In trial',
};

/** A state the API names, in words; one this portal does not know is shown as the API spells it. */
export const stateWords = (state: string) => STATE_WORDS[state] ?? state.replace(/_/g, ' ');

export const viaWords = (via: 'invite' | 'transfer') => (via === 'invite' ? 'by invitation' : 'by takeover');
