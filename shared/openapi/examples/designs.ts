import { ADMIN, CONTOSO_RENDERED, type Examples, LANGUAGE_BY, LATER, TEMPLATE_ID, WHEN } from './contoso.js';

/** Designs: a signature built from blocks (logo, name, title, contact lines) instead of hand-written HTML. */

const text = (id: string, value: string, style = {}) => ({ id, type: 'text', text: value, hideWhenEmpty: true, style });
const DESIGN = {
  version: 1,
  page: { width: 520, font: "'Segoe UI', Arial, sans-serif", size: 13, colour: { brand: 'text' }, linkColour: { brand: 'primary' } },
  blocks: [
    {
      id: 'header',
      type: 'columns',
      left: [
        { id: 'logo', type: 'image', asset: 'Contoso-logo.png', alt: 'Contoso', width: 96, height: 24, link: 'https://www.contoso.com' },
      ],
      right: [
        text('name', '{{displayName}}', { bold: true, size: 15 }),
        text('title', '{{jobTitle}}, {{department}}'),
        text('phone', '{{mobilePhone}}', { colour: { brand: 'muted' } }),
      ],
      leftWidth: 120,
      gap: 16,
      valign: 'middle',
    },
    { id: 'rule', type: 'divider', colour: { brand: 'muted' }, thickness: 1 },
    text('address', 'Contoso Ltd, 1 Microsoft Way, Redmond, WA 98052', { size: 11, colour: { brand: 'muted' } }),
  ],
};
const STATE = { design: DESIGN, detached: false, variants: [], updatedAt: LATER, updatedBy: ADMIN };
const TEMPLATE = {
  id: TEMPLATE_ID,
  name: 'Contoso standard',
  kind: 'signature',
  version: 4,
  hasDraft: false,
  draftState: null,
  roles: ['new'],
  tracking: true,
  createdAt: WHEN,
  updatedAt: LATER,
  updatedBy: ADMIN,
  html: CONTOSO_RENDERED,
  external: null,
  variants: [],
  languageBy: LANGUAGE_BY,
  draft: null,
  design: STATE,
};

export const DESIGN_EXAMPLES: Examples = {
  'GET /api/admin/designs/gallery': {
    response: {
      designs: [
        {
          id: 'logo-left',
          name: 'Logo on the left',
          description: 'The logo beside name, title and phone, with the address under a thin line.',
          kind: 'signature',
          design: DESIGN,
          preview: CONTOSO_RENDERED,
          length: CONTOSO_RENDERED.length,
        },
      ],
    },
  },
  'POST /api/admin/designs/preview': {
    request: { design: DESIGN },
    response: { html: CONTOSO_RENDERED, length: CONTOSO_RENDERED.length, limit: 102400 },
  },
  'POST /api/admin/designs/templates': { request: { name: 'Contoso standard', galleryId: 'logo-left' }, response: TEMPLATE },
  'GET /api/admin/templates/:id/design': { response: { design: STATE } },
  'PUT /api/admin/templates/:id/design': { request: { design: DESIGN }, response: TEMPLATE },
  'POST /api/admin/templates/:id/design/detach': { request: {}, response: { ...STATE, detached: true } },
  'POST /api/admin/templates/:id/design/restore': { request: {}, response: TEMPLATE },
  'GET /api/admin/templates/:id/versions/:version/design': { response: { design: DESIGN, variants: [] } },
};
