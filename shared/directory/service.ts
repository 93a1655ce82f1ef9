import type { Clock } from '../clock.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import { retryOnConflict } from '../storage/update.js';
import { newRound, type RoundProgress, type RoundProgressStore } from './round-progress.js';
import { DirectorySnapshot } from './snapshot.js';
import type { SnapshotStore } from './store.js';
import type { SyncFailure, SyncStateStore } from './sync-state.js';
import { DeltaExpired, type Directory } from './types.js';

/** Snapshots kept parsed in memory, counted in users (about 1 KiB each), the least recently read dropped first. */
const CACHED_USERS = 250_000;
/**
 * Graph hands out a new delta link every round. A round that found nothing keeps the stored snapshot (no rewrite of a
 * large blob for a link) unless the stored links are this old: the nightly run renews them before they expire.
 */
const LINK_RENEWAL_MS = 20 * 3600_000;
/** A stopped round older than this starts over from the snapshot's delta links (Graph's page links do not last). */
const ROUND_RESUMABLE_MS = 6 * 3600_000;

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
    /** With `progress`, a round that stops partway (a page that fails) goes on where it stopped the next time. */
    private readonly deps: { directory: Directory; clock: Clock; progress?: RoundProgressStore; syncState?: SyncStateStore },
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

  /**
   * Reads a whole round for users, then groups, going on from a round that stopped for this snapshot when there is
   * one. Nothing is applied until both reached their delta links: a round that stops keeps what it read for the next
   * refresh (a resumed one that reads no page more starts over from the delta links), and the snapshot stays as it was.
   */
  private async read(tenantId: string, base: DirectorySnapshot | null): Promise<{ round: RoundProgress; resumed: boolean }> {
    const from = { users: base?.links.users ?? '', groups: base?.links.groups ?? '' };
    const now = this.deps.clock.now();
    const kept = await this.deps.progress?.load(tenantId);
    const resumable =
      kept?.from.users === from.users && kept.from.groups === from.groups && now.getTime() - Date.parse(kept.savedAt) < ROUND_RESUMABLE_MS;
    const round = resumable ? kept : newRound(from, now.toISOString());
    let pages = 0;
    try {
      round.users.link ??= await this.deps.directory.userDelta(tenantId, round.users.resume ?? (from.users || null), (page, resume) => {
        round.users.changes.push(...page);
        round.users.resume = resume ?? null;
        pages++;
      });
      round.groups.link ??= await this.deps.directory.groupDelta(tenantId, round.groups.resume ?? (from.groups || null), (page, resume) => {
        round.groups.changes.push(...page);
        round.groups.resume = resume ?? null;
        pages++;
      });
    } catch (err) {
      const progress = this.deps.progress;
      if (progress && pages > 0) await progress.save(tenantId, { ...round, savedAt: now.toISOString() }).catch(() => undefined);
      else if (progress && kept) await progress.drop(tenantId).catch(() => undefined);
      throw err;
    }
    return { round, resumed: kept !== null && kept !== undefined };
  }

  private async round(tenantId: string, base: DirectorySnapshot | null, etag: string | null): Promise<RefreshResult> {
    const { round, resumed } = await this.read(tenantId, base);
    const result = await this.apply(tenantId, base, etag, round);
    // Only once the round's changes are in the snapshot (or found to be none).
    if (resumed) await this.deps.progress?.drop(tenantId);
    return result;
  }

  /** A whole round applied to the stored snapshot (a new one without a base), unless it changed nothing. */
  private async apply(tenantId: string, base: DirectorySnapshot | null, etag: string | null, round: RoundProgress): Promise<RefreshResult> {
    const [users, groups, usersLink, groupsLink] = [round.users.changes, round.groups.changes, round.users.link!, round.groups.link!];
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

  /** The organisation's nightly sync failing since some time (for its alert), or null while it works. */
  async syncFailure(tenantId: string): Promise<SyncFailure | null> {
    return (await this.deps.syncState?.failure(tenantId)) ?? null;
  }

  /** Timer job: every active organisation's snapshot refreshed, each on its own; a failure is kept until one works. */
  refreshAll(log: Logger, tenantIds: AsyncIterable<string>): Promise<JobCounts> {
    return eachItem(
      log,
      'directorySnapshotRefresh',
      tenantIds,
      (tenantId) => ({ tenantId }),
      async (tenantId) => {
        let outcome: RefreshResult['outcome'];
        try {
          outcome = (await this.refresh(tenantId)).outcome;
        } catch (err) {
          // The run's failure is what the job reports; keeping it for the alert is second to that.
          await this.deps.syncState?.failed(tenantId, err, this.deps.clock.now()).catch(() => undefined);
          throw err;
        }
        await this.deps.syncState?.succeeded(tenantId);
        return outcome === 'unchanged' ? 'skipped' : outcome;
      },
    );
  }
}
