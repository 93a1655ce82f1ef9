import type { ExclusionsOverview, GroupSync, Suggestions } from './schemas.js';
import type { ActivityService } from '../activity/service.js';
import type { Actor } from '../auth/principal.js';
import { SEAT_PRICE, formatPrice } from '../billing/plan.js';
import type { ChangeLogService } from '../changelog/service.js';
import type { Clock } from '../clock.js';
import type { DirectorySnapshots } from '../directory/service.js';
import type { Directory, DirectoryUser } from '../directory/types.js';
import { ApiError, invalid, notFound } from '../http/errors.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import type { ExclusionMode, ExclusionStore, ListedGroup } from './store.js';
import type { Emit } from '../events/bus.js';

const isMember = (u: DirectoryUser) => (u.userType ?? '').toLowerCase() !== 'guest' && !!u.mail;
const SUGGESTION_WINDOW_DAYS = 90;

/**
 * Cost management: which mailboxes the organisation pays for, and so gets signatures for. In exclusion mode the listed
 * ones are left out; in inclusion mode only the listed ones are served. Groups are listed by their members, resolved
 * when added and refreshed nightly or on demand.
 */
export class ExclusionService {
  private readonly directory: Directory;
  private readonly changelog: ChangeLogService;
  private readonly clock: Clock;
  private readonly events: Emit;
  /** Suggestions look at who applied signatures. */
  private readonly activity: ActivityService;
  /** The directory as the reports read it (the cost list, seats, suggestions, group membership). */
  private readonly snapshots: DirectorySnapshots;

  constructor(
    private readonly store: ExclusionStore,
    deps: {
      directory: Directory;
      changelog: ChangeLogService;
      clock: Clock;
      events: Emit;
      activity: ActivityService;
      snapshots: DirectorySnapshots;
    },
  ) {
    ({
      directory: this.directory,
      changelog: this.changelog,
      clock: this.clock,
      events: this.events,
      activity: this.activity,
      snapshots: this.snapshots,
    } = deps);
  }

  async isExcluded(tenantId: string, primaryAddress: string): Promise<boolean> {
    const [mode, listed] = await Promise.all([this.store.mode(tenantId), this.store.isListed(tenantId, primaryAddress)]);
    return mode === 'exclusion' ? listed : !listed;
  }

  /** `isExcluded` for every mailbox of a report at once: the mode and the whole list read once, not once per mailbox. */
  async exclusionTest(tenantId: string): Promise<(primaryAddress: string) => boolean> {
    const [mode, listed] = await Promise.all([this.store.mode(tenantId), this.store.listed(tenantId)]);
    return (address) => listed.has(address.toLowerCase()) === (mode === 'exclusion');
  }

  mode(tenantId: string): Promise<ExclusionMode> {
    return this.store.mode(tenantId);
  }

  /** Every member mailbox of the directory snapshot (the seats that could be billed). */
  private async members(tenantId: string): Promise<DirectoryUser[]> {
    return (await this.snapshots.current(tenantId)).allUsers().filter(isMember);
  }

