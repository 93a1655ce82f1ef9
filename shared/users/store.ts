import type { Storage } from '../storage/storage.js';
import { getOrNull, odata, mapRow } from '../storage/entities.js';
import { personOf, rosterChange, type PersonRow } from '../storage/roster.js';
import type { Role } from '../auth/roles.js';
import type { Stamp, Witness } from '../outbox/outbox.js';
import type { PortalUser } from './schemas.js';

interface UserRow extends PersonRow<Role> {
  lastSeenAt?: string;
}

/** The roster row lists the organisation's Admins; every role change goes through it with its ETag. */
interface RosterRow {
  admins: string;
}

const TABLE = 'users';
const ROSTER = 'roster';
/**
 * A person's row is keyed by their directory object id (`o:<oid>`). Rows written before people were identified by
 * id are keyed by address (`u:<address>`, no oid) until the person signs in and the row is bound to their id.
 */
const personKey = (oid: string) => `o:${oid}`;
const legacyKey = (email: string) => `u:${email.toLowerCase()}`;

/** Which row a portal user is: theirs by id, or (not yet bound) the row kept under an address. */
type UserRef = Pick<PortalUser, 'oid' | 'email'>;
const rowKeyOf = (u: UserRef) => (u.oid ? personKey(u.oid) : legacyKey(u.email));
/** How the roster names an Admin: the row key of a bound person, the bare address of a row not yet bound. */
const rosterEntry = (u: UserRef) => (u.oid ? personKey(u.oid) : u.email.toLowerCase());

/** The row a change of one person's role lands on (see Outbox.commit); `gone` for a removal. */
export const userWitness = (u: UserRef, gone = false): Witness => ({ table: TABLE, rowKey: rowKeyOf(u), gone });

const toUser = (r: UserRow): PortalUser => ({ ...personOf(r), lastSeenAt: r.lastSeenAt ?? null });

type RosterChange = 'ok' | 'last_admin';

export class UserStore {
  private readonly table;
  constructor(storage: Storage) {
    this.table = storage.table(TABLE);
  }

  /** The person's row, by their directory object id. */
  async get(tenantId: string, oid: string): Promise<PortalUser | null> {
    return mapRow(await getOrNull<UserRow>(this.table, tenantId, personKey(oid)), (r) => toUser(r));
  }

  /** A row not yet bound to a person, kept under the address it was granted to. */
  async getUnbound(tenantId: string, email: string): Promise<PortalUser | null> {
    return mapRow(await getOrNull<UserRow>(this.table, tenantId, legacyKey(email)), (r) => toUser(r));
  }

  /** Every row stored with this address, bound or not (a person who left keeps the address they had). */
  async storedAt(tenantId: string, email: string): Promise<PortalUser[]> {
    const filter = odata`PartitionKey eq ${tenantId} and email eq ${email.toLowerCase()}`;
    const out: PortalUser[] = [];
    for await (const r of this.table.listEntities<UserRow>({ queryOptions: { filter } })) {
      if (isUserRow(r.rowKey)) out.push(toUser(r));
    }
    return out;
  }

  async list(tenantId: string): Promise<PortalUser[]> {
    const filter = odata`PartitionKey eq ${tenantId} and ((RowKey ge 'o:' and RowKey lt 'o;') or (RowKey ge 'u:' and RowKey lt 'u;'))`;
    const out: PortalUser[] = [];
    for await (const r of this.table.listEntities<UserRow>({ queryOptions: { filter } })) out.push(toUser(r));
    return out;
  }

  async touch(tenantId: string, oid: string, name: string, at: string): Promise<void> {
    await this.table.updateEntity({ partitionKey: tenantId, rowKey: personKey(oid), name, lastSeenAt: at }, 'Merge');
  }

  /** Whether the organisation has had its first Admin (the roster exists from then on). */
  async hasRoster(tenantId: string): Promise<boolean> {
    return (await getOrNull<RosterRow>(this.table, tenantId, ROSTER)) !== null;
  }

  /**
   * Creates the roster with this person as its only Admin, together with their user row, in one transaction.
   * Exactly one caller can win: the roster row can be created once.
   */
  async claimFirstAdmin(tenantId: string, user: PortalUser, stamp: Stamp): Promise<boolean> {
    try {
      await this.table.submitTransaction([
        ['create', { partitionKey: tenantId, rowKey: ROSTER, admins: JSON.stringify([rosterEntry(user)]) }],
        ['upsert', { ...this.userEntity(tenantId, user), ...stamp }, 'Replace'],
      ]);
      return true;
    } catch (err) {
      if (await this.hasRoster(tenantId)) return false;
      throw err;
    }
  }

  /**
   * Replaces the row `from` (null: none) by `next` (null: removed) and updates the Admin list in the same
   * transaction, guarded by the roster's ETag, so two changes racing cannot both pass the last-Admin check. `next`
   * may be another row than `from`: a row kept under an address, bound to the person's id.
   */
  async change(tenantId: string, from: UserRef | null, next: PortalUser | null, stamp?: Stamp): Promise<RosterChange> {
    const actions = await rosterChange(
      this.table,
      { partitionKey: tenantId, rowKey: ROSTER, field: 'admins' },
      {
        rowKey: rowKeyOf,
        entry: rosterEntry,
        holds: (u) => u.role === 'Admin',
        entity: (u) => ({ ...this.userEntity(tenantId, u), ...stamp }),
      },
      from,
      next,
    );
    if (!actions) return 'last_admin';
    // A lost race (412/409) is thrown for the caller's retry.
    await this.table.submitTransaction(actions);
    return 'ok';
  }

  private userEntity(tenantId: string, u: PortalUser) {
    return {
      partitionKey: tenantId,
      rowKey: rowKeyOf(u),
      oid: u.oid ?? undefined,
      email: u.email.toLowerCase(),
      role: u.role,
      name: u.name ?? undefined,
      addedAt: u.addedAt,
      addedBy: u.addedBy,
      lastSeenAt: u.lastSeenAt ?? undefined,
    };
  }
}

const isUserRow = (rowKey: unknown) => typeof rowKey === 'string' && (rowKey.startsWith('o:') || rowKey.startsWith('u:'));
