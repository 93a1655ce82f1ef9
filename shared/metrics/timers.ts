import { Cron } from 'croner';
import { jobs } from '../jobs.js';
import { runTimer, type TimerTrigger } from '../http/edge.js';
import type { Logger } from '../log.js';
import { metrics } from './instruments.js';
import { inSpan, tracingOn } from './tracing.js';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';

/** Each job's schedule, parsed once (paused: it only answers when the schedule was due). */
let schedules: Map<string, Cron> | null = null;
const scheduleOf = (name: string) => {
  schedules ??= new Map(jobs.map((job) => [job.name, new Cron(job.schedule, { paused: true })]));
  return schedules.get(name);
};

/** How late a run on its schedule started: from the time the schedule was last due to `startedAt`, in seconds. */
export function lagSeconds(name: string, startedAt: Date): number | null {
  const [due] = scheduleOf(name)?.previousRuns(1, new Date(startedAt.getTime() + 1)) ?? [];
  return due ? Math.max(0, (startedAt.getTime() - due.getTime()) / 1000) : null;
}

/**
 * Counts one timer run: its outcome, the items it failed (a job's `failed` count: a digest that could not be sent is
 * one), and, on its schedule, its lag. Job names come from the job list, so the labels are bounded.
 */
export function countTimerRun(name: string, onSchedule: boolean, startedAt: Date, outcome: { ok: boolean; result?: unknown }): void {
  if (!scheduleOf(name)) return;
  metrics.timerRuns.add({ job: name, outcome: outcome.ok ? 'ok' : 'failed' });
  const failed = (outcome.result as { failed?: unknown } | null | undefined)?.failed;
  if (typeof failed === 'number' && failed > 0) metrics.timerItemFailures.add({ job: name }, failed);
  const lag = onSchedule ? lagSeconds(name, startedAt) : null;
  if (lag !== null) metrics.timerLag.record({ job: name }, lag);
}

/**
 * `runTimer` with the run counted (outcome, failed items and, on its schedule, its lag) and, while tracing is on, its
 * own trace: a span per run, whose storage and Graph calls are its children.
 */
export function runCountedTimer(log: Logger, name: string, trigger: TimerTrigger, run: () => Promise<unknown>) {
  if (!tracingOn()) return countedRun(log, name, trigger, run);
  return inSpan(`timer ${name}`, SpanKind.INTERNAL, { 'timer.job': name, 'timer.trigger': trigger }, async (span) => {
    const outcome = await countedRun(log, name, trigger, run);
    span?.setAttribute('timer.outcome', outcome.ok ? 'ok' : 'failed');
    if (!outcome.ok) span?.setStatus({ code: SpanStatusCode.ERROR });
    return outcome;
  });
}

async function countedRun(log: Logger, name: string, trigger: TimerTrigger, run: () => Promise<unknown>) {
  const startedAt = new Date();
  const outcome = await runTimer(log, name, trigger, run);
  countTimerRun(name, trigger === 'schedule', startedAt, outcome.ok ? { ok: true, result: outcome.result } : { ok: false });
  return outcome;
}
