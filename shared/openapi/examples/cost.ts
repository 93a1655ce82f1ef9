import { ADMIN, type Examples, LATER, WHEN } from './contoso.js';

/** Billing and the mailboxes left out of signatures (and of the bill). */

const GROUP = {
  id: '4b1c9e2a-7d3f-4a8b-9c6e-1f2d3a4b5c6d',
  displayName: 'Warehouse staff',
  note: 'No external e-mail',
  addedBy: ADMIN,
  addedAt: WHEN,
  syncedAt: LATER,
  memberCount: 42,
};

export const COST_EXAMPLES: Examples = {
  'GET /api/admin/billing': {
    response: {
      subscriptionId: 'sub_1Q2w3E4r5T6y7U8i',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: '2026-04-01T00:00:00.000Z',
      seats: 1250,
      itemId: 'si_Pq9Rs8Tu7Vw6',
      card: { brand: 'visa', last4: '4242' },
      latestInvoice: {
        id: 'in_1Q2w3E4r5T',
        status: 'paid',
        amountDue: 125000,
        currency: 'eur',
        hostedUrl: 'https://invoice.stripe.com/i/acct_contoso/in_1Q2w3E4r5T',
      },
      updatedAt: WHEN,
      graceEndsAt: null,
      trialEndsAt: null,
      inTrial: false,
      consolidated: false,
      delivering: true,
      seatsToBill: 1208,
    },
  },
  'GET /api/admin/exclusions': {
    response: {
      mode: 'exclusion',
      mailboxes: [
        { address: 'scanner@contoso.com', note: 'Sends scanned documents', addedBy: ADMIN, addedAt: WHEN, resolves: true, billable: false },
      ],
      groups: [GROUP],
      totals: { directoryMailboxes: 1250, listed: 43, listedInDirectory: 42 },
      seatsBilled: 1208,
      monthlyCost: '€1,812.00',
      monthlyCostCents: 181200,
      currency: 'EUR',
    },
  },
  'POST /api/admin/exclusions': {
    request: { mailboxes: ['scanner@contoso.com', 'noreply@contoso.com'], note: 'Machines, not people' },
    response: { added: ['scanner@contoso.com', 'noreply@contoso.com'] },
  },
  'PUT /api/admin/exclusions/mode': { request: { mode: 'inclusion' }, response: { mode: 'inclusion' } },
  'GET /api/admin/exclusions/suggested': {
    response: {
      windowDays: 90,
      mailboxes: [{ address: 'reception@contoso.com', displayName: 'Reception', mailboxType: 'shared' }],
      monthlySaving: '€1.50',
      monthlySavingCents: 150,
      currency: 'EUR',
    },
  },
  'POST /api/admin/exclusions/groups': {
    request: { groupId: GROUP.id, note: 'No external e-mail' },
    response: { ...GROUP, members: ['diego.siciliani@contoso.com', 'isaiah.langer@contoso.com'] },
  },
  'DELETE /api/admin/exclusions/groups/:id': { response: { released: ['diego.siciliani@contoso.com', 'isaiah.langer@contoso.com'] } },
  'POST /api/admin/exclusions/groups/:id/sync': {
    response: { group: GROUP, stillInDirectory: true, added: ['lynne.robbins@contoso.com'], removed: [] },
  },
  'GET /api/admin/groups/search': {
    response: { groups: [{ id: GROUP.id, displayName: 'Warehouse staff', mail: 'warehouse@contoso.com' }] },
  },
};
