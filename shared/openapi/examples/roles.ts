import { type Examples, LENA, REPLY_TEMPLATE_ID, TEMPLATE_ID } from './contoso.js';

/** Which template new messages and replies take, delivery on or paused, and the signature a mailbox gets. */

const RECIPIENT = 'lena.vogel@contoso.com';

export const ROLE_EXAMPLES: Examples = {
  'PUT /api/admin/roles': {
    request: { new: TEMPLATE_ID, reply: REPLY_TEMPLATE_ID },
    response: { new: TEMPLATE_ID, reply: REPLY_TEMPLATE_ID },
  },
  'PUT /api/admin/signature-delivery': { request: { paused: true }, response: { paused: true } },
  'POST /api/admin/preview': {
    request: { templateId: TEMPLATE_ID, email: RECIPIENT },
    response: {
      html: '<p>Lena Vogel, from my script</p>',
      length: 33,
      limit: 102400,
      warnings: [],
      mailbox: { ...LENA, primary: RECIPIENT, groups: [{ id: 'b320ee12-b1cd-4cca-b648-a437be61c5cd', displayName: 'Sales Europe' }] },
    },
  },
};
