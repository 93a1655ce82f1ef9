import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/http/errors.js';
import { jobs } from '../../shared/jobs.js';
import { functionName, timerNamed } from '../../local/admin-functions.js';
import { repoRoot } from '../../local/defaults.js';
import { DEMO_LOGO } from '../../local/seed.js';
import { StartError } from '../../local/port.js';
import { STORAGE_RETRY_DELAYS, storageRetryDelays, storageRetryDelaysFrom, waitForStorage } from '../../local/wait-for-storage.js';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:10000'), { code: 'ECONNREFUSED' });

describe('waiting for storage at start', () => {
  it('retries while storage is unreachable, logging each wait with its delay, until it answers', async () => {
    let calls = 0;
    const lines: string[] = [];
    const slept: number[] = [];
    const ready = async () => {
      calls++;
      if (calls < 3) throw refused;
    };
    await waitForStorage(ready, {
      delays: [1, 2, 4],
      log: (l) => lines.push(l),
      sleep: async (s) => void slept.push(s),
    });
    expect(calls).toBe(3);
    expect(slept).toEqual([1, 2]);
    expect(lines).toEqual([
      'storage not reachable yet (ECONNREFUSED), retrying in 1 s',
      'storage not reachable yet (ECONNREFUSED), retrying in 2 s',
    ]);
  });

  it('gives up after the last wait with one line', async () => {
    const attempt = waitForStorage(() => Promise.reject(refused), { delays: [1, 2], log: () => undefined, sleep: async () => undefined });
    await expect(attempt).rejects.toThrow(/^storage not reachable after 3 s \(ECONNREFUSED\); is it running\?$/);
  });

  it('fails at once on a failure that is not about reaching storage', async () => {
    let calls = 0;
    const denied = Object.assign(new Error('Server failed to authenticate the request.\nRequestId: x'), {
      name: 'RestError',
      statusCode: 403,
    });
    const attempt = waitForStorage(() => (calls++, Promise.reject(denied)), {
      delays: [1],
      log: () => undefined,
      sleep: async () => undefined,
    });
    await expect(attempt).rejects.toThrow(/^storage refused to start: Server failed to authenticate the request\.$/);
    expect(calls).toBe(1);
  });
});

describe('the waits for storage at start', () => {
  it('by default waits 1, 2, 4, 8 then 15 s: a minute in all', () => {
    expect(STORAGE_RETRY_DELAYS).toEqual([1, 2, 4, 8, 15, 15, 15]);
    expect(storageRetryDelaysFrom(undefined)).toEqual(STORAGE_RETRY_DELAYS);
    expect(storageRetryDelaysFrom('')).toEqual(STORAGE_RETRY_DELAYS);
  });

  it('STORAGE_RETRY_FIRST_WAIT shortens the first waits, not the minute before it gives up', () => {
    expect(storageRetryDelaysFrom('0.25')).toEqual([0.25, 0.5, 1, 2, 4, 8, 15, 15, 15]);
    expect(storageRetryDelays(0.25).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(60);
    expect(storageRetryDelaysFrom('15')).toEqual([15, 15, 15, 15]);
  });

  it.each(['0', '0.01', 'soon', '-1', '16', '1e1', ' 1'])('refuses STORAGE_RETRY_FIRST_WAIT=%j in one line naming it', (value) => {
    expect(() => storageRetryDelaysFrom(value)).toThrow(StartError);
    expect(() => storageRetryDelaysFrom(value)).toThrow(
      new RegExp(`^STORAGE_RETRY_FIRST_WAIT must be a number of seconds from 0\\.05 to 15, not "${value.replace(/[.]/g, '\\.')}"$`),
    );
  });
});

describe('the Functions admin API helpers', () => {
  it('refuses a malformed percent-encoding with 400 invalid_path', () => {
    expect(functionName('schedule%50ublish')).toBe('schedulePublish');
    const err = (() => {
      try {
        functionName('%E0%A4%A');
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ApiError);
    expect([(err as ApiError).status, (err as ApiError).code]).toEqual([400, 'invalid_path']);
  });

  it('names the known timers when asked for an unknown one', () => {
    expect(timerNamed(jobs, 'tenantPurge').name).toBe('tenantPurge');
    const err = (() => {
      try {
        timerNamed(jobs, 'nope');
      } catch (e) {
        return e as ApiError;
      }
    })()!;
    expect([err.status, err.code, err.extra.timers]).toEqual([404, 'unknown_function', jobs.map((j) => j.name)]);
  });
});

describe('the demo organisation', () => {
  it('has a logo image of the size its template shows it at', async () => {
    const png = await readFile(join(repoRoot(), DEMO_LOGO.file));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([DEMO_LOGO.width, DEMO_LOGO.height]);
    expect(DEMO_LOGO.width).toBeGreaterThanOrEqual(96);
  });
});
