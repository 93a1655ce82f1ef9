import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRelay, type RelayReport, type StartedRelay } from '../../relay/smtp/index.js';
import { startFaultProxy, type FaultMode, type FaultProxy } from '../helpers/fault-proxy.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';

/**
 * The relay's next hop (aiosmtpd) behind the fault proxy, nodemailer as the sending server: for each way the next hop
 * fails, the sender gets a temporary `451 4.4.1` within the next hop's timeout (plus a margin), nothing is answered 250
 * that the next hop did not take, nothing is left in the spool or held in memory, and the sender's retry once the next
 * hop is back delivers the message exactly once.
 */

/** The relay's wait on its next hop (SMTP_NEXT_HOP_TIMEOUT_MS in a deployment): small, so each mode ends in seconds. */
const NEXT_HOP_TIMEOUT_MS = 1_000;
/** What the sender may wait beyond it on a loaded machine: the answer is bounded, not timed. */
const MARGIN_MS = 4_000;

const NEXT_HOP_FAULTS: { name: string; mode: FaultMode }[] = [
  { name: 'refused connections', mode: { kind: 'refuse' } },
  { name: 'a connection that never greets (a black hole)', mode: { kind: 'blackhole' } },
  { name: 'answers later than the timeout', mode: { kind: 'delay', ms: 3 * NEXT_HOP_TIMEOUT_MS } },
  // The relay's side cut mid-message: the next hop never reads the message whole.
  { name: 'the connection cut while the message is sent', mode: { kind: 'cut', direction: 'request', bodyBytes: 300, raw: true } },
  // The next hop's side cut mid-greeting: the relay never reads a whole answer.
  { name: "the next hop's answers cut", mode: { kind: 'cut', direction: 'response', bodyBytes: 12, raw: true } },
];

let sink: SmtpSink;
let proxy: FaultProxy;
let relay: StartedRelay;
let spool: string;
const reports: RelayReport[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  proxy = await startFaultProxy({ port: sink.port });
  spool = await mkdtemp(join(tmpdir(), 'relay-hop-faults-'));
  relay = await startRelay({
    host: '127.0.0.1',
    port: 0,
    nextHop: { host: '127.0.0.1', port: proxy.port, timeoutMs: NEXT_HOP_TIMEOUT_MS },
    served: async (sender) => sender.endsWith('@served.example'),
    onOutcome: (r) => reports.push(r),
    spoolDirectory: spool,
    closeTimeoutMs: 2_000,
  });
});
afterAll(async () => {
  await relay?.close();
  await proxy?.close();
  await sink?.stop();
  if (spool) await rm(spool, { recursive: true, force: true });
});

function message(id: string): Buffer {
  const lines = [
    `From: Ann <ann@served.example>`,
    'To: Bob <bob@elsewhere.example>',
    `Subject: ${id}`,
    `Message-ID: <${id}@served.example>`,
    '',
  ];
  return Buffer.from([...lines, ...Array.from({ length: 40 }, (_, i) => `line ${i} of ${id}`), ''].join('\r\n'));
}

function send(raw: Buffer) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: relay.port, secure: false, ignoreTLS: true });
  return transport.sendMail({ envelope: { from: 'ann@served.example', to: ['bob@elsewhere.example'] }, raw });
}

/** How many of the next hop's messages are this one. */
const delivered = async (id: string) => (await sink.messages()).filter((m) => m.raw.includes(`Message-ID: <${id}@served.example>`)).length;

describe("the relay's next hop failing", () => {
  it.for(NEXT_HOP_FAULTS)(
    'with $name: 451 4.4.1 within the timeout, nothing taken, nothing kept; the retry after recovery delivers once',
    async ({ name, mode }) => {
      const id = `hop-${name.replace(/\W+/g, '-')}`;
      const raw = message(id);
      await proxy.set(mode);

      const started = Date.now();
      const failure = await send(raw).then(
        (info) => ({ responseCode: 250, response: info.response }),
        (err: { responseCode?: number; response?: string }) => err,
      );
      expect([failure.responseCode, failure.response]).toEqual([451, expect.stringMatching(/^451 4\.4\.1 /)]);
      expect(Date.now() - started).toBeLessThan(NEXT_HOP_TIMEOUT_MS * 3 + MARGIN_MS);
      expect(reports.at(-1)?.outcome).toMatchObject({ status: 'refused', code: 451 });
      // Nothing kept: no spool file, no spool or memory budget held, and the next hop has no copy.
      await expect.poll(() => relay.inFlight()).toEqual({ spoolBytes: 0, memoryBytes: 0 });
      expect(await readdir(spool)).toEqual([]);
      expect(await delivered(id)).toBe(0);

      await proxy.set({ kind: 'pass' });
      const info = await send(raw);
      expect(info.response).toMatch(/^250 2\.0\.0 Accepted by the next hop/);
      expect(await delivered(id)).toBe(1);
      expect(await readdir(spool)).toEqual([]);
    },
  );

  it('with a next hop slower than usual but within the timeout: delivered once, answered 250', async () => {
    const id = 'hop-slow-within';
    await proxy.set({ kind: 'delay', ms: NEXT_HOP_TIMEOUT_MS / 5 });
    const info = await send(message(id));
    await proxy.set({ kind: 'pass' });
    expect(info.response).toMatch(/^250 2\.0\.0 Accepted by the next hop/);
    expect(await delivered(id)).toBe(1);
    expect(await readdir(spool)).toEqual([]);
  });
});
