import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { Cron } from 'croner';
import { fromNode, targetOf, toNode } from '../shared/http/node-adapter.js';
import { Pipeline } from '../shared/http/pipeline.js';
import { json } from '../shared/http/reply.js';
import type { ApiRequest, ApiResponse } from '../shared/http/types.js';
import { jobs } from '../shared/jobs.js';
import { routes } from '../shared/routes.js';
import type { Services } from '../shared/services.js';
import { functionList, functionName, timerNamed } from './admin-functions.js';
import { serveLogged, type TimerTrigger } from '../shared/http/edge.js';
import { runCountedTimer } from '../shared/metrics/timers.js';
import type { LocalIdp } from './idp.js';
import { routerPath } from '../shared/http/azure-adapter.js';
import { ADDIN_BASE, addinFiles, FAVICON_PATH, siteRootFiles } from '../shared/addin/files.js';
import type { StaticFiles } from '../shared/http/static-files.js';
import { securityHeaderOptions, withSecurityHeaders, type SecurityHeaderOptions } from '../shared/http/security-headers.js';
import { isPortalPath, PORTAL_BASE, portalFiles } from '../shared/portal/files.js';

export interface LocalHost {
  url: string;
  port: number;
  services: Services;
  pipeline: Pipeline;
  close(): Promise<void>;
}

interface LocalHostOptions {
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
  /** The built portal served under /admin (default: the repository's `dist/portal`). */
  portal?: StaticFiles;
  /** The built add-in served under /addin (default: the repository's `dist/portal/addin`). */
  addin?: StaticFiles;
  /** Serve https with this certificate (Outlook loads add-ins only over https). */
  tls?: { cert: string; key: string };
}

const IDP_PREFIX = '/idp';
const FUNCTIONS = '/admin/functions';
/** The local identity provider's forms (sign-in, token requests) are a few hundred bytes. */
const LOCAL_IDP_MAX_BODY = 64 * 1024;

/** Listens on `port`, or rejects with the listen error (`EADDRINUSE` for a port in use). */
function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (err: Error) => reject(err);
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

/**
 * Serves every route of the table on one origin, the built portal under `/admin/*` (as the Static Web App does in
 * Azure; `GET /admin` itself is a route), the built add-in under `/addin/*`, the local identity provider under `/idp`, and the Functions
 * host's admin API as Azure Functions Core Tools does locally: `GET /admin/functions` lists every function,
 * `POST /admin/functions/<job>` fires a timer job on demand. The port is bound before `services` is called, so a
 * port in use fails the start before anything else (Azurite) is started.
 */
