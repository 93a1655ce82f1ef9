import type { PipelinePolicy } from '@azure/core-rest-pipeline';

/**
 * Table Storage requests and the entities they read, and Blob Storage requests, counted by pipeline policies on every
 * client (benchmarks read them).
 */
export class StorageCounter {
  requests = 0;
  entitiesRead = 0;
  blobRequests = 0;
  /** Table requests by table, where the policy was given the table's name. */
  byTable = new Map<string, number>();

  reset(): { requests: number; entitiesRead: number; blobRequests: number; byTable: Map<string, number> } {
    const seen = { requests: this.requests, entitiesRead: this.entitiesRead, blobRequests: this.blobRequests, byTable: this.byTable };
    this.requests = 0;
    this.entitiesRead = 0;
    this.blobRequests = 0;
    this.byTable = new Map();
    return seen;
  }

  /** Counts each Blob Storage request sent. */
  blobPolicy(): PipelinePolicy {
    return {
      name: 'storageBlobCounter',
      sendRequest: (request, next) => {
        this.blobRequests++;
        return next(request);
      },
    };
  }

  /** Counts each request sent (to `table`, when named), and the entities a table read answered (a query's `value`, or one entity). */
  policy(table?: string): PipelinePolicy {
    return {
      name: 'storageCounter',
      sendRequest: async (request, next) => {
        this.requests++;
        if (table) this.byTable.set(table, (this.byTable.get(table) ?? 0) + 1);
        const response = await next(request);
        if (
          request.method === 'GET' &&
          response.status === 200 &&
          response.bodyAsText &&
          /application\/json/.test(response.headers.get('content-type') ?? '')
        ) {
          try {
            const body = JSON.parse(response.bodyAsText) as { value?: unknown };
            this.entitiesRead += Array.isArray(body.value) ? body.value.length : 1;
          } catch {
            // not a table answer
          }
        }
        return response;
      },
    };
  }
}
