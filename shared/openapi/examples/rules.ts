import { type Examples, REPLY_TEMPLATE_ID, TEMPLATE_ID } from './contoso.js';

/** Assignment rules: which template a mailbox gets, by directory attribute, group or recipients. */

const GERMANY_TEMPLATE_ID = 't_g5h7j9k1l3';
const SALES_EUROPE = { id: 'b320ee12-b1cd-4cca-b648-a437be61c5cd', displayName: 'Sales Europe' };

const RULES = [
  {
    id: 'germany',
    name: 'Offices in Germany and Austria',
    attribute: 'country',
    operator: 'in',
    value: ['Germany', 'Austria'],
    new: GERMANY_TEMPLATE_ID,
    reply: GERMANY_TEMPLATE_ID,
  },
  {
    id: 'sales-europe',
    name: 'Sales Europe group',
    attribute: 'group',
    operator: 'memberOf',
    value: SALES_EUROPE.id,
    new: TEMPLATE_ID,
    reply: REPLY_TEMPLATE_ID,
  },
  {
    id: 'internal-only',
    name: 'Short signature inside Contoso',
    attribute: 'recipients',
    operator: 'allInternal',
    value: true,
    new: null,
    reply: REPLY_TEMPLATE_ID,
  },
];

export const RULE_EXAMPLES: Examples = {
  'GET /api/admin/rules': { response: { rules: RULES, groups: [SALES_EUROPE] } },
  'PUT /api/admin/rules': { request: { rules: RULES }, response: { rules: RULES, groups: [SALES_EUROPE] } },
};
