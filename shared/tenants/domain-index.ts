import type { Clock } from '../clock.js';
import { domainName } from '../directory/types.js';
import type { Logger } from '../log.js';
import { deleteIfPresent, odata } from '../storage/entities.js';
import { storageAccepts } from '../storage/keys.js';
import { RecentReads } from '../storage/recent.js';
import type { Storage } from '../storage/storage.js';

const TABLE = 'verifieddomains';
/** A domain name is at most 253 characters (RFC 1035); anything longer names no organisation. */
const MAX_DOMAIN = 253;
/** How long an instance trusts what the index said of a domain (a new organisation is found within this). */
const TRUST_MS = 5 * 60_000;
const REFRESH_AFTER_MS = 4 * 60_000;
/** Domains remembered per instance; the least recently read goes first. */
const MAX_DOMAINS = 20_000;
/** More claimants than this are not read: two already mean the domain is served by neither. */
const MAX_CLAIMANTS = 10;

/** The index's key of a domain, or null when it cannot be one (too long, characters storage refuses, empty). */
export function domainKey(domain: string): string | null {
  const d = domainName(domain);
  return d && d.length <= MAX_DOMAIN && storageAccepts(d) && !d.includes('@') ? d : null;
}

/** The index keys of these domains, each once; domains that cannot be keys are left out. */
const keysOf = (domains: readonly string[]) => [...new Set(domains.map(domainKey).filter((d): d is string => d !== null))];

/**
 * The verified-domain index: which organisation verified a domain (DESIGN §13: the relay finds a sender's organisation
 * by the domain of its address). One row per claim: PartitionKey the domain, RowKey the organisation's id.
 *
 * Keyed by domain, not by tenant as every other store is: the question it answers starts from a domain and names no
 * tenant (that is the point of it); a tenant's rows are found by their RowKey when it is purged. Written wherever an
 * organisation's domains are written (onboarding, and the daily job that reads every organisation's verified domains
 * from its directory again: it claims new ones and releases those no longer verified).
 */
export class DomainIndexStore {
  private readonly table;

  constructor(storage: Storage) {
    this.table = storage.indexTable(TABLE, async (tenantId) => {
      const rows = this.table.listEntities({ queryOptions: { filter: odata`RowKey eq ${tenantId}`, select: ['PartitionKey'] } });
      for await (const r of rows) await deleteIfPresent(this.table, r.partitionKey as string, tenantId);
    });
  }

  /** Records the organisation's claim on each of its domains (idempotent); domains that cannot be keys are left out. */
  async claim(tenantId: string, domains: readonly string[]): Promise<void> {
    await Promise.all(keysOf(domains).map((d) => this.table.upsertEntity({ partitionKey: d, rowKey: tenantId }, 'Replace')));
  }

  /** Withdraws the organisation's claim on each of these domains (idempotent); other organisations' claims stay. */
  async release(tenantId: string, domains: readonly string[]): Promise<void> {
    await Promise.all(keysOf(domains).map((d) => deleteIfPresent(this.table, d, tenantId)));
  }

  /** The organisations that claim a domain (normally one). */
  async claimants(domain: string): Promise<string[]> {
    const key = domainKey(domain);
    if (!key) return [];
    const out: string[] = [];
    const rows = this.table.listEntities({ queryOptions: { filter: odata`PartitionKey eq ${key}`, select: ['RowKey'] } });
    for await (const r of rows) {
      out.push(r.rowKey as string);
      if (out.length >= MAX_CLAIMANTS) break;
    }
    return out;
  }
}

/**
 * The index as the relay reads it, per message: through a bounded in-memory cache, so that a steady stream of mail
 * costs no storage read (a read is refreshed in the background before its trust ends).
 */
export class VerifiedDomains {
  private readonly recent: RecentReads<string | null>;

  constructor(
    private readonly store: DomainIndexStore,
    private readonly deps: { clock: Clock; log: Logger },
  ) {
    this.recent = new RecentReads({ trustMs: TRUST_MS, refreshAfterMs: REFRESH_AFTER_MS, clock: deps.clock, max: MAX_DOMAINS });
  }

  /**
   * The organisation that verified `domain`, or null: none did, or more than one claims it (a domain verified by two
   * directories is served by neither: which one sends cannot be told from the address).
   */
  organisationOf(domain: string): Promise<string | null> {
    const key = domainKey(domain);
    if (!key) return Promise.resolve(null);
    return this.recent.get(key, async () => {
      const claimants = await this.store.claimants(key);
      if (claimants.length > 1) {
        this.deps.log.warn('verified domains: a domain claimed by two organisations is served by neither', {
          domain: key,
          organisations: claimants.join(','),
        });
        return null;
      }
      return claimants[0] ?? null;
    });
  }

  /** Records an organisation's domains in the index and forgets what this instance read of them. */
  async claim(tenantId: string, domains: readonly string[]): Promise<void> {
    await this.store.claim(tenantId, domains);
    this.forget(domains);
  }

  /** Withdraws an organisation's claim on these domains and forgets what this instance read of them. */
  async release(tenantId: string, domains: readonly string[]): Promise<void> {
    await this.store.release(tenantId, domains);
    this.forget(domains);
  }

  /** Other instances see a change within their trust (five minutes); this one at once. */
  private forget(domains: readonly string[]) {
    for (const key of keysOf(domains)) this.recent.forget(key);
  }
}
