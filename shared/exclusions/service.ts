import { invalidSaid } from '../http/said-reasons.js';
import type { ExclusionsOverview, GroupSync, Suggestions } from './schemas.js';
import type { ActivityService } from '../activity/service.js';
import type { Actor } from '../auth/principal.js';
import { SEAT_PRICE, formatPrice } from '../billing/plan.js';
import type { Language } from '../i18n/languages.js';
import type { Clock } from '../clock.js';
import type { DirectorySnapshots } from '../directory/service.js';
import type { Directory, DirectoryUser } from '../directory/types.js';
import { notFound, refuse } from '../http/errors.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import type { Change } from '../changelog/service.js';
import type { DomainEvent } from '../events/bus.js';
import type { Outbox, Stamp } from '../outbox/outbox.js';
import { listWitness, type ExclusionMode, type ExclusionStore, type ListedGroup } from './store.js';

const isMember = (u: DirectoryUser) => (u.userType ?? '').toLowerCase() !== 'guest' && !!u.mail;
const SUGGESTION_WINDOW_DAYS = 90;

/**
 * Cost management: which mailboxes the organisation pays for, and so gets signatures for. In exclusion mode the listed
 * ones are left out; in inclusion mode only the listed ones are served. Groups are listed by their members, resolved
 * when added and refreshed nightly or on demand.
 */
export class ExclusionService {
  private readonly directory: Directory;
  private readonly outbox: Pick<Outbox, 'commit'>;
  private readonly clock: Clock;
  /** Suggestions look at who applied signatures. */
  private readonly activity: ActivityService;
  /** The directory as the reports read it (the cost list, seats, suggestions, group membership). */
  private readonly snapshots: DirectorySnapshots;

  constructor(
    private readonly store: ExclusionStore,
    deps: {
      directory: Directory;
      outbox: Pick<Outbox, 'commit'>;
      clock: Clock;
      activity: ActivityService;
      snapshots: DirectorySnapshots;
    },
  ) {
    ({ directory: this.directory, outbox: this.outbox, clock: this.clock, activity: this.activity, snapshots: this.snapshots } = deps);
  }

  /**
   * Commits a change of the list through the outbox: who gets a signature changes (the signature cache follows), and
   * the change log tells it.
   */
  private commit<T>(
    tenantId: string,
    actor: Actor,
    change: Omit<Change, 'scope'>,
    run: (stamp: Stamp) => Promise<T>,
    changed?: (result: T) => boolean,
    event: DomainEvent = { type: 'exclusionsChanged', tenantId },
  ): Promise<T> {
    return this.outbox.commit(tenantId, { events: [event], log: [{ actor, change: { scope: 'tenant', ...change } }] }, listWitness, run, {
      changed,
    });
  }

  /** `mode`: the organisation's mode when the caller has it already (the compose path reads it once a generation). */
  async isExcluded(tenantId: string, primaryAddress: string, mode?: Promise<ExclusionMode>): Promise<boolean> {
    const [current, listed] = await Promise.all([mode ?? this.store.mode(tenantId), this.store.isListed(tenantId, primaryAddress)]);
    return current === 'exclusion' ? listed : !listed;
  }

  /** `isExcluded` for every mailbox of a report at once: the mode and the whole list read once, not once per mailbox. */
  async exclusionTest(tenantId: string): Promise<(primaryAddress: string) => boolean> {
    const [mode, listed] = await Promise.all([this.store.mode(tenantId), this.store.listed(tenantId)]);
    return (address) => listed.has(address.toLowerCase()) === (mode === 'exclusion');
  }

  /**
   * The mode and `exclusionTest`, from one query, when storage answers the list in one page (the compose path keeps
   * both a rendering generation, so a compose asks nothing per mailbox); `test` is null for a longer list, whose
   * mailboxes are asked one by one (`isExcluded`).
   */
  async modeAndSmallListTest(tenantId: string): Promise<{ mode: ExclusionMode; test: ((primaryAddress: string) => boolean) | null }> {
    return smallListTest(await this.modeAndSmallList(tenantId));
  }

  /** What `modeAndSmallListTest` is made of, as plain data: the mode, and the list when one page holds it (else null). */
  async modeAndSmallList(tenantId: string): Promise<SmallList> {
    const { mode, listed } = await this.store.modeAndListInOnePage(tenantId);
    return { mode, listed: listed && [...listed] };
  }

  mode(tenantId: string): Promise<ExclusionMode> {
    return this.store.mode(tenantId);
  }

  /** Every member mailbox of the directory snapshot (the seats that could be billed). */
  private async members(tenantId: string): Promise<DirectoryUser[]> {
    return (await this.snapshots.current(tenantId)).allUsers().filter(isMember);
  }

