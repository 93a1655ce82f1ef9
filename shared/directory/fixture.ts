import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { directoryUnavailable } from '../http/errors.js';
import type { AutomaticRepliesSetting, MailboxSettings } from './mailbox-settings.js';
import { DIRECTORY_ROLE_NAMES } from './roles.js';
import {
  DeltaExpired,
  DirectoryGroupSchema,
  DirectoryUserSchema,
  type DeltaPages,
  type Directory,
  type DirectoryGroup,
  type DirectoryPhoto,
  type DirectoryTenant,
  type DirectoryUser,
  type GroupChange,
  type UserChange,
} from './types.js';

export const DirectoryFixtureSchema = z.object({
  tenants: z.record(
    z.string(),
    z.object({
      displayName: z.string(),
      domains: z.array(z.string()).default([]),
      /**
       * `photo`: the user's photo, a file named relative to the fixture file. `directoryRoles`: the Entra roles the
       * user holds, by name (the local identity provider puts them in tokens' `wids`; Graph users have no such field).
       */
      users: z
        .array(
          DirectoryUserSchema.extend({ photo: z.string().optional(), directoryRoles: z.array(z.enum(DIRECTORY_ROLE_NAMES)).default([]) }),
        )
        .default([]),
      groups: z.array(DirectoryGroupSchema.extend({ members: z.array(z.string()).default([]) })).default([]),
    }),
  ),
});
export type DirectoryFixture = z.input<typeof DirectoryFixtureSchema>;
type ParsedTenant = Omit<z.infer<typeof DirectoryFixtureSchema>['tenants'][string], 'users'> & { users: DirectoryUser[] };

const lower = (s: string | null | undefined) => (s ?? '').toLowerCase();
const isGuest = (u: DirectoryUser) => lower(u.userType) === 'guest';
const smtpAddresses = (u: DirectoryUser) => u.proxyAddresses.filter((p) => /^smtp:/i.test(p)).map((p) => p.slice(5).toLowerCase());
const byName = <T extends { displayName?: string | null }>(a: T, b: T) => lower(a.displayName).localeCompare(lower(b.displayName));

/** The directory read from a JSON fixture (DESIGN §7): local development and tests. */
export class FixtureDirectory implements Directory {
  private readonly tenants: Map<string, ParsedTenant>;
  /** Photo files by tenant and user id. */
  private readonly photos = new Map<string, string>();
  /** Automatic replies set through `mailboxSettings`, by tenant and user id (in memory: local runs and tests). */
  private readonly replies = new Map<string, AutomaticRepliesSetting>();
  readonly mailboxSettings: MailboxSettings = {
    automaticReplies: async (tenantId, userId) =>
      this.tenant(tenantId)?.users.some((u) => u.id === userId)
        ? (this.replies.get(`${tenantId}|${userId}`) ?? { status: 'disabled', externalAudience: 'all' })
        : null,
    setAutomaticReplies: async (tenantId, userId, setting) => void this.replies.set(`${tenantId}|${userId}`, setting),
  };

  /** `photoDir`: where the fixture's photo files are named from (the fixture file's folder). */
  constructor(fixture: DirectoryFixture, opts: { photoDir?: string } = {}) {
    const result = DirectoryFixtureSchema.safeParse(fixture);
    if (!result.success) throw new Error(`The directory fixture is not valid:\n${z.prettifyError(result.error)}`);
    const parsed = result.data;
    this.tenants = new Map(
      Object.entries(parsed.tenants).map(([id, t]) => {
        const users = t.users.map(({ photo, directoryRoles: _roles, ...u }) => {
          if (photo && opts.photoDir) this.photos.set(`${id.toLowerCase()}|${u.id}`, resolve(opts.photoDir, photo));
          return u;
        });
        return [id.toLowerCase(), { ...t, users }];
      }),
    );
  }

  static async fromFile(path: string): Promise<FixtureDirectory> {
    return new FixtureDirectory(JSON.parse(await readFile(path, 'utf8')) as DirectoryFixture, { photoDir: dirname(path) });
  }

  private tenant(id: string) {
    return this.tenants.get(id.toLowerCase());
  }

  async getTenant(tenantId: string): Promise<DirectoryTenant | null> {
    const t = this.tenant(tenantId);
    return t ? { id: tenantId.toLowerCase(), displayName: t.displayName, domains: t.domains } : null;
  }

  async findMailbox(tenantId: string, address: string): Promise<DirectoryUser | null> {
    const a = address.trim().toLowerCase();
    const users = this.tenant(tenantId)?.users ?? [];
    return users.find((u) => !isGuest(u) && (lower(u.mail) === a || smtpAddresses(u).includes(a))) ?? null;
  }

