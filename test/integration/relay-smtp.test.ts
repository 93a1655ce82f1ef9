import { createServer, type Server } from 'node:net';
import { PassThrough, Transform } from 'node:stream';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { startRelay, type RelayOptions, type RelayReport, type StartedRelay } from '../../relay/smtp/index.js';
import { freePort, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';
import { smtpTalk } from '../helpers/smtp-talk.js';

/**
 * The relay's SMTP side against real SMTP on both ends: nodemailer as the sending client, aiosmtpd as the next hop.
 * Nothing is mocked; each test starts its own relay and sink on free ports.
 */

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const SENDER = 'ann@served.example';
const served = async (sender: string) => sender.endsWith('@served.example');

async function sink(port?: number): Promise<SmtpSink> {
  const started = await startSmtpSink(port);
  cleanups.push(() => started.stop());
  return started;
}

async function relay(nextHopPort: number, options: Partial<RelayOptions> = {}): Promise<{ relay: StartedRelay; reports: RelayReport[] }> {
  const reports: RelayReport[] = [];
  const started = await startRelay({
    host: '127.0.0.1',
    port: 0,
    nextHop: { host: '127.0.0.1', port: nextHopPort, timeoutMs: 10_000 },
    served,
    onOutcome: (r) => reports.push(r),
    // A failed test may leave a conversation open; the cleanup should not wait out the default 30 s for it.
    closeTimeoutMs: 2000,
    ...options,
  });
  cleanups.push(() => started.close());
  return { relay: started, reports };
}

function send(port: number, raw: Buffer | string, from = SENDER, to: string[] = ['bob@elsewhere.example']) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  return transport.sendMail({ envelope: { from, to }, raw });
}

interface SmtpFailure {
  responseCode?: number;
  response?: string;
}
async function sendFailure(...args: Parameters<typeof send>): Promise<SmtpFailure> {
  try {
    await send(...args);
  } catch (err) {
    return err as SmtpFailure;
  }
  throw new Error('the relay accepted a message it should have refused');
}

/** A message with what a relay must not disturb: a dot-leading line, a long line, 8-bit text, bare attachments. */
function sampleMessage(extra = ''): Buffer {
  return Buffer.from(
    [
      'From: Ann <ann@served.example>',
      'To: Bob <bob@elsewhere.example>',
      'Subject: Quarterly numbers',
      'Message-ID: <m1@served.example>',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      'Grüße aus Köln',
      '.a line starting with a dot',
      '..two dots',
      'x'.repeat(990),
      extra,
      '',
    ].join('\r\n'),
    'utf8',
  );
}

