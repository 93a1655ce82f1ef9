import { DIRECTORY_PLACEHOLDERS, SERVICE_PLACEHOLDERS } from '../rendering/placeholders.js';
import type { ProfileField } from './schemas.js';

interface PlaceholderGroup {
  group: string;
  placeholders: { placeholder: string; label: string; section?: string }[];
}

/** What the editors offer: directory attributes, the sender's, the organisation's enabled profile fields, the vCard link. */
export function placeholderGroups(fields: readonly ProfileField[]): PlaceholderGroup[] {
  return [
    {
      group: 'Directory',
      placeholders: DIRECTORY_PLACEHOLDERS.map(({ name, label }) => ({
        placeholder: `{{${name}}}`,
        label,
        section: `{{#${name}}}…{{/${name}}}`,
      })),
    },
    {
      group: 'Sender (shared mailboxes)',
      placeholders: DIRECTORY_PLACEHOLDERS.map(({ name, label }) => ({ placeholder: `{{sender.${name}}}`, label: `Sender: ${label}` })),
    },
    {
      group: 'User profile',
      placeholders: fields.flatMap((f) => [
        { placeholder: `{{custom.${f.key}}}`, label: f.label, section: `{{#custom.${f.key}}}…{{/custom.${f.key}}}` },
        { placeholder: `{{sender.custom.${f.key}}}`, label: `Sender: ${f.label}` },
      ]),
    },
    {
      group: 'Contact card and photo',
      placeholders: SERVICE_PLACEHOLDERS.map(({ name, label }) => ({
        placeholder: `{{${name}}}`,
        label,
        section: `{{#${name}}}…{{/${name}}}`,
      })),
    },
    {
      group: 'Out of office (automatic replies)',
      placeholders: [
        { placeholder: '{{ooo.until}}', label: 'The day the person is back', section: '{{#ooo.until}}…{{/ooo.until}}' },
        { placeholder: '{{ooo.contact}}', label: 'Whom to contact meanwhile', section: '{{#ooo.contact}}…{{/ooo.contact}}' },
      ],
    },
  ];
}
