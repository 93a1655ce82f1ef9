import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Cron } from 'croner';
import { fromNode, toNode } from '../http/node-adapter.js';
import { Pipeline } from '../http/pipeline.js';
import { json } from '../http/reply.js';
import type { ApiRequest, ApiResponse } from '../http/types.js';
import { jobs } from '../jobs.js';
import { routes } from '../routes.js';
import type { Services } from '../services.js';
import type { LocalIdp } from './idp.js';

export interface LocalHost {
  url: string;
  port: number;
  services: Services;
  pipeline: Pipeline;
  close(): Promise<void>;
}

export interface LocalHostOptions {
  port?: number;
  host?: string;
  /** Built once the listening URL is known (configuration depends on it). */
  services: (url: string) => Services | Promise<Services>;
  /** Served under `/idp` when given. */
  idp?: (url: string) => Promise<LocalIdp>;
  /** Fire timers on their schedules (off in tests, which fire them on demand). */
  timers?: boolean;
  /** Take the calling address from `X-Forwarded-For`. */
  trustForwardedFor?: boolean;
}

const IDP_PREFIX = '/idp';
const FUNCTIONS_PREFIX = '/admin/functions/';

/**
 * Serves every route of the table on one origin, the local identity provider under `/idp`, and
 * `POST /admin/functions/<job>` to fire a timer job on demand (as Azure Functions Core Tools does locally).
 */
export async function startLocalHost(opts: LocalHostOptions): Promise<LocalHost> {
  let handle: (req: ApiRequest) => Promise<ApiResponse> = async () => json({ code: 'starting', message: 'Starting' }, 503);
  const server: Server = createServer(async (req, res) => {
    try {
      toNode(res, await handle(await fromNode(req, opts.trustForwardedFor)));
    } catch {
      if (!res.headersSent) toNode(res, json({ code: 'internal', message: 'Internal error' }, 500));
      else res.destroy();
    }
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://${(opts.host ?? '127.0.0.1') === '127.0.0.1' ? '127.0.0.1' : 'localhost'}:${port}`;

  const services = await opts.services(url);
  const idp = opts.idp ? await opts.idp(url) : undefined;
  const pipeline = new Pipeline(routes, services);
  const byName = new Map(jobs.map((j) => [j.name, j]));

  const runJob = async (name: string) => {
    const job = byName.get(name);
    if (!job) return json({ code: 'not_found', message: `No timer function named ${name}` }, 404);
    try {
      const result = await job.run(services);
      return json({ name, result: result ?? null });
    } catch (err) {
      services.log.error('timer failed', { name, error: (err as Error).message });
      return json({ code: 'job_failed', message: (err as Error).message }, 500);
    }
  };

  handle = async (req) => {
    if (idp && req.path.startsWith(`${IDP_PREFIX}/`)) {
      return idp.handle(req.path.slice(IDP_PREFIX.length), req.query) ?? json({ code: 'not_found', message: 'Not found' }, 404);
    }
    if (req.method === 'POST' && req.path.startsWith(FUNCTIONS_PREFIX)) {
      return runJob(decodeURIComponent(req.path.slice(FUNCTIONS_PREFIX.length)));
    }
    return pipeline.handle(req);
  };

  await services.ready().catch((err) => services.log.warn('storage not ready at start', { error: (err as Error).message }));

  const crons = opts.timers
    ? jobs.map((job) => new Cron(job.schedule, { protect: true }, () => void runJob(job.name)))
    : [];

  return {
    url,
    port,
    services,
    pipeline,
    close: async () => {
      crons.forEach((c) => c.stop());
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
