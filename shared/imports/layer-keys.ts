import { createHash } from 'node:crypto';
import { odata } from '../storage/entities.js';

/**
 * Where import layers and their undo rows are kept. A layer lives in one of PARTS partitions under the organisation's
 * prefix, chosen by a hash of the mailbox's object id (`<tenant>|L<hex>` / `o:<id>`); an import's undo rows the same
 * way (`<tenant>|undo|<hex>` / `<import>|<id>`). On Azure a partition's writes are indexed whatever its size; the
 * emulator (Azurite) scans the partition on every insert, so one partition per organisation made a 50,000-row import
 * quadratic there. The first layout (every layer in the partition `<tenant>`, every undo row in `<tenant>|undo`) is
 * still read: layers are moved out of it on first use (see LegacyLayers), undo rows are read by a range that covers it.
 */
export const PARTS = 16;

const part = (id: string) => createHash('sha256').update(id).digest('hex')[0];

export const layerKey = (id: string) => `o:${id}`;
export const layerPart = (id: string) => `L${part(id)}`;
export const layerPartition = (tenantId: string, id: string) => `${tenantId}|${layerPart(id)}`;
/** Every layer partition of the organisation, the first layout's included (it sorts first). */
export const allLayerPartitions = (tenantId: string) =>
  odata`(PartitionKey eq ${tenantId} or (PartitionKey ge ${`${tenantId}|L`} and PartitionKey lt ${`${tenantId}|M`}))`;

const UNDO = 'undo';
export const undoPartition = (tenantId: string, id: string) => `${tenantId}|${UNDO}|${part(id)}`;
export const undoKey = (importId: string, id: string) => `${importId}|${id}`;
/** Every undo partition of the organisation: `<tenant>|undo` (the first layout) and `<tenant>|undo|<hex>`. */
export const allUndoPartitions = (tenantId: string) =>
  odata`(PartitionKey ge ${`${tenantId}|${UNDO}`} and PartitionKey lt ${`${tenantId}|${UNDO}}`})`;

/** Groups items by the partition `partitionOf` gives each, keeping their order within a partition. */
export function byPartition<T>(items: readonly T[], partitionOf: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const pk = partitionOf(item);
    const list = out.get(pk);
    if (list) list.push(item);
    else out.set(pk, [item]);
  }
  return out;
}
