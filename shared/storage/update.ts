import type { TableClient, TableEntityResult, UpdateMode } from '@azure/data-tables';
import { ApiError, refuse } from '../http/errors.js';
import { getOrNull, isConflict, isPreconditionFailed } from './entities.js';

/** What a mutation answers when the row should stay as it is. */
export const NO_CHANGE = Symbol('no change');
export type NoChange = typeof NO_CHANGE;

/** A row as read: its properties and the ETag the write will be conditioned on. */
type Current<T extends object> = TableEntityResult<T>;

interface Committed<T extends object> {
  /** The row's properties as this writer left them (for Merge: what it read with its patch applied). */
  value: T | null;
  /** The ETag of this writer's commit (or of the row as read when nothing changed; null when there is no row). */
  etag: string | null;
  changed: boolean;
}

interface RetryOptions {
  /** Attempts in all (default 10). */
  attempts?: number;
  /** What contention persisted on, for the 409 message. */
  what?: string;
}

const BASE_DELAY_MS = 5;
const MAX_DELAY_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const concurrentUpdate = (what = 'the record') =>
  refuse('concurrent_update', `${what[0].toUpperCase()}${what.slice(1)} was changed by someone else at the same time; try again`);

/** Thrown by an attempt that finds what it read has moved on (retried like a storage 412). */
export const raceLost = () => Object.assign(new Error('the record moved on while it was read'), { statusCode: 412 });

/** Whether a failed write lost a race (the row moved on since it was read, or another writer created it first). */
export const lostRace = (err: unknown) => isPreconditionFailed(err) || isConflict(err);

/**
 * Runs `attempt` until it does not lose a race (412 or 409 from storage), waiting a short, growing, jittered
 * delay between tries; after the last try answers 409 `concurrent_update`. Each attempt must read what it decides
 * on afresh and write conditionally on what it read. An ApiError thrown by an attempt ends the loop as it is.
 */
export async function retryOnConflict<R>(attempt: (n: number) => Promise<R>, opts: RetryOptions = {}): Promise<R> {
  const attempts = opts.attempts ?? 10;
  for (let n = 0; n < attempts; n++) {
    try {
      return await attempt(n);
    } catch (err) {
      if (err instanceof ApiError || !lostRace(err)) throw err;
    }
    if (n + 1 < attempts) await sleep(Math.random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** n));
  }
  throw concurrentUpdate(opts.what);
}

/**
 * Read-modify-write of one table row without lost updates: reads the row, asks `mutate` for the properties to
 * write (or NO_CHANGE; it may throw an ApiError to refuse), and writes them conditioned on the ETag it read, or
 * creates the row when there was none (a mutation that must not create throws when given null). Lost races are
 * retried from a fresh read; persistent contention answers 409 `concurrent_update`.
 */
export async function updateEntity<T extends object>(
  table: TableClient,
  partitionKey: string,
  rowKey: string,
  mutate: (current: Current<T> | null) => T | NoChange | Promise<T | NoChange>,
  opts: RetryOptions & { mode?: UpdateMode } = {},
): Promise<Committed<T>> {
  const mode = opts.mode ?? 'Replace';
  return retryOnConflict(async () => {
    const current = await getOrNull<T>(table, partitionKey, rowKey);
    const next = await mutate(current);
    if (next === NO_CHANGE) return { value: current ? propertiesOf<T>(current) : null, etag: current?.etag ?? null, changed: false };
    const entity = { ...next, partitionKey, rowKey };
    const res = current ? await table.updateEntity(entity, mode, { etag: current.etag }) : await table.createEntity(entity);
    const value = current && mode === 'Merge' ? { ...propertiesOf<T>(current), ...next } : next;
    return { value, etag: res.etag ?? null, changed: true };
  }, opts);
}

/** A read row without its keys and service metadata. */
export function propertiesOf<T extends object>(row: Current<T>): T {
  const {
    partitionKey: _p,
    rowKey: _r,
    etag: _e,
    timestamp: _t,
    'odata.metadata': _m,
    ...rest
  } = row as Current<T> & { 'odata.metadata'?: unknown };
  return rest as T;
}
