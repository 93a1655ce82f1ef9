import type { Storage } from '../storage/storage.js';
import { deleteIfPresent, getOrNull, partition } from '../storage/entities.js';
import type { Block, BlockKind } from './schemas.js';

const key = (kind: BlockKind, id: string) => `${kind}|${id}`;

/** Banners and footers of each tenant, one row each, the whole block as JSON. */
export class BlockStore {
  private readonly table;
  constructor(storage: Storage) {
    this.table = storage.table('blocks');
  }

  async list(tenantId: string): Promise<Block[]> {
    const out: Block[] = [];
    for await (const r of partition<{ block: string }>(this.table, tenantId)) out.push(JSON.parse(r.block) as Block);
    return out;
  }

  async get(tenantId: string, kind: BlockKind, id: string): Promise<Block | null> {
    const r = await getOrNull<{ block: string }>(this.table, tenantId, key(kind, id));
    return r ? (JSON.parse(r.block) as Block) : null;
  }

  async put(tenantId: string, block: Block): Promise<void> {
    await this.table.upsertEntity({ partitionKey: tenantId, rowKey: key(block.kind, block.id), block: JSON.stringify(block) }, 'Replace');
  }

  delete(tenantId: string, kind: BlockKind, id: string): Promise<boolean> {
    return deleteIfPresent(this.table, tenantId, key(kind, id));
  }
}
