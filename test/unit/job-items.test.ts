import { RestError } from '@azure/core-rest-pipeline';
import { describe, expect, it } from 'vitest';
import { refuse } from '../../shared/http/errors.js';
import { eachItem, OUTAGE_FAILURES_TO_STOP } from '../../shared/job-items.js';
import type { Logger } from '../../shared/log.js';

/** A timer job's items while storage is out: the run stops instead of waiting out every item's deadline. */

const quiet: Logger = { info() {}, warn() {}, error() {} };
const storageOut = () => new RestError('storage did not answer by the deadline (4000 ms)', { code: 'ETIMEDOUT' });
const items = Array.from({ length: 20 }, (_, i) => i);

describe('a timer job item by item', () => {
  it(`stops the run after ${OUTAGE_FAILURES_TO_STOP} items in a row failed for want of storage, saying so`, async () => {
    const tried: number[] = [];
    const run = eachItem(
      quiet,
      'sample',
      items,
      (i) => ({ id: String(i) }),
      async (i) => {
        tried.push(i);
        if (i >= 5) throw storageOut();
      },
    );
    await expect(run).rejects.toThrow(/sample: stopped, storage unavailable for 3 items in a row \(5 processed, 0 skipped, 3 failed\)/);
    expect(tried).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('goes on past other failures, and past storage failures that are not in a row', async () => {
    const run = await eachItem(
      quiet,
      'sample',
      items,
      (i) => ({ id: String(i) }),
      async (i) => {
        if (i % 3 === 0) throw storageOut();
        if (i % 3 === 1) throw new Error('this item is broken');
      },
    );
    expect(run).toEqual({ processed: 6, failed: 14, skipped: 0 });
  });

  it('stops the run after three items in a row failed for want of Stripe (billing_unavailable), and not for a mix of outages', async () => {
    const billingOut = () => refuse('billing_unavailable', 'The payment provider is not answering');
    const tried: number[] = [];
    const run = eachItem(
      quiet,
      'seats',
      items,
      (i) => ({ id: String(i) }),
      async (i) => {
        tried.push(i);
        throw billingOut();
      },
    );
    await expect(run).rejects.toThrow(/seats: stopped, billing unavailable for 3 items in a row \(0 processed, 0 skipped, 3 failed\)/);
    expect(tried).toEqual([0, 1, 2]);
    // Storage, then billing, then storage: no dependency failed three items in a row.
    const mixed = await eachItem(
      quiet,
      'mixed',
      items.slice(0, 6),
      (i) => ({ id: String(i) }),
      async (i) => {
        throw i % 2 === 0 ? storageOut() : billingOut();
      },
    );
    expect(mixed).toEqual({ processed: 0, failed: 6, skipped: 0 });
  });
});
