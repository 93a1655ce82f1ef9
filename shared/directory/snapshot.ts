import { z } from 'zod';
import { directoryUnavailable } from '../http/errors.js';
import { fromColumns, list, toColumns, UserColumnsSchema } from './user-columns.js';
import {
  DirectoryGroupSchema,
  DirectoryUserSchema,
  type DirectoryGroup,
  type DirectoryUser,
  type GroupChange,
  type UserChange,
} from './types.js';

/** The stored form's version; a stored snapshot of another one is rebuilt with a full delta round. */
export const SNAPSHOT_VERSION = 2;

/**
 * The stored form of a snapshot (one document per tenant): users column by column in the directory's order (see
 * user-columns.ts), groups with their direct members as indexes (transitive membership is worked out on read).
 */
export const SnapshotDocumentSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  builtAt: z.string(),
  refreshedAt: z.string(),
  /** The delta links of the last round: the next refresh asks only for what changed since. */
  links: z.object({ users: z.string(), groups: z.string() }),
  users: UserColumnsSchema,
  /**
   * A member is an index into the users' ids, then the groups (in this order), then `otherMembers`; checked as it is
   * read (an index that names nobody names no member), not by the schema: a parse of 100,000 numbers costs tens of ms.
   */
  groups: z.array(DirectoryGroupSchema.extend({ members: list<number>() })),
  /** Members that are neither a user nor a group of the snapshot (a contact, a device, a user not seen yet). */
  otherMembers: z.array(z.string()),
});
export type SnapshotDocument = z.infer<typeof SnapshotDocumentSchema>;

interface GroupEntry {
  group: DirectoryGroup;
  members: Set<string>;
}

const lower = (s: string | null | undefined) => (s ?? '').toLowerCase();
const byName = (a: DirectoryUser, b: DirectoryUser) => lower(a.displayName).localeCompare(lower(b.displayName));

/** A directory value that does not fit the schema came from the directory: a 502, never a 500 or a bad snapshot. */
function parsed<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw directoryUnavailable(result.error);
  return result.data;
}

/**
 * One tenant's directory as of its last refresh: users with the attributes rendering and monitoring read, and groups
 * with their members, kept up to date by applying delta rounds.
 */
export class DirectorySnapshot {
  private constructor(
    private readonly users: Map<string, DirectoryUser>,
    private readonly groups: Map<string, GroupEntry>,
    public links: { users: string; groups: string },
    public builtAt: string,
    public refreshedAt: string,
  ) {}

  static empty(at: string): DirectorySnapshot {
    return new DirectorySnapshot(new Map(), new Map(), { users: '', groups: '' }, at, at);
  }

  static fromDocument(doc: SnapshotDocument): DirectorySnapshot {
    const users = fromColumns(doc.users);
    const ids: unknown[] = [...doc.users.ids, ...doc.groups.map((g) => g.id), ...doc.otherMembers];
    const membersOf = (indexes: number[]) => {
      const members = new Set<string>();
      for (const i of indexes) {
        const id = ids[i];
        if (typeof id === 'string') members.add(id);
      }
      return members;
    };
    return new DirectorySnapshot(
      new Map(users.map((u) => [u.id, u])),
      new Map(doc.groups.map(({ members, ...group }) => [group.id, { group, members: membersOf(members) }])),
      doc.links,
      doc.builtAt,
      doc.refreshedAt,
    );
  }

  toDocument(): SnapshotDocument {
    const users = [...this.users.values()];
    // Positions in the users' ids, then the groups', then the other members' (as fromDocument reads them back).
    const index = new Map<string, number>();
    let next = 0;
    for (const id of [...this.users.keys(), ...this.groups.keys()]) index.set(id, next++);
    const otherMembers: string[] = [];
    const indexOf = (id: string) => {
      let i = index.get(id);
      if (i === undefined) {
        i = next++;
        index.set(id, i);
        otherMembers.push(id);
      }
      return i;
    };
    return {
      version: SNAPSHOT_VERSION,
      builtAt: this.builtAt,
      refreshedAt: this.refreshedAt,
      links: this.links,
      users: toColumns(users),
      groups: [...this.groups.values()].map(({ group, members }) => ({ ...group, members: [...members].map(indexOf) })),
      otherMembers,
    };
  }

  /** A copy that changes apply to without touching this one (user and group records are replaced, never mutated). */
  clone(): DirectorySnapshot {
    return new DirectorySnapshot(new Map(this.users), new Map(this.groups), { ...this.links }, this.builtAt, this.refreshedAt);
  }

  applyUsers(changes: readonly UserChange[]): void {
    for (const c of changes) {
      if (c.removed) this.users.delete(c.id);
      else this.users.set(c.id, parsed(DirectoryUserSchema, { ...this.users.get(c.id), ...c.fields, id: c.id }));
    }
  }

  applyGroups(changes: readonly GroupChange[]): void {
    for (const c of changes) {
      if (c.removed) {
        this.groups.delete(c.id);
        continue;
      }
      const before = this.groups.get(c.id);
      const members = new Set(before?.members);
      for (const id of c.membersAdded) members.add(id);
      for (const id of c.membersRemoved) members.delete(id);
      this.groups.set(c.id, { group: parsed(DirectoryGroupSchema, { ...before?.group, ...c.fields, id: c.id }), members });
    }
  }

  /** Every user, in the directory's order. */
  allUsers(): DirectoryUser[] {
    return [...this.users.values()];
  }

  get userCount(): number {
    return this.users.size;
  }

  get groupCount(): number {
    return this.groups.size;
  }

  group(id: string): DirectoryGroup | null {
    return this.groups.get(id)?.group ?? null;
  }

  /** Every user in the group, directly or through nested groups (by display name, as the directory answers). */
  groupMembers(groupId: string): DirectoryUser[] {
    if (!this.groups.has(groupId)) return [];
    const seen = new Set<string>();
    const found = new Map<string, DirectoryUser>();
    const stack = [groupId];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const nested = this.groups.get(id);
      if (nested) stack.push(...nested.members);
      else {
        const user = this.users.get(id);
        if (user) found.set(user.id, user);
      }
    }
    return [...found.values()].sort(byName);
  }
}