  /** The list with its mode, each entry annotated, the groups, totals and the seats billed. */
  async overview(tenantId: string, language: Language = 'en'): Promise<ExclusionsOverview> {
    const [mode, mailboxes, groups, members] = await Promise.all([
      this.store.mode(tenantId),
      this.store.mailboxes(tenantId),
      this.store.groups(tenantId),
      this.members(tenantId),
    ]);
    const byAddress = new Map(members.map((u) => [u.mail!.toLowerCase(), u]));
    const listed = new Set([...mailboxes.map((m) => m.address), ...groups.flatMap((g) => g.members)]);
    const listedMembers = [...listed].filter((a) => byAddress.has(a)).length;
    const seatsBilled = mode === 'exclusion' ? members.length - listedMembers : listedMembers;
    return {
      mode,
      mailboxes: mailboxes.map((m) => ({ ...m, resolves: byAddress.has(m.address), billable: byAddress.has(m.address) })),
      groups: groups.map(({ members: groupMembers, ...g }) => ({ ...g, memberCount: groupMembers.length })),
      totals: { directoryMailboxes: members.length, listed: listed.size, listedInDirectory: listedMembers },
      seatsBilled,
      monthlyCost: formatPrice(seatsBilled * SEAT_PRICE.monthlyCents, language),
      monthlyCostCents: seatsBilled * SEAT_PRICE.monthlyCents,
      currency: SEAT_PRICE.currency,
    };
  }

  /** Switching modes would turn the meaning of every entry around, so the list must be empty first. */
  async setMode(tenantId: string, actor: Actor, mode: ExclusionMode): Promise<{ mode: ExclusionMode }> {
    const from: ExclusionMode = mode === 'exclusion' ? 'inclusion' : 'exclusion';
    const allowed = (mailboxes: unknown[], groups: unknown[]) => {
      if (mailboxes.length || groups.length) {
        throw refuse('list_not_empty', `Empty the list first: it holds ${mailboxes.length} mailbox(es) and ${groups.length} group(s)`, {
          mailboxes: mailboxes.length,
          groups: groups.length,
        });
      }
    };
    await this.commit(
      tenantId,
      actor,
      { action: 'exclusions.mode_changed', target: mode, details: { from } },
      (stamp) => this.store.setMode(tenantId, mode, allowed, stamp),
      (before) => before !== null,
    );
    return { mode };
  }

  /** Adds mailboxes (each must be a mailbox of the organisation; their primary address is listed). */
  async add(tenantId: string, actor: Actor, addresses: readonly string[], note = ''): Promise<{ added: string[] }> {
    const resolved = await Promise.all(addresses.map((a) => this.directory.findMailbox(tenantId, a)));
    const problems = Object.fromEntries(
      resolved.flatMap((u, i) =>
        u && isMember(u) ? [] : [[`mailboxes.${i}`, ['addressNotMailbox', { address: addresses[i]! }] as const]],
      ),
    );
    if (Object.keys(problems).length) throw invalidSaid(problems);
    const at = this.clock.now().toISOString();
    const added = [...new Set(resolved.map((u) => u!.mail!.toLowerCase()))];
    await this.commit(
      tenantId,
      actor,
      { action: 'exclusions.added', target: added.join(', '), details: { count: added.length, note } },
      async (stamp) => {
        for (const address of added) await this.store.addMailbox(tenantId, { address, note, addedBy: actor.actor, addedAt: at }, stamp);
      },
    );
    return { added };
  }

  async remove(tenantId: string, actor: Actor, address: string): Promise<void> {
    const removed = await this.commit(
      tenantId,
      actor,
      { action: 'exclusions.removed', target: address },
      (stamp) => this.store.removeMailbox(tenantId, address, stamp),
      (r) => r,
    );
    if (!removed) throw notFound('The mailbox is not on the list (one listed through a group goes with its group)');
  }

  /**
   * A group and its member mailboxes from the directory snapshot; `refresh` first brings the snapshot up to date with
   * a delta round (an administrator asking now), otherwise the snapshot is as the nightly refresh left it.
   */
  private async resolveGroup(
    tenantId: string,
    groupId: string,
    refresh: boolean,
  ): Promise<{ displayName: string; members: string[] } | null> {
    const snapshot = refresh ? (await this.snapshots.refresh(tenantId)).snapshot : await this.snapshots.current(tenantId);
    const group = snapshot.group(groupId);
    if (!group) return null;
    const members = snapshot
      .groupMembers(groupId)
      .filter(isMember)
      .map((u) => u.mail!.toLowerCase());
    return { displayName: group.displayName, members: [...new Set(members)].sort() };
  }

  /** Adds a directory group: confirmed and its membership resolved (from a freshly refreshed snapshot) before the call returns. */
  async addGroup(tenantId: string, actor: Actor, groupId: string, note = ''): Promise<ListedGroup> {
    const resolved = await this.resolveGroup(tenantId, groupId, true);
    if (!resolved) throw invalidSaid({ groupId: 'noSuchGroup' });
    const at = this.clock.now().toISOString();
    const group: ListedGroup = { id: groupId, ...resolved, note, addedBy: actor.actor, addedAt: at, syncedAt: at };
    await this.commit(
      tenantId,
      actor,
      { action: 'exclusions.group_added', target: group.displayName, details: { id: groupId, members: group.members.length } },
      (stamp) => this.store.putGroup(tenantId, group, stamp),
    );
    return group;
  }

