import { isStorageUnreachable } from '../http/errors.js';

/** Waits between attempts, in seconds: about a minute in all before the start gives up. */
export const STORAGE_RETRY_DELAYS = [1, 2, 4, 8, 15, 15, 15];

export interface WaitOptions {
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
