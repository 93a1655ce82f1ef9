import { ADMIN, type Examples, LATER, TEMPLATE_ID, WHEN } from './contoso.js';

/** The brand kit (colours, font, logo, social links) and the asset library of images signatures show. */

const LOGO = { name: 'Contoso-logo.png', contentType: 'image/png', size: 8214, updatedAt: WHEN };
const KIT = {
  colours: { primary: '#0f6cbd', secondary: '#107c10', text: '#1f2937', muted: '#6b7280', background: '#ffffff' },
  font: "'Segoe UI', Arial, sans-serif",
  logo: { asset: 'Contoso-logo.png', width: 160, height: 40, alt: 'Contoso', link: 'https://www.contoso.com' },
  social: { linkedin: 'https://www.linkedin.com/company/contoso', youtube: 'https://www.youtube.com/@contoso' },
  iconColour: 'network',
  website: 'https://www.contoso.com',
  cta: { text: 'Book a demo', url: 'https://www.contoso.com/book-a-demo' },
};
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const BRAND_EXAMPLES: Examples = {
  'GET /api/admin/brand-kit': { response: { kit: KIT } },
  'PUT /api/admin/brand-kit': {
    request: { kit: KIT },
    response: { kit: KIT, rerendered: [{ id: TEMPLATE_ID, name: 'Contoso standard' }] },
  },
  'GET /api/admin/assets': {
    response: { assets: [LOGO, { name: 'Hannover-messe.png', contentType: 'image/png', size: 48120, updatedAt: LATER }] },
  },
  'GET /api/admin/asset/:name': { response: { ...LOGO, base64: PIXEL_PNG } },
  'PUT /api/admin/asset/:name': {
    request: { base64: PIXEL_PNG, contentType: 'image/png' },
    response: { ...LOGO, size: 70, updatedAt: LATER },
  },
  'POST /api/admin/asset/:name/dark-variant': {
    request: { style: 'outline' },
    response: { name: 'Contoso-logo.dark.png', contentType: 'image/png', size: 9120, updatedAt: LATER },
  },
  'GET /api/admin/doctor/context': {
    response: {
      clients: ['outlook-windows', 'outlook-mac', 'outlook-web', 'outlook-ios', 'outlook-android'],
      support: {
        'css-border-radius': {
          title: 'Rounded corners',
          url: 'https://www.caniemail.com/features/css-border-radius/',
          unsupported: ['outlook-windows'],
          note: 'Outlook for Windows shows square corners.',
        },
      },
      images: { 'Contoso-logo.png': { size: 8214, width: 160, height: 40, dark: 'vanishes', darkVariant: 'Contoso-logo.dark.png' } },
      knownPlaceholders: ['displayName', 'jobTitle', 'department', 'mobilePhone', 'streetAddress', 'city', 'postalCode'],
      emptyShare: { mobilePhone: 0.29, jobTitle: 0.03 },
      mailboxes: 1250,
      longestValue: { jobTitle: 64, department: 38 },
      longest: { length: 2210, mailbox: 'christie.cline@contoso.com' },
      tracking: true,
    },
  },
};

const GROUP = {
  id: '4b1c9e2a-7d3f-4a8b-9c6e-1f2d3a4b5c6d',
  displayName: 'Warehouse staff',
  note: 'No external e-mail',
  addedBy: ADMIN,
  addedAt: WHEN,
  syncedAt: LATER,
  memberCount: 42,
};

/** Billing and the mailboxes left out of signatures (and of the bill). */
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
      monthlyCost: '€1,208.00',
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
      monthlySaving: '€1.00',
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
