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

/**
 * The fault in force for the stand-in's server: until `heal()` or, with `requests`, for that many requests; with
 * `after`, only once that many requests were answered as usual (a round that fails on its third page).
 */
export function graphFaults(server: Server) {
  let fault: GraphFault | null = null;
  let left = Infinity;
  let skip = 0;
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
    /** Puts `f` in force (`requests` and `after` count requests that reach the server: not for `refuse`). */
    async set(f: GraphFault, { requests = Infinity, after = 0 }: { requests?: number; after?: number } = {}) {
      await heal();
      fault = f;
      left = requests;
      skip = after;
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
