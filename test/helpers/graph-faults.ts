import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * How the Graph stand-in misbehaves, as Microsoft Graph or the network between can:
 * - `refuse`: the port refuses connections (nothing listens on it);
 * - `silent`: takes the request and never answers;
 * - `late`: answers, `ms` late;
 * - `busy`: answers `status` (429 throttled, 503 unavailable) with `Retry-After: retryAfter` seconds;
 * - `cut`: sends the head and part of the body, then cuts the connection.
 */
export type GraphFault =
  | { mode: 'refuse' }
  | { mode: 'silent' }
  | { mode: 'late'; ms: number }
  | { mode: 'busy'; status: 429 | 503; retryAfter: number }
  | { mode: 'cut' };

/** Which requests a fault takes, counted among those of `tenant` (every tenant's when not given). */
export interface FaultScope {
  /** This many requests, then the stand-in answers as usual again (default: until `heal()`). */
  requests?: number;
  /** Only once this many requests were answered as usual (a round that fails on its second page). */
  after?: number;
  /** Only the requests of this directory tenant (its token). */
  tenant?: string;
  /** Only the requests whose path and query contain this (a round's later pages: `skiptoken`). */
  path?: string;
}

/** The fault in force for the stand-in's server, on the requests its scope takes. */
export function graphFaults(server: Server) {
  let fault: GraphFault | null = null;
  let left = Infinity;
  let skip = 0;
  let only: string | undefined;
  let onlyPath: string | undefined;
  let port = 0;
  const held = new Set<ServerResponse>();

  const heal = async () => {
    const was = fault;
    fault = null;
    for (const res of held) res.socket?.destroy();
    held.clear();
    if (was?.mode === 'refuse') await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  };

  return {
    /** Puts `f` in force on the requests `scope` takes (a `refuse` takes every connection until healed). */
    async set(f: GraphFault, { requests = Infinity, after = 0, tenant, path }: FaultScope = {}) {
      await heal();
      fault = f;
      left = requests;
      skip = after;
      only = tenant;
      onlyPath = path;
      if (f.mode === 'refuse') {
        port = (server.address() as { port: number }).port;
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      }
    },
    heal,
    /** Answers `req` as the fault says and true, or false when the stand-in answers it as usual (possibly late). */
    async intercept(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      if (!fault || left <= 0) return false;
      if (only !== undefined && req.headers.authorization !== `Bearer token-for-${only}`) return false;
      if (onlyPath !== undefined && !(req.url ?? '').includes(onlyPath)) return false;
      if (skip > 0) {
        skip--;
        return false;
      }
      const f = fault;
      if (--left <= 0) fault = null;
      switch (f.mode) {
        case 'refuse':
          res.socket?.destroy();
          return true;
        case 'silent':
          held.add(res);
          return true;
        case 'late':
          await new Promise((resolve) => setTimeout(resolve, f.ms));
          return false;
        case 'busy': {
          const code = f.status === 429 ? 'TooManyRequests' : 'serviceNotAvailable';
          res.writeHead(f.status, { 'content-type': 'application/json', 'retry-after': String(f.retryAfter) });
          res.end(JSON.stringify({ error: { code, message: 'Try again later' } }));
          return true;
        }
        case 'cut':
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4096' });
          res.write('{"value":[{"id":"a-');
          setImmediate(() => res.socket?.destroy());
          return true;
      }
    },
    close: heal,
  };
}
