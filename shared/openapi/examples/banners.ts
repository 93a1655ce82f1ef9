import { ADMIN, type Examples, LATER, WHEN } from './contoso.js';

/** Banners (a campaign below or above the signature, for a time) and footers (legal text under every signature). */

const BANNER_INPUT = {
  name: 'Hannover Messe 2026',
  html: '<a href="https://www.contoso.com/events/hannover-messe"><img src="https://signatures.contoso.com/assets/hannover-messe.png" alt="Meet Contoso at Hannover Messe, 20 to 24 April, hall 7" width="600" height="100"></a>',
  active: true,
  startsAt: '2026-04-01T00:00:00.000Z',
  endsAt: '2026-04-24T23:59:59.000Z',
  audience: { attribute: 'department', operator: 'in', value: ['Sales', 'Marketing'] },
  position: 'below',
};
const BANNER = { id: 'b_h4n2m8s6q0', kind: 'banner', ...BANNER_INPUT, createdAt: WHEN, updatedAt: WHEN, updatedBy: ADMIN };

const FOOTER_INPUT = {
  name: 'Contoso GmbH legal notice',
  html: '<p style="font-size:10px;color:#6b7280">Contoso GmbH, Leopoldstrasse 250, 80807 Munich. Registered at Munich local court, HRB 123456. Managing director: Katja Berger.</p>',
  active: true,
  audience: { attribute: 'country', operator: 'equals', value: 'Germany' },
};
const FOOTER = {
  id: 'b_f9l2g7k3d1',
  kind: 'footer',
  ...FOOTER_INPUT,
  startsAt: null,
  endsAt: null,
  position: 'below',
  createdAt: WHEN,
  updatedAt: LATER,
  updatedBy: ADMIN,
};

export const BANNER_EXAMPLES: Examples = {
  'GET /api/admin/banners': { response: { banners: [BANNER] } },
  'POST /api/admin/banners': { request: BANNER_INPUT, response: BANNER },
  'PUT /api/admin/banners/:id': {
    request: { ...BANNER_INPUT, endsAt: '2026-04-26T23:59:59.000Z' },
    response: { ...BANNER, endsAt: '2026-04-26T23:59:59.000Z', updatedAt: LATER },
  },
  'GET /api/admin/footers': { response: { footers: [FOOTER] } },
  'POST /api/admin/footers': { request: FOOTER_INPUT, response: FOOTER },
  'PUT /api/admin/footers/:id': {
    request: { ...FOOTER_INPUT, audience: { attribute: 'country', operator: 'in', value: ['Germany', 'Austria'] } },
    response: { ...FOOTER, audience: { attribute: 'country', operator: 'in', value: ['Germany', 'Austria'] } },
  },
};
