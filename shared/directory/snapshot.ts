import { z } from 'zod';
import { directoryUnavailable } from '../http/errors.js';
import { DirectoryGroupSchema, DirectoryUserSchema, type DirectoryGroup, type DirectoryUser, type GroupChange, type UserChange } from './types.js';

/**
 * A user as stored: every user was validated against DirectoryUserSchema when a delta round brought it, so a read checks
 * only that it is a record with an id (a schema parse of 50,000 users would double the time a fresh instance takes to
 * load the snapshot; see docs/performance.md).
 */
const StoredUser = z.custom<DirectoryUser>((u) => typeof u === 'object' && u !== null && typeof (u as { id?: unknown }).id === 'string');

/** The stored form of a snapshot (one document per tenant). Users keep the directory's order. */
export const SnapshotDocumentSchema = z.object({
  version: z.literal(1),
  builtAt: z.string(),
  refreshedAt: z.string(),
  /** The delta links of the last round: the next refresh asks only for what changed since. */
  links: z.object({ users: z.string(), groups: z.string() }),
  users: z.array(StoredUser),
  /** Direct members (user or group ids); transitive membership is worked out on read. */
  groups: z.array(DirectoryGroupSchema.extend({ members: z.array(z.string()) })),
});
export type SnapshotDocument = z.infer<typeof SnapshotDocumentSchema>;

interface GroupEntry {
  group: DirectoryGroup;
  members: Set<string>;
}

const lower = (s: string | null | undefined) => (s ?? '').toLowerCase();
const byName = (a: DirectoryUser, b: DirectoryUser) => lower(a.displayName).localeCompare(lower(b.displayName));

/** Unset attributes (null or absent: the same to every reader) are left out of the stored document. */
const compact = (u: DirectoryUser) => Object.fromEntries(Object.entries(u).filter(([, v]) => v !== null && v !== undefined)) as DirectoryUser;

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
    return new DirectorySnapshot(
      new Map(doc.users.map((u) => [u.id, u])),
      new Map(doc.groups.map(({ members, ...group }) => [group.id, { group, members: new Set(members) }])),
      doc.links,
      doc.builtAt,
      doc.refreshedAt,
    );
  }

  toDocument(): SnapshotDocument {
    return {
      version: 1,
      builtAt: this.builtAt,
      refreshedAt: this.refreshedAt,
      links: this.links,
      users: [...this.users.values()].map(compact),
      groups: [...this.groups.values()].map(({ group, members }) => ({ ...group, members: [...members] })),
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
