import type { DirectoryUser } from '../directory/types.js';
import { placeholdersOf } from '../rendering/template.js';
import type { ProfileField, ProfileValues } from '../profiles/schemas.js';
import { directoryValue, IMPORTABLE_ATTRIBUTES } from './attributes.js';
import type { ImportedValues, LayerRow } from './schemas.js';

const ATTRIBUTE_LABELS: Record<(typeof IMPORTABLE_ATTRIBUTES)[number], string> = {
  displayName: 'Display name',
  givenName: 'First name',
  surname: 'Last name',
  jobTitle: 'Job title',
  department: 'Department',
  companyName: 'Company',
  officeLocation: 'Office',
  streetAddress: 'Street address',
  city: 'City',
  state: 'State or province',
  postalCode: 'Postal code',
  country: 'Country or region',
  mobilePhone: 'Mobile phone',
  businessPhone: 'Business phone',
  preferredLanguage: 'Preferred language',
};

const pick = (...layers: [LayerRow['source'] & string, string | null][]) => {
  for (const [source, value] of layers) if (value !== null && value !== '') return { value, source };
  return { value: null, source: null };
};

/**
 * For each attribute and custom field of a mailbox: the value signatures use and which layer it comes from. The
 * layers in rising precedence: the directory (Entra ID), imported values (CSV and SCIM), and what the person saved
 * themselves in the fields the Admin lets them edit.
 */
export function layerRows(
  user: DirectoryUser,
  imported: ImportedValues | null,
  personal: ProfileValues,
  fields: readonly ProfileField[],
): LayerRow[] {
  const attributes = IMPORTABLE_ATTRIBUTES.map((name): LayerRow => {
    const directory = directoryValue(user, name);
    const importedValue = imported?.attributes[name] ?? null;
    return {
      name,
      label: ATTRIBUTE_LABELS[name],
      ...pick(['import', importedValue], ['directory', directory]),
      directory,
      imported: importedValue,
      person: null,
    };
  });
  const custom = fields.map((f): LayerRow => {
    const importedValue = imported?.custom[f.key] ?? null;
    const person = personal[f.key] ?? null;
    return {
      name: f.key,
      label: f.label,
      ...pick(['person', person], ['import', importedValue]),
      directory: null,
      imported: importedValue,
      person,
    };
  });
  return [...attributes, ...custom];
}

const listed = (items: readonly string[]) =>
  items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** Where values come from, as the sentences say it, in the order they are said. */
const FROM: readonly [NonNullable<LayerRow['source']>, string][] = [
  ['import', 'imported values, not from the directory'],
  ['person', 'what the person entered themselves'],
  ['directory', 'the directory'],
];

/**
 * Where each value came from, in sentences for the simulation and the message trail: the values a template uses when
 * `used` names them (its placeholders, see `valuesUsed`), else every value that does not simply come from the directory.
 */
export function layerSentence(rows: readonly LayerRow[], used?: ReadonlySet<string>): string | null {
  const shown = rows.filter((r) => r.source !== null && (used ? used.has(r.name) : r.source !== 'directory'));
  const sentences = FROM.flatMap(([source, words]) => {
    const labels = shown.filter((r) => r.source === source).map((r) => r.label.toLowerCase());
    return labels.length ? [`The ${listed(labels)} ${labels.length === 1 ? 'comes' : 'come'} from ${words}.`] : [];
  });
  return sentences.length ? sentences.join(' ') : null;
}

/** The attributes and custom field keys a template body fills for its own mailbox (`{{jobTitle}}`, `{{custom.pronouns}}`). */
export function valuesUsed(html: string): Set<string> {
  const names = placeholdersOf(html).filter((n) => !n.startsWith('sender.'));
  return new Set(names.map((n) => (n.startsWith('custom.') ? n.slice('custom.'.length) : n)));
}
