import { DependencyOutcomes } from '../../shared/dependency-outcomes.js';
import type { Context, Middleware } from '@microsoft/microsoft-graph-client';
import { describe, expect, it } from 'vitest';
import { boundedChain } from '../../shared/directory/graph-waits.js';
import { withinRequestDeadline } from '../../shared/http/request-deadline.js';

/** The request's own deadline over Graph's waits: a call is bounded by what is left of it, and none starts past it. */

const WAITS = { tryTimeoutMs: 10_000, deadlineMs: 20_000, maxRetries: 3 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A chain whose token step passes and whose sender never answers (until its signal ends the try), counting its tries. */
function silentGraph() {
  const seen = { tries: 0 };
  const authorize: Required<Middleware> = {
    execute: (context: Context) => next.execute(context),
    setNext: (m: Middleware) => void (next = m),
  };
  let next: Middleware;
  const send: Middleware = {
    execute: (context: Context) => {
      seen.tries++;
      return new Promise<void>((_resolve, reject) =>
        context.options?.signal?.addEventListener('abort', () => reject(new Error('aborted')), { once: true }),
      );
    },
  };
  const chain = boundedChain(WAITS, authorize, send, new DependencyOutcomes());
  return { seen, call: () => chain.execute({ request: 'https://graph.test/v1.0/users', options: {} }) };
}

describe("Microsoft Graph within a request's deadline", () => {
  it('sends nothing for a call started past the deadline, and fails it at once', async () => {
    const graph = silentGraph();
    const outcome = withinRequestDeadline(1, async () => {
      await sleep(20);
      return graph.call();
    });
    await expect(outcome).rejects.toThrow(/past its deadline/);
    expect(graph.seen.tries).toBe(0);
  });

  it("ends a call in flight at the request's deadline, well before its own", async () => {
    const graph = silentGraph();
    const started = Date.now();
    await expect(withinRequestDeadline(300, () => graph.call())).rejects.toThrow(/no answer within/);
    expect(graph.seen.tries).toBe(1);
    // Loosely: by the request's deadline with a generous margin, far below the call's own 20 s and the try's 10 s.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
