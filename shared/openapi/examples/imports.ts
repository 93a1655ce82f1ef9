import { ADMIN, type Examples, LATER, LENA } from './contoso.js';

/** CSV imports of attribute and custom field values: run, the last one, undo, and the remembered column mapping. */

const CSV =
  'mail,jobTitle,mobilePhone,pronouns\n' +
  'lena.vogel@contoso.com,Head of Sales,+1 425 555 0110,she/her\n' +
  'alex.wilber@contoso.com,Marketing Assistant,,he/him\n';
const COUNTS = { rows: 2, mailboxes: 2, values: 4 };
const LAST = { id: 'i_9c3e5g7j2m', at: LATER, by: ADMIN, counts: COUNTS, undone: false };
const MAPPING = { columns: { 'Job title': 'jobTitle', Mobile: 'mobilePhone', Pronouns: 'pronouns' } };

const ANSWER = {
  changes: [
    {
      mailbox: LENA.mail,
      values: [
        { name: 'jobTitle', from: null, to: 'Head of Sales' },
        { name: 'mobilePhone', from: null, to: '+1 425 555 0110' },
        { name: 'pronouns', from: null, to: 'she/her' },
      ],
    },
    { mailbox: 'alex.wilber@contoso.com', values: [{ name: 'pronouns', from: 'they/them', to: 'he/him' }] },
  ],
  errors: [],
  applied: true,
  counts: COUNTS,
  truncated: false,
};
const JOB = { id: '5b1f7c2e-8a43-4d0e-9f61-2c7d3e9a4b10', dryRun: false, startedAt: LATER };

export const IMPORT_EXAMPLES: Examples = {
  'POST /api/admin/imports': { request: { csv: CSV }, response: ANSWER },
  'POST /api/admin/imports/jobs': {
    request: { csv: CSV },
    response: { ...JOB, state: 'running', progress: { phase: 'checking', rows: 0, total: null, percent: 0 }, answer: null },
  },
  'GET /api/admin/imports/jobs/:id': {
    response: { ...JOB, state: 'done', progress: { phase: 'applying', rows: 2, total: 2, percent: 100 }, answer: ANSWER },
  },
  'GET /api/admin/imports/last': { response: { last: LAST } },
  'POST /api/admin/imports/undo': { response: { ...LAST, undone: true } },
  'GET /api/admin/imports/mapping': { response: MAPPING },
  'PUT /api/admin/imports/mapping': { request: MAPPING, response: MAPPING },
};
