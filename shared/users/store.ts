import type { TableTransaction } from '@azure/data-tables';
import type { Storage } from '../storage/storage.js';
import { getOrNull, odata } from '../storage/entities.js';
import type { Role } from '../auth/roles.js';
import type { Stamp, Witness } from '../outbox/outbox.js';
import type { PortalUser } from './schemas.js';

interface UserRow {
  email: string;
  role: Role;
  name?: string;
  addedAt: string;
  addedBy: string;
  lastSeenAt?: string;
}

/** The roster row lists the organisation's Admins; every role change goes through it with its ETag. */
interface RosterRow {
  admins: string;
}

const TABLE = 'users';
const ROSTER = 'roster';
const userKey = (email: string) => `u:${email.toLowerCase()}`;
/** The row a change of one person's role lands on (see Outbox.commit); `gone` for a removal. */
export const userWitness = (email: string, gone = false): Witness => ({ table: TABLE, rowKey: userKey(email), gone });

const toUser = (r: UserRow): PortalUser => ({
  email: r.email,
  role: r.role,
  name: r.name ?? null,
  addedAt: r.addedAt,
  addedBy: r.addedBy,
  lastSeenAt: r.lastSeenAt ?? null,
});

export type RosterChange = 'ok' | 'last_admin';

export class UserStore {
  private readonly table;
  constructor(storage: Storage) {
    this.table = storage.table(TABLE);
  }

  async get(tenantId: string, email: string): Promise<PortalUser | null> {
    const r = await getOrNull<UserRow>(this.table, tenantId, userKey(email));
    return r ? toUser(r) : null;
  }

  async list(tenantId: string): Promise<PortalUser[]> {
    const filter = odata`PartitionKey eq ${tenantId} and RowKey ge 'u:' and RowKey lt 'u;'`;
    const out: PortalUser[] = [];
    for await (const r of this.table.listEntities<UserRow>({ queryOptions: { filter } })) out.push(toUser(r));
    return out;
  }

  async touch(tenantId: string, email: string, name: string, at: string): Promise<void> {
    await this.table.updateEntity({ partitionKey: tenantId, rowKey: userKey(email), name, lastSeenAt: at }, 'Merge');
  }

  /**
   * Creates the roster with this person as its only Admin, together with their user row, in one transaction.
   * Exactly one caller can win: the roster row can be created once.
   */
  async claimFirstAdmin(tenantId: string, user: PortalUser, stamp: Stamp): Promise<boolean> {
    try {
      await this.table.submitTransaction([
        ['create', { partitionKey: tenantId, rowKey: ROSTER, admins: JSON.stringify([user.email.toLowerCase()]) }],
        ['upsert', { ...this.userEntity(tenantId, user), ...stamp }, 'Replace'],
      ]);
      return true;
    } catch (err) {
      if (await getOrNull<RosterRow>(this.table, tenantId, ROSTER)) return false;
      throw err;
    }
  }

  /**
   * Upserts or removes one person and updates the Admin list in the same transaction, guarded by the roster's
   * ETag, so two changes racing cannot both pass the last-Admin check.
   */
  async change(tenantId: string, email: string, next: PortalUser | null, stamp: Stamp): Promise<RosterChange> {
    const roster = await getOrNull<RosterRow>(this.table, tenantId, ROSTER);
    const admins = new Set<string>(roster ? (JSON.parse(roster.admins) as string[]) : []);
    const key = email.toLowerCase();
    if (next?.role === 'Admin') admins.add(key);
    else admins.delete(key);
    if (admins.size === 0) return 'last_admin';
    const rosterEntity = { partitionKey: tenantId, rowKey: ROSTER, admins: JSON.stringify([...admins]) };
    const actions: TableTransaction['actions'] = [
      roster ? ['update', rosterEntity, 'Replace', { etag: roster.etag }] : ['create', rosterEntity],
      next
        ? ['upsert', { ...this.userEntity(tenantId, next), ...stamp }, 'Replace']
        : ['delete', { partitionKey: tenantId, rowKey: userKey(email) }],
    ];
    // A lost race (412/409) is thrown for the caller's retry.
    await this.table.submitTransaction(actions);
    return 'ok';
  }

  private userEntity(tenantId: string, u: PortalUser) {
    return {
      partitionKey: tenantId,
      rowKey: userKey(u.email),
      email: u.email,
      role: u.role,
      name: u.name ?? undefined,
      addedAt: u.addedAt,
      addedBy: u.addedBy,
      lastSeenAt: u.lastSeenAt ?? undefined,
    };
  }
}