export async function startLocalHost(opts: LocalHostOptions): Promise<LocalHost> {
  let handle: (req: ApiRequest) => Promise<ApiResponse> = async () => json({ code: 'starting', message: 'Starting' }, 503);
  /** How much of a request's body is read (`Pipeline.bodyLimit`), by its path as the router knows it; nothing while starting. */
  let bodyLimit = (_method: string, _path: string) => 0;
  // Every answer leaves through here with its security headers; never HSTS (see SecurityHeaderOptions.strictTransport).
  let headers: SecurityHeaderOptions = { identityProvider: '', ownOrigins: [], strictTransport: false };
  const listener = async (req: IncomingMessage, res: ServerResponse) => {
    const target = targetOf(req.url);
    const path = routerPath(target.path);
    try {
      const maxBodyBytes = bodyLimit((req.method ?? 'GET').toUpperCase(), path);
      toNode(
        res,
        withSecurityHeaders(
          path,
          await handle(await fromNode(req, { trustForwardedFor: opts.trustForwardedFor, target, maxBodyBytes })),
          headers,
        ),
      );
    } catch {
      if (!res.headersSent) toNode(res, withSecurityHeaders(path, json({ code: 'internal', message: 'Internal error' }, 500), headers));
      else res.destroy();
    }
  };
  const server: Server = opts.tls ? createTlsServer(opts.tls, listener) : createServer(listener);
  server.keepAliveTimeout = 65_000;
  await listen(server, opts.port ?? 0, opts.host ?? '127.0.0.1');
  const port = (server.address() as AddressInfo).port;
  const url = opts.tls
    ? `https://localhost:${port}`
    : `http://${(opts.host ?? '127.0.0.1') === '127.0.0.1' ? '127.0.0.1' : 'localhost'}:${port}`;

  let services: Services;
  let idp: LocalIdp | undefined;
  try {
    services = await opts.services(url);
    idp = opts.idp ? await opts.idp(url) : undefined;
  } catch (err) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    throw err;
  }
  const pipeline = new Pipeline(routes, services);
  headers = securityHeaderOptions(services.config, false);
  const portal = opts.portal ?? portalFiles();
  const addin = opts.addin ?? addinFiles();
  const siteRoot = siteRootFiles(addin);
  const functions = functionList(routes, jobs, url);

  const runJob = async (name: string, trigger: TimerTrigger) => {
    const job = timerNamed(jobs, name);
    const outcome = await runCountedTimer(services.log, job.name, trigger, () => job.run(services));
    return outcome.ok ? json({ name, result: outcome.result }) : json({ code: 'job_failed', message: outcome.error }, 500);
  };

  /** `GET /admin/functions`, and `GET` or `POST /admin/functions/<name>`. */
  const functionsAdmin = async (req: ApiRequest, listing: boolean): Promise<ApiResponse> => {
    if (listing) {
      return req.method === 'GET' ? json(functions) : json({ code: 'method_not_allowed', message: 'Use GET' }, 405, { allow: 'GET' });
    }
    const name = functionName(req.path.slice(FUNCTIONS.length + 1));
    if (req.method === 'POST') return runJob(name, 'demand');
    const fn = functions.find((f) => f.name === name);
    if (req.method === 'GET' && fn) return json(fn);
    if (req.method === 'GET') return json({ code: 'unknown_function', message: `No function named ${JSON.stringify(name)}` }, 404);
    return json({ code: 'method_not_allowed', message: 'Use GET or POST' }, 405, { allow: 'GET, POST' });
  };

  // The identity provider's paths are the same to the router (it maps only the Azure twins of public paths).
  bodyLimit = (method, path) => (idp && path.startsWith(`${IDP_PREFIX}/`) ? LOCAL_IDP_MAX_BODY : pipeline.bodyLimit(method, path));
  handle = async (req) => {
    if (idp && req.path.startsWith(`${IDP_PREFIX}/`)) {
      return (await idp.handle(req, req.path.slice(IDP_PREFIX.length))) ?? json({ code: 'not_found', message: 'Not found' }, 404);
    }
    const reading = req.method === 'GET' || req.method === 'HEAD';
    if (reading && req.path !== PORTAL_BASE && isPortalPath(req.path))
      return serveLogged(services.log, req, `${PORTAL_BASE}/*`, () => portal.serve(req.path));
    if (reading && addin.covers(req.path)) return serveLogged(services.log, req, `${ADDIN_BASE}/*`, () => addin.serve(req.path));
    if (reading && req.path === FAVICON_PATH) return serveLogged(services.log, req, FAVICON_PATH, () => siteRoot.serve(FAVICON_PATH));
    if (req.path === FUNCTIONS || req.path.startsWith(`${FUNCTIONS}/`)) {
      const listing = req.path === FUNCTIONS || req.path === `${FUNCTIONS}/`;
      return serveLogged(services.log, req, listing ? FUNCTIONS : `${FUNCTIONS}/:name`, () => functionsAdmin(req, listing));
    }
    // The Azure twins of the public paths (`/api/portal-host/*`, what `/admin/functions` lists) answer as in Azure.
    return pipeline.handle({ ...req, path: routerPath(req.path) });
  };

  await services.ready().catch((err) => services.log.warn('storage not ready at start', { error: (err as Error).message }));

  const crons = opts.timers ? jobs.map((job) => new Cron(job.schedule, { protect: true }, () => void runJob(job.name, 'schedule'))) : [];

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
