import type { LayerRow, RowError } from './queries';

/** The directory attributes an import may fill, by their names in the file, with the labels people read. */
export const ATTRIBUTE_LABELS: Readonly<Record<string, string>> = {
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

/** What a column or a change fills, as people read it: the attribute's or field's label, else the name as written. */
export type LabelOf = (name: string) => string;

export const labelsFrom =
  (fields: readonly { key: string; label: string }[] | undefined): LabelOf =>
  (name) =>
    ATTRIBUTE_LABELS[name] ?? fields?.find((f) => f.key === name)?.label ?? name;

/** Problems in the order of the file: line by line, the file's own (line 0) first, then by column as the header has them. */
export function inFileOrder(errors: readonly RowError[], header: readonly string[]): RowError[] {
  const column = (e: RowError) => (e.column === null ? -1 : header.indexOf(e.column));
  return [...errors].sort((a, b) => a.row - b.row || column(a) - column(b));
}

/** One problem in one sentence: where it is (line and column, by its label) and what is wrong there. */
export function problemWords(e: RowError, labelOf: LabelOf): string {
  const what = e.message.replace(/\.$/, '');
  if (e.row === 0) return `The file: ${lower(what)}.`;
  const column = e.column === null ? '' : e.column === 'mail' ? ', mail column' : `, column “${labelOf(e.column)}”`;
  return `Line ${e.row}${column}: ${lower(what)}.`;
}

/** A sentence the service wrote, continued after a colon (an address or a name it starts with stays as it is). */
const lower = (s: string) => (/^(?:The|This|From) /.test(s) ? s[0].toLowerCase() + s.slice(1) : s);

const SOURCES: Record<NonNullable<LayerRow['source']>, string> = {
  directory: 'Directory',
  import: 'Imported',
  person: 'The person',
};

export const sourceWords = (source: LayerRow['source']) => (source ? SOURCES[source] : 'Not set anywhere');
