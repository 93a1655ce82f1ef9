import { describe, expect, it } from 'vitest';
import { callerRetryAfter, retryAfterSeconds } from '../../shared/directory/graph-waits.js';

/** The waits Graph names in `Retry-After`, and what a caller refused for want of the directory is told to wait. */
describe('Retry-After from Microsoft Graph', () => {
  const headers = (value: string) => new Headers({ 'retry-after': value });

  it('reads seconds, as Graph sends them, and an HTTP date', () => {
    expect(retryAfterSeconds(headers('7'))).toBe(7);
    expect(retryAfterSeconds(headers('0'))).toBe(0);
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    expect(retryAfterSeconds(headers(inAMinute))).toBeGreaterThan(50);
    expect(retryAfterSeconds(headers(new Date(0).toUTCString()))).toBe(0);
  });

  it('reads nothing from a missing, empty or unreadable header', () => {
    expect(retryAfterSeconds(undefined)).toBeNull();
    expect(retryAfterSeconds(new Headers())).toBeNull();
    expect(retryAfterSeconds(headers(' '))).toBeNull();
    expect(retryAfterSeconds(headers('soon'))).toBeNull();
  });

  it("tells the caller Graph's wait in whole seconds, at least one and at most five minutes; none without one", () => {
    const failed = (value?: string) => ({ statusCode: 429, headers: value === undefined ? undefined : headers(value) });
    expect(callerRetryAfter(failed('30'))).toBe(30);
    expect(callerRetryAfter(failed('0'))).toBe(1);
    expect(callerRetryAfter(failed('2.5'))).toBe(3);
    expect(callerRetryAfter(failed('86400'))).toBe(300);
    expect(callerRetryAfter(failed())).toBeUndefined();
    expect(callerRetryAfter(new Error('no answer'))).toBeUndefined();
  });
});
