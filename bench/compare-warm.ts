// Two builds of the local host side by side under the same warm load, taken in turns (`tsx bench/compare-warm.ts
// signature|me <other dist/local/main.js>`, after `npm run build:local`): the service's own CPU per request, counted
// from /proc, and the throughput of each, summed over rounds that alternate between them, so a machine other work
// keeps busy weighs on both alike.
import { measure, startService } from './harness.js';
import { cpuMs, warmLoad } from './warm-load.js';

const kind = process.argv[2] === 'me' ? 'me' : 'signature';
const other = process.argv[3];
if (!other) throw new Error('usage: compare-warm.ts signature|me <other build>/local/main.js');
const ROUNDS = Number(process.env.ROUNDS ?? 4);
const SECONDS = Number(process.env.SECONDS ?? 3);

const builds = [
  { name: 'this build', service: await startService() },
  { name: other, service: await startService({}, { entry: other }) },
];
try {
  // The demo organisation is still being seeded for a few seconds after the service answers.
  await new Promise((r) => setTimeout(r, 8000));
  const runs = await Promise.all(
    builds.map(async (b) => ({ ...b, load: await warmLoad(b.service, kind), cpu: 0, made: 0, rps: [] as number[] })),
  );
  for (const run of runs) await measure('warm-up', run.load(2));
  for (let round = 0; round < ROUNDS; round++) {
    for (const run of round % 2 ? [...runs].reverse() : runs) {
      const before = await cpuMs(run.service);
      const figure = await measure(kind, run.load(SECONDS));
      run.cpu += (await cpuMs(run.service)) - before;
      run.made += figure.made;
      run.rps.push(figure.requestsPerSecond);
    }
  }
  console.table(
    runs.map((r) => ({
      build: r.name,
      'req/s (each round)': r.rps.join(' '),
      'req/s (mean)': Math.round(r.rps.reduce((a, b) => a + b, 0) / r.rps.length),
      'service CPU µs a request': +((1000 * r.cpu) / Math.max(1, r.made)).toFixed(1),
    })),
  );
} finally {
  await Promise.all(builds.map((b) => b.service.stop()));
}
