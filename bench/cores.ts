// Where the bench's processes run. On a machine of two cores or more the servers it measures (the service, the bare
// baseline) share the first core and the load generator takes the last while it loads them: unpinned, the scheduler
// sometimes put autocannon on the service's core and sometimes not, and a figure had two modes 1.5–2× apart.
// `BENCH_PIN=0` leaves every process where the scheduler puts it.
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';

const CORES = cpus().length;
const pinning = CORES >= 2 && process.env.BENCH_PIN !== '0' && spawnSync('taskset', ['-V']).status === 0;

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
  pinning ? `servers on core 0, load generator on core ${CORES - 1} (BENCH_PIN=0 to unpin)` : 'processes unpinned';
