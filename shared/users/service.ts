import { invalidSaid } from '../http/said-reasons.js';
import type { Actor, Person } from '../auth/principal.js';
import { ROLE_CAPABILITIES, type Capability, type Role } from '../auth/roles.js';
import type { Clock } from '../clock.js';
import type { Directory, DirectoryUser } from '../directory/types.js';
import { RecentReads } from '../storage/recent.js';
import { retryOnConflict } from '../storage/update.js';
import { notFound, refuse } from '../http/errors.js';
import type { Outbox, WorkInput } from '../outbox/outbox.js';
import type { PortalUser } from './schemas.js';
import { userWitness, type UserStore } from './store.js';

const SEEN_PRECISION_MS = 3600_000;
/** How long an instance trusts a person's role it read (as the organisation record): a revocation elsewhere takes effect within it. */
const ROLE_TRUST_MS = 1000;
/** How long an instance trusts what the directory said of someone refused the first-Admin claim. */
const CLAIMANT_TRUST_MS = 30_000;
/** Roles are kept per person: the tenant, then their directory object id (never their address, which can be reassigned). */
const personKey = (tenantId: string, oid: string) => `${tenantId}|${oid}`;

/** Whoever changes portal users, and what they hold: nobody grants or takes away more than they hold. */
type Granter = Actor & { capabilities: readonly Capability[] };

/** The person a first-Admin grant names: their directory object id, and the address and name shown and logged. */
interface FirstAdmin {
  oid: string;
  email: string;
  name: string;
}

function requireHolds(granter: Granter, role: Role) {
  const missing = ROLE_CAPABILITIES[role].filter((c) => !granter.capabilities.includes(c));
  if (missing.length) {
    throw refuse('role_beyond_caller', `Only someone holding everything the ${role} role holds can grant or change it`, {
      missing,
    });
  }
}

/**
 * Whether the directory entry may become an organisation's first Admin by calling first: a member (not a guest) whose
 * account is enabled. Someone the directory does not know never may.
 */
const mayClaimFirstAdmin = (user: DirectoryUser | null): boolean =>
  !!user && (user.userType ?? '').toLowerCase() !== 'guest' && user.accountEnabled !== false;

/** Portal users and their roles, kept by directory object id; the first person of an organisation becomes its Admin. */
export class UserService {
  /** Portal user rows read for the pipeline's membership step, and whether an organisation's first Admin is claimed. */
  private readonly recent: RecentReads<PortalUser | null>;
  private readonly claimed: RecentReads<boolean>;
  /** The directory's entry of people who asked while no Admin existed (read once for a burst of their requests). */
  private readonly claimants: RecentReads<DirectoryUser | null>;
  private readonly directory: Directory;
  private readonly outbox: Pick<Outbox, 'commit'>;
  private readonly clock: Clock;

  constructor(
    private readonly store: UserStore,
    deps: { directory: Directory; outbox: Pick<Outbox, 'commit'>; clock: Clock },
  ) {
    ({ directory: this.directory, outbox: this.outbox, clock: this.clock } = deps);
    this.recent = new RecentReads({ trustMs: ROLE_TRUST_MS, clock: deps.clock });
    this.claimed = new RecentReads({ trustMs: ROLE_TRUST_MS, clock: deps.clock });
    this.claimants = new RecentReads({ trustMs: CLAIMANT_TRUST_MS, clock: deps.clock, max: 1000 });
  }

  /**
   * The caller's role, found by their directory object id (one trusted read). A row granted to an address before
   * people were kept by id is bound to the first person signing in with that address. The first person of an
   * organisation without an Admin becomes its Admin, if the directory knows them as an enabled member.
   */
  async roleOf(person: Person): Promise<Role | null> {
    const now = this.clock.now();
    const key = personKey(person.tenantId, person.oid);
    const user = await this.recent.get(key, () => this.readOrBind(person));
    if (user) {
      const stale = !user.lastSeenAt || now.getTime() - Date.parse(user.lastSeenAt) > SEEN_PRECISION_MS;
      if (stale || user.name !== person.name) {
        // The trusted copy is marked first, so a burst of requests touches the row once.
        user.lastSeenAt = now.toISOString();
        user.name = person.name;
        await this.store.touch(person.tenantId, person.oid, person.name, now.toISOString());
      }
      return user.role;
    }
    // Someone who is not a portal user: once the organisation has its first Admin, no claim is tried for a while.
    if (this.claimed.peek(person.tenantId)) return null;
    if (await this.store.hasRoster(person.tenantId)) {
      this.claimed.set(person.tenantId, true);
      return null;
    }
    // Only here, with no Admin yet, is the caller looked up: a guest (by their token or the directory), a disabled
    // account or someone unknown is refused.
    if (person.guest) return null;
    const entry = await this.claimants.get(key, () => this.directory.findUser(person.tenantId, person.oid));
    if (!mayClaimFirstAdmin(entry)) return null;
    if (await this.claimFirst(person.tenantId, person)) return 'Admin';
    this.claimed.set(person.tenantId, true);
    // The claim may have been lost to this same person's other first request (the portal asks two things at once):
    // their row decides, not the lost claim.
    const winner = await this.store.get(person.tenantId, person.oid);
    this.recent.set(key, winner);
    return winner?.role ?? null;
  }

  /**
   * Makes the person Admin when the organisation has no Admin yet (after a verified administrator's consent);
   * otherwise changes nothing, so calling it again is harmless.
   */
  async grantFirstAdmin(tenantId: string, person: FirstAdmin): Promise<void> {
    if (await this.store.hasRoster(tenantId)) return;
    if (!(await this.claimFirst(tenantId, person))) this.claimed.set(tenantId, true);
  }

