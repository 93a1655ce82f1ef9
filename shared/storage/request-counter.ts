import type { PipelinePolicy } from '@azure/core-rest-pipeline';

/** Table Storage requests and the entities they read, counted by a pipeline policy on every client (benchmarks read it). */
export class StorageCounter {
  requests = 0;
  entitiesRead = 0;

  reset(): { requests: number; entitiesRead: number } {
    const seen = { requests: this.requests, entitiesRead: this.entitiesRead };
    this.requests = 0;
    this.entitiesRead = 0;
    return seen;
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
