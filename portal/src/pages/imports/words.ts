import { isImportableAttribute } from '../../../../shared/imports/vocabulary.js';
import { IMPORT_MESSAGES } from '../../../../shared/imports/messages.js';
import { message, type Translate } from '../../i18n/useMessages';
import { importsMessages } from './imports.messages';
import type { LayerRow, RowError } from './queries';

export type ImportWords = Translate<keyof (typeof importsMessages)['messages']['en']>;
/** The service's catalogue of the directory attributes an import may fill: one list of their names in every language. */
export type AttributeWords = Translate<keyof (typeof IMPORT_MESSAGES)['messages']['en']>;

/** What a column or a change fills, as people read it: the attribute's or field's label, else the name as written. */
export type LabelOf = (name: string) => string;

export const labelsFrom =
  (attributes: AttributeWords, fields: readonly { key: string; label: string }[] | undefined): LabelOf =>
  (name) =>
    isImportableAttribute(name) ? attributes(name) : (fields?.find((f) => f.key === name)?.label ?? name);

/** Problems in the order of the file: line by line, the file's own (line 0) first, then by column as the header has them. */
export function inFileOrder(errors: readonly RowError[], header: readonly string[]): RowError[] {
  const column = (e: RowError) => (e.column === null ? -1 : header.indexOf(e.column));
  return [...errors].sort((a, b) => a.row - b.row || column(a) - column(b));
}

/** One problem in one sentence: where it is (line and column, by its label) and what is wrong there. */
export function problemWords(t: ImportWords, e: RowError, labelOf: LabelOf): string {
  const problem = lower(e.message.replace(/\.$/, ''));
  if (e.row === 0) return t('problemFile', { problem });
  if (e.column === null) return t('problemLine', { row: e.row, problem });
  if (e.column === 'mail') return t('problemMail', { row: e.row, problem });
  return t('problemColumn', { row: e.row, column: labelOf(e.column), problem });
}

/** A sentence the service wrote in English, continued after a colon (an address or a name it starts with stays as it is). */
const lower = (s: string) => (/^(?:The|This|From) /.test(s) ? s[0].toLowerCase() + s.slice(1) : s);

const SOURCES = { directory: 'fromDirectory', import: 'fromImport', person: 'fromPerson' } as const satisfies Record<
  NonNullable<LayerRow['source']>,
  Parameters<ImportWords>[0]
>;

/** Where a value comes from, in the portal's language (the people page's layer view shows it). */
export const sourceWords = (source: LayerRow['source']) => message(importsMessages, source ? SOURCES[source] : 'fromNowhere');
