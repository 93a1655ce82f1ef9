import type { Actor, Person } from '../auth/principal.js';
import type { PartnerRole } from '../auth/roles.js';
import type { Clock } from '../clock.js';
import type { Directory } from '../directory/types.js';
import { ApiError, conflict, invalid, notFound } from '../http/errors.js';
import type { Logger } from '../log.js';
import type { Outbox } from '../outbox/outbox.js';
import { PartitionOutbox } from '../outbox/partition.js';
import { RecentReads } from '../storage/recent.js';
import { retryOnConflict } from '../storage/update.js';
import { PARTNER_AGREEMENT_VERSION, type Partner, type PartnerStaff } from './schemas.js';
import type { PartnerMembership } from './core-schemas.js';
import { partnerTrail, type PartnerChange, type PartnerService } from './service.js';

/** How long an instance trusts a person's partner membership it read (as portal roles): a change elsewhere takes effect within it. */
const MEMBERSHIP_TRUST_MS = 1000;

const lastOwner = () => conflict('last_owner', 'The partner must keep at least one Owner');

/**
 * Becoming a partner and its staff: accepting the agreement (the first acceptance makes the person the first Owner),
 * and people of the partner's own directory added, changed and removed with the last-Owner guard. Each change's
 * entry of the partner's trail is an outbox row of the change's own transaction (see PartitionOutbox).
 */
export class PartnerStaffService {
  private readonly recent: RecentReads<PartnerMembership | null>;
  private readonly partners: PartnerService;
  private readonly directory: Directory;
  private readonly clock: Clock;
  private readonly outbox: PartitionOutbox;

  constructor(deps: {
    partners: PartnerService;
    directory: Directory;
    clock: Clock;
    outbox: Pick<Outbox, 'plan' | 'perform' | 'drainsAlso'>;
    log: Logger;
  }) {
    ({ partners: this.partners, directory: this.directory, clock: this.clock } = deps);
    this.recent = new RecentReads({ trustMs: MEMBERSHIP_TRUST_MS, clock: deps.clock });
    this.outbox = new PartitionOutbox(deps.partners.store.outbox, { name: 'partnerstaff', outbox: deps.outbox, log: deps.log });
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
      throw conflict('agreement_version_mismatch', `The partner agreement in force is version ${PARTNER_AGREEMENT_VERSION}`, {
        current: PARTNER_AGREEMENT_VERSION,
      });
    }
    const partnerId = person.tenantId;
    const store = this.partners.store;
    const actor = { actor: person.email, actorName: person.name };
    const partner = await this.settling(partnerId, () =>
      retryOnConflict(
        async () => {
          const [existing, seat] = await Promise.all([store.partner(partnerId), store.staff(partnerId, person.email)]);
          if (existing && seat?.role !== 'Owner') {
            throw new ApiError(403, 'not_partner_staff', 'Only an Owner of the partner can accept the partner agreement');
          }
          if (existing?.agreement.version === version) return existing;
          const now = this.clock.now().toISOString();
          const agreement = { version, acceptedAt: now, acceptedBy: person.email };
          const owner: PartnerStaff = {
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

  /** The person's place on their organisation's partner staff, or null (trusted for about a second). */
  membership(partnerId: string, email: string): Promise<PartnerMembership | null> {
    return this.recent.get(`${partnerId}|${email.toLowerCase()}`, () => this.readMembership(partnerId, email));
  }

  private async readMembership(partnerId: string, email: string): Promise<PartnerMembership | null> {
    const [partner, seat] = await Promise.all([this.partners.partner(partnerId), this.partners.store.staff(partnerId, email)]);
    if (!partner || !seat) return null;
    const current = partner.agreement.version === PARTNER_AGREEMENT_VERSION;
    return { id: partner.id, name: partner.name, role: seat.role, agreement: { ...partner.agreement, current } };
  }

  list(partnerId: string): Promise<PartnerStaff[]> {
    return this.partners.store.listStaff(partnerId);
  }

  /** Adds a person of the partner's own directory, or changes their role; the same role again changes nothing. */
  async put(partnerId: string, actor: Actor, email: string, role: PartnerRole): Promise<PartnerStaff> {
    const address = await this.staffAddress(partnerId, email);
    const store = this.partners.store;
    return this.settling(partnerId, () =>
      retryOnConflict(
        async () => {
          const existing = await store.staff(partnerId, address.email);
          if (existing?.role === role) return existing;
          const next: PartnerStaff = existing
            ? { ...existing, role }
            : { email: address.email, role, name: address.name, addedAt: this.clock.now().toISOString(), addedBy: actor.actor };
          const work = this.trail(partnerId, actor, {
            action: existing ? 'staff.changed' : 'staff.added',
            details: existing ? { email: address.email, from: existing.role, to: role } : { email: address.email, role },
          });
          if ((await store.changeStaff(partnerId, address.email, next, work)) === 'last_owner') throw lastOwner();
          return next;
        },
        { what: 'the partner staff' },
      ),
    );
  }

  async remove(partnerId: string, actor: Actor, email: string): Promise<void> {
    const store = this.partners.store;
    await this.settling(partnerId, () =>
      retryOnConflict(
        async () => {
          const existing = await store.staff(partnerId, email);
          if (!existing) throw notFound('No such member of the partner staff');
          const work = this.trail(partnerId, actor, { action: 'staff.removed', details: { email: existing.email, role: existing.role } });
          if ((await store.changeStaff(partnerId, email, null, work)) === 'last_owner') throw lastOwner();
        },
        { what: 'the partner staff' },
      ),
    );
  }

  /**
   * The address a staff member is kept under: one already on staff as given, else a person (not a shared mailbox) of
   * the partner's own directory, under their primary address.
   */
  private async staffAddress(partnerId: string, email: string): Promise<{ email: string; name: string | null }> {
    const onStaff = await this.partners.store.staff(partnerId, email);
    if (onStaff) return { email: onStaff.email, name: onStaff.name };
    const person = await this.directory.findMailbox(partnerId, email);
    if (!person || person.mailboxType !== 'user') throw invalid({ email: 'is not a person of your organisation' });
    return { email: (person.mail ?? email).toLowerCase(), name: person.displayName ?? null };
  }
}
