import { TableClient, TableServiceClient, AzureNamedKeyCredential } from '@azure/data-tables';
import { BlobServiceClient, type ContainerClient } from '@azure/storage-blob';
import { DefaultAzureCredential, type TokenCredential } from '@azure/identity';

export interface StorageOptions {
  /** Locally and in tests: Azurite's connection string. */
  connectionString?: string;
  /** In Azure: the storage account name, reached with the managed identity. */
  accountName?: string;
  credential?: TokenCredential;
}

const TABLE_RETRY = { maxRetries: 2, retryDelayInMs: 100, maxRetryDelayInMs: 1000 };
const BLOB_RETRY = { maxTries: 3, retryDelayInMs: 100, maxRetryDelayInMs: 1000, tryTimeoutInMs: 15_000 };

function parseConnectionString(cs: string): Record<string, string> {
  return Object.fromEntries(
    cs.split(';').filter(Boolean).map((part) => {
      const i = part.indexOf('=');
      return [part.slice(0, i), part.slice(i + 1)];
    }),
  );
}

/**
 * The one storage client factory. Stores ask it for their tables and containers; `init()` creates every one
 * of them (on start, and again after a failure, so the service recovers when storage returns).
 */
export class Storage {
  private readonly tables = new Map<string, TableClient>();
  private readonly containers = new Map<string, ContainerClient>();
  private readonly tableService: TableServiceClient;
  private readonly blobService: BlobServiceClient;
  private readonly makeTable: (name: string) => TableClient;
  private ready: Promise<void> | null = null;

  constructor(opts: StorageOptions) {
    if (opts.connectionString) {
      const cs = opts.connectionString;
      const insecure = /DefaultEndpointsProtocol=http;|=http:\/\//i.test(cs) || /UseDevelopmentStorage=true/i.test(cs);
      const tableOpts = { allowInsecureConnection: insecure, retryOptions: TABLE_RETRY };
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
      this.blobService = BlobServiceClient.fromConnectionString(cs, { retryOptions: BLOB_RETRY });
    } else if (opts.accountName) {
      const credential = opts.credential ?? new DefaultAzureCredential();
      const tableUrl = `https://${opts.accountName}.table.core.windows.net`;
      this.tableService = new TableServiceClient(tableUrl, credential, { retryOptions: TABLE_RETRY });
      this.makeTable = (name) => new TableClient(tableUrl, name, credential, { retryOptions: TABLE_RETRY });
      this.blobService = new BlobServiceClient(`https://${opts.accountName}.blob.core.windows.net`, credential, {
        retryOptions: BLOB_RETRY,
      });
    } else {
      throw new Error('Storage needs a connection string or an account name');
    }
  }

  table(name: string): TableClient {
    let client = this.tables.get(name);
    if (!client) {
      client = this.makeTable(name);
      this.tables.set(name, client);
    }
    return client;
  }

  container(name: string): ContainerClient {
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
