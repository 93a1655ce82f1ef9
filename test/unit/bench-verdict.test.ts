import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measure } from '../../bench/harness.js';
import { brokenScenarios, goalLine, reportBroken, verdictOf } from '../../bench/verdict.js';

// The bench's guard, against scenarios made to fail: a figure measured over failures says "broken", never "met".
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/fail') res.writeHead(500).end('no');
    else if (req.url === '/reset') req.socket.destroy();
    else res.writeHead(200).end('ok');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('the bench guard', () => {
  it('finds a scenario whose every answer is a 500 broken, and the goals read from it broken', async () => {
    const failing = await measure('made to fail: 500', { url: `${url}/fail`, connections: 2, seconds: 1 });
    expect(failing.made).toBeGreaterThan(0);
    expect([failing.succeeded, failing.verdict]).toEqual([0, 'broken']);
    // A p99 of a few ms would "meet" any latency goal: the guard says broken instead.
    expect(goalLine('p99 (ms)', failing.p99, '< 60', failing.p99 < 60, failing)).toMatch(/broken$/);
    expect(brokenScenarios().map((b) => b.name)).toContain('made to fail: 500');
  });

  it('finds a scenario whose connections are all reset broken (no answers at all)', async () => {
    const reset = await measure('made to fail: reset', { url: `${url}/reset`, connections: 2, seconds: 1 });
    expect(reset.verdict).toBe('broken');
    expect(reset.succeeded).toBe(0);
  });

  it('passes a healthy scenario, and sets a failing exit code once any scenario was broken', async () => {
    const healthy = await measure('healthy', { url: `${url}/`, connections: 2, seconds: 1 });
    expect(healthy.verdict).toBe('ok');
    expect(healthy.succeeded).toBe(healthy.made);
    expect(goalLine('p99 (ms)', healthy.p99, '< 10000', true, healthy)).toMatch(/met$/);
    const before = process.exitCode;
    try {
      reportBroken();
      expect(process.exitCode).toBe(1);
    } finally {
      process.exitCode = before;
    }
  });

  it('counts no requests, and failures past the tolerated share, as broken', () => {
    expect(verdictOf({ made: 0, succeeded: 0 })).toEqual({ verdict: 'broken', why: 'made no requests' });
    expect(verdictOf({ made: 1000, succeeded: 989 }).verdict).toBe('broken');
    expect(verdictOf({ made: 1000, succeeded: 990 }).verdict).toBe('ok');
  });
});
