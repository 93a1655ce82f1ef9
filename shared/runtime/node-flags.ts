/**
 * Node flags the service and the relay run with, wherever they run: `npm start`, the test workers, the bench's
 * services, the relay's image and the Functions app (`languageWorkers__node__arguments` in Bicep); a unit test holds
 * each of them to this list.
 *
 * `--experimental-async-context-frame`: on Node 22 AsyncLocalStorage (each request's deadline, the trace context)
 * otherwise runs on promise hooks, which made every promise of every request about three times as dear; with the
 * flag the context travels with V8's own continuation data at no cost per promise. Node 24 does this by default.
 */
export const NODE_FLAGS = ['--experimental-async-context-frame'] as const;

/** The flags this process was started without (none on Node 24 and later, where the frame is the default). */
export function missingNodeFlags(execArgv: readonly string[] = process.execArgv, version: string = process.versions.node): string[] {
  if (Number(version.split('.')[0]) >= 24) return [];
  const given = new Set([...execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)]);
  return NODE_FLAGS.filter((flag) => !given.has(flag));
}
