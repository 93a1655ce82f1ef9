// The processes of the relay bench (`bench/relay.ts`): the next hop (a sink that accepts at once) and the relay, with
// or without the signing transform. Each can run in the bench's own process or in a child of its own:
// `node --import tsx bench/relay-host.ts sink` or `... relay pass|sign <next hop port>`, which answers over IPC.
import { SMTPServer } from 'smtp-server';
import { SMTPConnection } from 'smtp-server/lib/smtp-connection.js';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { startRelay, type RelayReport } from '../relay/smtp/index.js';
import { benchSigningParts } from './relay-signing.js';

/** What the next hop received, per relay (the name it gave in EHLO): messages, bytes, and how many carried the stamp. */
export type SinkCounts = Record<string, { messages: number; bytes: number; stamped: number }>;
/** How the relay's messages ended: `signed`, `unchanged: <reason>`, `refused: <reason>`. */
export type RelayCounts = Record<string, number>;

export interface Started {
  port: number;
  counts(): SinkCounts | RelayCounts;
  close(): Promise<void>;
}

/** The stamp is looked for in the head of each message only: the sink reads no further than this, then drains. */
const HEAD_BYTES = 16 * 1024;

/**
 * smtp-server waits 100 ms after every connection before its greeting, to catch clients that talk too soon (not an
 * option). The relay opens a connection to its next hop for every message, so that wait would be most of a small
 * message's time; a next hop that accepts quickly greets at once. Only the sink's process is changed, never a relay's.
 */
function greetAtOnce() {
  type Connection = { _setListeners(ready: () => void): void; connectionReady(): void };
  (SMTPConnection.prototype as unknown as { init(this: Connection): void }).init = function (this: Connection) {
    this._setListeners(() => this.connectionReady());
  };
}

/** A next hop that drains each message and answers 250 as soon as it has ended; it keeps counts, not bytes. */
export async function startSink(): Promise<Started> {
  greetAtOnce();
  const counts: SinkCounts = {};
  const stamp = Buffer.from('X-Signature-Relay:');
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    size: 64 * 1024 * 1024,
    maxClients: 500,
    onData(stream, session, callback) {
      const from = session.hostNameAppearsAs || 'unknown';
      const entry = (counts[from] ??= { messages: 0, bytes: 0, stamped: 0 });
      let head: Buffer[] | null = [];
      let headBytes = 0;
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (!head) return;
        head.push(chunk);
        headBytes += chunk.length;
        if (headBytes < HEAD_BYTES) return;
        if (Buffer.concat(head).indexOf(stamp) >= 0) entry.stamped++;
        head = null;
      });
      stream.on('end', () => {
        if (head && Buffer.concat(head).indexOf(stamp) >= 0) entry.stamped++;
        entry.messages++;
        entry.bytes += bytes;
        callback(null, 'queued');
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, counts: () => counts, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export type RelayKind = 'pass' | 'sign';

/**
 * The relay as `startRelay` runs it, sending on to the sink on `nextHopPort`: pass-through (no transform), or signing as
 * the server-side relay composes it (its transform and outcome listener, unchanged messages stamped).
 */
export async function startBenchRelay(kind: RelayKind, nextHopPort: number): Promise<Started> {
  const counts: RelayCounts = {};
  const count = ({ outcome }: RelayReport) => {
    const key = outcome.status === 'signed' ? 'signed' : `${outcome.status}: ${outcome.reason}`;
    counts[key] = (counts[key] ?? 0) + 1;
  };
  const signing = kind === 'sign' ? await benchSigningParts() : null;
  const relay = await startRelay({
    port: 0,
    nextHop: { host: '127.0.0.1', port: nextHopPort },
    served: async () => true,
    name: `${kind}-relay`,
    maxConnections: 200,
    onOutcome: (report) => {
      signing?.onOutcome(report);
      count(report);
    },
    ...(signing ? { admit: signing.admit, transform: signing.transform, stampPassed: true } : {}),
  });
  return { port: relay.port, counts: () => counts, close: () => relay.close() };
}

/** Messages between the bench and a host in a child process. */
export type HostMessage = { type: 'ready'; port: number } | { type: 'counts'; counts: SinkCounts | RelayCounts };

async function main() {
  const [role, kind, nextHop] = process.argv.slice(2);
  const started = role === 'sink' ? await startSink() : await startBenchRelay(kind === 'sign' ? 'sign' : 'pass', Number(nextHop));
  const send = (message: HostMessage) => process.send?.(message);
  process.on('message', (message: { type: string }) => {
    if (message.type === 'counts') send({ type: 'counts', counts: started.counts() });
    if (message.type === 'stop') void started.close().then(() => process.exit(0));
  });
  // The bench going away ends this process too.
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready', port: started.port });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
