import { ADMIN, type Examples, LATER, LENA, REPLY_TEMPLATE_ID, WHEN } from './contoso.js';

/** Automatic (out-of-office) replies: who has them on, and switching them on or off for someone. */

const LENA_AWAY = {
  mailbox: LENA.mail,
  displayName: LENA.displayName,
  enabled: true,
  start: '2026-03-09T17:00:00.000Z',
  end: '2026-03-23T08:00:00.000Z',
  contact: 'alex.wilber@contoso.com',
  out: true,
  templateId: REPLY_TEMPLATE_ID,
  version: 2,
  updatedAt: LATER,
  updatedBy: ADMIN,
};

export const AUTOMATIC_REPLY_EXAMPLES: Examples = {
  'GET /api/admin/automatic-replies': {
    response: {
      people: [
        LENA_AWAY,
        {
          mailbox: 'diego.siciliani@contoso.com',
          displayName: 'Diego Siciliani',
          enabled: true,
          start: null,
          end: null,
          contact: null,
          out: true,
          templateId: REPLY_TEMPLATE_ID,
          version: 2,
          updatedAt: WHEN,
          updatedBy: 'diego.siciliani@contoso.com',
        },
      ],
    },
  },
  'PUT /api/admin/automatic-replies/:email': {
    request: { enabled: true, start: LENA_AWAY.start, end: LENA_AWAY.end, contact: LENA_AWAY.contact },
    response: LENA_AWAY,
  },
};
