// The signature part of `npm run bench` (warm at 32 connections, cold one at a time and eight at once), shared by
// bench/run.ts and bench/signature-only.ts.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { demoTokens, measure, rotatingPeople, startBaselineProcess, type Figure, type startService } from './harness.js';
import { goalLine } from './verdict.js';

const execFileAsync = promisify(execFile);

type Service = Awaited<ReturnType<typeof startService>>;

const DEMO_MAILBOXES = [
  'admin@contoso.example',
  'alex.wilber@contoso.example',
  'lena.vogel@contoso.example',
  'camille.roux@contoso.example',
  'sanne.devries@contoso.example',
  'raj.mehta@contoso.example',
  'maria.garcia@contoso.example',
  'tom.hughes@contoso.example',
  'info@contoso.example',
];

/** Resident memory of a process in MB, read without blocking this process's event loop (autocannon runs on it). */
async function rssMb(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status);
    if (kb) return Number(kb[1]) / 1024;
  } catch {
    // not Linux: ask ps, asynchronously
  }
  const { stdout } = await execFileAsync('ps', ['-o', 'rss=', '-p', String(pid)]);
  return Number(stdout.trim()) / 1024;
}

/**
 * Peak resident memory of a process while `during` runs, sampled twice a second. The samples must not block: a
 * synchronous `ps` stalled autocannon's loop for tens of milliseconds twice a second, which delayed every request
 * in flight and was most of the warm p99 it printed.
 */
async function peakRss(pid: number, during: Promise<Figure>): Promise<{ figure: Figure; rssMb: number }> {
  let peak = 0;
  const sample = () =>
    rssMb(pid).then(
      (mb) => void (peak = Math.max(peak, mb)),
      () => undefined, // the process may be between samples; the next sample counts
    );
  const timer = setInterval(() => void sample(), 500);
  const figure = await during;
  clearInterval(timer);
  await sample();
  return { figure, rssMb: Math.round(peak) };
}

/** Compose requests of the demo mailboxes, sent by people rotating as `person` names them (see rotatingPeople). */
/** The compose load the bench drives: each demo mailbox in turn, people rotating (their own tokens and addresses). */
export const signatureLoad = (url: string, person: (i: number) => Record<string, string>, connections: number, seconds = 8) => ({
  url: `${url}/api/signature`,
  method: 'POST' as const,
  connections,
  seconds,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ type: 'new' }),
  vary: (i: number) => ({
    headers: person(i),
    body: JSON.stringify({ email: DEMO_MAILBOXES[i % DEMO_MAILBOXES.length], type: i % 4 === 3 ? 'reply' : 'new' }),
  }),
});

/**
 * Each mailbox of the demo organisation, sent by the demo admin (shared mailbox included): warm against `service`,
 * cold against `cold` (started with `SIGNATURE_CACHE=false`).
 */
export async function signatureBench(service: Service, cold: Service) {
  const { addin, mint } = await demoTokens(service.port);
  const people = await rotatingPeople(mint, 'access_as_user', '198.18.0');
  const sample = await fetch(`${service.url}/api/signature`, {
    method: 'POST',
    headers: { authorization: `Bearer ${addin}`, 'content-type': 'application/json' },
    body: '{"type":"new"}',
  });
  const sampleBody = await sample.text();
  console.log(`\nSignature answer: ${sample.status}, ${sampleBody.length} bytes`);
  if (sample.status !== 200) throw new Error(`the signature path answered ${sample.status}: ${sampleBody}`);
  await measure('warm-up', signatureLoad(service.url, people, 8, 2));
  const warm = await peakRss(
    service.child.pid!,
    measure('warm POST /api/signature, 32 connections', signatureLoad(service.url, people, 32)),
  );
  const coldPeople = await rotatingPeople((await demoTokens(cold.port)).mint, 'access_as_user', '198.18.1');
  await measure('warm-up', signatureLoad(cold.url, coldPeople, 4, 2));
  // Cold: no answer cache and no directory resolution cache, so every compose resolves the mailbox, reads its own
  // rows and renders; what is the same for every mailbox of the organisation is read once a rendering generation.
  // One at a time is the latency a person sees on a miss; eight at once shows how it degrades when misses arrive
  // together (Azurite is one thread on the same two cores).
  const coldFigure = await measure(
    'cold POST /api/signature (nothing cached per mailbox), 1 connection',
    signatureLoad(cold.url, coldPeople, 1),
  );
  const coldLoaded = await measure(
    'cold POST /api/signature (nothing cached per mailbox), 8 connections',
    signatureLoad(cold.url, coldPeople, 8),
  );
  return { warm, coldFigure, coldLoaded };
}

/**
 * The bare server in a process of its own on the service's core, loaded as the service is: what a server with a core
 * to itself serves, beside the goals' baseline (which shares the load generator's thread, as when the goals were set).
 */
export async function bareProcessFigure(): Promise<Figure> {
  const bare = await startBaselineProcess();
  try {
    return await measure('bare node:http, a process of its own (not a goal)', { url: bare.url });
  } finally {
    bare.stop();
  }
}

/** The signature path's goals, each read from the scenarios it names ("broken" when one of them is). */
export function signatureGoals(baseline: Figure, f: Awaited<ReturnType<typeof signatureBench>>): string {
  const { warm, coldFigure, coldLoaded } = f;
  const ratio = warm.figure.requestsPerSecond / baseline.requestsPerSecond;
  return [
    goalLine('warm throughput / baseline', ratio.toFixed(3), '>= 0.6', ratio >= 0.6, warm.figure, baseline),
    goalLine('warm p99 at 32 connections (ms)', warm.figure.p99, '< 15', warm.figure.p99 < 15, warm.figure),
    goalLine('cold p99, one at a time (ms)', coldFigure.p99, '< 60', coldFigure.p99 < 60, coldFigure),
    goalLine('cold p99, 8 connections (ms)', coldLoaded.p99, '< 60', coldLoaded.p99 < 60, coldLoaded),
    goalLine('service RSS under load (MB)', warm.rssMb, '< 300', warm.rssMb < 300, warm.figure),
  ].join('\n');
}
