import { expect } from 'vitest';

/**
 * Every item satisfies the check, and there is at least one item: `expect(list.every(check)).toBe(true)` passes on an
 * empty list, so a feature that produced nothing passed it. A failure names the items that do not satisfy it.
 */
export function expectEvery<T>(items: readonly T[], check: (item: T) => unknown): void {
  expect(items.length, 'the list to check is empty').toBeGreaterThan(0);
  expect(items.filter((item) => !check(item))).toEqual([]);
}
