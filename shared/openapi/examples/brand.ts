import { type Examples, LATER, TEMPLATE_ID, WHEN } from './contoso.js';

/** The brand kit (colours, font, logo, social links) and the asset library of images signatures show. */

const LOGO = { name: 'Contoso-logo.png', contentType: 'image/png', size: 8214, updatedAt: WHEN };
const KIT = {
  colours: { primary: '#0f6cbd', secondary: '#107c10', text: '#1f2937', muted: '#6b7280', background: '#ffffff' },
  font: "'Segoe UI', Arial, sans-serif",
  logo: { asset: 'Contoso-logo.png', width: 160, height: 40, alt: 'Contoso', link: 'https://www.contoso.com' },
  social: { linkedin: 'https://www.linkedin.com/company/contoso', youtube: 'https://www.youtube.com/@contoso' },
  iconColour: 'network',
  website: 'https://www.contoso.com',
  cta: { text: 'Book a demo', url: 'https://www.contoso.com/book-a-demo' },
};
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const BRAND_EXAMPLES: Examples = {
  'GET /api/admin/brand-kit': { response: { kit: KIT } },
  'PUT /api/admin/brand-kit': {
    request: { kit: KIT },
    response: { kit: KIT, rerendered: [{ id: TEMPLATE_ID, name: 'Contoso standard' }] },
  },
  'GET /api/admin/assets': {
    response: { assets: [LOGO, { name: 'Hannover-messe.png', contentType: 'image/png', size: 48120, updatedAt: LATER }] },
  },
  'GET /api/admin/asset/:name': { response: { ...LOGO, base64: PIXEL_PNG } },
  'PUT /api/admin/asset/:name': {
    request: { base64: PIXEL_PNG, contentType: 'image/png' },
    response: { ...LOGO, size: 70, updatedAt: LATER },
  },
  'POST /api/admin/asset/:name/dark-variant': {
    request: { style: 'outline' },
    response: { name: 'Contoso-logo.dark.png', contentType: 'image/png', size: 9120, updatedAt: LATER },
  },
  'GET /api/admin/doctor/context': {
    response: {
      clients: ['outlook-windows', 'outlook-mac', 'outlook-web', 'outlook-ios', 'outlook-android'],
      support: {
        'css-border-radius': {
          title: 'Rounded corners',
          url: 'https://www.caniemail.com/features/css-border-radius/',
          unsupported: ['outlook-windows'],
          note: 'Outlook for Windows shows square corners.',
        },
      },
      images: { 'Contoso-logo.png': { size: 8214, width: 160, height: 40, dark: 'vanishes', darkVariant: 'Contoso-logo.dark.png' } },
      knownPlaceholders: ['displayName', 'jobTitle', 'department', 'mobilePhone', 'streetAddress', 'city', 'postalCode'],
      emptyShare: { mobilePhone: 0.29, jobTitle: 0.03 },
      mailboxes: 1250,
      longestValue: { jobTitle: 64, department: 38 },
      longest: { length: 2210, mailbox: 'christie.cline@contoso.com' },
      tracking: true,
    },
  },
};
