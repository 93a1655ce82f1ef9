import { invalidSaid } from '../http/said-reasons.js';
import type { Actor, Person } from '../auth/principal.js';
import type { PartnerRole } from '../auth/roles.js';
import type { Clock } from '../clock.js';
import type { Directory } from '../directory/types.js';
import { notFound, refuse } from '../http/errors.js';
import type { PartitionOutbox } from '../outbox/partition.js';
import { RecentReads } from '../storage/recent.js';
import { retryOnConflict } from '../storage/update.js';
import { PARTNER_AGREEMENT_VERSION, type Partner, type PartnerStaff } from './records.js';
import type { PartnerMembership } from './schemas.js';
import { partnerTrail, type PartnerChange, type PartnerService, type StaffMember } from './service.js';

/** How long an instance trusts a person's partner membership it read (as portal roles): a change elsewhere takes effect within it. */
const MEMBERSHIP_TRUST_MS = 1000;

const lastOwner = () => refuse('last_owner');

/**
 * Becoming a partner and its staff: accepting the agreement (the first acceptance makes the person the first Owner),
 * and people of the partner's own directory added, changed and removed with the last-Owner guard. Each change's
 * entry of the partner's trail is an outbox row of the change's own transaction (see PartitionOutbox).
 */
export class PartnerStaffService {
  private readonly recent: RecentReads<PartnerMembership | null>;
  /**
   * Whether each organisation is a partner, as read (trusted as long as a membership): most people asking belong to an
   * organisation that is not, and one read a second per organisation answers all of them.
   */
  private readonly isPartner: RecentReads<boolean>;
  private readonly partners: PartnerService;
  private readonly directory: Directory;
  private readonly clock: Clock;
  private readonly outbox: PartitionOutbox;

  constructor(deps: {
    partners: PartnerService;
    directory: Directory;
    clock: Clock;
    /** The staff changes' own outbox, in the partner's partition of the partners table. */
    outbox: PartitionOutbox;
  }) {
    ({ partners: this.partners, directory: this.directory, clock: this.clock, outbox: this.outbox } = deps);
    this.recent = new RecentReads({ trustMs: MEMBERSHIP_TRUST_MS, clock: deps.clock });
    this.isPartner = new RecentReads({ trustMs: MEMBERSHIP_TRUST_MS, clock: deps.clock });
  }

  /** The work of a change: its entry of the partner's trail, decided once. */
  private trail(partnerId: string, actor: Actor, change: PartnerChange) {
    return this.outbox.plan({ trail: [partnerTrail(partnerId, actor, change)] });
  }

  /** Runs a change of the staff, then forgets memberships read and finishes the partner's after-commit work. */
  private settling<T>(partnerId: string, change: () => Promise<T>): Promise<T> {
    return this.outbox.after(partnerId, async () => {
      try {
        return await change();
      } finally {
        this.recent.forgetPrefix(`${partnerId}|`);
        this.isPartner.forget(partnerId);
      }
    });
  }

  /**
   * Records acceptance of the current agreement by `person` for their organisation. Accepting the version already
   * accepted changes nothing. Two Admins racing to be first: one becomes the Owner, the other is refused as not on
   * staff (the organisation is a partner by then).
   */
  async acceptAgreement(person: Person, organisationName: string, version: string): Promise<{ partner: Partner; role: PartnerRole }> {
    if (version !== PARTNER_AGREEMENT_VERSION) {
      throw refuse('agreement_version_mismatch', `The partner agreement in force is version ${PARTNER_AGREEMENT_VERSION}`, {
        current: PARTNER_AGREEMENT_VERSION,
      });
    }
    const partnerId = person.tenantId;
    const store = this.partners.store;
    const actor = { actor: person.email, actorName: person.name };
    const partner = await this.settling(partnerId, () =>
      retryOnConflict(
        async () => {
          const [existing, seat] = await Promise.all([store.partner(partnerId), this.partners.seatOf(partnerId, person)]);
          if (existing && seat?.role !== 'Owner') {
            throw refuse('not_partner_staff', 'Only an Owner of the partner can accept the partner agreement');
          }
          if (existing?.agreement.version === version) return existing;
          const now = this.clock.now().toISOString();
          const agreement = { version, acceptedAt: now, acceptedBy: person.email };
          const owner: PartnerStaff = {
            oid: person.oid,
            email: person.email.toLowerCase(),
            role: 'Owner',
            name: person.name,
            addedAt: now,
            addedBy: person.email,
          };
          const work = this.trail(partnerId, actor, { action: 'agreement.accepted', details: { version, firstOwner: !existing } });
          await store.acceptAgreement(partnerId, organisationName, agreement, owner, work);
          return { id: partnerId, name: organisationName, agreement };
        },
        { what: 'the partner record' },
      ),
    );
    return { partner, role: 'Owner' };
  }

