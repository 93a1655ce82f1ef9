import { ADMIN, type Examples, WHEN } from './contoso.js';

/** The organisation's settings, server-side signing's setup and counts, alert recipients and webhooks. */

export const SETTINGS_EXAMPLES: Examples = {
  'GET /api/admin/settings': {
    response: {
      requireApproval: true,
      profileEditing: true,
      photoUpload: false,
      digestFrequency: 'weekly',
      serverSide: 'unsigned',
      serverSideMeetings: false,
      partnerDomains: ['fabrikam.com', 'northwindtraders.com'],
      trailRetentionDays: 30,
      threadSignature: 'oncePerThread',
      removeMobileFooters: true,
      defaultLanguage: 'de',
    },
  },
  'GET /api/admin/server-side': {
    response: {
      mode: 'unsigned',
      meetings: false,
      relayHost: 'relay.signatures.contoso.com',
      domains: ['contoso.com', 'contoso.de'],
      steps: [
        {
          id: 'connector',
          title: 'Send outgoing mail through the signing relay',
          explanation: 'Exchange Online sends mail that has no signature yet to the relay, which adds it and sends the message on.',
          script:
            'New-OutboundConnector -Name "Signatures" -ConnectorType OnPremises -SmartHosts relay.signatures.contoso.com -TlsSettings DomainValidation -TlsDomain relay.signatures.contoso.com -IsTransportRuleScoped $true',
        },
      ],
      counts: {
        days: 7,
        signed: 18240,
        unchanged: 3120,
        failed: 6,
        reasons: [
          { reason: 'add_in_signed', label: 'Already signed by the Outlook add-in', count: 2904 },
          { reason: 'encrypted', label: 'Encrypted messages', count: 216 },
        ],
        clients: [
          { client: 'ios', label: 'Outlook for iOS', signed: 5230, unchanged: 12, failed: 1 },
          { client: 'gmail', label: 'Gmail', signed: 140, unchanged: 0, failed: 0 },
        ],
      },
    },
  },
  'GET /api/admin/alerts': {
    response: {
      recipients: [
        { email: ADMIN, kinds: ['clientFailures', 'rolloutPaused', 'directorySync', 'relayPasses'] },
        { email: 'it-helpdesk@contoso.com', kinds: ['directorySync'] },
      ],
      configured: true,
    },
  },
  'GET /api/admin/webhooks': {
    response: {
      webhooks: [
        {
          id: 'wh_3n8b5v1c7x',
          url: 'https://hooks.contoso.com/signatures',
          events: ['changelog', 'alert'],
          createdAt: WHEN,
          createdBy: ADMIN,
        },
      ],
    },
  },
  'GET /api/admin/webhooks/:id/deliveries': {
    response: {
      deliveries: [
        {
          id: 'd_8k2m4p6r0t',
          event: 'changelog',
          state: 'delivered',
          attempts: 1,
          enqueuedAt: WHEN,
          lastAttemptAt: '2026-03-02T09:30:01.200Z',
          nextAttemptAt: null,
          status: 200,
          error: null,
          answer: '{"ok":true}',
        },
      ],
    },
  },
};
