import type { Directory, DirectoryUser } from '../directory/types.js';
import type { ProfileField } from '../profiles/schemas.js';
import { cellProblem, csvRecords, CsvSyntaxError, mapColumns, MAX_ROWS, type ColumnTarget, type CsvSource } from './csv.js';
import type { ImportCounts, ImportLayer, MailboxChange } from './schemas.js';
import { saying, type FoundError } from './row-errors.js';
import type { ImportStore } from './store.js';

/**
 * Rows whose layers are read and written together: bounds what one import holds in memory besides the addresses it
 * saw. Layers are spread over partitions and a transaction holds one partition's, so a larger chunk fills them better.
 */
const CHUNK = 500;
/** Mailboxes looked up in the directory at once (each is a Graph request). */
const LOOKUPS_AT_ONCE = 100;
/**
 * An organisation with at most this many import layers has them all read at the start of a walk (one query), rather
 * than a chunk's at a time: bounded like a chunk, and a first import reads its layers once.
 */
const READ_ALL_UP_TO = 1_000;
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
  errors: FoundError[];
  errorCount: number;
  counts: ImportCounts;
}

/** How far a walk has read: rows past the header, bytes of the file, and the line every row up to has been settled. */
export interface WalkProgress {
  rows: number;
  bytes: number;
  line: number;
}

export interface WalkOptions {
  /** Rows ending on this line or before are read but left alone (an apply going on where it stopped). */
  after?: number;
  /** Told after each chunk is settled. */
  onProgress?: (progress: WalkProgress) => Promise<void>;
}

interface Pending {
  line: number;
  mail: string;
  cells: { target: ColumnTarget; value: string }[];
}

/** One pass over a CSV file: every row checked, its mailbox found, its change worked out; `onChunk` sees each chunk. */
export class ImportWalk {
  private readonly errors: FoundError[] = [];
  private errorCount = 0;
  private readonly seen = new Set<string>();
  private readonly counts: ImportCounts = { rows: 0, mailboxes: 0, values: 0 };

  constructor(
    private readonly tenantId: string,
    private readonly deps: {
      store: Pick<ImportStore, 'getMany' | 'allIfFew'>;
      directory: Pick<Directory, 'findMailbox'>;
      by: string;
      at: string;
      /** Layers read all at once up to this many (tests lower it). */
      readAllUpTo?: number;
    },
  ) {}

  /** Every layer of the organisation, when it has few enough to read at the start; else each chunk reads its own. */
  private known: Map<string, ImportLayer & { etag: string }> | null = null;

  private error(e: FoundError) {
    this.errorCount++;
    if (this.errors.length < LISTED) this.errors.push(e);
  }

  async run(
    source: CsvSource,
    fields: readonly ProfileField[],
    mapping: Readonly<Record<string, string>>,
    onChunk: (outcomes: RowOutcome[]) => Promise<void>,
    options: WalkOptions = {},
  ): Promise<WalkResult> {
    this.known = await this.deps.store.allIfFew(this.tenantId, this.deps.readAllUpTo ?? READ_ALL_UP_TO);
    try {
      await this.rows(source, fields, mapping, onChunk, options);
    } catch (err) {
      if (!(err instanceof CsvSyntaxError)) throw err;
      this.error({ row: err.line, column: null, code: 'invalid_csv', ...saying('unreadable', { line: String(err.line) }) });
    }
    return { errors: this.errors, errorCount: this.errorCount, counts: this.counts };
  }

  private async rows(
    source: CsvSource,
    fields: readonly ProfileField[],
    mapping: Readonly<Record<string, string>>,
    onChunk: (outcomes: RowOutcome[]) => Promise<void>,
    { after = 0, onProgress }: WalkOptions,
  ): Promise<void> {
    let header: string[] | null = null;
    let targets: (ColumnTarget | null)[] = [];
    let chunk: Pending[] = [];
    const progress: WalkProgress = { rows: 0, bytes: 0, line: 0 };
    const settle = async () => {
      await this.settle(chunk, onChunk);
      chunk = [];
      progress.rows = this.counts.rows;
      await onProgress?.(progress);
    };
    for await (const { line, bytes, cells } of csvRecords(source)) {
      progress.bytes = bytes;
      if (!header) {
        header = cells;
        const columns = mapColumns(cells, fields, mapping);
        targets = columns.targets;
        columns.errors.forEach((e) => this.error(e));
        if (columns.errors.length) break;
        continue;
      }
      if (++this.counts.rows > MAX_ROWS) {
        this.error({ row: line, column: null, code: 'too_large', ...saying('tooManyRows', { most: String(MAX_ROWS) }) });
        break;
      }
      if (line <= after) continue;
      const row = this.checked(line, header, targets, cells);
      progress.line = line;
      if (row) chunk.push(row);
      if (chunk.length === CHUNK) await settle();
    }
    if (chunk.length || progress.line > after) await settle();
  }

  private checked(line: number, header: string[], targets: (ColumnTarget | null)[], cells: string[]): Pending | null {
    const mail = (cells[0] ?? '').trim().toLowerCase();
    let ok = true;
    if (!mail) {
      this.error({ row: line, column: header[0], code: 'unknown_mailbox', ...saying('noAddress') });
      ok = false;
    }
    if (cells.length > header.length) {
      this.error({ row: line, column: null, code: 'invalid_value', ...saying('tooManyCells') });
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
    const found: (DirectoryUser | null)[] = [];
    for (let i = 0; i < chunk.length; i += LOOKUPS_AT_ONCE)
      found.push(
        ...(await Promise.all(chunk.slice(i, i + LOOKUPS_AT_ONCE).map((r) => this.deps.directory.findMailbox(this.tenantId, r.mail)))),
      );
    const rows: { row: Pending; id: string; address: string }[] = [];
    chunk.forEach((row, i) => {
      const user = found[i];
      if (!user) {
        this.error({
          row: row.line,
          column: 'mail',
          code: 'unknown_mailbox',
          ...saying('unknownMailbox', { mail: row.mail }),
        });
      } else if (this.seen.has(user.id)) {
        this.error({
          row: row.line,
          column: 'mail',
          code: 'duplicate_row',
          ...saying('duplicateRow', { mail: row.mail }),
        });
      } else {
        this.seen.add(user.id);
        rows.push({ row, id: user.id, address: (user.mail ?? row.mail).toLowerCase() });
      }
    });
    const layers =
      this.known ??
      (await this.deps.store.getMany(
        this.tenantId,
        rows.map((r) => r.id),
      ));
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
