import { pipeline, Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { ProfileField } from '../profiles/schemas.js';
import { valueProblem } from '../profiles/validate.js';
import { attributeProblem, isImportableAttribute } from './attributes.js';
import { saying, type FoundError } from './row-errors.js';

/** More rows than this in one file are refused: split the file. */
export const MAX_ROWS = 100_000;
const MAX_CELL = 1_000;
/** A cell a spreadsheet would run as a formula: refused rather than stored (CSV injection). */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);
/**
 * A signed number written only with digits, spaces and the separators of phone numbers (`+44 20 7946 0001`): it
 * starts with `+` or `-` but names no function, cell or command, so no spreadsheet runs anything from it.
 */
const PLAIN_NUMBER = /^[+-][\d ().-]*$/;

/** Where a column's values go: a directory attribute, or a custom profile field. */
export type ColumnTarget = { kind: 'attribute'; name: string } | { kind: 'custom'; field: ProfileField };

/** A row that passed every check: the mailbox address and, by target, the value ('' removes the imported one). */
export interface ParsedRow {
  line: number;
  mail: string;
  attributes: Record<string, string>;
  custom: Record<string, string>;
}

export interface Columns {
  header: string[];
  targets: (ColumnTarget | null)[];
  errors: FoundError[];
}

/** The header's columns, each mapped to its target by its own name or by the remembered mapping. */
export function mapColumns(header: string[], fields: readonly ProfileField[], mapping: Readonly<Record<string, string>>): Columns {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const errors: FoundError[] = [];
  if ((header[0] ?? '').trim().toLowerCase() !== 'mail') {
    errors.push({ row: 1, column: header[0] ?? null, code: 'missing_mail', ...saying('missingMail') });
  }
  const targets = header.map((raw, i): ColumnTarget | null => {
    if (i === 0) return null;
    const name = raw.trim();
    const target = Object.hasOwn(mapping, name) ? mapping[name] : name;
    if (isImportableAttribute(target)) return { kind: 'attribute', name: target };
    const field = byKey.get(target);
    if (field) return { kind: 'custom', field };
    errors.push({
      row: 1,
      column: raw,
      code: 'unknown_column',
      ...saying('unknownColumn', { column: raw }),
    });
    return null;
  });
  return { header, targets, errors };
}

/** Why a cell cannot be imported into its target, as a row error's code and sentence; null when it can. */
export function cellProblem(value: string, target: ColumnTarget): Omit<FoundError, 'row' | 'column'> | null {
  if (value === '') return null;
  if (FORMULA_START.has(value[0]) && !PLAIN_NUMBER.test(value)) return { code: 'formula_injection', ...saying('formula') };
  if (value.length > MAX_CELL) return { code: 'too_large', ...saying('cellTooLong', { most: String(MAX_CELL) }) };
  const problem = target.kind === 'attribute' ? attributeProblem(value) : valueProblem(target.field, value);
  return problem ? { code: 'invalid_value', ...saying('valueMisfits', { problem }) } : null;
}

/** Where the text stops being CSV the parser can read (an unclosed quote, a record over 64 kB). */
export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super('The file is not valid CSV');
  }
}

/** A CSV file: its text or bytes whole, or its bytes as they come (a blob being downloaded). */
export type CsvSource = string | Buffer | AsyncIterable<string | Buffer>;

/** The records of a CSV file, one at a time as the parser reads them, with the line each ends on and the bytes read. */
export async function* csvRecords(source: CsvSource): AsyncIterable<{ line: number; bytes: number; cells: string[] }> {
  const input = typeof source === 'string' || Buffer.isBuffer(source) ? Readable.from([source]) : Readable.from(source);
  const parser = parse({
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    relax_quotes: true,
    info: true,
    max_record_size: 64 * 1024,
  });
  // A failure reading the file (storage) reaches the parser, and so the walk; the callback has nothing to add.
  pipeline(input, parser, () => undefined);
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number; bytes: number } }>) {
      yield { line: info.lines, bytes: info.bytes, cells: record };
    }
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    if (typeof line === 'number' && (err as { code?: string }).code?.startsWith('CSV_')) throw new CsvSyntaxError(line);
    throw err;
  } finally {
    // A walk stopped early (a refusal, a save another instance won) lets go of the file it was reading.
    input.destroy();
  }
}
