/** What every partner route shares: its Function, partner staff with a portal token only, never a key. */
export const partnerRoute = { group: 'admin-partner', auth: 'partner', keys: { exclude: 'non-tenant' } } as const;
