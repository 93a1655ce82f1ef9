import { isStorageUnreachable } from '../shared/http/errors.js';
import { StartError } from './port.js';

const LONGEST_WAIT = 15;
const TOTAL_WAIT = 60;

/**
 * Waits between attempts, in seconds: the first one given, each next twice the last up to 15 s, about a minute in
 * all before the start gives up. A first wait of 1 s (the default) makes 1, 2, 4, 8, 15, 15, 15.
 */
export function storageRetryDelays(first = 1): number[] {
  const delays: number[] = [];
  for (let delay = first, waited = 0; waited < TOTAL_WAIT; delay = Math.min(delay * 2, LONGEST_WAIT)) {
    delays.push(delay);
    waited += delay;
  }
  return delays;
}

export const STORAGE_RETRY_DELAYS = storageRetryDelays();

/**
 * The waits `STORAGE_RETRY_FIRST_WAIT` asks for (seconds, 0.05 to 15; a test of the start shortens them), or a
 * StartError naming the setting.
 */
export function storageRetryDelaysFrom(value: string | undefined): number[] {
  if (value === undefined || value === '') return STORAGE_RETRY_DELAYS;
  const first = Number(value);
  if (!/^\d+(?:\.\d+)?$/.test(value) || first < 0.05 || first > LONGEST_WAIT)
    throw new StartError(`STORAGE_RETRY_FIRST_WAIT must be a number of seconds from 0.05 to ${LONGEST_WAIT}, not "${value}"`);
  return storageRetryDelays(first);
}

interface WaitOptions {
  delays?: readonly number[];
  log: (line: string) => void;
  sleep?: (seconds: number) => Promise<void>;
}

/** The short cause of a network failure (`ECONNREFUSED`), or the first line of its message. */
export function shortReason(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] } | null;
  if (e && typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code)) return e.code;
  const inner = e?.cause ?? e?.errors?.[0];
  if (inner) return shortReason(inner);
  return String(e?.message ?? err).split('\n')[0] || 'unknown error';
}

/**
 * Runs `ready` (creating tables and containers) until storage answers, waiting with backoff while it is not
 * reachable yet and logging each wait. Any other failure, or storage still unreachable after the last wait,
 * rejects with a one-line message.
 */
export async function waitForStorage(ready: () => Promise<void>, opts: WaitOptions): Promise<void> {
  const delays = opts.delays ?? STORAGE_RETRY_DELAYS;
  const sleep = opts.sleep ?? ((s: number) => new Promise<void>((r) => setTimeout(r, s * 1000)));
  for (let attempt = 0; ; attempt++) {
    try {
      return await ready();
    } catch (err) {
      if (!isStorageUnreachable(err)) throw new Error(`storage refused to start: ${shortReason(err)}`, { cause: err });
      if (attempt >= delays.length) {
        const waited = delays.reduce((a, b) => a + b, 0);
        throw new Error(`storage not reachable after ${waited} s (${shortReason(err)}); is it running?`, { cause: err });
      }
      opts.log(`storage not reachable yet (${shortReason(err)}), retrying in ${delays[attempt]} s`);
      await sleep(delays[attempt]);
    }
  }
}
