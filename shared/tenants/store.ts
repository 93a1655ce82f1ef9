import type { Storage } from '../storage/storage.js';
import { createIfAbsent, getOrNull, odata } from '../storage/entities.js';
import type { Tenant, TenantState } from './schemas.js';

interface Row {
  name: string;
  domains: string;
  state: TenantState;
  createdAt: string;
  trialEndsAt: string;
  suspendedReason?: string;
  deletionDueAt?: string;
}

const ROW = 'tenant';

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
    this.table = storage.table('tenants', { purgeLast: true });
    // Consent nonces are used before an organisation exists and name none.
    this.nonces = storage.indexTable('consentnonces', null);
  }

  /** Every row and blob of the organisation, in every feature's storage, its record last. */
  purgeEverything(tenantId: string): Promise<void> {
    return this.storage.purgeTenant(tenantId);
  }

  async get(tenantId: string): Promise<Tenant | null> {
    const r = await getOrNull<Row>(this.table, tenantId, ROW);
    return r ? toTenant(tenantId, { ...r, suspendedReason: r.suspendedReason || undefined, deletionDueAt: r.deletionDueAt || undefined }) : null;
  }

  /** Creates the organisation unless it exists; returns whether it was created. */
  create(tenant: Tenant): Promise<boolean> {
    return createIfAbsent(this.table, toRow(tenant));
  }

  async put(tenant: Tenant): Promise<void> {
    await this.table.upsertEntity(toRow(tenant), 'Replace');
  }

  /** Organisations whose deletion grace window has ended. */
  async *dueForPurge(now: string): AsyncIterable<string> {
    const filter = odata`state eq 'pending_deletion' and deletionDueAt le ${now} and RowKey eq ${ROW}`;
    for await (const r of this.table.listEntities<Row>({ queryOptions: { filter, select: ['PartitionKey'] } })) {
      yield r.partitionKey as string;
    }
  }

  /** Every active organisation (timers that work organisation by organisation). */
  async *active(): AsyncIterable<string> {
    const filter = odata`state eq 'active' and RowKey eq ${ROW}`;
    for await (const r of this.table.listEntities({ queryOptions: { filter, select: ['PartitionKey'] } })) yield r.partitionKey as string;
  }

  /** Records a consent-state nonce as used; false when it was used before (a replay). */
  useNonce(nonce: string, at: string): Promise<boolean> {
    return createIfAbsent(this.nonces, { partitionKey: nonce, rowKey: '', usedAt: at });
  }
}
