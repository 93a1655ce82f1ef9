import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFER_WINDOW_MS, Deferrals, startServerSideRelay, type StartedServerSideRelay } from '../../relay/server-side/index.js';
import type { SigningDecision } from '../../shared/server-side/contract.js';
import {
  expectPassedUnchanged,
  type RelaySigningStandIn,
  relaySigningStandIn,
  testRelayConfig,
  fromExchange,
} from '../helpers/relay-signing.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';
import { fixture } from '../unit/relay-mime-helpers.js';

/**
 * The relay process when the service side or the next hop misbehaves: the message still goes on (or is answered as
 * the next hop answered), and the service is told what happened. Real SMTP on both ends, as in relay-e2e.test.ts.
 */

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** The deferral window's clock, moved by the tests. */
let now = 0;

async function setUp(
  transformTimeoutMs?: number,
): Promise<{ signing: RelaySigningStandIn; nextHop: SmtpSink; relay: StartedServerSideRelay }> {
  now = Date.now();
  const nextHop = await startSmtpSink();
  cleanups.push(() => nextHop.stop());
  const signing = relaySigningStandIn({
    domain: 'contoso.com',
    signature: { html: '<p id="relay-signature">Ann Lee</p>', text: 'Ann Lee', images: [] },
  });
  const relay = await startServerSideRelay({
    config: testRelayConfig(nextHop.port),
    signing,
    tuning: { closeTimeoutMs: 2000, transformTimeoutMs, deferrals: new Deferrals(() => now) },
  });
  cleanups.push(() => relay.close());
  return { signing, nextHop, relay };
}

function send(port: number, raw: Buffer, from = 'ann@contoso.com') {
  return nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }).sendMail({
    envelope: { from, to: ['bob@example.com'] },
    raw,
  });
}

describe('the relay process when something fails', () => {
  it('a decision that fails defers the message (451) for a few minutes, then sends the original on and says why', async () => {
    const { signing, nextHop, relay } = await setUp();
    signing.decide = () => Promise.reject(new Error('storage unavailable'));
    const raw = fromExchange(fixture('gmail-reply.eml'));
    for (const after of [0, 60_000, DEFER_WINDOW_MS - 60_001]) {
      now += after;
      const failure = await send(relay.port, raw).then(
        () => null,
        (err: { responseCode?: number; response?: string }) => err,
      );
      expect(failure?.response).toMatch(/^451 4\.3\.0 Cannot sign this message right now, try again later/);
    }
    expect(await nextHop.messages()).toEqual([]);
    expect(signing.recorded).toEqual([]);
    // The window is over: the message goes on unchanged, with the reason in its stamp.
    now += 1;
    await send(relay.port, raw);
    const [received] = await nextHop.messages();
    expect(expectPassedUnchanged(received.raw, raw)).toBe('decision_failed');
    await expect.poll(() => signing.recorded.length).toBe(1);
    const [{ message, decision, outcome }] = signing.recorded;
    expect(message.headers.subject).toBe('Re: Dinner on Friday?');
    expect(decision).toEqual({ action: 'pass', tenantId: null, reason: 'decision_failed' });
    expect(outcome).toMatchObject({ status: 'unchanged', reason: 'decision_failed', placement: null, captured: null });
  });

  it('a decision slower than the budget: the original goes on at once, and the outcome is recorded once it comes', async () => {
    const { signing, nextHop, relay } = await setUp(300);
    const decideOnTime = signing.decide.bind(signing);
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    signing.decide = async (message) => {
      await answered;
      return decideOnTime(message);
    };
    const raw = fromExchange(fixture('outlook-windows-reply.eml'));
    const info = await send(relay.port, raw);
    expect(info.response).toMatch(/^250 /);
    const [received] = await nextHop.messages();
    expect(expectPassedUnchanged(received.raw, raw)).toMatch(/^[\w-]+$/);
    // Nothing is recorded before the service answered: the record carries its decision.
    expect(signing.recorded).toEqual([]);
    answer();
    await expect.poll(() => signing.recorded.length).toBe(1);
    const [{ decision, outcome }] = signing.recorded;
    expect(decision).toMatchObject<Partial<SigningDecision>>({ action: 'sign' });
    expect(outcome).toMatchObject({ status: 'unchanged', reason: 'transform failed: no result within 300 ms', placement: null });
  });

  it('a next hop that refuses the message: the client hears its refusal, and the service is told it was refused', async () => {
    const { signing, nextHop, relay } = await setUp();
    // The sink refuses with 554 what comes from a sender starting with "refuse-".
    const failure = await send(relay.port, fromExchange(fixture('apple-mail-reply.eml')), 'refuse-ann@contoso.com').then(
      () => null,
      (err: { responseCode?: number; response?: string }) => err,
    );
    expect(failure?.responseCode).toBe(554);
    expect(await nextHop.messages()).toEqual([]);
    await expect.poll(() => signing.recorded.length).toBe(1);
    expect(signing.recorded[0].outcome).toMatchObject({ status: 'refused', nextHop: expect.stringMatching(/^554 /), placement: null });
  });
});
