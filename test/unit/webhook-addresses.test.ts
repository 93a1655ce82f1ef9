import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { addressAllowed, runsOnLoopback, urlProblem } from '../../shared/webhooks/address.js';
import { reasonSaid, type Reason } from '../../shared/http/said-reasons.js';

import { postDelivery } from '../../shared/webhooks/post.js';
import { signatureHeader, WebhookSecrets } from '../../shared/webhooks/secrets.js';
import { backoffMs } from '../../shared/webhooks/service.js';

/** A refused URL's reason as the service writes it in English. */
const english = (reason: Reason | null) => reason && reasonSaid(reason, 'en');

describe('where a webhook may point', () => {
  it.each([
    ['8.8.8.8', true],
    ['2606:4700::1111', true],
    ['10.0.0.1', false],
    ['172.31.255.255', false],
    ['100.64.0.1', false],
    ['169.254.169.254', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['127.0.0.1', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd12::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:8.8.8.8', true],
  ])('%s: %s', (address, allowed) => {
    expect(addressAllowed(address, false)).toBe(allowed);
  });

  it('takes loopback, over http too, only where the service itself runs on loopback', () => {
    expect(addressAllowed('127.0.0.1', true)).toBe(true);
    expect(urlProblem('http://127.0.0.1:9/in', true)).toBeNull();
    expect(urlProblem('http://localhost:9/in', true)).toBeNull();
    expect(english(urlProblem('http://127.0.0.1:9/in', false))).toBe('must be an https:// URL');
    expect(english(urlProblem('https://localhost/in', false))).toBe('must not point at this machine (a loopback address)');
    expect(urlProblem('https://hooks.example.com/in', false)).toBeNull();
    expect(runsOnLoopback('http://localhost:7071')).toBe(true);
    expect(runsOnLoopback('http://127.0.0.1:7071')).toBe(true);
    expect(runsOnLoopback('https://signatures.example.com')).toBe(false);
  });

  it('refuses at connection time a name that resolves to a refused address (DNS rebinding), sending nothing', async () => {
    let requests = 0;
    const server = createServer((_req, res) => {
      requests++;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const outcome = await postDelivery(`http://localhost:${port}/in`, '{}', {}, false);
    const literal = await postDelivery(`http://127.0.0.1:${port}/in`, '{}', {}, false);
    await new Promise((resolve) => server.close(resolve));
    expect(outcome).toMatchObject({ ok: false, status: null, error: 'localhost resolves only to addresses a webhook may not reach' });
    expect(literal).toMatchObject({ ok: false, status: null, error: 'the address is not one a webhook may reach' });
    expect(requests).toBe(0);
  });
});

describe('secrets and signatures', () => {
  it('seals a secret for one webhook of one organisation', () => {
    const secrets = new WebhookSecrets('x'.repeat(32));
    const sealed = secrets.seal('t1', 'h1', 'whsec_abc');
    expect(secrets.open('t1', 'h1', sealed)).toBe('whsec_abc');
    expect(() => secrets.open('t2', 'h1', sealed)).toThrow();
    expect(() => new WebhookSecrets('y'.repeat(32)).open('t1', 'h1', sealed)).toThrow();
  });

  it('signs "<t>.<body>" with HMAC-SHA256', () => {
    expect(signatureHeader('s', '{"id":"1"}', new Date(1_700_000_000_500))).toBe(
      't=1700000000,v1=518560e36121c695f19446a0ea05f902b51ba3fdd3def859bda5717fa06f3a8f',
    );
  });

  it('waits twice as long after each failed try, at most two hours', () => {
    expect([1, 2, 3, 8, 20].map(backoffMs)).toEqual([60_000, 120_000, 240_000, 7_200_000, 7_200_000]);
  });
});
