import type { Directory } from '../directory/types.js';
import type { ProfileField } from '../profiles/schemas.js';
import { cellProblem, csvRecords, CsvSyntaxError, mapColumns, MAX_ROWS, type ColumnTarget } from './csv.js';
import type { ImportCounts, ImportLayer, MailboxChange, RowError } from './schemas.js';
import type { ImportStore } from './store.js';

/** Rows looked up and written together: bounds what one import holds in memory besides the addresses it saw. */
const CHUNK = 100;
/** What an answer lists at most (the counts cover everything). */
export const LISTED = 1_000;

/** A row that passed its checks, with its mailbox found and its layer before and after. */
export interface RowOutcome {
  mailbox: string;
  before: ImportLayer | null;
  after: ImportLayer;
  change: MailboxChange;
}

export interface WalkResult {
  errors: RowError[];
  errorCount: number;
  counts: ImportCounts;
}

interface Pending {
  line: number;
  mail: string;
  cells: { target: ColumnTarget; value: string }[];
}

/** One pass over a CSV file: every row checked, its mailbox found, its change worked out; `onChunk` sees each chunk. */
export class ImportWalk {
  private readonly errors: RowError[] = [];
  private errorCount = 0;
  private readonly seen = new Set<string>();
  private readonly counts: ImportCounts = { rows: 0, mailboxes: 0, values: 0 };

  constructor(
    private readonly tenantId: string,
    private readonly deps: { store: ImportStore; directory: Pick<Directory, 'findMailbox'>; by: string; at: string },
  ) {}

  private error(e: RowError) {
    this.errorCount++;
    if (this.errors.length < LISTED) this.errors.push(e);
  }

  async run(
    text: string,
    fields: readonly ProfileField[],
    mapping: Readonly<Record<string, string>>,
    onChunk: (outcomes: RowOutcome[]) => Promise<void>,
  ): Promise<WalkResult> {
    try {
      await this.rows(text, fields, mapping, onChunk);
    } catch (err) {
      if (!(err instanceof CsvSyntaxError)) throw err;
      const message = `From line ${err.line} on the file cannot be read as CSV (a quote left open, or a row longer than 64 kB).`;
      this.error({ row: err.line, column: null, code: 'invalid_csv', message });
    }
    return { errors: this.errors, errorCount: this.errorCount, counts: this.counts };
  }

  private async rows(
    text: string,
    fields: readonly ProfileField[],
    mapping: Readonly<Record<string, string>>,
    onChunk: (outcomes: RowOutcome[]) => Promise<void>,
  ): Promise<void> {
    let header: string[] | null = null;
    let targets: (ColumnTarget | null)[] = [];
    let chunk: Pending[] = [];
    for await (const { line, cells } of csvRecords(text)) {
      if (!header) {
        header = cells;
        const columns = mapColumns(cells, fields, mapping);
        targets = columns.targets;
        columns.errors.forEach((e) => this.error(e));
        if (columns.errors.length) break;
        continue;
      }
      if (++this.counts.rows > MAX_ROWS) {
        this.error({ row: line, column: null, code: 'too_large', message: `The file has more than ${MAX_ROWS} rows; split it.` });
        break;
      }
      const row = this.checked(line, header, targets, cells);
      if (row) chunk.push(row);
      if (chunk.length === CHUNK) {
        await this.settle(chunk, onChunk);
        chunk = [];
      }
    }
    if (chunk.length) await this.settle(chunk, onChunk);
  }

  private checked(line: number, header: string[], targets: (ColumnTarget | null)[], cells: string[]): Pending | null {
    const mail = (cells[0] ?? '').trim().toLowerCase();
    let ok = true;
    if (!mail) {
      this.error({ row: line, column: header[0], code: 'unknown_mailbox', message: 'The row has no address in the mail column.' });
      ok = false;
    }
    if (cells.length > header.length) {
      this.error({ row: line, column: null, code: 'invalid_value', message: 'The row has more cells than the header has columns.' });
      ok = false;
    }
    const out: Pending['cells'] = [];
    targets.forEach((target, i) => {
      if (!target || i >= cells.length) return;
      const value = cells[i].trim();
      const problem = cellProblem(cells[i], target) ?? cellProblem(value, target);
      if (problem) {
        this.error({ row: line, column: header[i], ...problem });
        ok = false;
      } else out.push({ target, value });
    });
    return ok ? { line, mail, cells: out } : null;
  }

  private async settle(chunk: Pending[], onChunk: (outcomes: RowOutcome[]) => Promise<void>) {
    const found = await Promise.all(chunk.map((r) => this.deps.directory.findMailbox(this.tenantId, r.mail)));
    const rows: { row: Pending; id: string; address: string }[] = [];
    chunk.forEach((row, i) => {
      const user = found[i];
      if (!user) {
        this.error({
          row: row.line,
          column: 'mail',
          code: 'unknown_mailbox',
          message: `${row.mail} is not a mailbox of this organisation.`,
        });
      } else if (this.seen.has(user.id)) {
        this.error({
          row: row.line,
          column: 'mail',
          code: 'duplicate_row',
          message: `${row.mail} is on an earlier row of the file already.`,
        });
      } else {
        this.seen.add(user.id);
        rows.push({ row, id: user.id, address: (user.mail ?? row.mail).toLowerCase() });
      }
    });
    const layers = await this.deps.store.getMany(
      this.tenantId,
      rows.map((r) => r.id),
    );
    const outcomes: RowOutcome[] = [];
    for (const { row, id, address } of rows) {
      const stored = layers.get(id);
      const before = stored ? withoutEtag(stored) : null;
      const after = this.next(before, id, address, row);
      const values = changedValues(before, after);
      if (!values.length) continue;
      this.counts.mailboxes++;
      this.counts.values += values.length;
      outcomes.push({ mailbox: address, before, after, change: { mailbox: address, values } });
    }
    if (outcomes.length) await onChunk(outcomes);
  }

  private next(before: ImportLayer | null, id: string, address: string, row: Pending): ImportLayer {
    const attributes = { ...(before?.attributes ?? {}) };
    const custom = { ...(before?.custom ?? {}) };
    for (const { target, value } of row.cells) {
      const into = target.kind === 'attribute' ? attributes : custom;
      const key = target.kind === 'attribute' ? target.name : target.field.key;
      if (value === '') delete into[key];
      else into[key] = value;
    }
    return {
      id,
      address,
      attributes,
      custom,
      externalId: before?.externalId ?? null,
      active: before?.active ?? true,
      updatedAt: this.deps.at,
      updatedBy: this.deps.by,
    };
  }
}

const withoutEtag = ({ etag: _etag, ...layer }: ImportLayer & { etag: string }): ImportLayer => layer;

function changedValues(before: ImportLayer | null, after: ImportLayer): MailboxChange['values'] {
  const out: MailboxChange['values'] = [];
  for (const part of ['attributes', 'custom'] as const) {
    const from = before?.[part] ?? {};
    const to = after[part];
    for (const name of new Set([...Object.keys(from), ...Object.keys(to)])) {
      const a = from[name] ?? null;
      const b = to[name] ?? null;
      if (a !== b) out.push({ name, from: a, to: b });
    }
  }
  return out;
}
