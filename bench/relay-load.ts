// The relay bench's tools: hosts in child processes (their CPU time and resident memory read from /proc, which costs
// them nothing), and a load of nodemailer clients on pooled connections that keeps N messages in flight.
import { RELAY_NODE_FLAGS } from '../shared/runtime/node-flags.js';
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import type { HostMessage, RelayCounts, SinkCounts, Started } from './relay-host.js';
import { RECIPIENTS, SENDER } from './relay-messages.js';

export interface Host {
  port: number;
  /** The child's process id; undefined when the host runs in the bench's own process. */
  pid?: number;
  counts(): Promise<SinkCounts | RelayCounts>;
  stop(): Promise<void>;
}

const HOST_SCRIPT = fileURLToPath(new URL('./relay-host.ts', import.meta.url));
const children = new Set<ChildProcess>();
process.once('exit', () => children.forEach((c) => c.kill('SIGKILL')));

/** Starts `relay-host.ts` with these arguments in a child process (through tsx, as the bench itself runs). */
export async function hostInChild(args: string[], nodeArgs: string[] = []): Promise<Host> {
  const child = fork(HOST_SCRIPT, args, {
    execArgv: [...RELAY_NODE_FLAGS, '--import', import.meta.resolve('tsx'), ...nodeArgs],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = <T extends HostMessage['type']>(type: T) =>
    new Promise<Extract<HostMessage, { type: T }>>((resolve, reject) => {
      const onMessage = (message: HostMessage) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        resolve(message as Extract<HostMessage, { type: T }>);
      };
      child.on('message', onMessage);
      void exited.then(() => reject(new Error(`relay bench host ${args.join(' ')} exited`)));
    });
  const { port } = await next('ready');
  return {
    port,
    pid: child.pid,
    async counts() {
      const answer = next('counts');
      child.send({ type: 'counts' });
      return (await answer).counts;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.send({ type: 'stop' });
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000).unref())]);
        child.kill('SIGKILL');
      }
      children.delete(child);
    },
  };
}

export function hostInProcess(started: Started): Host {
  return { port: started.port, counts: async () => started.counts(), stop: () => started.close() };
}

/** CPU time (user + system) a process has used so far, in ms; 0 where /proc cannot be read. */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** Resident memory of a process in MB (`VmRSS`) and its peak since the last reset (`VmHWM`). */
export function residentMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => {
    const at = status.indexOf(`${field}:`);
    return at < 0 ? 0 : parseInt(status.slice(at + field.length + 1).trimStart(), 10);
  };
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Resets a process's peak resident memory to its current; false where the kernel does not allow it. */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export interface Run {
  /** Latency of each message, ms: from sendMail to the relay's 250 (which comes after the next hop's). */
  latencies: number[];
  failed: number;
  firstError?: string;
  ms: number;
  /** CPU time the relay's process used meanwhile. */
  cpuMs: number;
}

export interface Clients {
  /** Sends for `ms` with every connection busy, then waits for the last answers. */
  run(message: Buffer, ms: number): Promise<Run>;
  /** Sends `count` messages on each connection (to open the connections and warm the code, or one measured message). */
  send(message: Buffer, count: number): Promise<Run>;
  close(): void;
}

/** `connections` pooled nodemailer connections to a relay, each sending the next message as soon as one is answered. */
export function clients(host: Host, connections: number): Clients {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: host.port,
    pool: true,
    maxConnections: connections,
    maxMessages: Infinity,
    ignoreTLS: true,
    name: 'bench-client',
    socketTimeout: 120_000,
  });
  const envelope = { from: SENDER, to: RECIPIENTS };
  const run = async (message: Buffer, ms: number, perConnection = Infinity): Promise<Run> => {
    const latencies: number[] = [];
    let failed = 0;
    let firstError: string | undefined;
    const cpuBefore = cpuMs(host.pid);
    const started = performance.now();
    const worker = async () => {
      for (let sent = 0; sent < perConnection && performance.now() - started < ms; sent++) {
        const t = performance.now();
        try {
          await transport.sendMail({ envelope, raw: message });
          latencies.push(performance.now() - t);
        } catch (err) {
          failed++;
          firstError ??= err instanceof Error ? err.message : String(err);
        }
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
    return { latencies, failed, firstError, ms: performance.now() - started, cpuMs: cpuMs(host.pid) - cpuBefore };
  };
  return {
    run: (message, ms) => run(message, ms),
    send: (message, count) => run(message, Infinity, count),
    close: () => transport.close(),
  };
}

/** The q-quantile of a list of numbers (nearest rank). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
