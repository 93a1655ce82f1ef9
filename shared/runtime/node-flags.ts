/**
 * Node flags the service runs with, wherever it runs: `npm start` (which serves the relay too), the test workers, the
 * bench's services and the Functions app (`languageWorkers__node__arguments` in Bicep); a unit test holds each of them
 * to this list. The relay's own image runs with `RELAY_NODE_FLAGS`.
 *
 * `--experimental-async-context-frame`: on Node 22 AsyncLocalStorage (each request's deadline, the trace context)
 * otherwise runs on promise hooks, which made every promise of every request about three times as dear; with the
 * flag the context travels with V8's own continuation data at no cost per promise. Node 24 does this by default.
 *
 * `--heap-growing-percent=30`: after each full collection V8 lets the old generation grow to a multiple of what
 * survived, by default about twice to four times it under a steady stream of requests. A request's objects still in
 * flight at a young collection are promoted and die soon after, so the old generation filled with garbage up to that
 * limit: 430 MB resident under the bench's load, for 80 MB alive. Growing by 30% keeps it at 240 MB at the same
 * throughput (docs/performance.md); the collections it adds are incremental and concurrent.
 */
export const NODE_FLAGS = ['--experimental-async-context-frame', '--heap-growing-percent=30'] as const;
export type NodeFlag = (typeof NODE_FLAGS)[number];

/**
 * The relay in a process of its own (its image, the bench's relays): the async context frame, and V8's own heap growth.
 * A relayed message's buffers die young, and the few that are promoted die soon after, so growing the old generation by
 * only 30% collected it about four times as often for nothing: a quarter more CPU a 50 kB message (docs/performance.md),
 * while a 25 MB message still grows the process by the same 31 MB.
 */
export const RELAY_NODE_FLAGS: readonly NodeFlag[] = ['--experimental-async-context-frame'];

/** The major version of Node from which a flag is its default. */
const DEFAULT_FROM: Partial<Record<NodeFlag, number>> = { '--experimental-async-context-frame': 24 };

/** Which of `flags` this process was started without (those its Node version has by default apart). */
export function missingNodeFlags(
  flags: readonly NodeFlag[] = NODE_FLAGS,
  execArgv: readonly string[] = process.execArgv,
  version: string = process.versions.node,
): string[] {
  const major = Number(version.split('.')[0]);
  const given = new Set([...execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)]);
  return flags.filter((flag) => !given.has(flag) && major < (DEFAULT_FROM[flag] ?? Infinity));
}
