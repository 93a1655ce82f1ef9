import type { PartnerRole } from './partnerQueries';

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

const ACTION_WORDS: Record<string, string> = {
  'agreement.accepted': 'Accepted the partner agreement',
  'staff.added': 'Added a staff member',
  'staff.changed': 'Changed a staff role',
  'staff.removed': 'Removed a staff member',
  'invite.created': 'Invited a client',
  'invite.revoked': 'Revoked an invitation',
  'invite.accepted': 'A client accepted an invitation',
  'transfer.requested': 'Requested a takeover',
  'transfer.approved': 'A takeover was approved',
  'transfer.declined': 'A takeover was declined',
  'client.linked': 'Began managing a client',
  'client.released': 'Released a client to direct billing',
  'client.revoked': 'A client ended the relationship',
  'client.work': 'Worked inside a client',
  'billing.seats_synced': 'Synchronised the billed seats',
  'billing.profile_saved': 'Saved the billing profile',
};

export const actionWords = (action: string) => ACTION_WORDS[action] ?? action;
