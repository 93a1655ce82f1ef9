import { ADMIN, type Examples, LATER, WHEN } from './contoso.js';

/** Who is calling, the people who run the organisation's signatures, placeholders and the staff profile's fields. */

const PRONOUNS = {
  key: 'pronouns',
  label: 'Pronouns',
  help: 'Shown after your name, for example she/her.',
  type: 'choice',
  options: ['she/her', 'he/him', 'they/them'],
  maxLength: 20,
  enabled: true,
};
const { key: _key, ...PRONOUNS_EDIT } = PRONOUNS;

export const PEOPLE_EXAMPLES: Examples = {
  'GET /api/admin/me': {
    response: {
      user: null,
      key: { id: 'k_7d2f9a4c1e', name: 'my script', access: ['templates', 'rules'], readOnly: false, expires: '2027-03-02T00:00:00.000Z' },
      role: null,
      capabilities: ['templates', 'rules'],
      organisation: { id: '72f988bf-86f1-41af-91ab-2d7cd011db47', name: 'Contoso Ltd', state: 'active', domain: 'contoso.com' },
      partner: null,
      insideClient: null,
      partnerAgreementVersion: '2026-01',
    },
  },
  'GET /api/admin/users': {
    response: {
      users: [
        {
          oid: '8f2a6c1e-3b4d-4e5f-9a7b-2c1d0e9f8a7b',
          email: ADMIN,
          role: 'Admin',
          name: 'Megan Bowen',
          addedAt: WHEN,
          addedBy: 'setup',
          lastSeenAt: LATER,
        },
        { oid: null, email: 'alex.wilber@contoso.com', role: 'Marketing', name: null, addedAt: LATER, addedBy: ADMIN, lastSeenAt: null },
      ],
      grantable: ['Admin', 'Editor', 'Billing', 'Marketing'],
    },
  },
  'GET /api/admin/fields': {
    response: {
      groups: [
        {
          group: 'Person',
          placeholders: [
            { placeholder: '{{displayName}}', label: 'Display name' },
            { placeholder: '{{jobTitle}}', label: 'Job title' },
          ],
        },
        { group: 'Staff profile', placeholders: [{ placeholder: '{{profile.pronouns}}', label: 'Pronouns', section: 'Profile fields' }] },
      ],
    },
  },
  'GET /api/admin/profile-fields': { response: { fields: [PRONOUNS] } },
  'POST /api/admin/profile-fields': { request: PRONOUNS, response: PRONOUNS },
  'PUT /api/admin/profile-fields/:key': {
    request: { ...PRONOUNS_EDIT, options: ['she/her', 'he/him', 'they/them', 'ze/zir'] },
    response: { field: { ...PRONOUNS, options: ['she/her', 'he/him', 'they/them', 'ze/zir'] }, removedValues: 0 },
  },
  'DELETE /api/admin/profile-fields/:key': { response: { removedValues: 37 } },
  'POST /api/admin/profile-fields/:key/impact': {
    request: { ...PRONOUNS_EDIT, options: ['she/her', 'he/him'] },
    response: { removedValues: 4 },
  },
};
