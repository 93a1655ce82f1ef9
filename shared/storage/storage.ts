import { TableClient, TableServiceClient, AzureNamedKeyCredential } from '@azure/data-tables';
import { BlobServiceClient, type ContainerClient } from '@azure/storage-blob';
import type { Pipeline, PipelineRequest } from '@azure/core-rest-pipeline';
import { DefaultAzureCredential, type TokenCredential } from '@azure/identity';
import type { StorageCounter } from './request-counter.js';
import { boundWaits, DEFAULT_STORAGE_WAITS, tableRetryOptions, type StorageWaits } from './bounded-waits.js';
import { sharedReadsPolicy } from './shared-reads.js';
import { purgeTenantBlobs, purgeTenantRows } from './tenant-purge.js';

interface StorageOptions {
  /** Locally and in tests: Azurite's connection string. */
  connectionString?: string;
  /** In Azure: the storage account name, reached with the managed identity. */
  accountName?: string;
  credential?: TokenCredential;
  /** Counts table requests and entities read (benchmarks). */
  counter?: StorageCounter;
  /** How long a call waits, per try and in all, and how it retries (bounded-waits.ts). */
  waits?: StorageWaits;
}

/**
 * How a table keyed other than by tenant (a global index) gives up one tenant's rows. It runs before the tenant's
 * own partitions are deleted, so it may read them to find its keys. null: the table holds no tenant's data.
 */
type IndexPurge = ((tenantId: string) => Promise<void>) | null;

function parseConnectionString(cs: string): Record<string, string> {
  return Object.fromEntries(
    cs
      .split(';')
      .filter(Boolean)
      .map((part) => {
        const i = part.indexOf('=');
        return [part.slice(0, i), part.slice(i + 1)];
      }),
  );
}

/**
 * The one storage client factory. Stores ask it for their tables and containers; `init()` creates every one
 * of them (on start, and again after a failure, so the service recovers when storage returns), and
 * `purgeTenant()` removes one organisation's data from every one of them (see tenant-purge.ts for the key layout).
 */
/** The core request pipeline the Blob SDK builds once per service client and shares with the clients made from it. */
const blobPipelineOf = (service: BlobServiceClient): Pipeline =>
  (service as unknown as { storageClientContext: { pipeline: Pipeline } }).storageClientContext.pipeline;

export class Storage {
  private readonly tables = new Map<string, TableClient>();
  private readonly containers = new Map<string, ContainerClient>();
  private readonly indexPurges = new Map<string, IndexPurge>();
  private readonly untenanted = new Set<string>();
  private readonly purgedLast = new Set<string>();
  private readonly tableService: TableServiceClient;
  private readonly blobService: BlobServiceClient;
  private readonly makeTable: (name: string) => TableClient;
  private ready: Promise<void> | null = null;
  private readonly counter?: StorageCounter;
  private readonly waits: StorageWaits;

  constructor(opts: StorageOptions) {
    this.counter = opts.counter;
    this.waits = opts.waits ?? DEFAULT_STORAGE_WAITS;
    const retryOptions = tableRetryOptions(this.waits);
    if (opts.connectionString) {
      const cs = opts.connectionString;
      const insecure = /DefaultEndpointsProtocol=http;|=http:\/\//i.test(cs) || /UseDevelopmentStorage=true/i.test(cs);
      const tableOpts = { allowInsecureConnection: insecure, retryOptions };
      this.tableService = TableServiceClient.fromConnectionString(cs, tableOpts);
      const parts = parseConnectionString(cs);
      if (parts.TableEndpoint && parts.AccountName && parts.AccountKey) {
        // Azurite on custom ports: build clients from the explicit endpoint.
        const cred = new AzureNamedKeyCredential(parts.AccountName, parts.AccountKey);
        const endpoint = parts.TableEndpoint.replace(/\/$/, '');
        this.makeTable = (name) => new TableClient(endpoint, name, cred, tableOpts);
      } else {
        this.makeTable = (name) => TableClient.fromConnectionString(cs, name, tableOpts);
      }
      this.blobService = BlobServiceClient.fromConnectionString(cs);
    } else if (opts.accountName) {
      const credential = opts.credential ?? new DefaultAzureCredential();
      const tableUrl = `https://${opts.accountName}.table.core.windows.net`;
      this.tableService = new TableServiceClient(tableUrl, credential, { retryOptions });
      this.makeTable = (name) => new TableClient(tableUrl, name, credential, { retryOptions });
      this.blobService = new BlobServiceClient(`https://${opts.accountName}.blob.core.windows.net`, credential);
    } else {
      throw new Error('Storage needs a connection string or an account name');
    }
    boundWaits(this.tableService.pipeline, this.waits, { service: 'table' });
    // Every container and blob client shares the service client's request pipeline.
    // A blob call's span names its container: the first segment of its path that is one (Azurite's paths start with the account).
    const containerOf = (request: PipelineRequest) => new URL(request.url).pathname.split('/', 3).find((s) => this.containers.has(s));
    boundWaits(blobPipelineOf(this.blobService), this.waits, { replaceRetry: true, service: 'blob', target: containerOf });
    if (this.counter) blobPipelineOf(this.blobService).addPolicy(this.counter.blobPolicy());
  }