describe('relay SMTP: delivery', () => {
  it('passes a message through to the next hop byte for byte and answers 250 with what the next hop said', async () => {
    const nextHop = await sink();
    const { relay: r, reports } = await relay(nextHop.port);
    const raw = sampleMessage();

    const info = await send(r.port, raw, SENDER, ['bob@elsewhere.example', 'carol@elsewhere.example']);

    // The relay's 250 carries the next hop's own answer: it was given after the next hop accepted, and the message is
    // already there when the client has its answer.
    expect(info.response).toMatch(/^250 2\.0\.0 Accepted by the next hop: 250 OK queued as sink-1$/);
    const [received] = await nextHop.messages();
    expect(received.raw.equals(raw)).toBe(true);
    expect(received.from).toBe(SENDER);
    expect(received.to).toEqual(['bob@elsewhere.example', 'carol@elsewhere.example']);
    expect(reports).toEqual([
      {
        sender: SENDER,
        recipients: 2,
        remoteAddress: '127.0.0.1',
        outcome: { status: 'unchanged', reason: 'no transform' },
        bytes: raw.length,
        nextHop: '250 OK queued as sink-1',
        messageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  });

  it('sends what the transform hands back and reports it signed', async () => {
    const nextHop = await sink();
    const { relay: r, reports } = await relay(nextHop.port, {
      transform: async (message, envelope) => {
        const stamp = Buffer.from(`X-Signature-Relay: ${envelope.recipients.length} recipient(s)\r\n`);
        const out = new PassThrough();
        out.write(stamp);
        message.open().pipe(out);
        return { stream: out, outcome: { status: 'signed', details: { template: 't1', version: 3 } } };
      },
    });
    const raw = sampleMessage();

    await send(r.port, raw);

    const [received] = await nextHop.messages();
    expect(received.raw.toString('utf8')).toBe(`X-Signature-Relay: 1 recipient(s)\r\n${raw.toString('utf8')}`);
    expect(reports[0].outcome).toEqual({ status: 'signed', details: { template: 't1', version: 3 } });
  });

  it('sends the original unchanged when the transform throws, and says why', async () => {
    const nextHop = await sink();
    const { relay: r, reports } = await relay(nextHop.port, {
      transform: async () => {
        throw new Error('template store unavailable');
      },
    });
    const raw = sampleMessage();

    const info = await send(r.port, raw);

    expect(info.response).toMatch(/^250 /);
    const [received] = await nextHop.messages();
    expect(received.raw.equals(raw)).toBe(true);
    expect(reports[0].outcome).toEqual({ status: 'unchanged', reason: 'transform failed: template store unavailable' });
  });

  it('sends the original unchanged when the transformed stream fails half-way, and the next hop keeps no half message', async () => {
    const nextHop = await sink();
    const { relay: r, reports } = await relay(nextHop.port, {
      transform: async (message) => {
        let seen = 0;
        const breaking = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            seen += chunk.length;
            if (seen > 100) return done(new Error('unexpected MIME shape'));
            done(null, chunk);
          },
        });
        return { stream: message.open().pipe(breaking), outcome: { status: 'signed' } };
      },
    });
    const raw = sampleMessage(`${'y'.repeat(70)}\r\n`.repeat(100));

    await send(r.port, raw);

    const received = await nextHop.messages();
    expect(received).toHaveLength(1);
    expect(received[0].raw.equals(raw)).toBe(true);
    expect(reports[0].outcome).toMatchObject({ status: 'unchanged' });
    expect(reports[0].outcome.status === 'unchanged' && reports[0].outcome.reason).toContain('unexpected MIME shape');
  });

  it('sends the original unchanged when the transform never answers within its budget', async () => {
    const nextHop = await sink();
    const { relay: r, reports } = await relay(nextHop.port, {
      transformTimeoutMs: 200,
      transform: () => new Promise(() => {}),
    });
    const raw = sampleMessage();

    await send(r.port, raw);

    expect((await nextHop.messages())[0].raw.equals(raw)).toBe(true);
    expect(reports[0].outcome).toEqual({ status: 'unchanged', reason: 'transform failed: no result within 200 ms' });
  });

  it('sends the original unchanged when the transform throws before it returns a promise', async () => {
    const nextHop = await sink();
    const { relay: r, reports } = await relay(nextHop.port, {
      transform: () => {
        throw new Error('not even a promise');
      },
    });
    const raw = sampleMessage();

    await send(r.port, raw);

    expect((await nextHop.messages())[0].raw.equals(raw)).toBe(true);
    expect(reports[0].outcome).toEqual({ status: 'unchanged', reason: 'transform failed: not even a promise' });
  });

  it('streams a large message through unchanged', async () => {
    const nextHop = await sink();
    const { relay: r, reports } = await relay(nextHop.port);
    const line = `${'0123456789'.repeat(7)}\r\n`;
    const raw = Buffer.from(`Subject: large\r\n\r\n${line.repeat(150_000)}`);

    await send(r.port, raw);

    expect((await nextHop.messages())[0].raw.equals(raw)).toBe(true);
    expect(reports[0].bytes).toBe(raw.length);
  });

  it('answers 451 4.3.0 when it cannot spool the message, and keeps serving', async () => {
    const nextHop = await sink();
    const { relay: r, reports } = await relay(nextHop.port, { spoolDirectory: '/nonexistent/relay-spool' });

    // Over the megabyte a message is kept in memory up to: it goes to the spool's file, which cannot be made.
    const failure = await sendFailure(r.port, sampleMessage(`${'y'.repeat(998)}\r\n`.repeat(1_100)));

    expect(failure.responseCode).toBe(451);
    expect(failure.response).toMatch(/^451 4\.3\.0 /);
    expect(reports[0].outcome).toMatchObject({ status: 'refused', code: 451 });
    expect(reports[0].outcome.status === 'refused' && reports[0].outcome.reason).toMatch(/^spool failed: ENOENT/);
    expect(await nextHop.messages()).toEqual([]);
    const next = await smtpTalk(r.port);
    next.end();
    expect(next.greeting).toMatch(/^220 /);
    // A small message is kept in memory only, and never needed the disk.
    await send(r.port, sampleMessage());
    expect(await nextHop.messages()).toHaveLength(1);
  });
});

