import { describe, expect, it } from 'vitest';
import { DependencyOutcomes, OUTAGE_REMEMBERED_MS } from '../../shared/dependency-outcomes.js';

describe("a dependency's last outcome", () => {
  it('names nothing until called, out while its last call failed, and ok once one answers or the failure is old', () => {
    let now = Date.parse('2026-11-28T09:00:00Z');
    const outcomes = new DependencyOutcomes(() => now);
    expect(outcomes.state()).toBeNull();
    outcomes.answered();
    expect(outcomes.state()?.status).toBe('ok');
    outcomes.failed('Microsoft Graph answered 503');
    expect(outcomes.state()).toEqual({
      status: 'unavailable',
      detail: 'last call failed at 2026-11-28T09:00:00.000Z: Microsoft Graph answered 503',
    });
    outcomes.answered();
    expect(outcomes.state()?.status).toBe('ok');
    outcomes.failed('no answer');
    now += OUTAGE_REMEMBERED_MS - 1;
    expect(outcomes.state()?.status).toBe('unavailable');
    now += 1;
    expect(outcomes.state()).toEqual({ status: 'ok', detail: 'last call failed at 2026-11-28T09:00:00.000Z; none since' });
  });
});
