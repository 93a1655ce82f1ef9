import { describe, expect, it } from 'vitest';
import { callBound, outsideRequest, requestTimeLeft, withinRequestDeadline } from '../../shared/http/request-deadline.js';

/** A request's deadline, carried through its async context, and the work that leaves it. */
describe("a request's deadline", () => {
  it('is carried through awaits and timers of the request, and is absent outside one (timers, start-up)', async () => {
    expect(requestTimeLeft()).toBeUndefined();
    const seen = await withinRequestDeadline(5_000, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return requestTimeLeft();
    });
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThanOrEqual(5_000);
  });

  it("bounds a call by the earlier of its own deadline and what is left of the request's", async () => {
    expect(callBound(10_000)).toEqual({ ms: 10_000, byRequest: false });
    await withinRequestDeadline(60_000, async () => expect(callBound(10_000)).toEqual({ ms: 10_000, byRequest: false }));
    await withinRequestDeadline(1_000, async () => expect(callBound(10_000)).toMatchObject({ byRequest: true }));
    const late = await withinRequestDeadline(1, async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return callBound(10_000);
    });
    expect(late).toEqual({ ms: 0, byRequest: true });
  });

  it('leaves work started outside the request unbounded by it (a write-behind loop later requests feed)', async () => {
    const left = await withinRequestDeadline(1, async () => outsideRequest(async () => requestTimeLeft()));
    expect(left).toBeUndefined();
  });
});
