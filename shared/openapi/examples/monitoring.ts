import { ADMIN, type Examples, LATER, TEMPLATE_ID, WHEN } from './contoso.js';

/** The change log, signature activity by mailbox and client, the directory audit, the message trail and the key surface. */

const APPLIED = {
  mailbox: 'lena.vogel@contoso.com',
  reportedBy: 'lena.vogel@contoso.com',
  type: 'new',
  outcome: 'applied',
  templateId: TEMPLATE_ID,
  version: 3,
  error: null,
  client: 'Outlook on Windows 16.0.18429',
  clientFamily: 'windows-classic',
  clientVersion: '16.0.18429',
  event: 'newMessage',
  reason: null,
  durationMs: 412,
  at: LATER,
  source: 'addin',
};
const FAILED = {
  ...APPLIED,
  mailbox: 'adele.vance@contoso.com',
  reportedBy: 'adele.vance@contoso.com',
  outcome: 'failed',
  error: 'The service did not answer in time.',
  reason: 'service_unreachable',
  durationMs: null,
};
const COUNTS = { applied: 5230, failed: 3, skipped: 12, failureRate: 0.0006, reasons: [], medianMs: 380, p95Ms: 910 };

export const MONITORING_EXAMPLES: Examples = {
  'GET /api/admin/log': {
    response: {
      entries: [
        {
          id: 'log_20260309140512_a1b2',
          at: LATER,
          actor: ADMIN,
          actorName: 'Megan Bowen',
          keyId: null,
          scope: 'template',
          action: 'template.published',
          target: TEMPLATE_ID,
          details: { version: 3, from: 2 },
          summary: 'Megan Bowen published version 3 of Contoso standard.',
          templateId: TEMPLATE_ID,
        },
        {
          id: 'log_20260302093000_c3d4',
          at: WHEN,
          actor: 'key:my script',
          actorName: null,
          keyId: 'k_7d2f9a4c1e',
          scope: 'tenant',
          action: 'roles.saved',
          target: null,
          details: { new: TEMPLATE_ID },
          summary: 'The key my script gave new messages the template Contoso standard.',
          templateId: null,
        },
      ],
      cursor: 'eyJhdCI6IjIwMjYtMDMtMDJUMDk6MzA6MDAuMDAwWiJ9',
    },
  },
  'GET /api/admin/activity': {
    response: {
      days: 7,
      mailboxes: [
        {
          mailbox: 'lena.vogel@contoso.com',
          applied: 182,
          failed: 0,
          skipped: 2,
          lastOutcome: 'applied',
          lastAt: LATER,
          lastClient: 'Outlook on Windows 16.0.18429',
          lastError: null,
        },
      ],
      feed: [APPLIED, FAILED],
      adoption: { mailboxes: 1250, applying: 1187, rate: 0.95 },
    },
  },
  'GET /api/admin/activity/events': { response: { events: [APPLIED, FAILED], cursor: null } },
  'GET /api/admin/activity/clients': {
    response: {
      days: 30,
      clients: [
        { ...COUNTS, client: 'windows-classic', label: 'Outlook for Windows (classic)', versions: [{ ...COUNTS, version: '16.0.18429' }] },
      ],
    },
  },
  'GET /api/admin/audit': {
    response: {
      mailboxes: 1250,
      syncFailure: null,
      leftOut: { external: 14, excluded: 22 },
      coverage: [
        { attribute: 'jobTitle', label: 'Job title', present: 1212, missing: 38, rate: 0.97 },
        { attribute: 'mobilePhone', label: 'Mobile phone', present: 890, missing: 360, rate: 0.71 },
      ],
    },
  },
  'GET /api/admin/trail': {
    response: {
      entries: [
        {
          at: LATER,
          mailbox: 'lena.vogel@contoso.com',
          source: 'server',
          messageId: '<PH0PR11MB4950.3A8F@PH0PR11MB4950.namprd11.prod.outlook.com>',
          templateId: TEMPLATE_ID,
          version: 3,
          ruleId: 'sales-europe',
          language: 'en',
          outcome: 'signed',
          type: 'new',
          domains: ['fabrikam.com'],
          explanation: 'Signed with Contoso standard, version 3, because Lena Vogel is in the group Sales Europe.',
        },
      ],
    },
  },
  'GET /api/admin/api-surface': {
    response: {
      baseUrl: 'https://signatures.contoso.com',
      operations: [
        {
          method: 'POST',
          path: '/api/admin/templates',
          capability: 'templates',
          write: true,
          publish: false,
          summary: 'Create a template',
          reachable: true,
          reason: null,
        },
      ],
      key: {
        id: 'k_7d2f9a4c1e',
        name: 'my script',
        access: ['templates', 'rules'],
        readOnly: false,
        expires: '2027-03-02T00:00:00.000Z',
        revoked: false,
      },
    },
  },
};