  /** The person's place on their organisation's partner staff, by their directory object id, or null (trusted for about a second). */
  async membership(partnerId: string, person: StaffMember): Promise<PartnerMembership | null> {
    // Not a partner (as read within the trust): no seat to look for. A partner: the person's membership, read afresh.
    if (!(await this.isPartner.get(partnerId, async () => (await this.partners.partner(partnerId)) !== null))) return null;
    return this.recent.get(`${partnerId}|${person.oid}`, () => this.readMembership(partnerId, person));
  }

  private async readMembership(partnerId: string, person: StaffMember): Promise<PartnerMembership | null> {
    const [partner, seat] = await Promise.all([this.partners.partner(partnerId), this.partners.seatOf(partnerId, person)]);
    if (!partner || !seat) return null;
    const current = partner.agreement.version === PARTNER_AGREEMENT_VERSION;
    return { id: partner.id, name: partner.name, role: seat.role, agreement: { ...partner.agreement, current } };
  }

  list(partnerId: string): Promise<PartnerStaff[]> {
    return this.partners.store.listStaff(partnerId);
  }

  /**
   * Gives the person the partner's directory holds the address for (not a shared mailbox) a seat kept by their id, or
   * changes their role; the same role again changes nothing. A new holder of an address gets their own seat.
   */
  async put(partnerId: string, actor: Actor, email: string, role: PartnerRole): Promise<PartnerStaff> {
    const holder = await this.directory.findMailbox(partnerId, email);
    const store = this.partners.store;
    return this.settling(partnerId, () =>
      retryOnConflict(
        async () => {
          const existing = holder ? await this.seatOfHolder(partnerId, holder.id, email) : (await store.staffStoredAt(partnerId, email))[0];
          if (!existing && holder?.mailboxType !== 'user') throw invalidSaid({ email: 'notPersonOfOrganisation' });
          if (existing?.role === role) return existing;
          const address = (existing?.email ?? holder?.mail ?? email).toLowerCase();
          const next: PartnerStaff = existing
            ? { ...existing, oid: existing.oid ?? holder?.id ?? null, role }
            : {
                oid: holder!.id,
                email: address,
                role,
                name: holder?.displayName ?? null,
                addedAt: this.clock.now().toISOString(),
                addedBy: actor.actor,
              };
          const work = this.trail(partnerId, actor, {
            action: existing ? 'staff.changed' : 'staff.added',
            details: existing ? { email: address, from: existing.role, to: role } : { email: address, role },
          });
          if ((await store.changeStaff(partnerId, existing ?? null, next, work)) === 'last_owner') throw lastOwner();
          return next;
        },
        { what: 'the partner staff' },
      ),
    );
  }

  /**
   * Removes the seat of the person the directory holds the address for, or failing that a seat stored with the
   * address (a person who left, or whom the directory no longer knows by it).
   */
  async remove(partnerId: string, actor: Actor, email: string): Promise<void> {
    const holder = await this.directory.findMailbox(partnerId, email);
    const store = this.partners.store;
    await this.settling(partnerId, () =>
      retryOnConflict(
        async () => {
          const existing =
            (holder ? await this.seatOfHolder(partnerId, holder.id, email) : null) ??
            (await store.staffStoredAt(partnerId, email))[0] ??
            (await store.unboundStaff(partnerId, email));
          if (!existing) throw notFound('No such member of the partner staff');
          const work = this.trail(partnerId, actor, { action: 'staff.removed', details: { email: existing.email, role: existing.role } });
          if ((await store.changeStaff(partnerId, existing, null, work)) === 'last_owner') throw lastOwner();
        },
        { what: 'the partner staff' },
      ),
    );
  }

  /** The holder's seat by id, else a seat still kept under the address (bound to them by the change made). */
  private async seatOfHolder(partnerId: string, oid: string, email: string): Promise<PartnerStaff | null> {
    const store = this.partners.store;
    return (await store.staff(partnerId, oid)) ?? (await store.unboundStaff(partnerId, email));
  }
}
