import { type Examples, TEMPLATE_ID } from './contoso.js';

/** Clicks on the tracked links of signatures: by link, over time, by device, client and referrer. */

const DAILY = [
  { date: '2026-03-01', clicks: 41 },
  { date: '2026-03-02', clicks: 118 },
  { date: '2026-03-03', clicks: 96 },
];
const SPREAD = {
  days: 30,
  from: '2026-02-01',
  to: '2026-03-02',
  totalClicks: 255,
  daily: DAILY,
  devices: [
    { name: 'Desktop', clicks: 171 },
    { name: 'Mobile', clicks: 84 },
  ],
  clients: [
    { name: 'Outlook', clicks: 149 },
    { name: 'Gmail', clicks: 62 },
    { name: 'Apple Mail', clicks: 44 },
  ],
  referrers: [
    { name: 'outlook.office.com', clicks: 58 },
    { name: 'mail.google.com', clicks: 31 },
  ],
  hourOfDay: [
    [0, 0, 0, 0, 0, 0, 1, 4, 12, 18, 16, 11, 7, 9, 14, 13, 10, 6, 3, 2, 1, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 2, 5, 14, 21, 17, 12, 8, 10, 12, 11, 9, 5, 2, 1, 0, 0, 0, 0],
  ],
  applies: 18240,
  clicksPer1000: 14,
};
const BOOKING = { slug: 'k7m2p9', target: 'https://www.contoso.com/book-a-demo', templateId: TEMPLATE_ID };

export const ANALYTICS_EXAMPLES: Examples = {
  'GET /api/admin/links': {
    response: { days: 30, links: [{ ...BOOKING, templateName: 'Contoso standard', clicks: 255, trend: DAILY }] },
  },
  'GET /api/admin/links/overview': {
    response: { ...SPREAD, campaigns: [{ templateId: TEMPLATE_ID, templateName: 'Contoso standard', clicks: 255 }] },
  },
  'GET /api/admin/links/detail/:slug': { response: { ...SPREAD, link: BOOKING } },
};
