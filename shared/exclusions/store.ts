import type { Storage } from '../storage/storage.js';
import type { TableTransaction } from '@azure/data-tables';
import { deleteIfPresent, getOrNull, isNotFound, odata, partition } from '../storage/entities.js';
import { concurrentUpdate, NO_CHANGE, retryOnConflict, updateEntity } from '../storage/update.js';
import type { Stamp, Witness } from '../outbox/outbox.js';

export type ExclusionMode = 'exclusion' | 'inclusion';

interface ListedMailbox {
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

const TABLE = 'exclusions';
const MODE = 'mode';
/** Every change of the list and of its mode lands on the mode row (see ExclusionStore.setMode and Outbox.commit). */
export const listWitness: Witness = { table: TABLE, rowKey: MODE };
const REINDEX_PASSES = 5;

interface ModeRow {
  mode: ExclusionMode;
  /** Bumped with every change of the list (see ExclusionStore.setMode). */
  listVersion?: number;
}
const mailboxKey = (address: string) => `m|${address.toLowerCase()}`;
const groupKey = (id: string) => `g|${id}`;
/** Which listed groups a mailbox belongs to: one point read answers "is it listed through a group?". */
const memberKey = (address: string) => `x|${address.toLowerCase()}`;

/** The cost management list: its mode, mailboxes listed one by one, and listed groups with their members. */
export class ExclusionStore {
  private readonly table;
  constructor(storage: Storage) {
    this.table = storage.table(TABLE);
  }

  async mode(tenantId: string): Promise<ExclusionMode> {
    return (await getOrNull<{ mode: ExclusionMode }>(this.table, tenantId, MODE))?.mode ?? 'exclusion';
  }

  /**
   * Switches the mode if `allowed` (given the list as it is) does not throw. The mode row carries the list's version,
   * bumped in the same transaction as every list change, and the switch is conditioned on it: an entry added while
   * the switch checked the list makes the switch retry and see it. Answers the mode before, or null when unchanged.
   */
  async setMode(
    tenantId: string,
    mode: ExclusionMode,
    allowed: (mailboxes: ListedMailbox[], groups: ListedGroup[]) => void,
    stamp: Stamp,
  ): Promise<ExclusionMode | null> {
    let before: ExclusionMode = 'exclusion';
    const c = await updateEntity<ModeRow & Partial<Stamp>>(
      this.table,
      tenantId,
      MODE,
      async (r) => {
        before = r?.mode ?? 'exclusion';
        if (before === mode) return NO_CHANGE;
        const [mailboxes, groups] = await Promise.all([this.mailboxes(tenantId), this.groups(tenantId)]);
        allowed(mailboxes, groups);
        return { mode, listVersion: (r?.listVersion ?? 0) + 1, ...stamp };
      },
      { what: 'the cost management list' },
    );
    return c.changed ? before : null;
  }

  /** Writes list entries in one transaction with a bump of the list version (see setMode). */
  private listChange(tenantId: string, actions: TableTransaction['actions'], stamp?: Stamp): Promise<void> {
    return retryOnConflict(
      async () => {
        const r = await getOrNull<ModeRow>(this.table, tenantId, MODE);
        const bump: TableTransaction['actions'][number] = r
          ? ['update', { partitionKey: tenantId, rowKey: MODE, listVersion: (r.listVersion ?? 0) + 1, ...stamp }, 'Merge', { etag: r.etag }]
          : ['create', { partitionKey: tenantId, rowKey: MODE, mode: 'exclusion', listVersion: 1, ...stamp }];
        await this.table.submitTransaction([bump, ...actions]);
      },
      { what: 'the cost management list' },
    );
  }

  private async listVersion(tenantId: string): Promise<number> {
    return (await getOrNull<ModeRow>(this.table, tenantId, MODE))?.listVersion ?? 0;
  }

  /** Listed one by one, or through a listed group. */
  async isListed(tenantId: string, address: string): Promise<boolean> {
    const [direct, viaGroup] = await Promise.all([
      getOrNull(this.table, tenantId, mailboxKey(address)),
      getOrNull(this.table, tenantId, memberKey(address)),
    ]);
    return direct !== null || viaGroup !== null;
  }

  private listedKeys(tenantId: string) {
    return this.table.listEntities({
      queryOptions: {
        filter: odata`PartitionKey eq ${tenantId} and ((RowKey ge 'm|' and RowKey lt 'm}') or (RowKey ge 'x|' and RowKey lt 'x}'))`,
        select: ['RowKey'],
      },
    });
  }

