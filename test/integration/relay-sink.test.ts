import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { nextHopFrom, startServerSideRelay } from '../../relay/server-side/index.js';
import { startMailSink, type StartedMailSink } from '../../relay/sink/index.js';
import { expectEvery } from '../helpers/expect-every.js';
import { fromExchange, relaySigningStandIn, testRelayConfig } from '../helpers/relay-signing.js';
import { fixture } from '../unit/relay-mime-helpers.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function sink(options: Parameters<typeof startMailSink>[0] = {}): Promise<StartedMailSink> {
  const started = await startMailSink(options);
  cleanups.push(() => started.close());
  return started;
}

const message = (n: number, size = 0) =>
  Buffer.from(`From: ann@contoso.com\r\nTo: bob@example.com\r\nSubject: Message ${n}\r\n\r\nBody ${n}\r\n${'x'.repeat(size)}\r\n`);

function send(port: number, raw: Buffer, from = 'ann@contoso.com', to = ['bob@example.com']) {
  return nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }).sendMail({ envelope: { from, to }, raw });
}

describe('the local mail sink', () => {
  it('accepts every message on a free loopback port and hands back the newest first, with its envelope and bytes', async () => {
    const local = await sink();
    expect(local.host).toBe('127.0.0.1');
    expect(local.port).toBeGreaterThan(0);
    await send(local.port, message(1), 'ann@contoso.com', ['bob@example.com', 'carol@example.org']);
    await send(local.port, message(2), 'anyone@anywhere.example');
    const [second, first] = local.received();
    expect(first).toMatchObject({ sender: 'ann@contoso.com', recipients: ['bob@example.com', 'carol@example.org'] });
    expect(first.raw.equals(message(1))).toBe(true);
    expect(second).toMatchObject({ sender: 'anyone@anywhere.example', recipients: ['bob@example.com'] });
    expect(Number.isNaN(Date.parse(second.at))).toBe(false);
  });

  it('keeps only the newest messages, bounded in number and in bytes', async () => {
    const local = await sink({ maxMessages: 3, maxBytes: 2000 });
    for (let n = 1; n <= 5; n++) await send(local.port, message(n));
    expect(local.received().map((m) => m.raw.toString().split('\r\n')[2])).toEqual([
      'Subject: Message 5',
      'Subject: Message 4',
      'Subject: Message 3',
    ]);
    // Two messages of 900 bytes fill the 2000: a third pushes the oldest out.
    for (let n = 6; n <= 8; n++) await send(local.port, message(n, 900));
    const kept = local.received();
    expect(kept.map((m) => m.raw.toString().split('\r\n')[2])).toEqual(['Subject: Message 8', 'Subject: Message 7']);
    expect(kept.reduce((sum, m) => sum + m.raw.length, 0)).toBeLessThanOrEqual(2000);
    // One message larger than the bound is kept cut to it.
    await send(local.port, message(9, 5000));
    expect(local.received().map((m) => m.raw.length)).toEqual([2000]);
  });

  it('is the next hop of a relay without SMTP_NEXT_HOP: what the relay signed is what the sink shows', async () => {
    const local = await sink();
    const signing = relaySigningStandIn({
      domain: 'contoso.com',
      signature: { html: '<p id="relay-signature">Ann Lee</p>', text: 'Ann Lee', images: [] },
    });
    const relay = await startServerSideRelay({
      config: testRelayConfig(),
      signing,
      sink: local,
      tuning: { closeTimeoutMs: 2000 },
    });
    cleanups.push(() => relay.close());
    expect(relay.nextHop).toBe(`127.0.0.1:${local.port}`);
    await send(relay.port, fromExchange(fixture('outlook-windows-reply.eml')));
    const [received] = local.received();
    expect(received.raw.toString('latin1')).toMatch(/^X-Signature-Relay: relay\.test; template=standard; v=3\r\n/);
    expectEvery(signing.decided, (m) => m.envelope.sender === 'ann@contoso.com');
  });
});

describe("the relay's next hop from SMTP_NEXT_HOP", () => {
  it('reads host:port, [ipv6]:port and exchange-online (a choice per message), falls back to the local sink', () => {
    expect(nextHopFrom({ SMTP_NEXT_HOP: 'mail.example.org:25' })).toMatchObject({
      choice: { host: 'mail.example.org', port: 25 },
      named: 'mail.example.org:25',
    });
    expect(nextHopFrom({ SMTP_NEXT_HOP: '[::1]:2526' }).choice).toMatchObject({ host: '::1', port: 2526 });
    expect(typeof nextHopFrom({ SMTP_NEXT_HOP: 'exchange-online' }).choice).toBe('function');
    expect(nextHopFrom({ SMTP_NEXT_HOP: undefined }, { host: '127.0.0.1', port: 4000 })).toEqual({
      choice: { host: '127.0.0.1', port: 4000 },
      named: '127.0.0.1:4000',
    });
    expect(() => nextHopFrom({ SMTP_NEXT_HOP: undefined })).toThrow(/SMTP_NEXT_HOP is not set and no local mail sink runs/);
  });
});
