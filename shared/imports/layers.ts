import type { DirectoryUser } from '../directory/types.js';
import { translator } from '../i18n/catalogue.js';
import { formatLocale } from '../i18n/format.js';
import type { Language } from '../i18n/languages.js';
import type { ProfileField, ProfileValues } from '../profiles/schemas.js';
import { directoryValue, IMPORTABLE_ATTRIBUTES } from './attributes.js';
import { IMPORT_MESSAGES } from './messages.js';
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

/** Where each value the signature shows came from, in a sentence for the simulation in the reader's language. */
export function layerSentence(rows: readonly LayerRow[], language: Language = 'en'): string | null {
  const t = translator(IMPORT_MESSAGES, language);
  const isAttribute = (name: string): name is (typeof IMPORTABLE_ATTRIBUTES)[number] =>
    (IMPORTABLE_ATTRIBUTES as readonly string[]).includes(name);
  // English names them inside its sentence, in lower case; the others list them after a colon, as they are written.
  const labelOf = (r: LayerRow) => (isAttribute(r.name) ? t(r.name) : r.label);
  const imported = rows.filter((r) => r.source === 'import').map((r) => (language === 'en' ? labelOf(r).toLowerCase() : labelOf(r)));
  if (!imported.length) return null;
  const list = new Intl.ListFormat(formatLocale(language), { type: 'conjunction' }).format(imported);
  return t('fromImports', { count: imported.length, list });
}
