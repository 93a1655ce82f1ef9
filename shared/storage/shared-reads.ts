import type { PipelinePolicy, PipelineResponse } from '@azure/core-rest-pipeline';

/**
 * Identical table reads in flight at the same time (the same URL: table, partition and row, or the same query and
 * continuation) go to storage once and share the answer: concurrent cache misses for one organisation read each row
 * they all need once. Only reads that are in flight are shared, so nothing read is kept beyond its own round trip.
 * A read never joins one issued before a write of this client started or finished, so a caller reads its own writes
 * (and a writer that lost an ETag race re-reads the row as it is now).
 */
export function sharedReadsPolicy(): PipelinePolicy {
  const inFlight = new Map<string, Promise<PipelineResponse>>();
  let writes = 0;
  return {
    name: 'sharedTableReads',
    sendRequest(request, next) {
      if (request.method !== 'GET' || request.body !== undefined) {
        writes++;
        return next(request).finally(() => writes++);
      }
      const key = `${writes}|${request.url}|${request.headers.get('accept') ?? ''}`;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const reading = next(request).finally(() => inFlight.delete(key));
      inFlight.set(key, reading);
      return reading;
    },
  };
}
