import type { ProfileField } from './schemas.js';

const DIRECTORY: [string, string][] = [
  ['displayName', 'Display name'],
  ['givenName', 'First name'],
  ['surname', 'Last name'],
  ['jobTitle', 'Job title'],
  ['department', 'Department'],
  ['companyName', 'Company'],
  ['officeLocation', 'Office'],
  ['email', 'E-mail address'],
  ['businessPhone', 'Business phone'],
  ['mobilePhone', 'Mobile phone'],
  ['streetAddress', 'Street address'],
  ['city', 'City'],
  ['state', 'State or province'],
  ['postalCode', 'Postal code'],
  ['country', 'Country or region'],
];

export interface PlaceholderGroup {
  group: string;
  placeholders: { placeholder: string; label: string; section?: string }[];
}

/** What the editors offer: directory attributes, the sender's, the organisation's enabled profile fields, the vCard link. */
export function placeholderGroups(fields: readonly ProfileField[]): PlaceholderGroup[] {
  return [
    {
      group: 'Directory',
      placeholders: DIRECTORY.map(([name, label]) => ({ placeholder: `{{${name}}}`, label, section: `{{#${name}}}…{{/${name}}}` })),
    },
    {
      group: 'Sender (shared mailboxes)',
      placeholders: DIRECTORY.map(([name, label]) => ({ placeholder: `{{sender.${name}}}`, label: `Sender: ${label}` })),
    },
    {
      group: 'User profile',
      placeholders: fields.flatMap((f) => [
        { placeholder: `{{custom.${f.key}}}`, label: f.label, section: `{{#custom.${f.key}}}…{{/custom.${f.key}}}` },
        { placeholder: `{{sender.custom.${f.key}}}`, label: `Sender: ${f.label}` },
      ]),
    },
    { group: 'Contact card', placeholders: [{ placeholder: '{{vcardUrl}}', label: 'Link to the contact card (vCard)' }] },
  ];
}
