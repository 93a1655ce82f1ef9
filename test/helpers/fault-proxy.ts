import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * What the fault proxy does with the next connection, switchable while it runs:
 * - `pass`: forwards both ways, untouched;
 * - `refuse`: nothing listens on its port (the client's connect fails with ECONNREFUSED);
 * - `blackhole`: accepts, reads, never answers;
 * - `delay`: forwards, each request `ms` late (every answer comes that much later);
 * - `status`: answers each request itself with `status` and `Retry-After: retryAfter` (HTTP-aware; nothing forwarded);
 * - `cut`: forwards messages until one's body is longer than `bodyBytes`, then its head and `bodyBytes` bytes of its
 *   body, and cuts the connection both ways: a request's (the target never sees it whole) or a response's (the client
 *   never reads the whole answer). With `raw`, any TCP protocol (SMTP): `bodyBytes` bytes of that direction pass, then
 *   the connection is cut both ways.
 */
export type FaultMode =
  | { kind: 'pass' }
  | { kind: 'refuse' }
  | { kind: 'blackhole' }
  | { kind: 'delay'; ms: number }
  | { kind: 'status'; status: 429 | 503; retryAfter: number }
  | { kind: 'cut'; direction: 'request' | 'response'; bodyBytes: number; raw?: true };

export interface FaultProxy {
  /** The loopback port clients connect to (the same in every mode, `refuse` included). */
  readonly port: number;
  readonly mode: FaultMode;
  /** Switches the mode. Connections open under the previous mode are cut, so the new one applies to every request. */
  set(mode: FaultMode): Promise<void>;
  /** Request heads seen since start (each request the client sent, whatever the mode did with it). */
  readonly requests: number;
  close(): Promise<void>;
}

/** A message head bigger than this is no HTTP the proxy handles: the connection is cut. */
const MAX_HEAD_BYTES = 64 * 1024;
const HEAD_END = Buffer.from('\r\n\r\n');

/** A message's body length from its head: Content-Length, unbounded when chunked, else none. */
function bodyLength(head: string): number {
  if (/\r\ntransfer-encoding:[^\r]*chunked/i.test(head)) return Infinity;
  const length = /\r\ncontent-length:\s*(\d{1,12})\r\n/i.exec(head);
  return length ? Number(length[1]) : 0;
}

/**
 * Passes the messages of one direction of a connection (keep-alive carries several) and cuts the first whose body is
 * longer than `bodyBytes`: its head and `bodyBytes` bytes of its body are written, then `cut` is called. A head past
 * MAX_HEAD_BYTES is cut at once.
 */
function cutter(bodyBytes: number, write: (bytes: Buffer, written?: () => void) => void, cut: () => void) {
  let head: Buffer | null = Buffer.alloc(0);
  /** Body bytes of the current message still to pass whole. */
  let passing = 0;
  let done = false;
  return (chunk: Buffer) => {
    let rest = chunk;
    while (rest.length && !done) {
      if (head) {
        head = Buffer.concat([head, rest]);
        const end = head.indexOf(HEAD_END);
        if (end < 0) {
          if (head.length <= MAX_HEAD_BYTES) return;
          done = true;
          return cut();
        }
        const whole = head.subarray(0, end + HEAD_END.length);
        rest = head.subarray(end + HEAD_END.length);
        head = null;
        write(whole);
        const length = bodyLength(whole.toString('latin1'));
        if (length > bodyBytes) {
          done = true;
          write(rest.subarray(0, bodyBytes), cut);
          return;
        }
        passing = length;
        if (!passing) head = Buffer.alloc(0);
        continue;
      }
      const body = rest.subarray(0, passing);
      write(body);
      passing -= body.length;
      rest = rest.subarray(body.length);
      if (!passing) head = Buffer.alloc(0);
    }
  };
}

/** True once a complete message head has come in (bounded: a head past MAX_HEAD_BYTES is never complete). */
function headWatcher(onHead: () => void): (chunk: Buffer) => boolean {
  let pending: Buffer | null = Buffer.alloc(0);
  return (chunk) => {
    if (!pending) return true;
    pending = Buffer.concat([pending, chunk]);
    if (pending.indexOf(HEAD_END) >= 0) {
      pending = null;
      onHead();
      return true;
    }
    return pending.length <= MAX_HEAD_BYTES;
  };
}

/** Passes the first `bytes` bytes of one direction of a connection, whatever the protocol, then calls `cut`. */
function rawCutter(bytes: number, write: (bytes: Buffer, written?: () => void) => void, cut: () => void) {
  let left = bytes;
  return (chunk: Buffer) => {
    if (left < 0) return;
    if (chunk.length < left) {
      left -= chunk.length;
      return write(chunk);
    }
    const last = chunk.subarray(0, left);
    left = -1;
    write(last, cut);
  };
}

const STATUS_TEXT: Record<number, string> = { 429: 'Too Many Requests', 503: 'Service Unavailable' };

/** A TCP proxy on loopback in front of `target` (an Azurite service port), with faults switchable at run time. */
export async function startFaultProxy(target: { host?: string; port: number }): Promise<FaultProxy> {
  let mode: FaultMode = { kind: 'pass' };
  let requests = 0;
  const open = new Set<Socket>();
  const track = (s: Socket) => {
    open.add(s);
    s.on('close', () => open.delete(s));
    s.on('error', () => s.destroy());
    return s;
  };

  /** Counts every request head the client sends on this connection (keep-alive carries several). */
  const countRequests = (client: Socket) => {
    let pending = '';
    client.on('data', (chunk: Buffer) => {
      pending = (pending + chunk.toString('latin1')).slice(-MAX_HEAD_BYTES);
      for (let i = pending.indexOf('\r\n\r\n'); i >= 0; i = pending.indexOf('\r\n\r\n')) {
        if (/^[A-Z]+ \S+ HTTP\/1\.[01]\r\n/m.test(pending.slice(0, i + 4))) requests++;
        pending = pending.slice(i + 4);
      }
    });
  };

  const forward = (client: Socket, opts: { delayMs?: number; cut?: Extract<FaultMode, { kind: 'cut' }> } = {}) => {
    const upstream = track(connect({ host: target.host ?? '127.0.0.1', port: target.port }));
    const cutBoth = () => {
      client.destroy();
      upstream.destroy();
    };
    const writer = (to: Socket, direction: 'request' | 'response') => {
      if (opts.cut?.direction !== direction) return (bytes: Buffer) => void to.write(bytes);
      const write = (bytes: Buffer, written?: () => void) => void to.write(bytes, written);
      return opts.cut.raw ? rawCutter(opts.cut.bodyBytes, write, cutBoth) : cutter(opts.cut.bodyBytes, write, cutBoth);
    };
    const toUpstream = writer(upstream, 'request');
    // Timers of one delay fire in the order they were set: the bytes (and the end) keep their order.
    const later = (step: () => void) => (opts.delayMs ? void setTimeout(step, opts.delayMs).unref() : step());
    client.on('data', (chunk: Buffer) => later(() => toUpstream(chunk)));
    client.on('end', () => later(() => upstream.end()));
    client.on('close', () => upstream.destroy());
    upstream.on('data', writer(client, 'response'));
    upstream.on('end', () => client.end());
    upstream.on('close', () => client.destroy());
  };

  const answerItself = (client: Socket, status: number, retryAfter: number) => {
    const watch = headWatcher(() => {
      const body = JSON.stringify({ 'odata.error': { code: 'ServerBusy', message: { value: 'fault proxy' } } });
      client.end(
        `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nRetry-After: ${retryAfter}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });
    client.on('data', (chunk: Buffer) => {
      if (!watch(chunk)) client.destroy();
    });
  };

  const server: Server = createServer((socket) => {
    const client = track(socket);
    countRequests(client);
    const m = mode;
    if (m.kind === 'pass') forward(client);
    else if (m.kind === 'delay') forward(client, { delayMs: m.ms });
    else if (m.kind === 'cut') forward(client, { cut: m });
    else if (m.kind === 'status') answerItself(client, m.status, m.retryAfter);
    else if (m.kind === 'blackhole') client.resume();
    else client.destroy();
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));

  await listen(0);
  const port = (server.address() as { port: number }).port;
  let listening = true;

  return {
    port,
    get mode() {
      return mode;
    },
    get requests() {
      return requests;
    },
    async set(next) {
      mode = next;
      for (const s of open) s.destroy();
      // A moment for clients to see those connections closed, so that none sends its next request on one of them.
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (next.kind === 'refuse' && listening) {
        listening = false;
        await stopListening();
      } else if (next.kind !== 'refuse' && !listening) {
        await listen(port);
        listening = true;
      }
    },
    async close() {
      for (const s of open) s.destroy();
      if (listening) await stopListening();
      listening = false;
    },
  };
}

/**
 * Two fault proxies in front of an Azurite (its Blob and its Table port), switched together, and the connection
 * string that reaches Azurite through them.
 */
export async function storageFaultProxy(azuriteConnectionString: string) {
  const endpoint = (name: string) => {
    const m = new RegExp(`${name}=http://127\\.0\\.0\\.1:(\\d+)/`).exec(azuriteConnectionString);
    if (!m) throw new Error(`No ${name} on loopback in the connection string`);
    return Number(m[1]);
  };
  const blobs = await startFaultProxy({ port: endpoint('BlobEndpoint') });
  const tables = await startFaultProxy({ port: endpoint('TableEndpoint') });
  const connectionString = azuriteConnectionString
    .replace(/BlobEndpoint=http:\/\/127\.0\.0\.1:\d+\//, `BlobEndpoint=http://127.0.0.1:${blobs.port}/`)
    .replace(/TableEndpoint=http:\/\/127\.0\.0\.1:\d+\//, `TableEndpoint=http://127.0.0.1:${tables.port}/`);
  return {
    connectionString,
    blobs,
    tables,
    /** Both services at once. */
    set: async (mode: FaultMode) => {
      await Promise.all([blobs.set(mode), tables.set(mode)]);
    },
    get requests() {
      return blobs.requests + tables.requests;
    },
    close: async () => {
      await Promise.all([blobs.close(), tables.close()]);
    },
  };
}
export type StorageFaultProxy = Awaited<ReturnType<typeof storageFaultProxy>>;
