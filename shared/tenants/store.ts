import type { Stamp, Witness } from '../outbox/outbox.js';
import type { Storage } from '../storage/storage.js';
import { createIfAbsent, getOrNull, odata, mapRow } from '../storage/entities.js';
import { NO_CHANGE, propertiesOf, updateEntity } from '../storage/update.js';
import type { Tenant, TenantState } from './schemas.js';

interface Row {
  name: string;
  domains: string;
  state: TenantState;
  createdAt: string;
  trialEndsAt: string;
  suspendedReason?: string;
  deletionDueAt?: string;
  /** Set when the purge timer claimed the organisation; a restore after that point is refused. */
  purgingAt?: string;
}

const TABLE = 'tenants';
const ROW = 'tenant';
/** Onboarding and every lever pulled land on the organisation's record (see Outbox.commit). */
export const tenantWitness: Witness = { table: TABLE, rowKey: ROW };

const fromRow = (id: string, r: Row): Tenant =>
  toTenant(id, { ...r, suspendedReason: r.suspendedReason || undefined, deletionDueAt: r.deletionDueAt || undefined });

const toTenant = (id: string, r: Row): Tenant => ({
  id,
  name: r.name,
  domains: JSON.parse(r.domains) as string[],
  state: r.state,
  createdAt: r.createdAt,
  trialEndsAt: r.trialEndsAt,
  suspendedReason: r.suspendedReason ?? null,
  deletionDueAt: r.deletionDueAt ?? null,
});

const toRow = (t: Tenant) => ({
  partitionKey: t.id,
  rowKey: ROW,
  name: t.name,
  domains: JSON.stringify(t.domains),
  state: t.state,
  createdAt: t.createdAt,
  trialEndsAt: t.trialEndsAt,
  suspendedReason: t.suspendedReason ?? '',
  deletionDueAt: t.deletionDueAt ?? '',
});

export class TenantStore {
  private readonly table;
  private readonly nonces;
  constructor(private readonly storage: Storage) {
    // The organisation record is purged last: a purge failing midway is found again by the next run.
    this.table = storage.table(TABLE, { purgeLast: true });
    // Consent nonces are used before an organisation exists and name none.
    this.nonces = storage.indexTable('consentnonces', null);
  }

  /** Every row and blob of the organisation, in every feature's storage, its record last. */
  purgeEverything(tenantId: string): Promise<void> {
    return this.storage.purgeTenant(tenantId);
  }

  async get(tenantId: string): Promise<Tenant | null> {
    return mapRow(await getOrNull<Row>(this.table, tenantId, ROW), (r) => fromRow(tenantId, r));
  }

  /** Creates the organisation unless it exists; returns whether it was created. */
  create(tenant: Tenant, stamp: Stamp): Promise<boolean> {
    return createIfAbsent(this.table, { ...toRow(tenant), ...stamp });
  }

  /** The organisation as stored, whether the purge timer has claimed it, and the ETag a change is conditioned on. */
  async read(tenantId: string): Promise<{ tenant: Tenant; purging: boolean; etag: string } | null> {
    return mapRow(await getOrNull<Row>(this.table, tenantId, ROW), (r) => ({
      tenant: fromRow(tenantId, r),
      purging: !!r.purgingAt,
      etag: r.etag,
    }));
  }

  /** Replaces the organisation only if nobody changed it since `etag` was read (a lost race is thrown: 412). */
  async replace(tenant: Tenant, etag: string, stamp: Stamp): Promise<void> {
    await this.table.updateEntity({ ...toRow(tenant), ...stamp }, 'Replace', { etag });
  }

  /**
   * Claims an organisation for the purge timer, only if it is still due as read (a restore in between wins).
   * A claim is kept on the row, so a purge that stopped half-way is taken up again by the next run.
   */
  async claimPurge(tenantId: string, now: string): Promise<boolean> {
    const c = await updateEntity<Row>(
      this.table,
      tenantId,
      ROW,
      (r) =>
        r && r.state === 'pending_deletion' && r.deletionDueAt && r.deletionDueAt <= now
          ? { ...propertiesOf(r), purgingAt: r.purgingAt || now }
          : NO_CHANGE,
      { what: 'the organisation' },
    );
    return !!c.value && c.value.state === 'pending_deletion' && !!c.value.purgingAt;
  }

  /** Organisations whose deletion grace window has ended. */
  async *dueForPurge(now: string): AsyncIterable<string> {
    const filter = odata`state eq 'pending_deletion' and deletionDueAt le ${now} and RowKey eq ${ROW}`;
    for await (const r of this.table.listEntities<Row>({ queryOptions: { filter, select: ['PartitionKey'] } })) {
      yield r.partitionKey as string;
    }
  }

  /** Every active organisation (timers that work organisation by organisation). */
  active(): AsyncIterable<string> {
    return this.ids(odata`state eq 'active' and RowKey eq ${ROW}`);
  }

  /** Every organisation on record, whatever its state (each one's claims stay in the verified-domain index). */
  onRecord(): AsyncIterable<string> {
    return this.ids(odata`RowKey eq ${ROW}`);
  }

  private async *ids(filter: string): AsyncIterable<string> {
    for await (const r of this.table.listEntities({ queryOptions: { filter, select: ['PartitionKey'] } })) yield r.partitionKey as string;
  }

  /**
   * The organisation that verified `domain` (a directory verifies a domain for one tenant only). Reads every
   * organisation's domains: a takeover request is rare, and no index has to be kept beside the records.
   */
  async findByDomain(domain: string): Promise<string | null> {
    const wanted = domain.toLowerCase();
    const rows = this.table.listEntities<Pick<Row, 'domains'>>({
      queryOptions: { filter: odata`RowKey eq ${ROW}`, select: ['PartitionKey', 'domains'] },
    });
    for await (const r of rows) {
      if ((JSON.parse(r.domains) as string[]).some((d) => d.toLowerCase() === wanted)) return r.partitionKey as string;
    }
    return null;
  }

  /** Records a consent-state nonce as used; false when it was used before (a replay). */
  useNonce(nonce: string, at: string): Promise<boolean> {
    return createIfAbsent(this.nonces, { partitionKey: nonce, rowKey: '', usedAt: at });
  }
}
