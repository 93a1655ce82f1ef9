import { ADMIN, CONTOSO_HTML, CONTOSO_RENDERED, type Examples, KEY, LANGUAGE_BY, LATER, TEMPLATE_ID, VARIANTS, WHEN } from './contoso.js';

/** Templates: create, read, edit, drafts, versions, export and import, schedules and rollouts. */

const SCRIPT_HTML = '<p>{{displayName}}, from my script</p>';

const SUMMARY = {
  id: TEMPLATE_ID,
  name: 'Contoso standard',
  kind: 'signature',
  version: 3,
  hasDraft: false,
  draftState: null,
  roles: ['new'],
  tracking: true,
  createdAt: WHEN,
  updatedAt: LATER,
  updatedBy: ADMIN,
};
const TEMPLATE = { ...SUMMARY, html: CONTOSO_HTML, external: null, variants: VARIANTS, languageBy: LANGUAGE_BY, draft: null };
const PUBLISHED = { ...TEMPLATE, version: 4, updatedBy: KEY, workingCopyCleared: false };
const DRAFT = {
  html: CONTOSO_HTML.replace('contoso.com</a>', 'contoso.com</a> | Visit us at Hannover Messe, hall 7'),
  external: null,
  variants: VARIANTS,
  languageBy: LANGUAGE_BY,
  state: 'saved',
  updatedAt: LATER,
  updatedBy: ADMIN,
  submittedAt: null,
  submittedBy: null,
  note: null,
};
const HTML_EDIT = { html: CONTOSO_HTML, variants: VARIANTS, languageBy: LANGUAGE_BY };
const ROLLOUT_GATES = { percentage: 10, minHours: 24, minApplies: 50, maxFailureRateIncrease: 0.02, autoPromote: true };
const ROLLOUT = {
  templateId: TEMPLATE_ID,
  state: 'running',
  gates: ROLLOUT_GATES,
  startedBy: ADMIN,
  startedAt: WHEN,
  baseVersion: 3,
  candidateVersion: 4,
  decidedAt: null,
  decidedBy: null,
  reason: null,
  results: {
    current: { version: 3, applied: 1840, failed: 4, skipped: 12, failureRate: 0.0022 },
    candidate: { version: 4, applied: 212, failed: 0, skipped: 1, failureRate: 0 },
  },
  next: { action: 'wait', at: '2026-03-03T09:30:00.000Z', reason: 'The new version has run for 6 of the 24 hours it needs' },
};
const SCHEDULE = {
  templateId: TEMPLATE_ID,
  templateName: 'Contoso standard',
  publishAt: '2026-04-01T07:00:00.000Z',
  state: 'pending',
  bookedBy: ADMIN,
  bookedAt: LATER,
  version: null,
  reason: null,
  rollout: null,
};
const VERSIONS = {
  current: 3,
  versions: [
    { version: 3, publishedAt: LATER, publishedBy: ADMIN, source: 'publish', fromVersion: null, length: 742 },
    { version: 2, publishedAt: '2026-03-05T11:12:40.000Z', publishedBy: ADMIN, source: 'draft', fromVersion: null, length: 730 },
    { version: 1, publishedAt: WHEN, publishedBy: ADMIN, source: 'create', fromVersion: null, length: 701 },
  ],
};
const EXPORTED = {
  format: 'signature-template',
  formatVersion: 1,
  exportedAt: LATER,
  template: { name: 'Contoso standard', html: CONTOSO_HTML, tracking: true, variants: VARIANTS, languageBy: LANGUAGE_BY },
  images: [
    {
      name: 'Contoso-logo.png',
      contentType: 'image/png',
      base64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    },
  ],
};
const FINDING = {
  rule: 'image-alt',
  severity: 'warning',
  clients: ['outlook-windows', 'outlook-web'],
  message: 'The logo has no alternative text, so people who block images see nothing in its place.',
  line: 1,
  column: 212,
  start: 211,
  end: 268,
};

