import type { TableTransaction } from '@azure/data-tables';
import type { Stamp, Witness, Work } from '../outbox/outbox.js';
import { OutboxRows } from '../outbox/partition.js';
import type { Storage } from '../storage/storage.js';
import { deleteIfPresent, getOrNull, odata, pageByRowKey, partition, mapRow, type Page } from '../storage/entities.js';
import { personOf, rosterChange } from '../storage/roster.js';
import { appendTrail, trailEntryOf, type TrailRow } from '../storage/trail.js';
import { purgeTenantRows } from '../storage/tenant-purge.js';
import type { Agreement, ClientLink, Partner, PartnerEvent, PartnerStaff } from './records.js';

interface PartnerRow {
  name: string;
  agreement: string;
}
interface RosterRow {
  owners: string;
}
type StaffRow = Omit<PartnerStaff, 'name' | 'oid'> & { name?: string; oid?: string };
type LinkRow = ClientLink;
interface EventRow extends TrailRow {
  clientId?: string;
}

const PARTNER = 'partner';
const ROSTER = 'roster';
const MANAGER = 'manager';
const MANAGED_BY = 'managedby';
/** The client's row naming its partner, where gaining and losing a client land (see Outbox.commit); `gone` for an end. */
export const managerWitness = (gone = false): Witness => ({ table: MANAGED_BY, rowKey: MANAGER, ...(gone ? { gone } : {}) });
/**
 * A staff member's row is keyed by their directory object id (`p:<oid>`). Seats given before people were identified
 * by id are keyed by address (`s:<address>`, no oid) until the person signs in and the seat is bound to their id.
 */
const seatKey = (oid: string) => `p:${oid}`;
const unboundKey = (email: string) => `s:${email.toLowerCase()}`;
/** Which row a staff member is: theirs by id, or (not yet bound) the row kept under an address. */
type StaffRef = Pick<PartnerStaff, 'oid' | 'email'>;
const staffKey = (s: StaffRef) => (s.oid ? seatKey(s.oid) : unboundKey(s.email));
/** How the Owner roster names an Owner: the row key of a bound person, the bare address of a seat not yet bound. */
const rosterEntry = (s: StaffRef) => (s.oid ? seatKey(s.oid) : s.email.toLowerCase());
const STAFF_ROWS = "((RowKey ge 'p:' and RowKey lt 'p;') or (RowKey ge 's:' and RowKey lt 's;'))";
const clientKey = (clientId: string) => `c:${clientId}`;

type StaffChange = 'ok' | 'last_owner';

/**
 * Partner records. Table `partners`, partitioned by the partner's organisation: its record, the Owner roster, staff
 * (`s:<email>`) and the index of its clients (`c:<tid>`). Table `managedby`, partitioned by the client: the one row
 * naming its partner, which is the truth of a relationship (the partner's index is checked against it).
 */
export class PartnerStore {
  private readonly partners;
  private readonly managedBy;
  private readonly events;
  /** After-commit work of staff changes and the agreement, in the partner's partition (one transaction with the change). */
  readonly outbox: OutboxRows;
  constructor(storage: Storage) {
    // Purging a client also removes it from its partner's index, so no row anywhere names it afterwards.
    this.managedBy = storage.indexTable(MANAGED_BY, async (tenantId) => {
      const link = await this.managerOf(tenantId);
      if (link) await this.unlink(link.partnerId, tenantId);
      await purgeTenantRows(this.managedBy, tenantId);
    });
    this.events = storage.table('partnerevents');
    // Purging a partner also ends the relationships it holds in its clients' partitions.
    this.partners = storage.indexTable('partners', async (tenantId) => {
      for (const link of await this.clientIndex(tenantId)) await this.unlink(tenantId, link.clientId);
      await purgeTenantRows(this.partners, tenantId);
    });
    this.outbox = new OutboxRows(this.partners);
  }

  async partner(partnerId: string): Promise<Partner | null> {
    return mapRow(await getOrNull<PartnerRow>(this.partners, partnerId, PARTNER), (r) => ({
      id: partnerId,
      name: r.name,
      agreement: JSON.parse(r.agreement) as Agreement,
    }));
  }