  /** The list with its mode, each entry annotated, the groups, totals and the seats billed. */
  async overview(tenantId: string): Promise<ExclusionsOverview> {
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
      monthlyCost: formatPrice(seatsBilled * SEAT_PRICE.monthlyCents),
    };
  }

  /** Switching modes would turn the meaning of every entry around, so the list must be empty first. */
  async setMode(tenantId: string, actor: Actor, mode: ExclusionMode): Promise<{ mode: ExclusionMode }> {
    const current = await this.store.setMode(tenantId, mode, (mailboxes, groups) => {
      if (mailboxes.length || groups.length) {
        throw new ApiError(
          409,
          'list_not_empty',
          `Empty the list first: it holds ${mailboxes.length} mailbox(es) and ${groups.length} group(s)`,
          {
            mailboxes: mailboxes.length,
            groups: groups.length,
          },
        );
      }
    });
    if (current === null) return { mode };
    await this.events.emit({ type: 'exclusionsChanged', tenantId });
    await this.changelog.record(tenantId, actor, {
      scope: 'tenant',
      action: 'exclusions.mode_changed',
      target: mode,
      details: { from: current },
    });
    return { mode };
  }

  /** Adds mailboxes (each must be a mailbox of the organisation; their primary address is listed). */
  async add(tenantId: string, actor: Actor, addresses: readonly string[], note = ''): Promise<{ added: string[] }> {
    const resolved = await Promise.all(addresses.map((a) => this.directory.findMailbox(tenantId, a)));
    const problems = Object.fromEntries(
      resolved.flatMap((u, i) => (u && isMember(u) ? [] : [[`mailboxes.${i}`, `${addresses[i]} is not a mailbox of this organisation`]])),
    );
    if (Object.keys(problems).length) throw invalid(problems);
    const at = this.clock.now().toISOString();
    const added = [...new Set(resolved.map((u) => u!.mail!.toLowerCase()))];
    for (const address of added) await this.store.addMailbox(tenantId, { address, note, addedBy: actor.actor, addedAt: at });
    // Who gets a signature changes: logged with the scope that refreshes rendered signatures.
    await this.events.emit({ type: 'exclusionsChanged', tenantId });
    await this.changelog.record(tenantId, actor, {
      scope: 'tenant',
      action: 'exclusions.added',
      target: added.join(', '),
      details: { count: added.length, note },
    });
    return { added };
  }

  async remove(tenantId: string, actor: Actor, address: string): Promise<void> {
    if (!(await this.store.removeMailbox(tenantId, address)))
      throw notFound('The mailbox is not on the list (one listed through a group goes with its group)');
    await this.events.emit({ type: 'exclusionsChanged', tenantId });
    await this.changelog.record(tenantId, actor, { scope: 'tenant', action: 'exclusions.removed', target: address });
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
    if (!resolved) throw invalid({ groupId: 'no such group in the directory' });
    const at = this.clock.now().toISOString();
    const group: ListedGroup = { id: groupId, ...resolved, note, addedBy: actor.actor, addedAt: at, syncedAt: at };
    await this.store.putGroup(tenantId, group);
    await this.events.emit({ type: 'exclusionsChanged', tenantId });
    await this.changelog.record(tenantId, actor, {
      scope: 'tenant',
      action: 'exclusions.group_added',
      target: group.displayName,
      details: { id: groupId, members: group.members.length },
    });
    return group;
  }

  /** Removes a group; answers which addresses it released (those no longer on the list any other way). */
  async removeGroup(tenantId: string, actor: Actor, groupId: string): Promise<{ released: string[] }> {
    const group = await this.store.group(tenantId, groupId);
    if (!group) throw notFound('The group is not on the list');
    await this.store.removeGroup(tenantId, groupId);
    const stillListed = await Promise.all(group.members.map((m) => this.store.isListed(tenantId, m)));
    const released = group.members.filter((_m, i) => !stillListed[i]);
    await this.events.emit({ type: 'exclusionsChanged', tenantId });
    await this.changelog.record(tenantId, actor, {
      scope: 'tenant',
      action: 'exclusions.group_removed',
      target: group.displayName,
      details: { id: groupId, released: released.length },
    });
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
    await this.store.putGroup(tenantId, next);
    const added = resolved.members.filter((m) => !before.has(m));
    const removed = group.members.filter((m) => !after.has(m));
    if (added.length || removed.length) {
      await this.events.emit({ type: 'directoryRefreshed', tenantId });
      await this.changelog.record(tenantId, actor ?? { actor: 'Nightly group refresh' }, {
        scope: 'tenant',
        action: 'exclusions.group_synced',
        target: next.displayName,
        details: { id: groupId, added: added.length, removed: removed.length },
      });
    }
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
  async suggestions(tenantId: string): Promise<Suggestions> {
    if ((await this.store.mode(tenantId)) === 'inclusion') {
      throw new ApiError(409, 'inclusion_mode', 'Suggestions are for exclusion mode: in inclusion mode only listed mailboxes are billed');
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
      monthlySaving: formatPrice(suggested.length * SEAT_PRICE.monthlyCents),
    };
  }
}
