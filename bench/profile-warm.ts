// The service's own CPU per request under the warm loads (`tsx bench/profile-warm.ts signature|me [dir]`, after
// `npm run build:local`): the compose path at 32 connections, or GET /api/admin/me with tokens. CPU time is counted
// (the service process's, from /proc), so a busy machine distorts it far less than throughput. With PROFILE=1 the
// service runs under `--cpu-prof` and the profile's heaviest functions of the measured run are printed (the
// .cpuprofile is left in `dir` for a viewer). ENTRY: another build's dist/local/main.js, to compare two builds;
// NODE_ARGS: more Node flags for the service (`--no-experimental-async-context-frame` to compare without the frame).
// The profile samples wall time: a sample taken while the load generator runs in the service's place (woken by the
// response's write) lands on `writev`, which it then overstates several times. For CPU time, run the service with
// NODE_ARGS=--perf-basic-prof and `perf record -e cpu-clock -g -p <pid>` beside it (docs/performance.md).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { measure, startService } from './harness.js';
import { cpuMs as serviceCpuMs, warmLoad } from './warm-load.js';

const kind = process.argv[2] === 'me' ? 'me' : 'signature';
const dir = process.argv[3] ?? `/tmp/profile-warm-${kind}-${Date.now()}`;
const spawned = performance.now();
const profiling = process.env.PROFILE === '1';
const service = await startService(
  {},
  {
    nodeArgs: [...(process.env.NODE_ARGS?.split(' ').filter(Boolean) ?? []), ...(profiling ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [])],
    ...(process.env.ENTRY ? { entry: process.env.ENTRY } : {}),
  },
);
const cpuMs = () => serviceCpuMs(service);
/** The measured run, in ms since the service was spawned (about when its profile starts): start-up is left out. */
let window = [0, Infinity];
try {
  // The demo organisation is still being seeded for a few seconds after the service answers: not part of the figure.
  await new Promise((r) => setTimeout(r, 8000));
  const load = await warmLoad(service, kind);
  await measure('warm-up', load(2));
  const from = performance.now() - spawned;
  const cpuBefore = await cpuMs();
  const figure = await measure(kind, load(8));
  const perRequest = (await cpuMs()) - cpuBefore;
  window = [from, performance.now() - spawned];
  console.log(
    `${kind}: ${figure.requestsPerSecond} req/s, p99 ${figure.p99} ms, ${figure.succeeded}/${figure.made} succeeded, ` +
      `service CPU ${((1000 * perRequest) / Math.max(1, figure.made)).toFixed(1)} µs a request`,
  );
} finally {
  await service.stop();
}

if (!profiling) process.exit(0);

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const file = (await readdir(dir)).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile in ${dir}`);
const profile = JSON.parse(await readFile(join(dir, file), 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const self = new Map<number, number>();
let at = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  at += dt / 1000;
  if (at >= window[0] && at <= window[1]) self.set(id, (self.get(id) ?? 0) + dt);
});
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const label = (n: Node) =>
  `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/^.*\/(dist|node_modules)\//, '$1/')}:${n.callFrame.lineNumber + 1}`;
const total = [...self.values()].reduce((a, b) => a + b, 0);
const selfBy = new Map<string, number>();
const totalBy = new Map<string, number>();
for (const [id, t] of self) {
  const n = byId.get(id)!;
  selfBy.set(label(n), (selfBy.get(label(n)) ?? 0) + t);
  // Inclusive time: each function counted once per sample, however deep it recurses.
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const l = label(byId.get(cur)!);
    if (seen.has(l)) continue;
    seen.add(l);
    totalBy.set(l, (totalBy.get(l) ?? 0) + t);
  }
}
const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([l, t]) => `${((100 * t) / total).toFixed(1).padStart(5)}%  ${l}`)
    .join('\n');
console.log(
  `\nprofile ${join(dir, file)}\n\nself\n${top(selfBy, Number(process.env.TOP ?? 45))}\n\ntotal\n${top(totalBy, Number(process.env.TOP ?? 45) + 25)}`,
);
