import { useMessages } from '../../i18n/useMessages';
import { partnerMessages } from './partner.messages';
import type { PartnerRole } from './queries';

export { PARTNER_ROLES } from '../../../../shared/auth/vocabulary';

/** Each role's line in the staff page's list: its name in bold and what it may do. */
export const ROLE_LINES = { Owner: 'roleOwner', Admin: 'roleAdmin', Technician: 'roleTechnician', Billing: 'roleBilling' } as const;

/**
 * The partner console's shared words in the portal's language: a role's name, a state the API names (one this portal
 * does not know is shown as the API spells it), and how a client came to be managed.
 */
export function usePartnerWords() {
  const t = useMessages(partnerMessages);
  return {
    roleName: (role: PartnerRole) => t('roleName', { role }),
    state: (state: string) => t('state', { state, shown: state.replace(/_/g, ' ') }),
    via: (via: 'invite' | 'transfer') => t('via', { via }),
  };
}