describe('relay SMTP: bare CR or LF (SMTP smuggling)', () => {
  /** A session up to DATA's 354, on a raw socket: these bytes are what no client library would send. */
  async function atData(port: number) {
    const talk = await smtpTalk(port);
    await talk.send('EHLO client.example');
    expect(await talk.send(`MAIL FROM:<${SENDER}>`)).toMatch(/^250 /);
    expect(await talk.send('RCPT TO:<bob@elsewhere.example>')).toMatch(/^250 /);
    expect(await talk.send('DATA')).toMatch(/^354 /);
    return talk;
  }

  it.each([
    ['\\n.\\n', 'Subject: hello\r\n\r\nHello\n.\nMAIL FROM:<mallory@served.example>\r\nRCPT TO:<victim@elsewhere.example>\r\n'],
    ['\\r.\\r', 'Subject: hello\r\n\r\nHello\r.\rMAIL FROM:<mallory@served.example>\r\nRCPT TO:<victim@elsewhere.example>\r\n'],
    ['\\n.\\r\\n', 'Subject: hello\r\n\r\nHello\n.\r\nMAIL FROM:<mallory@served.example>\r\nRCPT TO:<victim@elsewhere.example>\r\n'],
    ['a bare CR', 'Subject: hello\r\n\r\nHello\rworld\r\n'],
  ])('refuses DATA holding %s with 550 5.5.2, hands nothing on, and keeps the session for a clean message', async (_case, data) => {
    const nextHop = await sink();
    const { relay: r, reports } = await relay(nextHop.port);
    const talk = await atData(r.port);

    // The end of data is the client's own CRLF.CRLF; everything before it is the message as the relay reads it.
    const smuggled = `${data}DATA\r\nSubject: smuggled\r\n\r\nnot from Ann\r\n`;
    expect(await talk.send(`${smuggled}.`)).toBe('550 5.5.2 Message contains bare CR or LF');
    expect(reports).toEqual([
      expect.objectContaining({
        sender: SENDER,
        outcome: { status: 'refused', code: 550, reason: '5.5.2 Message contains bare CR or LF' },
        bytes: Buffer.byteLength(smuggled),
        nextHop: null,
      }),
    ]);

    expect(await talk.send(`MAIL FROM:<${SENDER}>`)).toMatch(/^250 /);
    expect(await talk.send('RCPT TO:<bob@elsewhere.example>')).toMatch(/^250 /);
    expect(await talk.send('DATA')).toMatch(/^354 /);
    expect(await talk.send('Subject: clean\r\n\r\nHello\r\n.')).toMatch(/^250 2\.0\.0 Accepted by the next hop/);
    talk.end();

    const received = await nextHop.messages();
    expect(received.map((m) => [m.from, m.to, m.raw.toString('latin1')])).toEqual([
      [SENDER, ['bob@elsewhere.example'], 'Subject: clean\r\n\r\nHello\r\n'],
    ]);
  });
});

