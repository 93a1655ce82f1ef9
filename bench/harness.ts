import { DEMO_ADMIN, DEMO_ADMIN_OID, DEMO_TENANT_ID, localIdpKeyFile, LOCAL_CLIENT_ID } from '../local/defaults.js';
import { LocalIdp } from '../local/idp.js';
import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../local/azurite.js';
import { repoRoot } from '../local/defaults.js';
import { NODE_FLAGS } from '../shared/runtime/node-flags.js';
import { bareServer } from './baseline-server.js';
import { asLoadGenerator, pinServer } from './cores.js';
import { checked, type Tally, type Verdict } from './verdict.js';

export interface Figure extends Tally, Verdict {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

export interface Load {
  url: string;
  connections?: number;
  seconds?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Varies each request (rotating credentials, mailboxes). */
  vary?: (i: number) => { headers?: Record<string, string>; body?: string };
}

/** Runs autocannon against one URL and reduces the result to the figures we print. */
export async function measure(name: string, load: Load): Promise<Figure> {
  let i = 0;
  const result = await asLoadGenerator(() =>
    autocannon({
      url: load.url,
      connections: load.connections ?? 32,
      duration: load.seconds ?? 8,
      method: load.method ?? 'GET',
      headers: load.headers,
      body: load.body,
      requests: load.vary
        ? [
            {
              setupRequest: (req) => {
                const patch = load.vary!(i++);
                return { ...req, headers: { ...req.headers, ...patch.headers }, ...(patch.body !== undefined ? { body: patch.body } : {}) };
              },
            },
          ]
        : undefined,
    }),
  );
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return checked({
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    // What was answered, and what never came back (a timeout, a reset: failures as much as a 5xx is). Requests still
    // in flight when the duration ended are neither: autocannon stops waiting for them.
    made: answered + result.errors, // autocannon's errors include its timeouts
    succeeded: result['2xx'],
  });
}

/** Sends `requests` GETs, `concurrency` in flight at a time, and times how long serving all of them takes. */
export async function burst(url: string, requests: number, concurrency: number, headers: Record<string, string> = {}) {
  let next = 0;
  let ok = 0;
  let other = 0;
  const worker = async () => {
    while (next < requests) {
      next++;
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.status >= 200 && res.status < 300) ok++;
      else other++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ms: Math.round(performance.now() - started), ok, other };
}

/**
 * The baseline of every run, as the goals against it were set: a bare node:http server answering a fixed 4 KiB body,
 * in the bench's own process, so it shares a thread with the load generator that loads it. `url` is for load
 * generators; `browserUrl` names the same server as `localhost`, as the browser names the service, so that a browser
 * moving between the portal and this page stays on one site (Chromium starts a new renderer process for every
 * cross-site navigation; ports do not count towards a site).
 */
export async function startBaseline(): Promise<{ url: string; browserUrl: string; stop(): void }> {
  const server = bareServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}/`, browserUrl: `http://localhost:${port}/`, stop: () => server.close() };
}

/**
 * The same server in a process of its own on the service's core (`baseline-server.ts`): what a bare server serves
 * when, like the service, it has a core to itself. Printed beside the goals' baseline, never a goal's measure.
 */
export async function startBaselineProcess(): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ['--experimental-strip-types', '--no-warnings', join(repoRoot(), 'bench', 'baseline-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the baseline server exited (${code}) before listening`)));
    child.stdout!.once('data', (d) => resolve(Number(String(d).trim())));
  });
  pinServer(child.pid!);
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

/** Process groups of services still running: ended with the bench, however it ends. */
const running = new Set<number>();
/** Ends a service's whole process group at once: the service and the Azurite it started (gone already: nothing). */
function killGroup(pid: number) {
  running.delete(pid);
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // the group is gone
  }
}
let cleanupRegistered = false;
function endServicesOnExit() {
  if (cleanupRegistered) return;
  cleanupRegistered = true;
  process.once('exit', () => [...running].forEach(killGroup));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      [...running].forEach(killGroup);
      process.exit(130);
    });
  }
}
/** How long a service has to stop its Azurite after SIGTERM before its process group is killed. */
const STOP_GRACE_MS = 10_000;

