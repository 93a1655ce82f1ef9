// The bench's guard: a figure measured over no successful request, or over many failed ones, measured something
// other than the scenario it names. Such a scenario prints "broken", every goal read from it prints "broken" instead
// of "met" or "missed", and `npm run bench` exits non-zero.

/** What a scenario did: requests made (sent, answered or not) and those answered 2xx. */
export interface Tally {
  made: number;
  succeeded: number;
}

export interface Verdict {
  verdict: 'ok' | 'broken';
  /** Why a scenario is broken, in words. */
  why?: string;
}

/** The share of a scenario's requests that may fail before its figures stop meaning anything. */
export const TOLERATED_FAILURE_SHARE = 0.01;

const broken: { name: string; why: string }[] = [];

/** The verdict on a tally: broken when nothing succeeded, or more than the tolerated share failed. */
export function verdictOf(tally: Tally, tolerated = TOLERATED_FAILURE_SHARE): Verdict {
  if (tally.made === 0) return { verdict: 'broken', why: 'made no requests' };
  if (tally.succeeded === 0) return { verdict: 'broken', why: `none of ${tally.made} requests succeeded` };
  const failed = tally.made - tally.succeeded;
  if (failed / tally.made > tolerated) {
    return { verdict: 'broken', why: `${failed} of ${tally.made} requests failed (more than ${tolerated * 100}%)` };
  }
  return { verdict: 'ok' };
}

/** A scenario's figures with their verdict; a broken one is remembered for the run's exit code and said at once. */
export function checked<F extends Tally & { name: string }>(figure: F, tolerated?: number): F & Verdict {
  const v = verdictOf(figure, tolerated);
  if (v.verdict === 'broken') markBroken(figure.name, v.why!);
  return { ...figure, ...v };
}

/** Records a scenario whose figures mean nothing (it measured nothing, or its process failed). */
export function markBroken(name: string, why: string): void {
  broken.push({ name, why });
  console.log(`BROKEN scenario "${name}": ${why}`);
}

/** "met", "missed", or "broken" when any scenario the goal reads from is broken (its figure means nothing). */
export function outcome(met: boolean, ...from: Verdict[]): 'met' | 'missed' | 'broken' {
  if (from.some((f) => f.verdict === 'broken')) return 'broken';
  return met ? 'met' : 'missed';
}

/** One goal line: label, figure, target and outcome in columns. */
export function goalLine(label: string, figure: number | string, target: string, met: boolean, ...from: Verdict[]): string {
  return `${label.padEnd(39)}${String(figure).padEnd(11)}${target.padEnd(9)}${outcome(met, ...from)}`;
}

/** The scenarios found broken so far in this process. */
export const brokenScenarios = (): readonly { name: string; why: string }[] => broken;

/** Ends the bench: lists broken scenarios and sets a failing exit code when there are any. */
export function reportBroken(): void {
  if (!broken.length) return;
  console.log(`\n${broken.length} broken scenario(s): their figures are not measurements.`);
  for (const b of broken) console.log(`  ${b.name}: ${b.why}`);
  process.exitCode = 1;
}
