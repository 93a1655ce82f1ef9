import { RestError, type PipelinePolicy } from '@azure/core-rest-pipeline';
import type { TestHost } from './host.js';

/**
 * Storage failing right after a commit: requests to the named tables (optionally only of one HTTP method) fail as an
 * unreachable storage account would, until `heal()`. `inject` puts the policy on the services' own table clients.
 */
export function storageFaults(host: () => TestHost) {
  const faults = new Map<string, string | null>();
  return {
    failTables(tables: Record<string, string | null>) {
      for (const [name, method] of Object.entries(tables)) faults.set(name, method);
    },
    heal: () => faults.clear(),
    inject(name: string) {
      const policy: PipelinePolicy = {
        name: `fault-${name}`,
        sendRequest: async (req, next) => {
          if (faults.has(name) && (faults.get(name) === null || faults.get(name) === req.method)) {
            throw new RestError('injected: storage unreachable', { code: 'ECONNREFUSED' });
          }
          return next(req);
        },
      };
      host().services.storage.table(name).pipeline.addPolicy(policy);
    },
  };
}
