// The relay beside a pass-through relay in the same run (`npm run bench`; alone: `npx tsx bench/relay.ts`): messages a
// second and latency for 50 kB and 5 MB messages at 1 and 32 pooled nodemailer connections, each relay in a process
// of its own, the two measured in alternating rounds so that the machine's load falls on both alike; then the resident
// memory of a fresh relay process while a 25 MB message streams through it, over its idle baseline.
// Goals: the signing relay at 0.7 or more of the pass-through's throughput, under 25 ms added p99 for 50 kB, memory
// growth under 64 MB.
// Options: `--sink inline|child` (the next hop in the bench's process, the default: it distorts less on two cores than a
// process of its own, see docs/performance.md), `--scale N`
// (each measuring window N times as long), `--relay-node-args "--cpu-prof --cpu-prof-dir=/tmp/prof"` (for the relays).
import { pathToFileURL } from 'node:url';
import { startSink } from './relay-host.js';
import { clients, hostInChild, hostInProcess, quantile, residentMb, resetPeak, type Host, type Run } from './relay-load.js';
import { benchMessages } from './relay-messages.js';
import { checked, goalLine, reportBroken, type Verdict } from './verdict.js';

export interface RelayBenchOptions {
  sink: 'child' | 'inline';
  scale: number;
  relayNodeArgs: string[];
}

export const RELAY_BENCH_DEFAULTS: RelayBenchOptions = { sink: 'inline', scale: 1, relayNodeArgs: [] };

export function parseRelayBenchArgs(argv: readonly string[]): RelayBenchOptions {
  const options = { ...RELAY_BENCH_DEFAULTS };
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    if (argv[i] === '--sink' && (value === 'child' || value === 'inline')) options.sink = value;
    else if (argv[i] === '--scale' && Number(value) > 0) options.scale = Number(value);
    else if (argv[i] === '--relay-node-args' && value !== undefined) options.relayNodeArgs = value.split(' ').filter(Boolean);
    else throw new Error(`relay bench: cannot read "${argv[i]} ${value ?? ''}"`);
    i++;
  }
  return options;
}

type Size = 'small' | 'large';
interface Scenario {
  size: Size;
  connections: number;
  /** Each relay is measured this long in each round. */
  windowMs: number;
}
const SIZE_LABEL: Record<Size, string> = { small: '50 kB', large: '5 MB' };
const SCENARIOS: Scenario[] = [
  { size: 'small', connections: 1, windowMs: 2_000 },
  { size: 'small', connections: 32, windowMs: 2_000 },
  { size: 'large', connections: 1, windowMs: 2_500 },
  { size: 'large', connections: 32, windowMs: 3_000 },
];
// Four rounds (pass, sign, sign, pass, pass, sign, sign, pass): a p99 of the 50 kB scenarios over some thousands of
// messages, and a ratio the machine's load moves less than over two.
const ROUNDS = 4;

export interface Figure {
  messagesPerSecond: number;
  p50: number;
  p99: number;
  messages: number;
  failed: number;
  cpuMsPerMessage: number;
}
export interface ScenarioResult {
  scenario: string;
  pass: Figure;
  sign: Figure;
}
export interface MemoryFigure {
  idleMb: number;
  peakMb: number;
  growthMb: number;
  /** Whether the peak is the kernel's (VmHWM, reset before the message) or only what 5 ms samples saw. */
  source: 'VmHWM' | 'sampled';
  ms: number;
}
export interface RelayBenchResult {
  scenarios: ScenarioResult[];
  memory: { pass: MemoryFigure; sign: MemoryFigure };
  /** Counts that show every message of the signing relay was signed, and none of the pass-through's. */
  checks: string[];
}

function figureOf(runs: Run[]): Figure {
  const latencies = runs.flatMap((r) => r.latencies);
  const ms = runs.reduce((sum, r) => sum + r.ms, 0);
  const cpu = runs.reduce((sum, r) => sum + r.cpuMs, 0);
  return {
    messagesPerSecond: (latencies.length * 1000) / ms,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    messages: latencies.length,
    failed: runs.reduce((sum, r) => sum + r.failed, 0),
    cpuMsPerMessage: latencies.length ? cpu / latencies.length : NaN,
  };
}

