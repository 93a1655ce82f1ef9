import { setImmediate as nextTurn } from 'node:timers/promises';

export { nextTurn };

/**
 * Work on a long body in steps: a generator that yields between its slices (a parse, a render, a sanitising), run
 * either to the end at once or one slice a turn of the event loop, so that other requests are answered between them.
 */
export type Steps<T> = Generator<void, T>;

/** Runs every step at once. */
export function allAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs each step in a turn of its own (the first too: it does not join the caller's synchronous work). */
export async function inTurns<T>(steps: Steps<T>): Promise<T> {
  for (;;) {
    await nextTurn();
    const step = steps.next();
    if (step.done) return step.value;
  }
}