describe('relay SMTP: the spool and memory budgets under a burst', () => {
  const burstMessage = (i: number) =>
    Buffer.from(`Subject: burst ${i}\r\nMessage-ID: <burst-${i}@served.example>\r\n\r\n${`${'y'.repeat(76)}\r\n`.repeat(500)}`);

  it('answers 452 4.3.1 to what a burst brings past the spool budget; retried, every message arrives exactly once', async () => {
    const nextHop = await sink();
    const count = 6;
    const messages = Array.from({ length: count }, (_, i) => burstMessage(i));
    const budget = Math.floor(messages[0].length * 2.5);
    // Nothing is answered until every message of the burst has been spooled whole (at the transform) or refused, so
    // they are all in flight at once: six messages, room for two and a half.
    let arrived = 0;
    let allIn!: () => void;
    const burstIn = new Promise<void>((resolve) => (allIn = resolve));
    const arrive = () => ++arrived === count && allIn();
    const spooledAtOnce: number[] = [];
    const { relay: r } = await relay(nextHop.port, {
      spoolBudgetBytes: budget,
      transformTimeoutMs: 300_000,
      onOutcome: (report) => report.outcome.status === 'refused' && arrive(),
      transform: async (message) => {
        arrive();
        await burstIn;
        spooledAtOnce.push(r.inFlight().spoolBytes);
        return { stream: message.open(), outcome: { status: 'unchanged', reason: 'burst' } };
      },
    });

    const burst = await Promise.allSettled(messages.map((raw) => send(r.port, raw)));

    const refused = messages.filter((_, i) => burst[i].status === 'rejected');
    const failures = burst.flatMap((b) => (b.status === 'rejected' ? [(b.reason as SmtpFailure).response] : []));
    expect(refused.length).toBeGreaterThan(0);
    expect(failures).toEqual(refused.map(() => '452 4.3.1 Insufficient system storage, try again later'));
    expect(Math.max(...spooledAtOnce)).toBeLessThanOrEqual(budget);
    for (const raw of refused) expect((await send(r.port, raw)).response).toMatch(/^250 /);

    const received = await nextHop.messages();
    expect(received.map((m) => m.raw.toString('latin1')).sort()).toEqual(messages.map((m) => m.toString('latin1')).sort());
    expect(r.inFlight()).toEqual({ spoolBytes: 0, memoryBytes: 0 });
  });

  it('answers 452 4.3.1 at MAIL FROM to a declared size the spool budget cannot hold now', async () => {
    const nextHop = await sink();
    const { relay: r, reports } = await relay(nextHop.port, { spoolBudgetBytes: 10_000 });

    const talk = await smtpTalk(r.port);
    await talk.send('EHLO client.example');
    expect(await talk.send(`MAIL FROM:<${SENDER}> SIZE=10001`)).toBe('452 4.3.1 Insufficient system storage, try again later');
    expect(await talk.send(`MAIL FROM:<${SENDER}> SIZE=10000`)).toMatch(/^250 /);
    talk.end();

    expect(reports).toEqual([expect.objectContaining({ sender: SENDER, outcome: expect.objectContaining({ code: 452 }) })]);
  });

  it('gives the spool budget back when the client goes away in the middle of DATA', async () => {
    const nextHop = await sink();
    let reported!: (report: RelayReport) => void;
    const firstReport = new Promise<RelayReport>((resolve) => (reported = resolve));
    const { relay: r } = await relay(nextHop.port, { spoolBudgetBytes: 1_000_000, onOutcome: (report) => reported(report) });
    const talk = await smtpTalk(r.port);
    await talk.send('EHLO client.example');
    await talk.send(`MAIL FROM:<${SENDER}>`);
    await talk.send('RCPT TO:<bob@elsewhere.example>');
    expect(await talk.send('DATA')).toMatch(/^354 /);

    const unanswered = talk.send(`Subject: half\r\n\r\n${'z'.repeat(50_000)}`).catch(() => 'closed');
    await expect.poll(() => r.inFlight().spoolBytes).toBeGreaterThan(0);
    talk.end();

    expect(await unanswered).toBe('closed');
    expect((await firstReport).outcome).toMatchObject({ status: 'refused', reason: expect.stringMatching(/^spool failed: /) });
    expect(r.inFlight()).toEqual({ spoolBytes: 0, memoryBytes: 0 });
    expect(await nextHop.messages()).toEqual([]);
  });

  it('lends the transform memory for a message while the memory budget has room, and takes it back with the answer', async () => {
    const nextHop = await sink();
    const raw = burstMessage(0);
    const held: { room: boolean; memoryBytes: number; more?: boolean }[] = [];
    const started = await relay(nextHop.port, {
      memoryBudgetBytes: raw.length,
      transform: async (message) => {
        const room = message.reserveMemory(message.bytes);
        held.push({ room, memoryBytes: started.relay.inFlight().memoryBytes, more: message.reserveMemory(1) });
        return { stream: message.open(), outcome: { status: 'unchanged', reason: 'memory' } };
      },
    });
    const small = await relay(nextHop.port, {
      memoryBudgetBytes: raw.length - 1,
      transform: async (message) => {
        held.push({ room: message.reserveMemory(message.bytes), memoryBytes: small.relay.inFlight().memoryBytes });
        return { stream: message.open(), outcome: { status: 'unchanged', reason: 'memory' } };
      },
    });

    await send(started.relay.port, raw);
    await send(small.relay.port, raw);

    expect(held).toEqual([
      { room: true, memoryBytes: raw.length, more: false },
      { room: false, memoryBytes: 0 },
    ]);
    expect([started.relay.inFlight(), small.relay.inFlight()]).toEqual([
      { spoolBytes: 0, memoryBytes: 0 },
      { spoolBytes: 0, memoryBytes: 0 },
    ]);
    expect(await nextHop.messages()).toHaveLength(2);
  });
});