  async findUser(tenantId: string, id: string): Promise<DirectoryUser | null> {
    return this.tenant(tenantId)?.users.find((u) => u.id === id) ?? null;
  }

  async searchUsers(tenantId: string, query: string, limit: number): Promise<DirectoryUser[]> {
    const q = query.toLowerCase();
    return (this.tenant(tenantId)?.users ?? [])
      .filter((u) => !isGuest(u) && [u.displayName, u.mail, u.userPrincipalName].some((v) => lower(v).startsWith(q)))
      .sort(byName)
      .slice(0, limit);
  }

  async searchGroups(tenantId: string, query: string, limit: number): Promise<DirectoryGroup[]> {
    const q = query.toLowerCase();
    return (this.tenant(tenantId)?.groups ?? [])
      .filter((g) => [g.displayName, g.mail].some((v) => lower(v).startsWith(q)))
      .sort(byName)
      .slice(0, limit)
      .map(({ members: _m, ...g }) => g);
  }

  async getGroup(tenantId: string, groupId: string): Promise<DirectoryGroup | null> {
    const g = this.tenant(tenantId)?.groups.find((x) => x.id === groupId);
    if (!g) return null;
    const { members: _m, ...group } = g;
    return group;
  }

  async memberOf(tenantId: string, userId: string): Promise<DirectoryGroup[]> {
    const groups = this.tenant(tenantId)?.groups ?? [];
    const found = new Map<string, DirectoryGroup>();
    let frontier = [userId];
    while (frontier.length) {
      const next: string[] = [];
      for (const g of groups) {
        if (!found.has(g.id) && g.members.some((m) => frontier.includes(m))) {
          const { members: _m, ...group } = g;
          found.set(g.id, group);
          next.push(g.id);
        }
      }
      frontier = next;
    }
    return [...found.values()].sort(byName);
  }

  async groupMembers(tenantId: string, groupId: string): Promise<DirectoryUser[]> {
    const t = this.tenant(tenantId);
    if (!t) return [];
    const seen = new Set<string>();
    const users = new Map<string, DirectoryUser>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      const group = t.groups.find((g) => g.id === id);
      if (group) return group.members.forEach(visit);
      const user = t.users.find((u) => u.id === id);
      if (user) users.set(user.id, user);
    };
    visit(groupId);
    return [...users.values()].sort(byName);
  }

  async *listUsers(tenantId: string): AsyncIterable<DirectoryUser> {
    for (const u of this.tenant(tenantId)?.users ?? []) yield u;
  }

  /**
   * The fixture does not record changes: its delta link is a hash of the tenant's entries, so an unchanged fixture
   * answers no changes, and a changed one (a file edited between runs) asks for a full resync.
   */
  private round<T>(tenantId: string, what: string, items: T[], link: string | null, onPage: DeltaPages<T>): Promise<string> {
    // As Graph refuses a tenant that gave no consent: never an empty snapshot of an organisation it does not know.
    if (!this.tenant(tenantId)) return Promise.reject(directoryUnavailable(new Error(`the fixture has no tenant ${tenantId}`)));
    const current = `fixture:${what}:${createHash('sha256').update(JSON.stringify(items)).digest('base64url')}`;
    if (link !== null && link !== current) return Promise.reject(new DeltaExpired(what));
    onPage(link === null ? items : []);
    return Promise.resolve(current);
  }

  userDelta(tenantId: string, link: string | null, onPage: DeltaPages<UserChange>): Promise<string> {
    const users = (this.tenant(tenantId)?.users ?? []).map((u): UserChange => ({ id: u.id, fields: u }));
    return this.round(tenantId, 'users', users, link, onPage);
  }

  groupDelta(tenantId: string, link: string | null, onPage: DeltaPages<GroupChange>): Promise<string> {
    const groups = (this.tenant(tenantId)?.groups ?? []).map(({ members, ...g }): GroupChange => ({
      id: g.id,
      fields: g,
      membersAdded: members,
      membersRemoved: [],
    }));
    return this.round(tenantId, 'groups', groups, link, onPage);
  }

  /** The photo file's bytes; its ETag is their hash, so an edited file is fetched again. */
  async photo(tenantId: string, userId: string, knownEtag: string | null): Promise<DirectoryPhoto> {
    const file = this.photos.get(`${tenantId.toLowerCase()}|${userId}`);
    if (!file) return { state: 'none' };
    const bytes = await readFile(file);
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 16)}"`;
    return etag === knownEtag ? { state: 'unchanged' } : { state: 'changed', etag, bytes };
  }
}
