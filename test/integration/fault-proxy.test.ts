import { createServer, request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../helpers/fault-proxy.js';

/** The fault proxy itself, in front of a small HTTP server: each mode does what it says, and `pass` heals. */

let target: Server;
let proxy: FaultProxy;
/** Request bodies the target read to their end, and requests whose body never came whole. */
const complete: string[] = [];
let incomplete = 0;
const ANSWER = 'x'.repeat(4096);

beforeAll(async () => {
  target = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      complete.push(body);
      res.end(ANSWER);
    });
    req.on('aborted', () => incomplete++);
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  proxy = await startFaultProxy({ port: (target.address() as { port: number }).port });
});
afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => target.close(resolve));
});

type Sent = { status: number; retryAfter?: string; text: string } | { error: string };

/**
 * One request on a connection of its own: the answer, or the error's code. Bounded by `waitMs` (a timer of the test
 * only, so that a mode that never answers ends: `timeout`).
 */
function send(body?: string, waitMs = 2000): Promise<Sent> {
  return new Promise((resolve) => {
    const req = request({ port: proxy.port, host: '127.0.0.1', path: '/thing', method: body ? 'POST' : 'GET', agent: false }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], text }));
      res.on('error', () => resolve({ error: 'cut' }));
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve({ error: 'timeout' });
    }, waitMs);
    req.on('close', () => clearTimeout(timer));
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    req.end(body);
  });
}

describe('fault proxy', () => {
  it('passes requests both ways and counts them', async () => {
    const before = proxy.requests;
    expect(await send('hello')).toMatchObject({ status: 200, text: ANSWER });
    expect(complete.at(-1)).toBe('hello');
    expect(proxy.requests).toBe(before + 1);
  });

  it('refuses connections, and listens on the same port again when it passes', async () => {
    await proxy.set({ kind: 'refuse' });
    expect(await send()).toEqual({ error: 'ECONNREFUSED' });
    await proxy.set({ kind: 'pass' });
    expect(await send()).toMatchObject({ status: 200 });
  });

  it('accepts and never answers in black-hole mode', async () => {
    await proxy.set({ kind: 'blackhole' });
    const seen = complete.length;
    expect(await send('lost', 300)).toEqual({ error: 'timeout' });
    expect(complete.length).toBe(seen);
    await proxy.set({ kind: 'pass' });
  });

  it('answers late in delay mode, and the answer is whole', async () => {
    await proxy.set({ kind: 'delay', ms: 150 });
    expect(await send('late')).toMatchObject({ status: 200, text: ANSWER });
    // Shorter than the delay: the answer has not come yet.
    expect(await send('too late', 50)).toEqual({ error: 'timeout' });
    await proxy.set({ kind: 'pass' });
  });

  it('answers 503 and 429 with Retry-After itself, forwarding nothing', async () => {
    const seen = complete.length;
    for (const status of [503, 429] as const) {
      await proxy.set({ kind: 'status', status, retryAfter: 7 });
      expect(await send()).toMatchObject({ status, retryAfter: '7' });
    }
    expect(complete.length).toBe(seen);
    await proxy.set({ kind: 'pass' });
  });

  it('cuts a request mid-body: the target never reads it whole', async () => {
    const [seen, cut] = [complete.length, incomplete];
    await proxy.set({ kind: 'cut', direction: 'request', bodyBytes: 10 });
    expect(await send('y'.repeat(1000))).toHaveProperty('error');
    await expect.poll(() => incomplete).toBe(cut + 1);
    expect(complete.length).toBe(seen);
    await proxy.set({ kind: 'pass' });
  });

  it('cuts a response mid-body: the client never reads it whole', async () => {
    await proxy.set({ kind: 'cut', direction: 'response', bodyBytes: 100 });
    const res = await send('z');
    expect(res).toHaveProperty('error');
    await proxy.set({ kind: 'pass' });
    expect(await send()).toMatchObject({ status: 200, text: ANSWER });
  });
});
