import type { Actor } from '../auth/principal.js';
import type { Clock } from '../clock.js';
import { refuse } from '../http/errors.js';
import type { Outbox, TrailEntry, WorkInput } from '../outbox/outbox.js';
import type { Page } from '../storage/entities.js';
import { retryOnConflict } from '../storage/update.js';
import type { PartnerRole } from '../auth/roles.js';
import type { ClientLink, LinkOrigin, Partner, PartnerEvent, PartnerStaff } from './records.js';
import { managerWitness, type PartnerStore } from './store.js';

/** What a partner-level audit entry records besides who and when. */
export interface PartnerChange {
  action: string;
  clientId?: string;
  details?: Record<string, unknown>;
}

/** The partner-level audit trail, as after-commit work names it (its writer is `writeTrail`). */
export const PARTNER_TRAIL = 'partner';

/** Who a staff lookup is for: a signed-in person's directory object id, and the address their token names. */
export interface StaffMember {
  oid: string;
  email: string;
}

/** An entry of the partner's audit trail as after-commit work (see Outbox): written once, in the partner's partition. */
export const partnerTrail = (partnerId: string, actor: Actor, change: PartnerChange): NonNullable<WorkInput['trail']>[number] => ({
  trail: PARTNER_TRAIL,
  owner: partnerId,
  actor,
  change: { ...change },
});

/**
 * The partner programme's core: who is a partner and on whose staff, which clients a partner manages, and the
 * partner-level audit trail. Invitations, transfers and consolidated billing build on it.
 */
export class PartnerService {
  constructor(
    readonly store: PartnerStore,
    private readonly deps: { clock: Clock; outbox: Pick<Outbox, 'commit'> },
  ) {}

  /** Writes an entry of the partner's trail that after-commit work names (once, under its key). */
  async writeTrail(e: TrailEntry): Promise<void> {
    await this.write(e.owner, e.actor, e.change as unknown as PartnerChange, { at: e.at, key: e.key });
  }

  partner(partnerId: string): Promise<Partner | null> {
    return this.store.partner(partnerId);
  }

  /** The partner, refused while its agreement is not accepted (invite, transfer and release need it). */
  async requireAgreement(partnerId: string): Promise<Partner> {
    const partner = await this.store.partner(partnerId);
    if (!partner) {
      throw refuse('partner_agreement_required', 'Accept the partner agreement before inviting, taking over or releasing clients');
    }
    return partner;
  }

  /** The person's role on the partner's staff, or null. */
  async staffRole(partnerId: string, person: StaffMember): Promise<PartnerRole | null> {
    return (await this.seatOf(partnerId, person))?.role ?? null;
  }

  /**
   * The person's seat, found by their directory object id. A seat given to an address before people were kept by id
   * is bound to the first person signing in with that address (their token's), once.
   */
  seatOf(partnerId: string, person: StaffMember): Promise<PartnerStaff | null> {
    return retryOnConflict(
      async () => {
        const bound = await this.store.staff(partnerId, person.oid);
        if (bound) return bound;
        const unbound = await this.store.unboundStaff(partnerId, person.email);
        if (!unbound) return null;
        const next: PartnerStaff = { ...unbound, oid: person.oid };
        if ((await this.store.changeStaff(partnerId, unbound, next)) === 'last_owner') return null;
        return next;
      },
      { what: 'the partner staff' },
    );
  }

  managerOf(clientId: string): Promise<ClientLink | null> {
    return this.store.managerOf(clientId);
  }

  clientsOf(partnerId: string): Promise<ClientLink[]> {
    return this.store.clientsOf(partnerId);
  }

  /**
   * Makes the partner manage the client (moving it from a previous partner); answers the previous relationship.
   * `work` (given the previous relationship) is done after the commit through the outbox, in the client's partition.
   */
  async link(
    partner: Partner,
    clientId: string,
    via: LinkOrigin,
    work: (previous: ClientLink | null) => WorkInput = () => ({}),
  ): Promise<ClientLink | null> {
    return retryOnConflict(
      async () => {
        const current = await this.store.managerRow(clientId);
        const previous = current?.link ?? null;
        const link = { partnerId: partner.id, partnerName: partner.name, clientId, since: this.deps.clock.now().toISOString(), via };
        await this.deps.outbox.commit(clientId, work(previous), managerWitness(), (stamp) =>
          this.store.link(link, { etag: current?.etag ?? null, stamp, previous }),
        );
        return previous;
      },
      { what: 'the relationship' },
    );
  }

  /** Ends the relationship if `partnerId` still holds it, with its after-commit `work`; answers whether it did. */
  unlink(partnerId: string, clientId: string, work: WorkInput = {}): Promise<boolean> {
    return this.deps.outbox.commit(clientId, work, managerWitness(true), () => this.store.unlink(partnerId, clientId), {
      changed: (ended) => ended,
    });
  }

  record(partnerId: string, actor: Actor, change: PartnerChange): Promise<string> {
    return this.write(partnerId, actor, change);
  }

  /** Replaces the details of an entry written before (the outcome of the work it announced); an entry gone stays gone. */
  amend(partnerId: string, key: string, details: Record<string, unknown>): Promise<void> {
    return this.store.amendEvent(partnerId, key, details);
  }

  /** One entry; `once` (its time and key, decided once) when it may be written again (after-commit work). */
  private write(partnerId: string, actor: Actor, change: PartnerChange, once?: { at: string; key: string }): Promise<string> {
    return this.store.appendEvent(
      partnerId,
      {
        at: once?.at ?? this.deps.clock.now().toISOString(),
        actor: actor.actor,
        actorName: actor.actorName ?? null,
        action: change.action,
        clientId: change.clientId ?? null,
        details: change.details ?? null,
      },
      once?.key,
    );
  }

  events(partnerId: string, limit: number, cursor?: string): Promise<Page<PartnerEvent>> {
    return this.store.listEvents(partnerId, limit, cursor);
  }
}
