import type { TableClient, TableEntity, TableEntityResult } from '@azure/data-tables';
import { storageAccepts } from './keys.js';

export { odata } from '@azure/data-tables';

const statusOf = (err: unknown) => (err as { statusCode?: number } | null)?.statusCode;
export const isNotFound = (err: unknown) => statusOf(err) === 404;
export const isConflict = (err: unknown) => statusOf(err) === 409;
export const isPreconditionFailed = (err: unknown) => statusOf(err) === 412;

/** A key storage would refuse names no row (defence in depth: routes validate keys before they get here). */
const impossible = (partitionKey: string, rowKey: string) => !storageAccepts(partitionKey) || !storageAccepts(rowKey);

/** Reads one entity, or null when it does not exist. */
export async function getOrNull<T extends object>(
  table: TableClient,
  partitionKey: string,
  rowKey: string,
): Promise<TableEntityResult<T> | null> {
  if (impossible(partitionKey, rowKey)) return null;
  try {
    return await table.getEntity<T>(partitionKey, rowKey);
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

/** Inserts; returns false (instead of throwing) when the row already exists. The basis of every claim. */
export async function createIfAbsent<T extends object>(table: TableClient, entity: TableEntity<T>): Promise<boolean> {
  try {
    await table.createEntity(entity);
    return true;
  } catch (err) {
    if (isConflict(err)) return false;
    throw err;
  }
}

export async function deleteIfPresent(table: TableClient, partitionKey: string, rowKey: string): Promise<boolean> {
  if (impossible(partitionKey, rowKey)) return false;
  try {
    await table.deleteEntity(partitionKey, rowKey);
    return true;
  } catch (err) {
    if (isNotFound(err)) return false;
    throw err;
  }
}

const MAX_MS = 8_640_000_000_000_000;
const SEQ_SPAN = 1_000_000;
let sequence = 0;

/**
 * Row keys that sort newest first: the inverted time, then an inverted sequence so that keys written in the same
 * millisecond by this process still sort newest first, then a random tail to keep instances apart.
 */
export function invertedTimeKey(at: Date): string {
  sequence = (sequence + 1) % SEQ_SPAN;
  const inverted = (MAX_MS - at.getTime()).toString().padStart(16, '0');
  const seq = (SEQ_SPAN - 1 - sequence).toString().padStart(6, '0');
  return `${inverted}-${seq}-${crypto.randomUUID().slice(0, 6)}`;
}

/** The filter for rows keyed by `invertedTimeKey` written at or after `since` (they sort before it). */
export const writtenSince = (since: Date) => `RowKey le '${(MAX_MS - since.getTime()).toString().padStart(16, '0')}~'`;
/** The filter for rows keyed by `invertedTimeKey` written before `before` (they sort after it). */
export const writtenBefore = (before: Date) => `RowKey gt '${(MAX_MS - before.getTime()).toString().padStart(16, '0')}~'`;

export interface Page<T> {
  items: T[];
  cursor: string | null;
}

const encodeCursor = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
function decodeCursor(cursor: string | undefined): string | undefined {
  if (!cursor) return undefined;
  return Buffer.from(cursor, 'base64url').toString('utf8');
}

/**
 * Reads up to `limit` entities matching `filter`, newest row keys first as stored, following continuation
 * tokens (a filtered page may come back short). The cursor is the last row key returned, so paging resumes
 * exactly after it whatever the server's page boundaries were.
 */
export async function pageByRowKey<T extends object>(
  table: TableClient,
  filter: string,
  limit: number,
  cursor?: string,
  /** A test the query cannot say (a property older rows lack): rows failing it are skipped, the cursor still exact. */
  keep?: (e: TableEntityResult<T>) => boolean,
): Promise<Page<TableEntityResult<T>>> {
  const after = decodeCursor(cursor);
  const full = after ? `(${filter}) and RowKey gt '${after.replace(/'/g, "''")}'` : filter;
  const items: TableEntityResult<T>[] = [];
  const pages = table.listEntities<T>({ queryOptions: { filter: full } }).byPage({ maxPageSize: Math.min(limit + 1, 1000) });
  for await (const page of pages) {
    for (const e of page) {
      if (keep && !keep(e)) continue;
      items.push(e);
      if (items.length > limit) break;
    }
    if (items.length > limit) break;
  }
  const more = items.length > limit;
  const slice = items.slice(0, limit);
  return { items: slice, cursor: more && slice.length ? encodeCursor(slice[slice.length - 1].rowKey as string) : null };
}

/** Every entity of a partition, page by page, without holding the partition in memory. */
export async function* partition<T extends object>(table: TableClient, partitionKey: string, extra?: string) {
  const filter = `PartitionKey eq '${partitionKey.replace(/'/g, "''")}'${extra ? ` and (${extra})` : ''}`;
  for await (const e of table.listEntities<T>({ queryOptions: { filter } })) yield e;
}

/** A row read with getOrNull, mapped to what the store answers; null stays null. */
export const mapRow = <T, R>(row: T | null, map: (row: T) => R): R | null => (row ? map(row) : null);