  /**
   * A table whose rows are partitioned by tenant (see tenant-purge.ts). `purgeLast`: emptied after every other
   * table and container (the organisation record, so that a purge failing midway is found again by the next run).
   */
  table(name: string, opts: { purgeLast?: boolean } = {}): TableClient {
    if (opts.purgeLast) this.purgedLast.add(name);
    return this.client(name);
  }

  /** A table keyed by something other than the tenant (a hash, a slug, a nonce), with how it gives up a tenant's rows. */
  indexTable(name: string, purge: IndexPurge): TableClient {
    this.indexPurges.set(name, purge);
    return this.client(name);
  }

  private client(name: string): TableClient {
    let client = this.tables.get(name);
    if (!client) {
      client = this.makeTable(name);
      boundWaits(client.pipeline, this.waits, { service: 'table', target: name });
      // Before the counter: a shared read is one request sent.
      client.pipeline.addPolicy(sharedReadsPolicy());
      if (this.counter) client.pipeline.addPolicy(this.counter.policy(name));
      this.tables.set(name, client);
    }
    return client;
  }

  /** A container whose blobs are named by tenant (see tenant-purge.ts); `tenantData: false` for one holding none. */
  container(name: string, opts: { tenantData?: boolean } = {}): ContainerClient {
    if (opts.tenantData === false) this.untenanted.add(name);
    let client = this.containers.get(name);
    if (!client) {
      client = this.blobService.getContainerClient(name);
      this.containers.set(name, client);
    }
    return client;
  }

  /** Creates every table and container asked for so far. Memoised; a failure is forgotten so the next call retries. */
  init(): Promise<void> {
    if (!this.ready) {
      this.ready = (async () => {
        await Promise.all([
          ...[...this.tables.keys()].map((t) => this.tableService.createTable(t)),
          ...[...this.containers.values()].map((c) => c.createIfNotExists()),
        ]);
      })().catch((err) => {
        this.ready = null;
        throw err;
      });
    }
    return this.ready;
  }

  /** Every table and container the stores asked for, as the purge walks them. */
  layout(): { tenantTables: string[]; indexTables: string[]; tenantContainers: string[]; otherContainers: string[] } {
    const tables = [...this.tables.keys()];
    const containers = [...this.containers.keys()];
    return {
      tenantTables: tables.filter((t) => !this.indexPurges.has(t)),
      indexTables: tables.filter((t) => this.indexPurges.has(t)),
      tenantContainers: containers.filter((c) => !this.untenanted.has(c)),
      otherContainers: containers.filter((c) => this.untenanted.has(c)),
    };
  }

  /**
   * Removes every row and blob of the organisation: the index tables' own purges first (they may read the tenant's
   * rows to find their keys), then every tenant partition and blob, the organisation record last.
   */
  async purgeTenant(tenantId: string): Promise<void> {
    for (const purge of this.indexPurges.values()) if (purge) await purge(tenantId);
    const { tenantTables, tenantContainers } = this.layout();
    for (const t of tenantTables.filter((t) => !this.purgedLast.has(t))) await purgeTenantRows(this.client(t), tenantId);
    for (const c of tenantContainers) await purgeTenantBlobs(this.container(c), tenantId);
    for (const t of this.purgedLast) await purgeTenantRows(this.client(t), tenantId);
  }

  /** Forgets that init ran, so that storage that lost its data (an emulator restart) is prepared again. */
  reset(): void {
    this.ready = null;
  }

  /** A cheap round trip to each service, for `/health`. */
  async ping(): Promise<{ tables: number; blobs: number }> {
    const t0 = performance.now();
    await this.tableService.getProperties();
    const t1 = performance.now();
    await this.blobService.getProperties();
    const t2 = performance.now();
    return { tables: Math.round(t1 - t0), blobs: Math.round(t2 - t1) };
  }
}