  /** Creates the organisation's roster with this person as its first Admin; false when it exists already. */
  private async claimFirst(tenantId: string, person: FirstAdmin): Promise<boolean> {
    const now = this.clock.now().toISOString();
    const first: PortalUser = {
      oid: person.oid,
      email: person.email.toLowerCase(),
      role: 'Admin',
      name: person.name,
      addedAt: now,
      addedBy: person.email,
      lastSeenAt: now,
    };
    const work = {
      log: [
        {
          actor: { actor: person.email, actorName: person.name },
          change: { scope: 'tenant' as const, action: 'user.first_admin', target: person.email },
        },
      ],
    };
    const claimed = await this.outbox.commit(
      tenantId,
      work,
      userWitness(first),
      (stamp) => this.store.claimFirstAdmin(tenantId, first, stamp),
      { changed: (c) => c },
    );
    if (claimed) this.recent.set(personKey(tenantId, person.oid), first);
    return claimed;
  }

  /** The person's row by id, else a row kept under their address bound to them now (once). */
  private readOrBind(person: Person): Promise<PortalUser | null> {
    return retryOnConflict(
      async () => {
        const bound = await this.store.get(person.tenantId, person.oid);
        if (bound) return bound;
        const unbound = await this.store.getUnbound(person.tenantId, person.email);
        if (!unbound) return null;
        const next: PortalUser = { ...unbound, oid: person.oid };
        if ((await this.store.change(person.tenantId, unbound, next)) === 'last_admin') return null;
        return next;
      },
      { what: 'the portal users' },
    );
  }

  list(tenantId: string) {
    return this.store.list(tenantId);
  }

  /**
   * Where the organisation's Admins are mailed: each Admin's address, unless the directory now gives it to another
   * account (a reassigned address must not receive what was meant for the person who had it).
   */
  async adminAddresses(tenantId: string): Promise<string[]> {
    const admins = (await this.store.list(tenantId)).filter((u) => u.role === 'Admin');
    const held = await Promise.all(admins.map((a) => (a.oid ? this.directory.findMailbox(tenantId, a.email) : Promise.resolve(null))));
    return admins.filter((a, i) => !held[i] || held[i].id === a.oid).map((a) => a.email);
  }

  /** The person's current display name, for the change log (entries name people by address). */
  async nameOf(tenantId: string, address: string): Promise<string | null> {
    if (!address.includes('@')) return null;
    const [stored] = await this.store.storedAt(tenantId, address);
    return stored?.name ?? null;
  }

  /**
   * The portal user an address names: the row of the directory's current holder of the address (by id, or a row
   * still kept under the address, bound to them by the change). `stored()`: failing that, a row stored with the
   * address (a person who left, or whom the directory no longer knows by it).
   */
  private async userAt(tenantId: string, email: string) {
    const holder = await this.directory.findMailbox(tenantId, email);
    const own = holder ? ((await this.store.get(tenantId, holder.id)) ?? (await this.store.getUnbound(tenantId, email))) : null;
    const stored = async () => own ?? (await this.store.storedAt(tenantId, email))[0] ?? (await this.store.getUnbound(tenantId, email));
    return { holder, own, stored };
  }

  /** Grants the role to the person the directory holds the address for (their row is kept by their id). */
  async put(tenantId: string, actor: Granter, email: string, role: Role): Promise<PortalUser> {
    const { holder, own, stored } = await this.userAt(tenantId, email);
    // A new holder of an address gets their own row: the previous holder's stays theirs.
    const existing = holder ? own : await stored();
    if (existing?.role === role) return existing;
    requireHolds(actor, role);
    if (existing) requireHolds(actor, existing.role);
    if (!existing && !holder) throw invalidSaid({ email: 'notUserOfOrganisation' });
    const oid = existing?.oid ?? holder?.id ?? null;
    const next: PortalUser = existing
      ? { ...existing, oid, email, role }
      : {
          oid,
          email,
          role,
          name: holder?.displayName ?? null,
          addedAt: this.clock.now().toISOString(),
          addedBy: actor.actor,
          lastSeenAt: null,
        };
    await this.changeRoster(tenantId, existing, next, {
      log: [
        {
          actor,
          change: {
            scope: 'tenant',
            action: existing ? 'user.role_changed' : 'user.added',
            target: email,
            details: existing ? { name: next.name, from: existing.role, to: role } : { name: next.name, role },
          },
        },
      ],
    });
    return next;
  }

  async remove(tenantId: string, actor: Granter, email: string): Promise<void> {
    const existing = await (await this.userAt(tenantId, email)).stored();
    if (!existing) throw notFound('No such portal user');
    requireHolds(actor, existing.role);
    await this.changeRoster(tenantId, existing, null, {
      log: [
        {
          actor,
          change: { scope: 'tenant', action: 'user.removed', target: email, details: { name: existing.name, role: existing.role } },
        },
      ],
    });
  }

  private async changeRoster(tenantId: string, from: PortalUser | null, next: PortalUser | null, work: WorkInput) {
    const forget = () => {
      for (const u of [from, next]) if (u?.oid) this.recent.forget(personKey(tenantId, u.oid));
    };
    forget();
    const witness = next ? userWitness(next) : userWitness(from!, true);
    const outcome = await retryOnConflict(
      () =>
        this.outbox.commit(tenantId, work, witness, (stamp) => this.store.change(tenantId, from, next, stamp), {
          changed: (o) => o === 'ok',
        }),
      { what: 'the portal users' },
    );
    forget();
    if (outcome === 'last_admin') throw refuse('last_admin');
  }

  search(tenantId: string, q: string, limit: number): Promise<DirectoryUser[]> {
    return this.directory.searchUsers(tenantId, q, limit);
  }
}
