// Where the bench's processes run. With `BENCH_PIN=1`, on a machine of two cores or more, the servers it measures (the
// service, the bare server in a process of its own) share the first core and the load generator takes the last while
// it loads them. Off by default: the goals were set on unpinned runs, and pinned the goals' baseline (a bare server in
// the load generator's own thread) gains far more than the service does (docs/performance.md), so a pinned figure
// does not compare with them.
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';

const CORES = cpus().length;
const pinning = CORES >= 2 && process.env.BENCH_PIN === '1' && spawnSync('taskset', ['-V']).status === 0;

/** Pins every thread of `pid` to `cores` (a taskset list); nothing when pinning is off. */
function pin(pid: number, cores: string) {
  if (pinning) spawnSync('taskset', ['-a', '-p', '-c', cores, String(pid)], { stdio: 'ignore' });
}

/** A server measured: its own threads on the first core (the processes it started, such as Azurite, stay free). */
export const pinServer = (pid: number) => pin(pid, '0');

/** Runs `load` with this process (the load generator) on the last core, then gives it every core again. */
export async function asLoadGenerator<T>(load: () => Promise<T>): Promise<T> {
  pin(process.pid, String(CORES - 1));
  try {
    return await load();
  } finally {
    pin(process.pid, `0-${CORES - 1}`);
  }
}

/** How the run placed its processes, for the machine line. */
export const placement = () =>
  pinning ? `servers on core 0, load generator on core ${CORES - 1} (BENCH_PIN=1)` : 'processes unpinned (BENCH_PIN=1 to pin)';
