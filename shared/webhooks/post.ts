import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { addressAllowed, bareHost, pinnedLookup } from './address.js';

/** One try: at most this long in all, and at most this much of the answer read (kept: its start). */
export const TRY_TIMEOUT_MS = 10_000;
const ANSWER_BYTES = 4096;
const ANSWER_KEPT = 500;

export interface TryOutcome {
  ok: boolean;
  status: number | null;
  error: string | null;
  answer: string | null;
}

/**
 * POSTs a delivery. Redirects are not followed (an answer like any other: not delivered); the connection goes only to
 * an address a webhook may reach, checked at connection time.
 */
export function postDelivery(url: string, body: string, headers: Record<string, string>, allowLoopback: boolean): Promise<TryOutcome> {
  const target = new URL(url);
  const host = bareHost(target);
  if (isIP(host) !== 0 && !addressAllowed(host, allowLoopback)) {
    return Promise.resolve({ ok: false, status: null, error: 'the address is not one a webhook may reach', answer: null });
  }
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: TryOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(outcome);
    };
    const req = send(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers },
        lookup: pinnedLookup(allowLoopback),
      },
      (res: IncomingMessage) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          const answer = Buffer.concat(chunks).subarray(0, ANSWER_KEPT).toString('utf8');
          const ok = status >= 200 && status < 300;
          done({ ok, status, error: ok ? null : `answered ${status}`, answer: answer || null });
        };
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= ANSWER_BYTES) finish();
        });
        res.on('end', finish);
        res.on('error', finish);
      },
    );
    const timer = setTimeout(
      () => done({ ok: false, status: null, error: `no answer within ${TRY_TIMEOUT_MS / 1000} seconds`, answer: null }),
      TRY_TIMEOUT_MS,
    );
    req.on('error', (err: NodeJS.ErrnoException) => done({ ok: false, status: null, error: err.message, answer: null }));
    req.end(body);
  });
}
