import type { Actor, Person } from '../auth/principal.js';
import { ROLE_CAPABILITIES, type Capability, type Role } from '../auth/roles.js';
import type { Clock } from '../clock.js';
import type { Directory, DirectoryUser } from '../directory/types.js';
import { RecentReads } from '../storage/recent.js';
import { retryOnConflict } from '../storage/update.js';
import { ApiError, invalid, notFound } from '../http/errors.js';
import type { Outbox, WorkInput } from '../outbox/outbox.js';
import type { PortalUser } from './schemas.js';
import { userWitness, type UserStore } from './store.js';

const SEEN_PRECISION_MS = 3600_000;
/** How long an instance trusts a person's role it read (as the organisation record): a revocation elsewhere takes effect within it. */
const ROLE_TRUST_MS = 1000;
const personKey = (tenantId: string, email: string) => `${tenantId}|${email.toLowerCase()}`;

/** Whoever changes portal users, and what they hold: nobody grants or takes away more than they hold. */
export type Granter = Actor & { capabilities: readonly Capability[] };

function requireHolds(granter: Granter, role: Role) {
  const missing = ROLE_CAPABILITIES[role].filter((c) => !granter.capabilities.includes(c));
  if (missing.length) {
    throw new ApiError(403, 'role_beyond_caller', `Only someone holding everything the ${role} role holds can grant or change it`, {
      missing,
    });
  }
}

/** Portal users and their roles; the first person of an organisation becomes its Admin. */
export class UserService {
  /** Portal user rows read for the pipeline's membership step, and whether an organisation's first Admin is claimed. */
  private readonly recent: RecentReads<PortalUser | null>;
  private readonly claimed: RecentReads<boolean>;
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
  }

  /** The caller's role, making them Admin when they are the organisation's first person. */
  async roleOf(person: Person): Promise<Role | null> {
    const now = this.clock.now();
    const key = personKey(person.tenantId, person.email);
    const user = await this.recent.get(key, () => this.store.get(person.tenantId, person.email));
    if (user) {
      const stale = !user.lastSeenAt || now.getTime() - Date.parse(user.lastSeenAt) > SEEN_PRECISION_MS;
      if (stale || user.name !== person.name) {
        // The trusted copy is marked first, so a burst of requests touches the row once.
        user.lastSeenAt = now.toISOString();
        user.name = person.name;
        await this.store.touch(person.tenantId, person.email, person.name, now.toISOString());
      }
      return user.role;
    }
    // Someone who is not a portal user: once the organisation has its first Admin, no claim is tried for a while.
    if (this.claimed.peek(person.tenantId)) return null;
    const first: PortalUser = {
      email: person.email,
      role: 'Admin',
      name: person.name,
      addedAt: now.toISOString(),
      addedBy: person.email,
      lastSeenAt: now.toISOString(),
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
      person.tenantId,
      work,
      userWitness(person.email),
      (stamp) => this.store.claimFirstAdmin(person.tenantId, first, stamp),
      { changed: (c) => c },
    );
    if (claimed) {
      this.recent.set(key, first);
      return 'Admin';
    }
    this.claimed.set(person.tenantId, true);
    // The claim may have been lost to this same person's other first request (the portal asks two things at once):
    // their row decides, not the lost claim.
    const winner = await this.store.get(person.tenantId, person.email);
    this.recent.set(key, winner);
    return winner?.role ?? null;
  }

  list(tenantId: string) {
    return this.store.list(tenantId);
  }

  /** The person's current display name, for the change log. */
  async nameOf(tenantId: string, address: string): Promise<string | null> {
    if (!address.includes('@')) return null;
    return (await this.store.get(tenantId, address))?.name ?? null;
  }

  async put(tenantId: string, actor: Granter, email: string, role: Role): Promise<PortalUser> {
    const existing = await this.store.get(tenantId, email);
    if (existing?.role === role) return existing;
    requireHolds(actor, role);
    if (existing) requireHolds(actor, existing.role);
    const person = await this.directory.findMailbox(tenantId, email);
    if (!existing && !person) throw invalid({ email: 'is not a user of this organisation' });
    const next: PortalUser = existing
      ? { ...existing, role }
      : { email, role, name: person?.displayName ?? null, addedAt: this.clock.now().toISOString(), addedBy: actor.actor, lastSeenAt: null };
    await this.changeRoster(tenantId, email, next, {
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
    const existing = await this.store.get(tenantId, email);
    if (!existing) throw notFound('No such portal user');
    requireHolds(actor, existing.role);
    await this.changeRoster(tenantId, email, null, {
      log: [
        {
          actor,
          change: { scope: 'tenant', action: 'user.removed', target: email, details: { name: existing.name, role: existing.role } },
        },
      ],
    });
  }

  private async changeRoster(tenantId: string, email: string, next: PortalUser | null, work: WorkInput) {
    this.recent.forget(personKey(tenantId, email));
    const outcome = await retryOnConflict(
      () =>
        this.outbox.commit(tenantId, work, userWitness(email, next === null), (stamp) => this.store.change(tenantId, email, next, stamp), {
          changed: (o) => o === 'ok',
        }),
      { what: 'the portal users' },
    );
    this.recent.forget(personKey(tenantId, email));
    if (outcome === 'last_admin') throw new ApiError(409, 'last_admin', 'The organisation must keep at least one Admin');
  }

  search(tenantId: string, q: string, limit: number): Promise<DirectoryUser[]> {
    return this.directory.searchUsers(tenantId, q, limit);
  }
  /**
   * The administrator whose verified consent onboarded the organisation becomes its first Admin, when it has no
   * Admin yet (idempotent: a later consent changes nothing). Logged as `user.first_admin`.
   */
  async grantFirstAdmin(tenantId: string, person: { oid: string; email: string; name: string }): Promise<void> {
    const email = person.email.toLowerCase();
    const now = this.clock.now().toISOString();
    const first: PortalUser = { email, role: 'Admin', name: person.name, addedAt: now, addedBy: email, lastSeenAt: null };
    const work = {
      log: [
        {
          actor: { actor: email, actorName: person.name },
          change: { scope: 'tenant' as const, action: 'user.first_admin', target: email },
        },
      ],
    };
    await this.outbox.commit(tenantId, work, userWitness(email), (stamp) => this.store.claimFirstAdmin(tenantId, first, stamp), {
      changed: (c) => c,
    });
    this.recent.forget(personKey(tenantId, email));
  }
}