/**
 * The service's local host in a process of its own (as `npm start` runs it), on a free port, in a process group of
 * its own with the Azurite it starts: `stop()` lets the service stop its Azurite (SIGTERM, as Ctrl+C), then ends
 * whatever of the group is left; a service that never became healthy, or is still running when the bench exits, is
 * killed with its group, so no Azurite is left behind.
 */
export async function startService(
  env: Record<string, string> = {},
  /** Node options before the service's entry (a module to preload); `ipc` opens a message channel to the service. */
  opts: { nodeArgs?: string[]; ipc?: boolean; entry?: string } = {},
): Promise<{ url: string; port: number; child: ChildProcess; stop(): Promise<void>; stderr(): string }> {
  const port = await freePort();
  // `entry`: another build of the local host (a profile comparing two builds).
  const child = spawn(
    process.execPath,
    [...NODE_FLAGS, ...(opts.nodeArgs ?? []), opts.entry ?? join(repoRoot(), 'dist', 'local', 'main.js')],
    {
      // SMTP_PORT 0: each service's relay on a port of its own (two on the default port: the second one exits).
      env: { ...process.env, PORT: String(port), SMTP_PORT: '0', TRUST_FORWARDED_FOR: 'true', ...env },
      stdio: opts.ipc ? ['ignore', 'ignore', 'pipe', 'ipc'] : ['ignore', 'ignore', 'pipe'],
      detached: true,
    },
  );
  const pid = child.pid!;
  running.add(pid);
  endServicesOnExit();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, STOP_GRACE_MS).unref())]);
    }
    killGroup(pid);
  };
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr = (stderr + String(d)).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/health`)).ok) {
        pinServer(pid);
        return { url, port, child, stop, stderr: () => stderr };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  killGroup(pid);
  throw new Error(`the service did not become healthy within 60 s\n${stderr}`);
}

export function printTable(figures: Figure[], baseline: Figure, reference?: Figure) {
  const rows = figures.map((f) => ({
    scenario: f.name,
    made: f.made,
    succeeded: f.succeeded,
    verdict: f.verdict,
    'req/s': f.requestsPerSecond,
    'p50 ms': f.p50,
    'p99 ms': f.p99,
    'non-2xx': f.non2xx,
    'x baseline': +(f.requestsPerSecond / baseline.requestsPerSecond).toFixed(3),
    ...(reference ? { [`x ${reference.name}`]: +(f.requestsPerSecond / reference.requestsPerSecond).toFixed(3) } : {}),
  }));
  console.table(rows);
}

/**
 * The demo Admin's portal and add-in tokens, from the local identity provider of the service on `port`, and `mint`
 * for more of them (each a person of its own to the rate limits: a fresh object id).
 */
export async function demoTokens(port: number): Promise<{ portal: string; addin: string; mint(scope: string): Promise<string> }> {
  const idp = await LocalIdp.create({ base: `http://localhost:${port}/idp`, clientId: LOCAL_CLIENT_ID, keyFile: localIdpKeyFile() });
  // Dana's own tokens carry her object id (roles are kept by it); `mint`'s each carry a fresh one.
  const mint = (scope: string) => idp.mint({ tenant: DEMO_TENANT_ID, user: DEMO_ADMIN, name: 'Dana Admin', scope });
  const dana = (scope: string) => idp.mint({ tenant: DEMO_TENANT_ID, user: DEMO_ADMIN, oid: DEMO_ADMIN_OID, name: 'Dana Admin', scope });
  return { portal: await dana('portal_admin'), addin: await dana('access_as_user'), mint };
}

/**
 * Headers that rotate requests over `people` people (a token each, from `mint`) and `addresses` calling addresses
 * under `subnet`, so that a run of 10 s at 20,000 req/s stays inside the person-token limits (3,000 a minute a
 * person, 10,000 a minute an address): every request of a figure is served, not refused.
 */
export async function rotatingPeople(
  mint: (scope: string) => Promise<string>,
  scope: string,
  subnet: string,
  people = 120,
  addresses = 41,
) {
  const tokens = await Promise.all(Array.from({ length: people }, () => mint(scope)));
  return (i: number) => ({ authorization: `Bearer ${tokens[i % people]}`, 'x-forwarded-for': `${subnet}.${i % addresses}` });
}