describe('relay SMTP: the next hop', () => {
  it('answers 451 4.4.1 while the next hop is down, and delivers when the sender retries after it is back', async () => {
    const port = await freePort();
    const { relay: r, reports } = await relay(port);
    const raw = sampleMessage();

    const failure = await sendFailure(r.port, raw);
    expect(failure.responseCode).toBe(451);
    expect(failure.response).toMatch(/^451 4\.4\.1 Next hop unavailable/);
    expect(reports[0].outcome).toMatchObject({ status: 'refused', code: 451 });

    const nextHop = await sink(port);
    const info = await send(r.port, raw);
    expect(info.response).toMatch(/^250 /);
    const received = await nextHop.messages();
    expect(received).toHaveLength(1);
    expect(received[0].raw.equals(raw)).toBe(true);
  });

  it('answers 451 4.4.1 when the next hop accepts the connection but never greets', async () => {
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          silent.close(() => resolve());
          (silent as Server & { closeAllConnections?: () => void }).closeAllConnections?.();
        }),
    );
    const port = (silent.address() as { port: number }).port;
    const { relay: r } = await relay(port, { nextHop: { host: '127.0.0.1', port, timeoutMs: 300 } });

    const failure = await sendFailure(r.port, sampleMessage());

    expect(failure.responseCode).toBe(451);
    expect(failure.response).toMatch(/^451 4\.4\.1 /);
  });

  it('answers 451 4.4.1 for a temporary refusal from the next hop', async () => {
    const nextHop = await sink();
    const { relay: r } = await relay(nextHop.port, { served: async () => true });

    const failure = await sendFailure(r.port, sampleMessage(), 'later-ann@served.example');

    expect(failure.responseCode).toBe(451);
    expect(failure.response).toMatch(/^451 4\.4\.1 .*451 4\.3\.0 Sink busy/);
  });

  it("passes a permanent refusal from the next hop back with the next hop's code", async () => {
    const nextHop = await sink();
    const { relay: r, reports } = await relay(nextHop.port, { served: async () => true });

    const failure = await sendFailure(r.port, sampleMessage(), 'refuse-ann@served.example');

    expect(failure.responseCode).toBe(554);
    expect(failure.response).toBe('554 5.6.0 Next hop refused the message: Message refused by the sink');
    expect(reports[0]).toMatchObject({ outcome: { status: 'refused', code: 554 }, nextHop: '554 5.6.0 Message refused by the sink' });
    expect(await nextHop.messages()).toEqual([]);
  });

  // Some recipients refused and others not: test/integration/relay-smtp-next-hop.test.ts.
});

