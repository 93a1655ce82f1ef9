import { type Examples, LATER, LENA } from './contoso.js';

/** Privacy: how long data is kept, and a person's data found, exported and erased. */

const PERSON = { asked: LENA.mail, addresses: [LENA.mail, 'lena.schmidt@contoso.com'], objectIds: [LENA.id] };
const RETENTION = {
  kinds: [
    { kind: 'click-events', days: 90, min: 1, max: 90, records: 18342 },
    { kind: 'apply-reports', days: 30, min: 1, max: 90, records: 5120 },
    { kind: 'message-trail', days: 30, min: 1, max: 90, records: 41877 },
    { kind: 'kept-messages', days: 7, min: 1, max: 7, records: 12 },
    { kind: 'change-log', days: 3650, min: 365, max: 3650, records: 2904 },
    { kind: 'exports', days: 7, min: 1, max: 7, records: 1 },
  ],
};
const COUNTS: [string, string, number][] = [
  [
    'directory',
    'The attributes the service copies from your Microsoft Entra ID directory each night (name, job title, department, addresses, phone numbers). The directory is the source: the copy follows it and is not erased here.',
    1,
  ],
  [
    'roles',
    'Their role in the portal (Admin, Editor, Billing, Marketing), their name and address as signed in, and when they last signed in.',
    0,
  ],
  ['profile-values', 'The values of your custom profile fields typed for their mailbox, who typed them and when.', 2],
  ['photos', 'Their photo as copied from the directory and any photo they uploaded themselves, with when it last changed.', 1],
  [
    'apply-reports',
    'Reports that a signature was applied, skipped or failed for their mailbox (the mail client, its version, the outcome and why), the daily counts and last outcome kept for their mailbox, and reports they sent for shared mailboxes.',
    14,
  ],
  [
    'message-trail',
    'For each message sent from their mailbox: when, the template and rule that decided its signature, the outcome and why, and the domains (never the addresses) of its recipients.',
    233,
  ],
  [
    'kept-messages',
    'A message from their mailbox that a server-side check captured (kept for seven days at most), and what the relay did with it.',
    0,
  ],
  [
    'exclusions',
    'Whether their mailbox is on the exclusion list (with who listed it, when and why) and which listed groups they belong to.',
    0,
  ],
  ['contact-cards', 'The link to the contact card (vCard) their signature carries, which names their mailbox.', 1],
  [
    'authorship',
    'Where the organisation’s records name them as who made or changed them: templates, designs, banners, keys, webhooks, rollouts and values they typed for others. Erasure keeps the records and names the pseudonym instead.',
    3,
  ],
  [
    'notifications',
    'The alerts they are set to receive by e-mail as an Admin, and health digests owed to them while the mail service was out.',
    0,
  ],
  [
    'change-log',
    'Entries of the change log that name them: changes they made in the portal and changes made to their role or data. Erasure keeps the entries and replaces who they name by a pseudonym.',
    6,
  ],
  ['exports', 'Archives of their data made for requests about them (kept seven days at most), and when each was asked for.', 0],
];
const EXPORT = {
  id: 'x_4b8d2f6h9k',
  state: 'ready',
  progress: { done: 11, total: 11 },
  requestedAt: LATER,
  expiresAt: '2026-03-16T14:05:12.000Z',
  downloadedAt: null,
};

export const PRIVACY_EXAMPLES: Examples = {
  'GET /api/admin/privacy/retention': { response: RETENTION },
  'PUT /api/admin/privacy/retention': {
    request: { 'click-events': 30, 'apply-reports': 30 },
    response: { kinds: RETENTION.kinds.map((k) => (k.kind === 'click-events' ? { ...k, days: 30 } : k)) },
  },
  'GET /api/admin/people/:email/data': {
    response: {
      person: PERSON,
      kinds: COUNTS.map(([kind, describes, count]) => ({ kind, describes, count, erasable: kind !== 'directory' })),
      total: COUNTS.reduce((n, [, , count]) => n + count, 0),
      erased: false,
    },
  },
  'POST /api/admin/people/:email/export': {
    response: { ...EXPORT, state: 'running', progress: { done: 0, total: 11 } },
  },
  'GET /api/admin/exports/:id': { response: EXPORT },
  'DELETE /api/admin/people/:email/data': {
    response: {
      person: PERSON,
      pseudonym: 'Erased person 7f3a9c21d4',
      erasedAt: LATER,
      kinds: COUNTS.map(([kind, , count]) =>
        kind === 'directory'
          ? { kind, erased: 0, kept: 'Kept: it follows your Microsoft Entra ID directory' }
          : { kind, erased: count, kept: null },
      ),
      total: COUNTS.reduce((n, [kind, , count]) => n + (kind === 'directory' ? 0 : count), 0),
    },
  },
};