  /** Every listed address, one by one or through a group: one query of the keys, however long the directory is. */
  async listed(tenantId: string): Promise<Set<string>> {
    const out = new Set<string>();
    for await (const r of this.listedKeys(tenantId)) out.add((r.rowKey as string).slice(2));
    return out;
  }

  /**
   * The mode and, when storage answers the whole list in one page, `listed` (else null): one round trip. The mode
   * row sorts before every entry ('mode' < 'm|'), so the first page always holds it.
   */
  async modeAndListInOnePage(tenantId: string, pageSize = 1000): Promise<{ mode: ExclusionMode; listed: Set<string> | null }> {
    const filter = odata`PartitionKey eq ${tenantId} and (RowKey eq ${MODE} or (RowKey ge 'm|' and RowKey lt 'm}') or (RowKey ge 'x|' and RowKey lt 'x}'))`;
    const rows = this.table.listEntities<{ mode?: ExclusionMode }>({ queryOptions: { filter, select: ['RowKey', 'mode'] } });
    for await (const page of rows.byPage({ maxPageSize: pageSize })) {
      const mode = page.find((r) => r.rowKey === MODE)?.mode ?? 'exclusion';
      if (page.continuationToken) return { mode, listed: null };
      return { mode, listed: new Set(page.filter((r) => r.rowKey !== MODE).map((r) => (r.rowKey as string).slice(2))) };
    }
    return { mode: 'exclusion', listed: new Set() };
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
    for await (const r of partition<{ group: string }>(this.table, tenantId, "RowKey ge 'g|' and RowKey lt 'g}'"))
      out.push(JSON.parse(r.group) as ListedGroup);
    return out;
  }

  async group(tenantId: string, id: string): Promise<ListedGroup | null> {
    const r = await getOrNull<{ group: string }>(this.table, tenantId, groupKey(id));
    return r ? (JSON.parse(r.group) as ListedGroup) : null;
  }

  async isMailboxListed(tenantId: string, address: string): Promise<boolean> {
    return (await getOrNull(this.table, tenantId, mailboxKey(address))) !== null;
  }

  async addMailbox(tenantId: string, m: ListedMailbox, stamp: Stamp): Promise<void> {
    await this.listChange(
      tenantId,
      [
        [
          'upsert',
          { partitionKey: tenantId, rowKey: mailboxKey(m.address), note: m.note, addedBy: m.addedBy, addedAt: m.addedAt },
          'Replace',
        ],
      ],
      stamp,
    );
  }

  async removeMailbox(tenantId: string, address: string, stamp: Stamp): Promise<boolean> {
    if (!(await this.isMailboxListed(tenantId, address))) return false;
    try {
      await this.listChange(tenantId, [['delete', { partitionKey: tenantId, rowKey: mailboxKey(address) }]], stamp);
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  /** Stores a group and brings the member index in line with every listed group. */
  async putGroup(tenantId: string, group: ListedGroup, stamp?: Stamp): Promise<void> {
    await this.listChange(
      tenantId,
      [['upsert', { partitionKey: tenantId, rowKey: groupKey(group.id), group: JSON.stringify(group) }, 'Replace']],
      stamp,
    );
    await this.reindex(tenantId);
  }

  async removeGroup(tenantId: string, id: string, stamp: Stamp): Promise<boolean> {
    if (!(await this.group(tenantId, id))) return false;
    try {
      await this.listChange(tenantId, [['delete', { partitionKey: tenantId, rowKey: groupKey(id) }]], stamp);
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
    await this.reindex(tenantId);
    return true;
  }

  /**
   * Brings the member index in line with the listed groups. Two reindexes racing could leave the index of the older
   * group list; each checks the list version after applying and runs again if a group changed meanwhile, so the
   * last one to finish has applied the latest list.
   */
  private async reindex(tenantId: string): Promise<void> {
    for (let pass = 0; pass < REINDEX_PASSES; pass++) {
      const version = await this.listVersion(tenantId);
      await this.applyIndex(tenantId);
      if ((await this.listVersion(tenantId)) === version) return;
    }
    throw concurrentUpdate('the cost management list');
  }

  /** The member index rows, rebuilt from the listed groups (groups are few; members are many). */
  private async applyIndex(tenantId: string): Promise<void> {
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
    for await (const r of this.table.listEntities({
      queryOptions: { filter: "RowKey ge 'g|' and RowKey lt 'g}'", select: ['PartitionKey', 'RowKey'] },
    })) {
      yield { tenantId: r.partitionKey as string, groupId: (r.rowKey as string).slice(2) };
    }
  }
}