  /**
   * Records the agreement; the first acceptance also makes `owner` the first Owner, in one transaction. A later
   * acceptance (a new version) only updates the record. `work` (after-commit) is an outbox row of the transaction.
   */
  async acceptAgreement(partnerId: string, name: string, agreement: Agreement, owner: PartnerStaff, work?: Work): Promise<void> {
    const record = { partitionKey: partnerId, rowKey: PARTNER, name, agreement: JSON.stringify(agreement) };
    const roster = await getOrNull<RosterRow>(this.partners, partnerId, ROSTER);
    const actions: TableTransaction['actions'] = [['upsert', record, 'Replace']];
    if (!roster) {
      actions.push(
        ['create', { partitionKey: partnerId, rowKey: ROSTER, owners: JSON.stringify([rosterEntry(owner)]) }],
        ['upsert', this.staffEntity(partnerId, owner), 'Replace'],
      );
    }
    if (work) actions.push(this.outbox.row(partnerId, work));
    await this.partners.submitTransaction(actions);
  }

  /** The staff member's seat, by their directory object id. */
  async staff(partnerId: string, oid: string): Promise<PartnerStaff | null> {
    return mapRow(await getOrNull<StaffRow>(this.partners, partnerId, seatKey(oid)), (r) => toStaff(r));
  }

  /** A seat not yet bound to a person, kept under the address it was given to. */
  async unboundStaff(partnerId: string, email: string): Promise<PartnerStaff | null> {
    return mapRow(await getOrNull<StaffRow>(this.partners, partnerId, unboundKey(email)), (r) => toStaff(r));
  }

  /** Every seat stored with this address, bound or not (a person who left keeps the address they had). */
  async staffStoredAt(partnerId: string, email: string): Promise<PartnerStaff[]> {
    const out: PartnerStaff[] = [];
    for await (const r of partition<StaffRow>(this.partners, partnerId, `${STAFF_ROWS} and ${odata`email eq ${email.toLowerCase()}`}`)) {
      out.push(toStaff(r));
    }
    return out;
  }

  async listStaff(partnerId: string): Promise<PartnerStaff[]> {
    const out: PartnerStaff[] = [];
    for await (const r of partition<StaffRow>(this.partners, partnerId, STAFF_ROWS)) out.push(toStaff(r));
    return out;
  }

  /**
   * Replaces the seat `from` (null: none) by `next` (null: removed) and updates the Owner roster in one transaction
   * guarded by the roster's ETag, so two changes racing cannot both pass the last-Owner check. A lost race is thrown
   * (412/409). `next` may be another row than `from`: a seat kept under an address, bound to the person's id.
   * `work` (after-commit) is an outbox row of the same transaction.
   */
  async changeStaff(partnerId: string, from: StaffRef | null, next: PartnerStaff | null, work?: Work): Promise<StaffChange> {
    const actions = await rosterChange(
      this.partners,
      { partitionKey: partnerId, rowKey: ROSTER, field: 'owners' },
      { rowKey: staffKey, entry: rosterEntry, holds: (s) => s.role === 'Owner', entity: (s) => this.staffEntity(partnerId, s) },
      from,
      next,
    );
    if (!actions) return 'last_owner';
    if (work) actions.push(this.outbox.row(partnerId, work));
    await this.partners.submitTransaction(actions);
    return 'ok';
  }

  /** The partner managing this organisation, or null. */
  async managerOf(clientId: string): Promise<ClientLink | null> {
    return mapRow(await getOrNull<LinkRow>(this.managedBy, clientId, MANAGER), (r) => toLink(r));
  }

  /** The partner's clients whose relationship still stands (the client's own row names this partner). */
  async clientsOf(partnerId: string): Promise<ClientLink[]> {
    const indexed = await this.clientIndex(partnerId);
    const links = await Promise.all(indexed.map((l) => this.managerOf(l.clientId)));
    return links.filter((l): l is ClientLink => l?.partnerId === partnerId);
  }

