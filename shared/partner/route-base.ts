/** What every partner route shares: partner staff with a portal token only, never a key. */
export const partnerRoute = { auth: 'partner', keys: { exclude: 'non-tenant' } } as const;
