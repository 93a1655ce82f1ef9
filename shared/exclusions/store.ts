import type { Storage } from '../storage/storage.js';
import { deleteIfPresent, getOrNull, partition } from '../storage/entities.js';

export type ExclusionMode = 'exclusion' | 'inclusion';

export interface ListedMailbox {
  address: string;
  note: string;
  addedBy: string;
  addedAt: string;
}

export interface ListedGroup {
  id: string;
  displayName: string;
  note: string;
  members: string[];
  addedBy: string;
  addedAt: string;
  syncedAt: string;
}

const MODE = 'mode';
const mailboxKey = (address: string) => `m|${address.toLowerCase()}`;
const groupKey = (id: string) => `g|${id}`;
/** Which listed groups a mailbox belongs to: one point read answers "is it listed through a group?". */
const memberKey = (address: string) => `x|${address.toLowerCase()}`;

/** The cost management list: its mode, mailboxes listed one by one, and listed groups with their members. */
export class ExclusionStore {
  private readonly table;
  constructor(storage: Storage) {
    this.table = storage.table('exclusions');
  }

  async mode(tenantId: string): Promise<ExclusionMode> {
    return (await getOrNull<{ mode: ExclusionMode }>(this.table, tenantId, MODE))?.mode ?? 'exclusion';
  }

  async setMode(tenantId: string, mode: ExclusionMode): Promise<void> {
    await this.table.upsertEntity({ partitionKey: tenantId, rowKey: MODE, mode }, 'Replace');
  }

  /** Listed one by one, or through a listed group. */
  async isListed(tenantId: string, address: string): Promise<boolean> {
    const [direct, viaGroup] = await Promise.all([
      getOrNull(this.table, tenantId, mailboxKey(address)),
      getOrNull(this.table, tenantId, memberKey(address)),
    ]);
    return direct !== null || viaGroup !== null;
  }

  async mailboxes(tenantId: string): Promise<ListedMailbox[]> {
    const out: ListedMailbox[] = [];
    for await (const r of partition<Omit<ListedMailbox, 'address'>>(this.table, tenantId, "RowKey ge 'm|' and RowKey lt 'm}'")) {
      out.push({ address: (r.rowKey as string).slice(2), note: r.note, addedBy: r.addedBy, addedAt: r.addedAt });
    }
    return out;
  }

  async groups(tenantId: string): Promise<ListedGroup[]> {
    const out: ListedGroup[] = [];
    for await (const r of partition<{ group: string }>(this.table, tenantId, "RowKey ge 'g|' and RowKey lt 'g}'")) out.push(JSON.parse(r.group) as ListedGroup);
    return out;
  }

  async group(tenantId: string, id: string): Promise<ListedGroup | null> {
    const r = await getOrNull<{ group: string }>(this.table, tenantId, groupKey(id));
    return r ? (JSON.parse(r.group) as ListedGroup) : null;
  }

  async isMailboxListed(tenantId: string, address: string): Promise<boolean> {
    return (await getOrNull(this.table, tenantId, mailboxKey(address))) !== null;
  }

  async addMailbox(tenantId: string, m: ListedMailbox): Promise<void> {
    await this.table.upsertEntity({ partitionKey: tenantId, rowKey: mailboxKey(m.address), note: m.note, addedBy: m.addedBy, addedAt: m.addedAt }, 'Replace');
  }

  removeMailbox(tenantId: string, address: string): Promise<boolean> {
    return deleteIfPresent(this.table, tenantId, mailboxKey(address));
  }

  /** Stores a group and brings the member index in line with every listed group. */
  async putGroup(tenantId: string, group: ListedGroup): Promise<void> {
    await this.table.upsertEntity({ partitionKey: tenantId, rowKey: groupKey(group.id), group: JSON.stringify(group) }, 'Replace');
    await this.reindex(tenantId);
  }

  async removeGroup(tenantId: string, id: string): Promise<boolean> {
    const gone = await deleteIfPresent(this.table, tenantId, groupKey(id));
    if (gone) await this.reindex(tenantId);
    return gone;
  }

  /** The member index rows, rebuilt from the listed groups (groups are few; members are many). */
  private async reindex(tenantId: string): Promise<void> {
    const wanted = new Map<string, string[]>();
    for (const g of await this.groups(tenantId)) for (const m of g.members) wanted.set(m, [...(wanted.get(m) ?? []), g.id]);
    const existing = new Set<string>();
    for await (const r of partition(this.table, tenantId, "RowKey ge 'x|' and RowKey lt 'x}'")) existing.add((r.rowKey as string).slice(2));
    for (const address of existing) if (!wanted.has(address)) await deleteIfPresent(this.table, tenantId, memberKey(address));
    for (const [address, groups] of wanted) {
      await this.table.upsertEntity({ partitionKey: tenantId, rowKey: memberKey(address), groups: JSON.stringify(groups) }, 'Replace');
    }
  }

  /** Every listed group of every organisation (the nightly refresh). */
  async *allGroups(): AsyncIterable<{ tenantId: string; groupId: string }> {
    for await (const r of this.table.listEntities({ queryOptions: { filter: "RowKey ge 'g|' and RowKey lt 'g}'", select: ['PartitionKey', 'RowKey'] } })) {
      yield { tenantId: r.partitionKey as string, groupId: (r.rowKey as string).slice(2) };
    }
  }
}