/** One scenario: both relays, their connections open and warm, measured in alternating rounds. */
async function measureScenario(s: Scenario, relays: { pass: Host; sign: Host }, messages: Record<Size, Buffer>, scale: number) {
  const load = { pass: clients(relays.pass, s.connections), sign: clients(relays.sign, s.connections) };
  const runs: { pass: Run[]; sign: Run[] } = { pass: [], sign: [] };
  try {
    for (const kind of ['pass', 'sign'] as const) await load[kind].send(messages.small, 1);
    for (let round = 0; round < ROUNDS; round++) {
      // pass, sign, then sign, pass: neither always goes first.
      const order = round % 2 === 0 ? (['pass', 'sign'] as const) : (['sign', 'pass'] as const);
      for (const kind of order) runs[kind].push(await load[kind].run(messages[s.size], s.windowMs * scale));
    }
  } finally {
    load.pass.close();
    load.sign.close();
  }
  const failures = [...runs.pass, ...runs.sign].find((r) => r.firstError)?.firstError;
  if (failures) console.warn(`relay bench: a message failed in ${SIZE_LABEL[s.size]} x ${s.connections}: ${failures}`);
  return {
    scenario: `${SIZE_LABEL[s.size]}, ${s.connections} connection${s.connections > 1 ? 's' : ''}`,
    pass: figureOf(runs.pass),
    sign: figureOf(runs.sign),
  };
}

/** A fresh relay process, warmed with small messages, then its resident memory while one huge message passes. */
async function measureMemory(kind: 'pass' | 'sign', sinkPort: number, messages: { small: Buffer; huge: Buffer }, nodeArgs: string[]) {
  const relay = await hostInChild(['relay', kind, String(sinkPort)], nodeArgs);
  const load = clients(relay, 1);
  try {
    await load.send(messages.small, 10);
    await new Promise((r) => setTimeout(r, 500));
    const pid = relay.pid!;
    const idle = residentMb(pid).rss;
    const kernelPeak = resetPeak(pid);
    let sampled = idle;
    const sampler = setInterval(() => (sampled = Math.max(sampled, residentMb(pid).rss)), 5);
    const run = await load.send(messages.huge, 1).finally(() => clearInterval(sampler));
    if (run.failed) throw new Error(`the 25 MB message failed through the ${kind} relay: ${run.firstError}`);
    const peak = kernelPeak ? Math.max(sampled, residentMb(pid).peak) : sampled;
    const figure: MemoryFigure = {
      idleMb: idle,
      peakMb: peak,
      growthMb: peak - idle,
      source: kernelPeak ? 'VmHWM' : 'sampled',
      ms: run.latencies[0],
    };
    return figure;
  } finally {
    load.close();
    await relay.stop();
  }
}

export async function relayBench(options: RelayBenchOptions = RELAY_BENCH_DEFAULTS): Promise<RelayBenchResult> {
  const started = performance.now();
  const messages = await benchMessages();
  const sink = options.sink === 'inline' ? hostInProcess(await startSink()) : await hostInChild(['sink']);
  const relays = {
    pass: await hostInChild(['relay', 'pass', String(sink.port)], options.relayNodeArgs),
    sign: await hostInChild(['relay', 'sign', String(sink.port)], options.relayNodeArgs),
  };
  try {
    // The code of both paths warmed once before anything is measured.
    for (const relay of [relays.pass, relays.sign]) {
      const warm = clients(relay, 4);
      await warm.send(messages.small, 10);
      await warm.send(messages.large, 1);
      warm.close();
    }
    const scenarios: ScenarioResult[] = [];
    for (const s of SCENARIOS) scenarios.push(await measureScenario(s, relays, messages, options.scale));
    const checks = await countChecks(sink, relays);
    const memory = {
      pass: await measureMemory('pass', sink.port, messages, options.relayNodeArgs),
      sign: await measureMemory('sign', sink.port, messages, options.relayNodeArgs),
    };
    const result = { scenarios, memory, checks };
    console.log(formatRelayReport(result, messages, (performance.now() - started) / 1000, options));
    return result;
  } finally {
    await Promise.all([relays.pass.stop(), relays.sign.stop()]);
    await sink.stop();
  }
}

/** What the next hop and the relays counted: every message through the signing relay signed, none of the other's. */
async function countChecks(sink: Host, relays: { pass: Host; sign: Host }): Promise<string[]> {
  const received = (await sink.counts()) as Record<string, { messages: number; stamped: number }>;
  const lines = [];
  for (const kind of ['pass', 'sign'] as const) {
    const outcomes = Object.entries(await relays[kind].counts())
      .map(([k, n]) => `${n} ${k}`)
      .join(', ');
    const got = received[`${kind}-relay`] ?? { messages: 0, stamped: 0 };
    lines.push(
      `${kind === 'pass' ? 'pass-through' : 'signing'} relay: ${outcomes}; next hop received ${got.messages}, ${got.stamped} stamped`,
    );
  }
  return lines;
}

const ms = (value: number) => (Number.isFinite(value) ? Math.round(value * 10) / 10 : NaN);
const signed = (value: number) => `${value >= 0 ? '+' : ''}${ms(value)}`;
const rate = (value: number) => (value >= 100 ? Math.round(value) : Math.round(value * 10) / 10);

