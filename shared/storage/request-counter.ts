import type { PipelinePolicy } from '@azure/core-rest-pipeline';

/**
 * Table Storage requests and the entities they read, and Blob Storage requests, counted by pipeline policies on every
 * client (benchmarks read them).
 */
export class StorageCounter {
  requests = 0;
  entitiesRead = 0;
  blobRequests = 0;

  reset(): { requests: number; entitiesRead: number; blobRequests: number } {
    const seen = { requests: this.requests, entitiesRead: this.entitiesRead, blobRequests: this.blobRequests };
    this.requests = 0;
    this.entitiesRead = 0;
    this.blobRequests = 0;
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

  /** Counts each request sent, and the entities a table read answered (a query's `value`, or one entity). */
  policy(): PipelinePolicy {
    return {
      name: 'storageCounter',
      sendRequest: async (request, next) => {
        this.requests++;
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
