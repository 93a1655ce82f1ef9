import type { DirectoryUser } from '../directory/types.js';
import { SERVICE_PLACEHOLDER, type ServicePlaceholderName } from './vocabulary.js';

/** A directory placeholder: its name in a template, its label for people, and the directory attribute it reads. */
interface DirectoryPlaceholder {
  name: string;
  label: string;
  attribute: keyof DirectoryUser;
}

/**
 * The one list of directory placeholders: what a template may name (`{{jobTitle}}`, `{{sender.jobTitle}}`), what the
 * editors offer and warn about, what previews and signatures resolve, and the labels people see for the attributes.
 */
export const DIRECTORY_PLACEHOLDERS: readonly DirectoryPlaceholder[] = [
  { name: 'displayName', label: 'Display name', attribute: 'displayName' },
  { name: 'givenName', label: 'First name', attribute: 'givenName' },
  { name: 'surname', label: 'Last name', attribute: 'surname' },
  { name: 'jobTitle', label: 'Job title', attribute: 'jobTitle' },
  { name: 'department', label: 'Department', attribute: 'department' },
  { name: 'companyName', label: 'Company', attribute: 'companyName' },
  { name: 'officeLocation', label: 'Office', attribute: 'officeLocation' },
  { name: 'email', label: 'E-mail address', attribute: 'mail' },
  { name: 'businessPhone', label: 'Business phone', attribute: 'businessPhones' },
  { name: 'mobilePhone', label: 'Mobile phone', attribute: 'mobilePhone' },
  { name: 'streetAddress', label: 'Street address', attribute: 'streetAddress' },
  { name: 'city', label: 'City', attribute: 'city' },
  { name: 'state', label: 'State or province', attribute: 'state' },
  { name: 'postalCode', label: 'Postal code', attribute: 'postalCode' },
  { name: 'country', label: 'Country or region', attribute: 'country' },
];

/**
 * What the service placeholders are read from, once per view and only when a placeholder the body names needs it
 * (see `MailboxViews`, which reads them). An absent source leaves its placeholders empty.
 */
export interface ServiceSources {
  /** The contact card's link: the sender's card, minted on first use (the signature path), or the sample card (previews). */
  card?: string;
  /** The person's photo, if they have one. */
  photo?: { url: string; roundUrl: string } | null;
}
export type ServiceSource = keyof ServiceSources;

/** A placeholder the service fills per person: its name, its label, the source it is read from and its value there. */
interface ServicePlaceholder {
  name: ServicePlaceholderName;
  label: string;
  source: ServiceSource;
  /** Its value (none: the placeholder is empty, so a section `{{#name}}…{{/name}}` is left out). */
  value: (sources: ServiceSources) => string | undefined;
}

/** The one list of placeholders that are not directory attributes: values the service supplies per person (a link, a photo). */
export const SERVICE_PLACEHOLDERS: readonly ServicePlaceholder[] = [
  { name: SERVICE_PLACEHOLDER.card, label: 'Link to the contact card (vCard)', source: 'card', value: (s) => s.card },
  {
    name: SERVICE_PLACEHOLDER.photo,
    label: "Address of the person's photo (empty when there is none)",
    source: 'photo',
    value: (s) => s.photo?.url,
  },
  {
    name: SERVICE_PLACEHOLDER.roundPhoto,
    label: "Address of the person's photo cut round (empty when there is none)",
    source: 'photo',
    value: (s) => s.photo?.roundUrl,
  },
];

/** The service placeholders' values, by name, as far as they have one. */
export type ServiceValues = Partial<Record<ServicePlaceholderName, string>>;

/** Each service placeholder's value from what was read. */
export const serviceValues = (sources: ServiceSources): ServiceValues =>
  Object.fromEntries(SERVICE_PLACEHOLDERS.map((p) => [p.name, p.value(sources)]));

/** A person's value for a placeholder (a list attribute gives its first entry), or null. */
export function placeholderValue(p: DirectoryPlaceholder, u: Partial<DirectoryUser>): string | null {
  const v = u[p.attribute];
  if (Array.isArray(v)) return typeof v[0] === 'string' ? v[0] : null;
  return typeof v === 'string' ? v : null;
}

/** The label people see for a directory attribute: the placeholder's that reads it, else the attribute's own name. */
export const attributeLabel = (attribute: keyof DirectoryUser): string =>
  DIRECTORY_PLACEHOLDERS.find((p) => p.attribute === attribute)?.label ?? attribute;