/** The rows of the table, the memory lines and the goals, as `npm run bench` prints them. */
export function formatRelayReport(
  result: RelayBenchResult,
  messages: Record<'small' | 'large' | 'huge', Buffer>,
  seconds: number,
  options: RelayBenchOptions,
): string {
  const rows = result.scenarios.flatMap(({ scenario, pass, sign }) =>
    [
      ['pass-through', pass],
      ['signing', sign],
    ].map(([relay, f]) => {
      const figure = f as Figure;
      return (
        `  ${`${scenario}, ${relay as string}`.padEnd(38)}${String(rate(figure.messagesPerSecond)).padStart(8)}` +
        `${(figure === pass ? '1' : (sign.messagesPerSecond / pass.messagesPerSecond).toFixed(3)).padStart(8)}` +
        `${String(ms(figure.p50)).padStart(9)}${String(ms(figure.p99)).padStart(9)}` +
        `${(figure === pass ? '' : signed(sign.p50 - pass.p50)).padStart(9)}${(figure === pass ? '' : signed(sign.p99 - pass.p99)).padStart(9)}` +
        `${String(ms(figure.cpuMsPerMessage)).padStart(9)}${String(figure.messages).padStart(7)}${String(figure.failed).padStart(7)}`
      );
    }),
  );
  const { pass, sign } = result.memory;
  const kb = (b: Buffer) => `${Math.round(b.length / 1000).toLocaleString('en')} kB`;
  // Each relay's run of each scenario is a figure only if its messages went through (see bench/verdict.ts).
  const verdicts = new Map<string, Verdict[]>(
    result.scenarios.map(({ scenario, pass, sign }) => [
      scenario,
      [pass, sign].map((f, i) =>
        checked({ name: `relay ${scenario}, ${i ? 'signing' : 'pass-through'}`, made: f.messages + f.failed, succeeded: f.messages }),
      ),
    ]),
  );
  const every = [...verdicts.values()].flat();
  const worst = result.scenarios.reduce((w, s) => Math.min(w, s.sign.messagesPerSecond / s.pass.messagesPerSecond), Infinity);
  const scenarioOf = (size: string, n: number) =>
    result.scenarios.find((x) => x.scenario.startsWith(size) && x.scenario.includes(` ${n} connection`));
  const added = (size: string, n: number) => {
    const s = scenarioOf(size, n);
    return s ? s.sign.p99 - s.pass.p99 : NaN;
  };
  const from = (size: string, n: number) => verdicts.get(scenarioOf(size, n)?.scenario ?? '') ?? [{ verdict: 'broken' as const }];
  const goal = (label: string, figure: number | string, target: string, met: boolean, ...of: Verdict[]) =>
    goalLine(label.padEnd(47), figure, target, met, ...of);
  return [
    `\nRelay: signing (the relay's composition with a stand-in service: a ${kb(messages.small)} reply gets a 3 kB HTML signature, a 10 kB PNG and a text part) beside ` +
      `pass-through (startRelay, no transform); each relay in its own process, next hop an smtp-server sink (${options.sink === 'child' ? 'own process' : "the bench's process"}); ` +
      `messages of ${kb(messages.small)}, ${kb(messages.large)}, ${kb(messages.huge)}; ${ROUNDS} alternating rounds; ${Math.round(seconds)} s`,
    `  ${'scenario'.padEnd(38)}${'msg/s'.padStart(8)}${'x pass'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}` +
      `${'+p50'.padStart(9)}${'+p99'.padStart(9)}${'CPU/msg'.padStart(9)}${'n'.padStart(7)}${'failed'.padStart(7)}`,
    ...rows,
    `  25 MB message, resident memory of a fresh relay process (${sign.source}): pass-through ${ms(pass.idleMb)} MB idle, ` +
      `+${ms(pass.growthMb)} MB (${Math.round(pass.ms)} ms); signing ${ms(sign.idleMb)} MB idle, +${ms(sign.growthMb)} MB (${Math.round(sign.ms)} ms)`,
    ...result.checks.map((line) => `  ${line}`),
    '',
    `${'Relay goals'.padEnd(47)}${'figure'.padEnd(10)} goal`,
    goal('signing throughput / pass-through, worst case', worst.toFixed(3), '>= 0.7', worst >= 0.7, ...every),
    goal('added p99, 50 kB, 1 connection (ms)', signed(added('50 kB', 1)), '< 25', added('50 kB', 1) < 25, ...from('50 kB', 1)),
    goal('added p99, 50 kB, 32 connections (ms)', signed(added('50 kB', 32)), '< 25', added('50 kB', 32) < 25, ...from('50 kB', 32)),
    goal('memory growth, 25 MB, signing relay (MB)', `+${ms(sign.growthMb)}`, '< 64', sign.growthMb < 64),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  relayBench(parseRelayBenchArgs(process.argv.slice(2))).then(
    () => {
      reportBroken();
      process.exit(process.exitCode ?? 0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
