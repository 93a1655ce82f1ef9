import type { Clock } from '../clock.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import { retryOnConflict } from '../storage/update.js';
import { DirectorySnapshot } from './snapshot.js';
import type { SnapshotStore } from './store.js';
import { DeltaExpired, type Directory, type GroupChange, type UserChange } from './types.js';

/** Snapshots kept parsed in memory, counted in users (about 1 KiB each), the least recently read dropped first. */
const CACHED_USERS = 250_000;
/**
 * Graph hands out a new delta link every round. A round that found nothing keeps the stored snapshot (no rewrite of a
 * large blob for a link) unless the stored links are this old: the nightly run renews them before they expire.
 */
const LINK_RENEWAL_MS = 20 * 3600_000;

interface RefreshResult {
  snapshot: DirectorySnapshot;
  /** `built`: from scratch (none yet, or the directory asked for a resync); `updated`: changes applied; `unchanged`. */
  outcome: 'built' | 'updated' | 'unchanged';
  users: number;
  groups: number;
}

/**
 * One directory snapshot per tenant, read by the reports (activity, audit, cost list, seats billed, digest) instead of
 * listing the directory per request. Built on first need, then refreshed with delta rounds by the nightly job and on
 * demand (listing or refreshing an excluded group). Rendering and simulation keep asking the directory per mailbox.
 */
export class DirectorySnapshots {
  private readonly cache = new Map<string, { snapshot: DirectorySnapshot; etag: string }>();

  constructor(
    private readonly store: SnapshotStore,
    private readonly deps: { directory: Directory; clock: Clock },
  ) {}

  /** The tenant's snapshot as stored now (one small request when this instance holds the current one), built if none. */
  async current(tenantId: string): Promise<DirectorySnapshot> {
    return (await this.stored(tenantId))?.snapshot ?? (await this.refresh(tenantId)).snapshot;
  }

  /** The stored snapshot and its ETag; `snapshot: null` when it is stored in an older form (replaced by a full round). */
  private async stored(tenantId: string): Promise<{ snapshot: DirectorySnapshot | null; etag: string } | null> {
    const etag = await this.store.etag(tenantId);
    if (etag === null) return null;
    const hit = this.cache.get(tenantId);
    if (hit?.etag === etag) {
      this.remember(tenantId, hit);
      return hit;
    }
    const loaded = await this.store.load(tenantId);
    if (!loaded) return null;
    if (!loaded.doc) return { snapshot: null, etag: loaded.etag };
    const entry = { snapshot: DirectorySnapshot.fromDocument(loaded.doc), etag: loaded.etag };
    this.remember(tenantId, entry);
    return entry;
  }

  private remember(tenantId: string, entry: { snapshot: DirectorySnapshot; etag: string }) {
    this.cache.delete(tenantId);
    this.cache.set(tenantId, entry);
    let users = 0;
    for (const e of this.cache.values()) users += e.snapshot.userCount;
    for (const [id, e] of this.cache) {
      if (users <= CACHED_USERS || id === tenantId) break;
      this.cache.delete(id);
      users -= e.snapshot.userCount;
    }
  }

  /**
   * One delta round for users and one for groups, applied to the stored snapshot (a full round when there is none, or
   * when the directory no longer honours the links). Written under the stored snapshot's ETag: of two refreshes
   * racing, the loser starts again from the winner's snapshot.
   */
  refresh(tenantId: string): Promise<RefreshResult> {
    return retryOnConflict(
      async () => {
        const base = await this.stored(tenantId);
        try {
          return await this.round(tenantId, base?.snapshot ?? null, base?.etag ?? null);
        } catch (err) {
          if (!(err instanceof DeltaExpired) || !base?.snapshot) throw err;
          return this.round(tenantId, null, base.etag);
        }
      },
      { what: 'the directory snapshot' },
    );
  }

  private async round(tenantId: string, base: DirectorySnapshot | null, etag: string | null): Promise<RefreshResult> {
    const users: UserChange[] = [];
    const groups: GroupChange[] = [];
    const usersLink = await this.deps.directory.userDelta(tenantId, base?.links.users || null, (page) => users.push(...page));
    const groupsLink = await this.deps.directory.groupDelta(tenantId, base?.links.groups || null, (page) => groups.push(...page));
    const counts = { users: users.length, groups: groups.length };
    const at = this.deps.clock.now();
    const sameLinks = usersLink === base?.links.users && groupsLink === base?.links.groups;
    if (base && !users.length && !groups.length && (sameLinks || at.getTime() - Date.parse(base.refreshedAt) < LINK_RENEWAL_MS)) {
      return { snapshot: base, outcome: 'unchanged', ...counts };
    }
    const now = at.toISOString();
    const next = base ? base.clone() : DirectorySnapshot.empty(now);
    next.applyUsers(users);
    next.applyGroups(groups);
    next.links = { users: usersLink, groups: groupsLink };
    next.refreshedAt = now;
    const written = await this.store.save(tenantId, next.toDocument(), etag);
    this.remember(tenantId, { snapshot: next, etag: written });
    return { snapshot: next, outcome: base ? 'updated' : 'built', ...counts };
  }

  /** Timer job: every active organisation's snapshot refreshed, each on its own. */
  refreshAll(log: Logger, tenantIds: AsyncIterable<string>): Promise<JobCounts> {
    return eachItem(
      log,
      'directorySnapshotRefresh',
      tenantIds,
      (tenantId) => ({ tenantId }),
      async (tenantId) => {
        const { outcome } = await this.refresh(tenantId);
        return outcome === 'unchanged' ? 'skipped' : outcome;
      },
    );
  }
}