export const TEMPLATE_EXAMPLES: Examples = {
  'GET /api/admin/templates': {
    response: {
      templates: [SUMMARY, { ...SUMMARY, id: 't_r7p2w4n6z0', name: 'Contoso replies', version: 1, roles: ['reply'], tracking: false }],
      signaturesPaused: false,
    },
  },
  'POST /api/admin/templates': {
    request: { name: 'From my script', html: SCRIPT_HTML, publish: true },
    response: {
      id: TEMPLATE_ID,
      name: 'From my script',
      kind: 'signature',
      version: 1,
      hasDraft: false,
      draftState: null,
      roles: [],
      tracking: false,
      createdAt: WHEN,
      updatedAt: WHEN,
      updatedBy: KEY,
      html: SCRIPT_HTML,
      external: null,
      variants: [],
      languageBy: { countries: {}, domains: {} },
      draft: null,
      warnings: [],
      published: true,
      publishWith: null,
      findings: [],
    },
  },
  'GET /api/admin/templates/deleted': {
    response: {
      retentionDays: 30,
      templates: [
        { id: 't_m2c8d4f6h0', name: 'Spring campaign 2025', deletedAt: WHEN, deletedBy: ADMIN, purgeAt: '2026-04-01T09:30:00.000Z' },
      ],
    },
  },
  'GET /api/admin/templates/:id': { response: TEMPLATE },
  'PUT /api/admin/templates/:id': { request: HTML_EDIT, response: { ...PUBLISHED, warnings: [], findings: [] } },
  'PATCH /api/admin/templates/:id': {
    request: { name: 'Contoso standard (2026)' },
    response: { ...TEMPLATE, name: 'Contoso standard (2026)' },
  },
  'POST /api/admin/templates/:id/duplicate': {
    request: { name: 'Contoso standard, Germany' },
    response: { ...TEMPLATE, id: 't_g5h7j9k1l3', name: 'Contoso standard, Germany', version: 1, roles: [], createdAt: LATER },
  },
  'POST /api/admin/templates/:id/restore': { response: TEMPLATE },
  'GET /api/admin/templates/:id/versions': { response: VERSIONS },
  'GET /api/admin/templates/:id/versions/:version/preview': {
    response: { html: CONTOSO_RENDERED, external: null, length: 742, limit: 102400, version: 2 },
  },
  'POST /api/admin/templates/:id/rollback': { request: { version: 2 }, response: PUBLISHED },
  'PUT /api/admin/templates/:id/draft': {
    request: { html: DRAFT.html, variants: VARIANTS, languageBy: LANGUAGE_BY },
    response: { ...TEMPLATE, hasDraft: true, draftState: 'saved', draft: DRAFT },
  },
  'DELETE /api/admin/templates/:id/draft': { response: TEMPLATE },
  'POST /api/admin/templates/:id/publish-draft': { response: { ...PUBLISHED, html: DRAFT.html, workingCopyCleared: true } },
  'GET /api/admin/templates/:id/export': { response: EXPORTED },
  'POST /api/admin/templates/import': {
    request: EXPORTED,
    response: { ...TEMPLATE, id: 't_q1w3e5r7t9', version: 1, roles: [], createdAt: LATER, findings: [] },
  },
  'GET /api/admin/template': { response: TEMPLATE },
  'PUT /api/admin/template': { request: HTML_EDIT, response: { ...PUBLISHED, warnings: [], findings: [] } },
  'GET /api/admin/versions': { response: VERSIONS },
  'POST /api/admin/rollback': { request: { version: 2 }, response: PUBLISHED },
  'PUT /api/admin/templates/:id/tracking': { request: { tracking: true }, response: TEMPLATE },
  'POST /api/admin/lint': {
    request: { templateId: TEMPLATE_ID, tracking: true },
    response: { findings: [FINDING], errors: 0, warnings: 1, length: { value: 742, limit: 102400, mailbox: null, estimated: true } },
  },
  'GET /api/admin/templates/:id/versions/:version/findings': { response: { findings: [FINDING], total: 1 } },
  'GET /api/admin/templates/:id/rollout': { response: ROLLOUT },
  'POST /api/admin/templates/:id/rollout/promote': {
    response: {
      ...ROLLOUT,
      state: 'promoted',
      decidedAt: LATER,
      decidedBy: 'person',
      reason: 'Promoted by megan.bowen@contoso.com',
      next: null,
    },
  },
  'POST /api/admin/templates/:id/rollout/rollback': {
    response: {
      ...ROLLOUT,
      state: 'rolled_back',
      decidedAt: LATER,
      decidedBy: 'person',
      reason: 'Rolled back by megan.bowen@contoso.com',
      next: null,
    },
  },
  'PUT /api/admin/templates/:id/schedule': {
    request: { ...HTML_EDIT, publishAt: '2026-04-01T07:00:00.000Z' },
    response: SCHEDULE,
  },
  'GET /api/admin/templates/:id/schedule': { response: { schedule: SCHEDULE } },
  'DELETE /api/admin/templates/:id/schedule': {
    response: { ...SCHEDULE, state: 'cancelled', reason: 'Cancelled by megan.bowen@contoso.com' },
  },
  'GET /api/admin/rollouts': {
    response: {
      rollouts: [{ templateId: TEMPLATE_ID, startedBy: ADMIN, startedAt: WHEN, percentage: 10, templateName: 'Contoso standard' }],
    },
  },
  'GET /api/admin/schedules': { response: { schedules: [SCHEDULE] } },
};
