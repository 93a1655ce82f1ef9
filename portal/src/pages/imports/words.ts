import type { LayerRow, RowError } from './queries';

/** Each problem kind as a sentence an administrator can act on. */
const PROBLEMS: Record<RowError['code'], string> = {
  unknown_mailbox: 'This address is not a mailbox of your organisation.',
  invalid_value: 'This value does not fit the field.',
  duplicate_row: 'This mailbox appears on more than one row; keep one row per mailbox.',
  formula_injection: 'This value starts like a spreadsheet formula, which is refused to keep spreadsheets safe.',
  unknown_column: 'This column is neither a directory attribute nor one of your profile fields.',
  too_large: 'The file is too large to import in one go.',
  missing_mail: 'The first column must be mail, the mailbox address.',
  invalid_csv: 'The file could not be read as CSV.',
};

export const problemSentence = (code: RowError['code']) => PROBLEMS[code];

/** Where a problem is: the line and the column, in words. */
export function problemPlace(e: RowError): string {
  if (e.row === 0) return 'The whole file';
  return e.column ? `Line ${e.row}, column ${e.column}` : `Line ${e.row}`;
}

const SOURCES: Record<NonNullable<LayerRow['source']>, string> = {
  directory: 'Directory',
  import: 'Imported',
  person: 'The person',
};

export const sourceWords = (source: LayerRow['source']) => (source ? SOURCES[source] : 'Not set anywhere');
