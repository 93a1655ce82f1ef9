import { NODE_FLAGS } from '../../shared/runtime/node-flags.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { inject } from 'vitest';
import { repoRoot } from '../../shared/repo-root.js';
import { callService, type CallOptions, type CallResult } from './host.js';

/** The service in a child process of its own (test/helpers/service-process.ts), in its own process group. */
export interface ServiceProcess {
  url: string;
  /** The fixture's tenants as this process knows them: pass them to the next start for the same tenants. */
  tenants: string[];
  /** A token of each used tenant's administrator, valid at this process. */
  tokens: Record<string, string>;
  /** A call from the process's calling address; a connection the kill cut rejects. */
  call(method: string, path: string, opts?: CallOptions): Promise<CallResult>;
  /** A call that must succeed (a status under 300). */
  succeed(method: string, path: string, opts?: CallOptions): Promise<CallResult['json']>;
  /** Fires a timer job on demand (as the Functions host's admin API does), answering its counts. */
  runJob(name: string): Promise<Record<string, number>>;
  /** SIGKILL to the whole process group, resolved once the process is gone. */
  kill(): Promise<void>;
}

export interface ServiceProcessOptions {
  /** The tenants of an earlier process on the same storage (default: fresh ids). */
  tenants?: string[];
  /** How many of the fixture's tenants to onboard (a first start); default none. */
  onboard?: number;
  /** How many of them to mint tokens for (default 1). */
  used?: number;
  /**
   * Timer jobs on their schedules (default off: the outbox's timer settles every organisation of the run's storage,
   * other files' deliberately unfinished work included; tests fire the jobs they need on demand).
   */
  timers?: boolean;
  /** The process's clock this far ahead of real time (a lease run out while it was down). */
  clockOffsetMs?: number;
  env?: Record<string, string>;
  /** The storage to run on (default the run's Azurite): a fault proxy's, to slow the process's work down. */
  storage?: string;
}

const started = new Set<ChildProcess>();

/** Kills every process these helpers started that is still running (afterAll). */
export async function killServiceProcesses(): Promise<void> {
  await Promise.all([...started].map((child) => killGroup(child)));
}

function killGroup(child: ChildProcess): Promise<void> {
  const gone = new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve()),
  );
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // gone already
  }
  return gone.then(() => void started.delete(child));
}

/** Starts the service in a child process on the run's Azurite and resolves once it listens. */
export async function startServiceProcess(opts: ServiceProcessOptions = {}): Promise<ServiceProcess> {
  const child = spawn(process.execPath, [...NODE_FLAGS, '--import', 'tsx', join(repoRoot(), 'test', 'helpers', 'service-process.ts')], {
    env: {
      ...process.env,
      SERVICE_STORAGE: opts.storage ?? inject('storageConnectionString'),
      SERVICE_TENANTS: opts.tenants ? JSON.stringify(opts.tenants) : '',
      SERVICE_ONBOARD: String(opts.onboard ?? 0),
      SERVICE_USED: String(opts.used ?? 1),
      SERVICE_TIMERS: opts.timers ? '1' : '0',
      SERVICE_CLOCK_OFFSET_MS: String(opts.clockOffsetMs ?? 0),
      SERVICE_ENV: JSON.stringify(opts.env ?? {}),
    },
    // Its own process group, so that a kill takes whatever it started with it.
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.add(child);
  let ready: { url: string; address: string; tenants: string[]; tokens: Record<string, string> } | undefined;
  for await (const line of createInterface({ input: child.stdout! })) {
    if (line.startsWith('{')) {
      ready = JSON.parse(line) as typeof ready;
      break;
    }
  }
  if (!ready) throw new Error('the service process ended before it listened');
  const { url, address } = ready;
  child.stdout!.resume();
  const call = (method: string, path: string, o: CallOptions = {}) => callService(url, address, method, path, o);
  const succeed = async (method: string, path: string, o?: CallOptions) => {
    const res = await call(method, path, o);
    if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${res.text}`);
    return res.json;
  };
  return {
    url,
    tenants: ready.tenants,
    tokens: ready.tokens,
    call,
    succeed,
    runJob: async (name) => ((await succeed('POST', `/admin/functions/${name}`)) as { result: Record<string, number> }).result,
    kill: () => killGroup(child),
  };
}
