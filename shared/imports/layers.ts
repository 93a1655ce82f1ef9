import type { DirectoryUser } from '../directory/types.js';
import { translator } from '../i18n/catalogue.js';
import { formatLocale } from '../i18n/format.js';
import type { Language } from '../i18n/languages.js';
import { placeholdersOf } from '../rendering/template.js';
import type { ProfileField, ProfileValues } from '../profiles/schemas.js';
import { directoryValue, IMPORTABLE_ATTRIBUTES } from './attributes.js';
import { IMPORT_MESSAGES } from './messages.js';
import type { ImportedValues, LayerRow } from './schemas.js';

/** The attributes' names as the layer view shows them: the English of the catalogue that names them in every language. */
const ATTRIBUTE_LABELS = IMPORT_MESSAGES.messages.en;

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

/** What each source is said as: in the order the sentences say them, with their message's key. */
const FROM = [
  ['import', 'fromImports'],
  ['person', 'fromPerson'],
  ['directory', 'fromDirectory'],
] as const;

/** The rows the sentences speak of: the values `used` names, else every value that does not simply come from the directory. */
export const shownRows = (rows: readonly LayerRow[], used?: ReadonlySet<string>): LayerRow[] =>
  rows.filter((r) => r.source !== null && (used ? used.has(r.name) : r.source !== 'directory'));

/**
 * Where each value came from, in sentences for the simulation and the message trail, in the reader's language: the
 * values a template uses when `used` names them (its placeholders, see `valuesUsed`), else every value that does not
 * simply come from the directory.
 */
export function layerSentence(rows: readonly LayerRow[], opts: { used?: ReadonlySet<string>; language?: Language } = {}): string | null {
  const { used, language = 'en' } = opts;
  const t = translator(IMPORT_MESSAGES, language);
  const isAttribute = (name: string): name is (typeof IMPORTABLE_ATTRIBUTES)[number] =>
    (IMPORTABLE_ATTRIBUTES as readonly string[]).includes(name);
  // English names them inside its sentence, in lower case; the others list them after a colon, as they are written.
  const labelOf = (r: LayerRow) => {
    const label = isAttribute(r.name) ? t(r.name) : r.label;
    return language === 'en' ? label.toLowerCase() : label;
  };
  const shown = shownRows(rows, used);
  const lists = new Intl.ListFormat(formatLocale(language), { type: 'conjunction' });
  const sentences = FROM.flatMap(([source, key]) => {
    const labels = shown.filter((r) => r.source === source).map(labelOf);
    return labels.length ? [t(key, { count: labels.length, list: lists.format(labels) })] : [];
  });
  return sentences.length ? sentences.join(' ') : null;
}

/** A value a sentence speaks of, by name and source only (what the message trail keeps, never the value itself). */
export interface ShownSource {
  name: string;
  label: string;
  source: NonNullable<LayerRow['source']>;
}

/** Where the values kept as `ShownSource` came from, in sentences in `language` (null: none). */
export const shownSentence = (shown: readonly ShownSource[], language: Language): string | null =>
  layerSentence(
    shown.map((s) => ({ ...s, value: null, directory: null, imported: null, person: null })),
    { used: new Set(shown.map((s) => s.name)), language },
  );

/** The attributes and custom field keys a template body fills for its own mailbox (`{{jobTitle}}`, `{{custom.pronouns}}`). */
export function valuesUsed(html: string): Set<string> {
  const names = placeholdersOf(html).filter((n) => !n.startsWith('sender.'));
  return new Set(names.map((n) => (n.startsWith('custom.') ? n.slice('custom.'.length) : n)));
}
