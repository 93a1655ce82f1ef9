import type { ChangeEntry } from './schemas.js';

/** The columns of the CSV export, in order; `details` is the entry's details as JSON. */
export const CSV_COLUMNS = ['id', 'at', 'actor', 'actorName', 'keyId', 'scope', 'action', 'target', 'summary', 'details'] as const;

/**
 * A spreadsheet reads a cell that starts with one of these as a formula (CSV injection): such a cell is written with
 * a leading apostrophe, which spreadsheets show as text and do not evaluate.
 */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);

/** One CSV cell (RFC 4180): always quoted, quotes doubled, a formula's first character defused. */
export function csvCell(value: string | null): string {
  const text = value ?? '';
  const safe = text !== '' && FORMULA_START.has(text[0]) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const cellsOf = (e: ChangeEntry): (string | null)[] => [
  e.id,
  e.at,
  e.actor,
  e.actorName,
  e.keyId,
  e.scope,
  e.action,
  e.target,
  e.summary,
  e.details ? JSON.stringify(e.details) : null,
];

const csvRow = (cells: readonly (string | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The CSV export: a header row, then one row per entry, CRLF line ends; one part per page read. */
export async function* csvOf(pages: AsyncIterable<readonly ChangeEntry[]>): AsyncGenerator<string> {
  yield csvRow(CSV_COLUMNS);
  for await (const page of pages) yield page.map((e) => csvRow(cellsOf(e))).join('');
}

/** The JSON Lines export: one entry (as the log answers it, without its portal link) per line; one part per page read. */
export async function* jsonLinesOf(pages: AsyncIterable<readonly ChangeEntry[]>): AsyncGenerator<string> {
  for await (const page of pages) yield page.map(({ templateId: _link, ...e }) => `${JSON.stringify(e)}\n`).join('');
}
