// Availability while storage fails (part of `npm run bench`): the service as `npm start` runs it, with its default
// waits, its storage an Azurite behind the fault proxy the tests use. For each fault mode, beside the healthy run:
// the add-in's compose, a portal write and a key script's read run together for a while, and each request counts as
// answered when a clear answer (2xx, or 503 with a code and Retry-After) came within the deadline; then storage passes
// again, and recovery is the time until each caller's next request succeeds.
import { startAzurite } from '../local/azurite.js';
import { storageFaultProxy, type FaultMode } from '../test/helpers/fault-proxy.js';
import { demoTokens, rotatingPeople, startService } from './harness.js';
import { checked, goalLine, type Verdict } from './verdict.js';

/** A request's own deadline (REQUEST_DEADLINE_MS's default) and the margin an answer gets past it. */
const DEADLINE_MS = 15_000;
const MARGIN_MS = 1_500;
/** How long each mode runs: past a storage call's deadline (10 s), so every mode's slowest answer falls inside it. */
const PHASE_MS = 14_000;
/** A request not answered by then is abandoned by the bench (and counts as not answered). */
const GIVE_UP_MS = 30_000;

const MODES: { name: string; mode: FaultMode }[] = [
  { name: 'healthy', mode: { kind: 'pass' } },
  { name: 'slow (300 ms a request)', mode: { kind: 'delay', ms: 300 } },
  { name: 'connections refused', mode: { kind: 'refuse' } },
  { name: 'accepts, never answers', mode: { kind: 'blackhole' } },
  { name: 'answers past the deadline', mode: { kind: 'delay', ms: 16_000 } },
  { name: '503, Retry-After past the deadline', mode: { kind: 'status', status: 503, retryAfter: 15 } },
  { name: '429, Retry-After 1 s', mode: { kind: 'status', status: 429, retryAfter: 1 } },
  { name: 'requests cut mid-body', mode: { kind: 'cut', direction: 'request', bodyBytes: 8 } },
  { name: 'answers cut mid-body', mode: { kind: 'cut', direction: 'response', bodyBytes: 8 } },
];

interface Caller {
  name: string;
  concurrency: number;
  /** A pause between one worker's requests: a key's script stays within the key's limit (600 a minute). */
  pauseMs?: number;
  send(i: number, signal: AbortSignal): Promise<Response>;
}

interface Outcome {
  ms: number;
  /** Any HTTP answer at all (a network failure or the bench giving up is none). */
  answered: boolean;
  /** 2xx, or 503 (or 429) with a code and Retry-After: what the service promises while storage is out. */
  clear: boolean;
  ok: boolean;
}

async function timed(caller: Caller, i: number): Promise<Outcome> {
  const started = performance.now();
  try {
    const res = await caller.send(i, AbortSignal.timeout(GIVE_UP_MS));
    const body = (await res.json().catch(() => null)) as { code?: unknown } | null;
    const ms = performance.now() - started;
    const ok = res.status >= 200 && res.status < 300;
    // A refusal that says why and when to come back: storage out (503), or a limit reached (429).
    const refusal = (res.status === 503 || res.status === 429) && typeof body?.code === 'string' && res.headers.has('retry-after');
    return { ms, ok, answered: true, clear: (ok || refusal) && ms <= DEADLINE_MS + MARGIN_MS };
  } catch {
    return { ms: performance.now() - started, answered: false, ok: false, clear: false };
  }
}

/** Runs a caller's workers until `until`, each sending one request after another. */
async function load(caller: Caller, until: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let i = 0;
  const worker = async () => {
    while (performance.now() < until) {
      outcomes.push(await timed(caller, i++));
      if (caller.pauseMs) await new Promise((r) => setTimeout(r, caller.pauseMs));
    }
  };
  await Promise.all(Array.from({ length: caller.concurrency }, worker));
  return outcomes;
}

/** Milliseconds from now until the caller's first successful request (polling), or null past GIVE_UP_MS. */
async function recovery(caller: Caller): Promise<number | null> {
  const started = performance.now();
  for (let i = 0; performance.now() - started < GIVE_UP_MS; i++) {
    if ((await timed(caller, i)).ok) return Math.round(performance.now() - started);
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]) : 0;
};

