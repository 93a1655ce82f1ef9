import type { Me } from '../api/queries';

const KEY = 'signature-portal.portal-user';

/** A portal user: someone with a role in the organisation, or a partner's staff member. */
export const isPortalUser = (me: Me) => me.role !== null || me.partner !== null;

/**
 * Whether `/me` said, the last time this tab asked it, that `account` is a portal user. A page's first queries wait for
 * `/me` only when it has not: asking `/me` is what makes an organisation's first person its Admin, so before that
 * answer a list could be refused to them. A later load of the tab asks them beside `/me`.
 */
export function wasPortalUser(account: string): boolean {
  return sessionStorage.getItem(KEY) === account;
}

export function rememberPortalUser(account: string, me: Me): void {
  if (isPortalUser(me)) sessionStorage.setItem(KEY, account);
  else sessionStorage.removeItem(KEY);
}