  /** Removes a group; answers which addresses it released (those no longer on the list any other way). */
  async removeGroup(tenantId: string, actor: Actor, groupId: string): Promise<{ released: string[] }> {
    const group = await this.store.group(tenantId, groupId);
    if (!group) throw notFound('The group is not on the list');
    // Decided before the commit (the entry is): members listed neither one by one nor through another group.
    const viaOthers = new Set((await this.store.groups(tenantId)).filter((g) => g.id !== groupId).flatMap((g) => g.members));
    const direct = await Promise.all(group.members.map((m) => this.store.isMailboxListed(tenantId, m)));
    const released = group.members.filter((m, i) => !direct[i] && !viaOthers.has(m));
    const removed = await this.commit(
      tenantId,
      actor,
      { action: 'exclusions.group_removed', target: group.displayName, details: { id: groupId, released: released.length } },
      (stamp) => this.store.removeGroup(tenantId, groupId, stamp),
      (r) => r,
    );
    if (!removed) throw notFound('The group is not on the list');
    return { released };
  }

  /**
   * Refreshes one group's membership; a group gone from the directory keeps its last members and says so. On demand
   * the tenant's directory snapshot is refreshed first; the nightly run reads the snapshot its own refresh left.
   */
  async syncGroup(tenantId: string, actor: Actor | null, groupId: string, opts: { refresh?: boolean } = {}): Promise<GroupSync> {
    const group = await this.store.group(tenantId, groupId);
    if (!group) throw notFound('The group is not on the list');
    const resolved = await this.resolveGroup(tenantId, groupId, opts.refresh ?? true);
    if (!resolved) return { group: { ...group, memberCount: group.members.length }, stillInDirectory: false, added: [], removed: [] };
    const before = new Set(group.members);
    const after = new Set(resolved.members);
    const next: ListedGroup = { ...group, ...resolved, syncedAt: this.clock.now().toISOString() };
    const added = resolved.members.filter((m) => !before.has(m));
    const removed = group.members.filter((m) => !after.has(m));
    if (added.length || removed.length) {
      await this.commit(
        tenantId,
        actor ?? { actor: 'Nightly group refresh' },
        {
          action: 'exclusions.group_synced',
          target: next.displayName,
          details: { id: groupId, added: added.length, removed: removed.length },
        },
        (stamp) => this.store.putGroup(tenantId, next, stamp),
        undefined,
        { type: 'directoryRefreshed', tenantId },
      );
    } else await this.store.putGroup(tenantId, next);
    const { members, ...rest } = next;
    return { group: { ...rest, memberCount: members.length }, stillInDirectory: true, added, removed };
  }

  /** Timer job: refreshes every listed group of every organisation, each on its own. */
  syncAll(log: Logger): Promise<JobCounts> {
    return eachItem(
      log,
      'exclusionGroupSync',
      this.store.allGroups(),
      (g) => ({ tenantId: g.tenantId, id: g.groupId }),
      async (g) => {
        await this.syncGroup(g.tenantId, null, g.groupId, { refresh: false });
      },
    );
  }

  /** Billable mailboxes that never applied a signature (in 90 days), and what leaving them out would save. */
  async suggestions(tenantId: string, language: Language = 'en'): Promise<Suggestions> {
    if ((await this.store.mode(tenantId)) === 'inclusion') {
      throw refuse('inclusion_mode');
    }
    const since = new Date(this.clock.now().getTime() - SUGGESTION_WINDOW_DAYS * 86_400_000);
    const [members, applied] = await Promise.all([this.members(tenantId), this.activity.applyingSince(tenantId, since)]);
    const listed = await this.store.listed(tenantId);
    const suggested = members
      .filter((u) => !listed.has(u.mail!.toLowerCase()) && !applied.has(u.mail!.toLowerCase()))
      .map((u) => ({ address: u.mail!.toLowerCase(), displayName: u.displayName ?? null, mailboxType: u.mailboxType }));
    return {
      windowDays: SUGGESTION_WINDOW_DAYS,
      mailboxes: suggested,
      monthlySaving: formatPrice(suggested.length * SEAT_PRICE.monthlyCents, language),
      monthlySavingCents: suggested.length * SEAT_PRICE.monthlyCents,
      currency: SEAT_PRICE.currency,
    };
  }
}

/** The mode and, when one page of storage holds it, the list of addresses (see `modeAndSmallList`). */
export interface SmallList {
  mode: ExclusionMode;
  listed: string[] | null;
}

/** `modeAndSmallListTest` of what `modeAndSmallList` answered. */
export function smallListTest({ mode, listed }: SmallList): { mode: ExclusionMode; test: ((primaryAddress: string) => boolean) | null } {
  const set = listed && new Set(listed);
  return { mode, test: set && ((address) => set.has(address.toLowerCase()) === (mode === 'exclusion')) };
}