async function callersOf(service: Awaited<ReturnType<typeof startService>>): Promise<Caller[]> {
  const { portal, mint } = await demoTokens(service.port);
  const people = await rotatingPeople(mint, 'access_as_user', '198.19.0');
  const json = { 'content-type': 'application/json' };
  const admin = { authorization: `Bearer ${portal}`, ...json };
  // The demo organisation is seeded after the service first answers /health: its Admin may not be one yet.
  let created: Response | null = null;
  for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 500))) {
    created = await fetch(`${service.url}/api/admin/api-keys`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ name: 'availability bench', access: ['templates'], readOnly: true }),
    });
    if (created.status === 201 || created.status === 200) break;
  }
  if (!created?.ok) throw new Error(`creating the bench's key answered ${created?.status}: ${await created?.text()}`);
  const key = ((await created.json()) as { secret: string }).secret;
  const mailboxes = ['admin@contoso.example', 'alex.wilber@contoso.example', 'lena.vogel@contoso.example', 'info@contoso.example'];
  return [
    {
      name: 'add-in compose',
      concurrency: 4,
      send: (i, signal) =>
        fetch(`${service.url}/api/signature`, {
          method: 'POST',
          headers: { ...people(i), ...json },
          body: JSON.stringify({ email: mailboxes[i % mailboxes.length], type: 'new' }),
          signal,
        }),
    },
    {
      name: 'portal write',
      concurrency: 2,
      // Paced within the 3,000 writes a minute a person may send (two at a time, 50 ms apart: 2,400): answered at once
      // with 503 in an outage, an unpaced writer sent 10,000 in 14 s, and its recovery was its own limit's minute.
      pauseMs: 50,
      send: (i, signal) =>
        fetch(`${service.url}/api/admin/settings`, {
          method: 'PUT',
          headers: admin,
          body: JSON.stringify({ requireApproval: i % 2 === 0 }),
          signal,
        }),
    },
    {
      name: 'key script read',
      concurrency: 2,
      pauseMs: 250,
      send: (_i, signal) => fetch(`${service.url}/api/admin/templates`, { headers: { authorization: `Bearer ${key}` }, signal }),
    },
  ];
}

interface Row {
  mode: string;
  caller: string;
  made: number;
  'answered in deadline %': number;
  '2xx %': number;
  'p99 ms': number;
  'recovery ms': number | string;
}

export async function availabilityBench(): Promise<void> {
  const azurite = await startAzurite();
  const proxy = await storageFaultProxy(azurite.connectionString);
  const service = await startService({ STORAGE_CONNECTION_STRING: proxy.connectionString });
  const rows: Row[] = [];
  const verdicts: Verdict[] = [];
  let worstShare = 1;
  let worstRecovery: number | null = 0;
  try {
    const callers = await callersOf(service);
    for (const { name, mode } of MODES) {
      await proxy.set(mode);
      const until = performance.now() + (mode.kind === 'pass' ? 5_000 : PHASE_MS);
      const results = await Promise.all(callers.map((c) => load(c, until)));
      await proxy.set({ kind: 'pass' });
      const recovered = mode.kind === 'pass' ? callers.map(() => 0) : await Promise.all(callers.map(recovery));
      callers.forEach((caller, c) => {
        const outcomes = results[c];
        const clear = outcomes.filter((o) => o.clear).length;
        const ok = outcomes.filter((o) => o.ok).length;
        // The healthy run is a figure only if it succeeded; a fault run only if the service answered at all (whether
        // clearly and in time is the goal it meets or misses, not the measurement's soundness).
        const label = `${name}: ${caller.name}`;
        verdicts.push(
          mode.kind === 'pass'
            ? checked({ name: label, made: outcomes.length, succeeded: ok })
            : checked({ name: label, made: outcomes.length, succeeded: outcomes.filter((o) => o.answered).length }, 1),
        );
        const share = outcomes.length ? clear / outcomes.length : 0;
        worstShare = Math.min(worstShare, share);
        const back = recovered[c];
        if (worstRecovery !== null) worstRecovery = back === null ? null : Math.max(worstRecovery, back);
        rows.push({
          mode: name,
          caller: caller.name,
          made: outcomes.length,
          'answered in deadline %': +(share * 100).toFixed(1),
          '2xx %': outcomes.length ? +((ok / outcomes.length) * 100).toFixed(1) : 0,
          'p99 ms': p99(outcomes.map((o) => o.ms)),
          'recovery ms': back === null ? `none in ${GIVE_UP_MS / 1000} s` : back,
        });
      });
    }
  } finally {
    await service.stop();
    await proxy.close();
    await azurite.stop();
  }
  console.log(
    `\nAvailability while storage fails (service defaults: 10 s a storage call, ${DEADLINE_MS / 1000} s a request; answered = 2xx, or 503 or 429 with a code and Retry-After, within ${(DEADLINE_MS + MARGIN_MS) / 1000} s)`,
  );
  console.table(rows);
  console.log(goalLine('answered within deadline, worst (%)', +(worstShare * 100).toFixed(1), '= 100', worstShare === 1, ...verdicts));
  const recoveryFigure = worstRecovery ?? `none in ${GIVE_UP_MS / 1000} s`;
  console.log(
    goalLine('recovery after storage returns (ms)', recoveryFigure, '< 5000', worstRecovery !== null && worstRecovery < 5_000, ...verdicts),
  );
}
