/**
 * The organisation the examples describe (Contoso, a Microsoft sample company), its people and its main template, so
 * that examples across areas name the same ids, times and people.
 */
export type Examples = Readonly<Record<string, { request?: unknown; response?: unknown }>>;

export const TEMPLATE_ID = 't_k3v9q2m8x1';
export const REPLY_TEMPLATE_ID = 't_r7p2w4n6z0';
export const WHEN = '2026-03-02T09:30:00.000Z';
export const LATER = '2026-03-09T14:05:12.000Z';
export const ADMIN = 'megan.bowen@contoso.com';
export const KEY = 'key:my script';

export const CONTOSO_HTML =
  '<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937">' +
  '<strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso Ltd, {{streetAddress}}, {{city}} {{postalCode}}<br>' +
  '<a href="tel:{{mobilePhone}}">{{mobilePhone}}</a> | <a href="https://www.contoso.com">contoso.com</a></td></tr></table>';

export const CONTOSO_HTML_DE =
  '<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937">' +
  '<strong>{{displayName}}</strong><br>{{jobTitle}}, {{department}}<br>Contoso GmbH, {{streetAddress}}, {{postalCode}} {{city}}<br>' +
  '<a href="tel:{{mobilePhone}}">{{mobilePhone}}</a> | <a href="https://www.contoso.de">contoso.de</a></td></tr></table>';

export const CONTOSO_RENDERED =
  '<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="font-family:Segoe UI,Arial,sans-serif;font-size:13px;color:#1f2937">' +
  '<strong>Lena Vogel</strong><br>Sales Manager, Sales<br>Contoso Ltd, 1 Microsoft Way, Redmond 98052<br>' +
  '<a href="tel:+1 425 555 0109">+1 425 555 0109</a> | <a href="https://www.contoso.com">contoso.com</a></td></tr></table>';

export const LANGUAGE_BY = { countries: { Germany: 'de', Austria: 'de' }, domains: { 'contoso.de': 'de' } };
export const VARIANTS = [{ language: 'de', html: CONTOSO_HTML_DE }];

/** Lena Vogel's mailbox as the directory describes it. */
export const LENA = {
  id: '6e7b768e-07e2-4810-8459-485f84f8f204',
  userPrincipalName: 'lena.vogel@contoso.com',
  mail: 'lena.vogel@contoso.com',
  displayName: 'Lena Vogel',
  givenName: 'Lena',
  surname: 'Vogel',
  jobTitle: 'Sales Manager',
  department: 'Sales',
  companyName: 'Contoso Ltd',
  officeLocation: 'Redmond',
  streetAddress: '1 Microsoft Way',
  city: 'Redmond',
  state: 'WA',
  postalCode: '98052',
  country: 'United States',
  mobilePhone: '+1 425 555 0109',
  preferredLanguage: 'en-US',
  businessPhones: ['+1 425 555 0100'],
  userType: 'Member',
  accountEnabled: true,
  mailboxType: 'user',
};