  private async clientIndex(partnerId: string): Promise<ClientLink[]> {
    const out: ClientLink[] = [];
    for await (const r of partition<LinkRow>(this.partners, partnerId, "RowKey ge 'c:' and RowKey lt 'c;'")) out.push(toLink(r));
    return out;
  }

  /** The client's relationship as stored, with the ETag a change of it is conditioned on. */
  async managerRow(clientId: string): Promise<{ link: ClientLink; etag: string } | null> {
    return mapRow(await getOrNull<LinkRow>(this.managedBy, clientId, MANAGER), (r) => ({ link: toLink(r), etag: r.etag }));
  }

  /**
   * Makes `link.partnerId` the client's partner, replacing the relationship read with `etag` (null: there was none;
   * a lost race is thrown, 412/409; absent: whatever there is). The partner's index row is written first (an index
   * row is read against the client's), the client's row is the commit point, and the `previous` partner's index row
   * goes after it.
   */
  async link(link: ClientLink, at: { etag?: string | null; stamp?: Stamp; previous?: ClientLink | null } = {}): Promise<void> {
    const { etag, stamp, previous } = at;
    await this.partners.upsertEntity({ partitionKey: link.partnerId, rowKey: clientKey(link.clientId), ...link }, 'Replace');
    const row = { partitionKey: link.clientId, rowKey: MANAGER, ...link, ...stamp };
    if (etag === undefined) await this.managedBy.upsertEntity(row, 'Replace');
    else if (etag) await this.managedBy.updateEntity(row, 'Replace', { etag });
    else await this.managedBy.createEntity(row);
    if (previous && previous.partnerId !== link.partnerId)
      await deleteIfPresent(this.partners, previous.partnerId, clientKey(link.clientId));
  }

  /** Ends the relationship if `partnerId` still holds it; answers whether it did. */
  async unlink(partnerId: string, clientId: string): Promise<boolean> {
    const current = await getOrNull<LinkRow>(this.managedBy, clientId, MANAGER);
    let ended = false;
    if (current?.partnerId === partnerId) {
      await this.managedBy.deleteEntity(clientId, MANAGER, { etag: current.etag });
      ended = true;
    }
    await deleteIfPresent(this.partners, partnerId, clientKey(clientId));
    return ended;
  }

  /** Appends an entry; under `key` (decided once) writing it again changes nothing. */
  async appendEvent(partnerId: string, event: Omit<PartnerEvent, 'id'>, key?: string): Promise<string> {
    return appendTrail(this.events, partnerId, event, { clientId: event.clientId ?? undefined }, key);
  }

  /** Replaces an entry's details; an entry that is not there is not written (storage answers 404). */
  async amendEvent(partnerId: string, key: string, details: Record<string, unknown>): Promise<void> {
    await this.events.updateEntity<Pick<EventRow, 'details'>>(
      { partitionKey: partnerId, rowKey: key, details: JSON.stringify(details) },
      'Merge',
    );
  }

  /** Newest first, paged with a cursor. */
  async listEvents(partnerId: string, limit: number, cursor?: string): Promise<Page<PartnerEvent>> {
    const page = await pageByRowKey<EventRow>(this.events, odata`PartitionKey eq ${partnerId}`, limit, cursor);
    return {
      cursor: page.cursor,
      items: page.items.map((r) => ({ ...trailEntryOf<Record<string, unknown>>(r), clientId: r.clientId ?? null })),
    };
  }

  private staffEntity(partnerId: string, s: PartnerStaff) {
    return {
      partitionKey: partnerId,
      rowKey: staffKey(s),
      ...s,
      email: s.email.toLowerCase(),
      oid: s.oid ?? undefined,
      name: s.name ?? undefined,
    };
  }
}

const toStaff = (r: StaffRow): PartnerStaff => personOf(r);

const toLink = (r: LinkRow): ClientLink => ({
  partnerId: r.partnerId,
  partnerName: r.partnerName,
  clientId: r.clientId,
  since: r.since,
  via: r.via,
});
