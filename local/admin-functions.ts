import { httpFunctions, type HttpFunction } from '../shared/http/azure-adapter.js';
import { refuse } from '../shared/http/errors.js';
import type { Route } from '../shared/http/route.js';
import type { Job } from '../shared/jobs.js';

type Binding =
  | { type: 'httpTrigger'; direction: 'in'; name: 'req'; authLevel: 'anonymous'; methods: HttpFunction['methods']; route: string }
  | { type: 'timerTrigger'; direction: 'in'; name: 'timer'; schedule: string };

/** A function as the Functions host's admin API (`GET /admin/functions`) describes it. */
interface FunctionMetadata {
  name: string;
  language: 'node';
  isDisabled: false;
  /** HTTP functions: the URL of their route template. */
  invoke_url_template?: string;
  config: { bindings: [Binding] };
}

/** Every function the app registers: the HTTP functions of the route table, then the timers of the job list. */
export function functionList(routes: readonly Route[], jobs: readonly Job[], baseUrl: string): FunctionMetadata[] {
  const http = httpFunctions(routes).map((fn): FunctionMetadata => ({
    name: fn.name,
    language: 'node',
    isDisabled: false,
    invoke_url_template: `${baseUrl}/${fn.route}`,
    config: {
      bindings: [{ type: 'httpTrigger', direction: 'in', name: 'req', authLevel: 'anonymous', methods: fn.methods, route: fn.route }],
    },
  }));
  const timers = jobs.map((job): FunctionMetadata => ({
    name: job.name,
    language: 'node',
    isDisabled: false,
    config: { bindings: [{ type: 'timerTrigger', direction: 'in', name: 'timer', schedule: job.schedule }] },
  }));
  return [...http, ...timers];
}

/** The function name of `/admin/functions/<name>`; a malformed percent-encoding is the caller's error. */
export function functionName(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    throw refuse('invalid_path');
  }
}

/** The timer job named `name`, or a 404 that names every timer there is. */
export function timerNamed(jobs: readonly Job[], name: string): Job {
  const job = jobs.find((j) => j.name === name);
  if (job) return job;
  const known = jobs.map((j) => j.name);
  throw refuse('unknown_function', `No timer function named ${JSON.stringify(name)}; timers: ${known.join(', ')}`, {
    timers: known,
  });
}