describe('relay SMTP: who and what it takes', () => {
  it('refuses a connection from outside the allowed sources at connect, saying why', async () => {
    const nextHop = await sink();
    const { relay: r, reports } = await relay(nextHop.port, { allowedSources: ['10.0.0.0/8', 'fd00::/8'] });

    const talk = await smtpTalk(r.port);

    expect(talk.greeting).toBe('550 5.7.1 Relaying denied: connections from 127.0.0.1 are not accepted by this relay');
    await talk.closed();
    expect(reports).toEqual([
      expect.objectContaining({ sender: null, remoteAddress: '127.0.0.1', outcome: expect.objectContaining({ code: 550 }) }),
    ]);
  });

  it('refuses a sender it does not serve at MAIL FROM with 550 5.7.1', async () => {
    const nextHop = await sink();
    const { relay: r, reports } = await relay(nextHop.port);

    const failure = await sendFailure(r.port, sampleMessage(), 'mallory@not-served.example');

    expect(failure.responseCode).toBe(550);
    expect(failure.response).toBe('550 5.7.1 Relaying denied: sender <mallory@not-served.example> is not served by this relay');
    expect(reports[0]).toMatchObject({ sender: 'mallory@not-served.example', outcome: { status: 'refused', code: 550 } });
    expect(await nextHop.messages()).toEqual([]);
  });

  it('answers 451 4.3.0 at MAIL FROM when it cannot tell whether the sender is served', async () => {
    const nextHop = await sink();
    const { relay: r, reports } = await relay(nextHop.port, {
      served: async () => {
        throw new Error('storage down');
      },
    });

    const talk = await smtpTalk(r.port);
    await talk.send('EHLO client.example');
    expect(await talk.send(`MAIL FROM:<${SENDER}>`)).toMatch(/^451 4\.3\.0 /);
    talk.end();
    expect(reports).toEqual([
      expect.objectContaining({ sender: SENDER, outcome: { status: 'refused', code: 451, reason: 'sender check failed: storage down' } }),
    ]);
  });

  it('refuses recipients over the limit with 452 4.5.3 and delivers to the ones it took', async () => {
    const nextHop = await sink();
    const { relay: r } = await relay(nextHop.port, { maxRecipients: 2 });

    const info = await send(r.port, sampleMessage(), SENDER, ['a@x.example', 'b@x.example', 'c@x.example']);

    expect(info.rejected).toEqual(['c@x.example']);
    expect(info.rejectedErrors?.[0].response).toBe('452 4.5.3 Too many recipients: at most 2 per message');
    expect((await nextHop.messages())[0].to).toEqual(['a@x.example', 'b@x.example']);
  });

  it('refuses a message over the size limit with 552 5.3.4 and sends nothing on', async () => {
    const nextHop = await sink();
    const { relay: r, reports } = await relay(nextHop.port, { maxMessageBytes: 2000 });
    const raw = 'Subject: big\r\n\r\n' + 'z'.repeat(5000) + '\r\n';

    const talk = await smtpTalk(r.port);
    await talk.send('EHLO client.example');
    await talk.send(`MAIL FROM:<${SENDER}>`);
    await talk.send('RCPT TO:<bob@elsewhere.example>');
    expect(await talk.send('DATA')).toMatch(/^354 /);
    const answer = await talk.send(`${raw}.`);
    talk.end();

    expect(answer).toBe('552 5.3.4 Message size exceeds the fixed maximum of 2000 bytes');
    expect(reports[0]).toMatchObject({ outcome: { status: 'refused', code: 552 }, bytes: raw.length });
    expect(await nextHop.messages()).toEqual([]);
  });

  it('refuses a message declared over the size limit at MAIL FROM (smtp-server answers that one itself)', async () => {
    const nextHop = await sink();
    const { relay: r } = await relay(nextHop.port, { maxMessageBytes: 2000 });

    const talk = await smtpTalk(r.port);
    expect(await talk.send('EHLO client.example')).toMatch(/^250[ -]SIZE 2000$/m);
    expect(await talk.send(`MAIL FROM:<${SENDER}> SIZE=2001`)).toBe('552 Error: message exceeds fixed maximum message size 2000');
    talk.end();
  });

  it('answers malformed and out-of-order commands with errors and keeps serving', async () => {
    const nextHop = await sink();
    const { relay: r } = await relay(nextHop.port);

    const talk = await smtpTalk(r.port);
    expect(await talk.send('MAIL FROM:<ann@served.example>')).toMatch(/^5\d\d /);
    expect(await talk.send('EHLO client.example')).toMatch(/^250[ -]/);
    expect(await talk.send('RCPT TO:<bob@elsewhere.example>')).toMatch(/^503 /);
    expect(await talk.send('DATA')).toMatch(/^503 /);
    expect(await talk.send('MAIL FROM:not-an-address')).toMatch(/^5\d\d /);
    expect(await talk.send('HELLO?? \u0001\u00ff')).toMatch(/^5\d\d /);
    expect(await talk.send(`RCPT TO:<${'x'.repeat(2000)}@example>`)).toMatch(/^5\d\d /);
    expect(await talk.send('AUTH PLAIN AGFubgBzZWNyZXQ=')).toMatch(/^5\d\d /);
    talk.end();
    await talk.closed();

    const info = await send(r.port, sampleMessage());
    expect(info.response).toMatch(/^250 /);
    expect(await nextHop.messages()).toHaveLength(1);
  });

  it('takes IPv6 clients from an allowed IPv6 source and refuses them from outside', async () => {
    const nextHop = await sink();
    const { relay: open, reports } = await relay(nextHop.port, { host: '::1' });
    const transport = nodemailer.createTransport({ host: '::1', port: open.port, secure: false, ignoreTLS: true });
    await transport.sendMail({ envelope: { from: SENDER, to: ['bob@elsewhere.example'] }, raw: sampleMessage() });
    expect(reports[0]).toMatchObject({ remoteAddress: '::1', outcome: { status: 'unchanged' } });

    const { relay: closed } = await relay(nextHop.port, { host: '::1', allowedSources: ['10.0.0.0/8', '2001:db8::/32'] });
    const talk = await smtpTalk(closed.port, '::1');
    expect(talk.greeting).toBe('550 5.7.1 Relaying denied: connections from ::1 are not accepted by this relay');
  });

  it('answers 421 4.3.2 to a connection over the connection limit, and takes the next one once a place is free', async () => {
    const nextHop = await sink();
    const { relay: r, reports } = await relay(nextHop.port, { maxConnections: 1 });

    const first = await smtpTalk(r.port);
    const second = await smtpTalk(r.port);

    expect(first.greeting).toMatch(/^220 /);
    expect(second.greeting).toBe('421 4.3.2 Too many connections, try again later');
    await second.closed();
    expect(reports).toEqual([
      expect.objectContaining({ sender: null, outcome: expect.objectContaining({ status: 'refused', code: 421 }) }),
    ]);
    first.end();
    await first.closed();
    const info = await send(r.port, sampleMessage());
    expect(info.response).toMatch(/^250 /);
  });

  it('closes gracefully: a message in flight is still delivered and answered, then no new connection is taken', async () => {
    const nextHop = await sink();
    const { relay: r } = await relay(nextHop.port);
    const talk = await smtpTalk(r.port);
    await talk.send('EHLO client.example');
    await talk.send(`MAIL FROM:<${SENDER}>`);
    await talk.send('RCPT TO:<bob@elsewhere.example>');
    expect(await talk.send('DATA')).toMatch(/^354 /);

    const closing = r.close();
    const answer = await talk.send('Subject: in flight\r\n\r\nstill delivered\r\n.');
    // Once closing, smtp-server answers any further command 421 and hangs up: the client sends its next message elsewhere.
    expect(await talk.send('QUIT')).toMatch(/^421 /);
    await talk.closed();
    await closing;

    expect(answer).toMatch(/^250 /);
    expect((await nextHop.messages())[0].raw.toString()).toBe('Subject: in flight\r\n\r\nstill delivered\r\n');
    await expect(smtpTalk(r.port)).rejects.toThrow();
  });

  it('closes: a client that connects after close() finds no relay', async () => {
    const nextHop = await sink();
    const { relay: r } = await relay(nextHop.port);
    await send(r.port, sampleMessage());

    await r.close();

    await expect(smtpTalk(r.port)).rejects.toThrow();
  });
});
