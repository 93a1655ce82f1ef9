import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServerSideRelay, type StartedServerSideRelay } from '../../relay/server-side/index.js';
import type { ServerSideSignature } from '../../shared/server-side/contract.js';
import {
  expectPassedUnchanged,
  fromExchange,
  type RelaySigningStandIn,
  relaySigningStandIn,
  STAND_IN_TENANT,
  testRelayConfig,
} from '../helpers/relay-signing.js';
import { freePort, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';
import { fixture, splitParts } from '../unit/relay-mime-helpers.js';

/** A client's message as Exchange Online hands it to the relay: with its organisation's cross-tenant id. */
const mail = (name: string) => fromExchange(fixture(name));

/**
 * The relay process end to end: nodemailer sends real SMTP to the composed relay (startServerSideRelay), which asks
 * the service side for its decision, rewrites, and hands the message to aiosmtpd as its next hop. The service side is
 * the contract's stand-in (test/helpers/relay-signing.ts); relay-e2e-service.test.ts runs the relay against the real one.
 */

const LOGO = { cid: 'logo@relay', contentType: 'image/png', content: Buffer.from('the logo, as png bytes would be') };
const SIGNATURE: ServerSideSignature = {
  html: '<table id="relay-signature"><tr><td><img src="cid:logo@relay" alt=""> Ann Lee, Contoso</td></tr></table>',
  text: 'Ann Lee, Contoso\nSales',
  images: [LOGO],
};
const SENDER = 'ann@contoso.com';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function composed(signing: RelaySigningStandIn, nextHopPort: number): Promise<StartedServerSideRelay> {
  const relay = await startServerSideRelay({
    config: testRelayConfig(nextHopPort),
    signing,
    tuning: { closeTimeoutMs: 2000, nextHopTimeoutMs: 10_000 },
  });
  cleanups.push(() => relay.close());
  return relay;
}

async function sink(port?: number): Promise<SmtpSink> {
  const started = await startSmtpSink(port);
  cleanups.push(() => started.stop());
  return started;
}

function send(port: number, raw: Buffer, from = SENDER, to = ['bob@example.com']) {
  return nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }).sendMail({ envelope: { from, to }, raw });
}

async function failureOf(send: Promise<unknown>): Promise<{ responseCode?: number; response?: string }> {
  try {
    await send;
  } catch (err) {
    return err as { responseCode?: number; response?: string };
  }
  throw new Error('the relay accepted a message it should have refused');
}

async function lastReceived(nextHop: SmtpSink): Promise<Buffer> {
  const messages = await nextHop.messages();
  return messages[messages.length - 1].raw;
}

/** Every part but the signed bodies (the first HTML and text parts), the containers and the signature's own images. */
async function untouchedParts(raw: Buffer) {
  const parts = (await splitParts(raw)).slice(1);
  const firstOf = (type: string) => parts.find((part) => part.contentType === type);
  const bodies = [firstOf('text/html'), firstOf('text/plain')];
  return parts.filter(
    (part) => !bodies.includes(part) && !part.contentType.startsWith('multipart/') && !part.headers.includes(`<${LOGO.cid}>`),
  );
}

const rootHeaders = async (raw: Buffer) => (await splitParts(raw))[0].headers;
const parsed = (raw: Buffer) => simpleParser(raw, { keepCidLinks: true, skipTextToHtml: true, skipImageLinks: true });

describe('the relay process: messages as the clients write them are signed in place, the rest untouched', () => {
  let nextHop: SmtpSink;
  let relay: StartedServerSideRelay;
  const signing = relaySigningStandIn({ domain: 'contoso.com', signature: SIGNATURE });

  beforeAll(async () => {
    nextHop = await sink();
    relay = await composed(signing, nextHop.port);
  });

  // fixture, its client, where the HTML signature goes (the text that follows it), the text marker it precedes
  // (null: at the end), and the placement the service is told.
  const clients: [string, string, string, string | null, string][] = [
    [
      'outlook-windows-reply.eml',
      'Outlook for Windows, reply',
      '<div id="appendonsend">',
      '________________',
      'marker:outlook_appendonsend',
    ],
    ['outlook-windows-new-inline-image.eml', 'Outlook for Windows, new with an inline image', '</body>', null, 'body_end'],
    [
      'outlook-windows-forward.eml',
      'Outlook for Windows, forward with an attachment',
      '<div style="border:none;border-top:solid #E1E1E1',
      'From: Bob Smith',
      'marker:outlook_desktop_reply_header',
    ],
    [
      'outlook-ios-reply.eml',
      'Outlook for iOS, reply',
      '<div id="ms-outlook-mobile-body-separator-line"',
      '________________',
      'marker:outlook_mobile_separator',
    ],
    ['apple-mail-reply.eml', 'Apple Mail, reply', '<div>On 5 Jan 2026', '> On 5 Jan 2026', 'marker:apple_mail_cite'],
    ['apple-mail-new-inline-image.eml', 'Apple Mail, new with an inline image', '</body>', null, 'body_end'],
    ['gmail-reply.eml', 'Gmail, reply', '<div class="gmail_quote', 'On Mon, 5 Jan 2026 at 18:00', 'marker:gmail_quote'],
    ['gmail-forward.eml', 'Gmail, forward with a PDF', '<div class="gmail_quote', null, 'marker:gmail_quote'],
  ];

  it.each(clients)('%s (%s)', async (name, _client, htmlFollower, textMarker, placement) => {
    const original = mail(name);
    const recordedBefore = signing.recorded.length;
    const info = await send(relay.port, original, SENDER, ['bob@example.com', 'carol@example.org']);
    expect(info.response).toMatch(/^250 2\.0\.0 Accepted by the next hop: 250 OK/);
    const received = await lastReceived(nextHop);

    // The root: the stamp first, then the client's own headers as they were.
    expect(await rootHeaders(received)).toBe(`X-Signature-Relay: relay.test; template=standard; v=3\r\n${await rootHeaders(original)}`);
    // Attachments and the client's own images, byte for byte.
    expect(await untouchedParts(received)).toEqual(await untouchedParts(original));

    const [before, after] = [await parsed(original), await parsed(received)];
    const [html, originalHtml] = [String(after.html), String(before.html)];
    expect(html).toContain(`${SIGNATURE.html}${htmlFollower}`);
    expect(html.replace(SIGNATURE.html, '')).toBe(originalHtml);
    const text = after.text ?? '';
    if (textMarker) expect(text.indexOf('Ann Lee, Contoso\nSales')).toBeLessThan(text.indexOf(textMarker));
    else expect(text.trimEnd().endsWith('Ann Lee, Contoso\nSales')).toBe(true);
    expect(after.attachments.filter((a) => a.cid === LOGO.cid).map((a) => a.content)).toEqual([LOGO.content]);

    await expect.poll(() => signing.recorded.length).toBe(recordedBefore + 1);
    const { message, decision, outcome } = signing.recorded[recordedBefore];
    expect(message.envelope).toEqual({ sender: SENDER, recipients: ['bob@example.com', 'carol@example.org'], remoteAddress: '127.0.0.1' });
    expect(message.headers.from).toBe('Ann Lee <ann@contoso.com>');
    expect(decision).toMatchObject({ action: 'sign', tenantId: STAND_IN_TENANT });
    expect(outcome).toEqual({ status: 'signed', reason: null, nextHop: expect.stringMatching(/^250 OK/), placement, captured: null });
  });

  it('keeps what it handed to the next hop when the decision asks for a capture', async () => {
    signing.capture = true;
    const recordedBefore = signing.recorded.length;
    await send(relay.port, mail('gmail-forward.eml'));
    signing.capture = false;
    const received = await lastReceived(nextHop);
    await expect.poll(() => signing.recorded.length).toBe(recordedBefore + 1);
    const { outcome } = signing.recorded[recordedBefore];
    expect(outcome.status).toBe('signed');
    expect([outcome.captured?.kept.equals(received), outcome.captured?.size]).toEqual([true, received.length]);

    // A message that passes unchanged is captured as it went on, when the decision asks.
    signing.capture = true;
    const passing = mail('smime-signed.eml');
    await send(relay.port, passing);
    signing.capture = false;
    await expect.poll(() => signing.recorded.length).toBe(recordedBefore + 2);
    expect(signing.recorded[recordedBefore + 1].outcome).toMatchObject({ status: 'unchanged', reason: 'signed' });
    expect(signing.recorded[recordedBefore + 1].outcome.captured?.kept.equals(passing)).toBe(true);
  });
});

describe('the relay process: what passes unchanged, and what is refused', () => {
  let nextHop: SmtpSink;
  let relay: StartedServerSideRelay;
  const signing = relaySigningStandIn({ domain: 'contoso.com', signature: SIGNATURE });
  afterEach(() => {
    signing.mode = 'all';
  });

  beforeAll(async () => {
    nextHop = await sink();
    relay = await composed(signing, nextHop.port);
  });

  /**
   * Sends, checks the next hop got the very bytes (after the pass stamp, which a stamped message does not get twice),
   * and returns what the service was told.
   */
  async function passesUnchanged(raw: Buffer, stampedAlready = false) {
    const recordedBefore = signing.recorded.length;
    await send(relay.port, raw);
    const received = await lastReceived(nextHop);
    if (stampedAlready) expect(received.equals(raw)).toBe(true);
    else expect(expectPassedUnchanged(received, raw)).toMatch(/^[\w-]+$/);
    await expect.poll(() => signing.recorded.length).toBe(recordedBefore + 1);
    return signing.recorded[recordedBefore];
  }

  const withHeader = (header: string, name = 'outlook-windows-reply.eml') => Buffer.concat([Buffer.from(`${header}\r\n`), mail(name)]);

  it("honours the add-in's mark in `unsigned` mode, and signs over it in `all`", async () => {
    const marked = withHeader('X-Signature-Applied: standard; v=3');
    signing.mode = 'unsigned';
    const skipped = await passesUnchanged(marked);
    expect(skipped.message.headers.addInMark).toBe('standard; v=3');
    expect(skipped.outcome).toMatchObject({ status: 'unchanged', reason: 'add_in_signed', placement: null });

    signing.mode = 'all';
    await send(relay.port, marked);
    const received = await lastReceived(nextHop);
    expect(String((await parsed(received)).html)).toContain(SIGNATURE.html);
    expect(received.toString('latin1')).toContain('X-Signature-Applied: standard; v=3');
  });

  it('passes signed, encrypted, stamped and meeting messages, and a From outside the organisation, with the reason', async () => {
    expect((await passesUnchanged(mail('smime-signed.eml'))).outcome).toMatchObject({ status: 'unchanged', reason: 'signed' });
    expect((await passesUnchanged(mail('pgp-mime.eml'))).outcome).toMatchObject({ status: 'unchanged', reason: 'encrypted' });
    expect((await passesUnchanged(mail('meeting-request.eml'))).outcome).toMatchObject({ status: 'unchanged', reason: 'meeting' });

    const decidedBefore = signing.decided.length;
    const stamped = await passesUnchanged(withHeader('X-Signature-Relay: relay.test'), true);
    // A stamped message has been through once: the service is not asked again, only told.
    expect(signing.decided.length).toBe(decidedBefore);
    expect(stamped.decision).toEqual({ action: 'pass', tenantId: null, reason: 'stamped' });

    // A From of nobody's organisation is not proven to be the organisation's mail: refused, nothing handed on.
    const foreign = mail('apple-mail-reply.eml')
      .toString('latin1')
      .replace('From: Ann Lee <ann@contoso.com>', 'From: Eve <eve@elsewhere.example>');
    const delivered = (await nextHop.messages()).length;
    const refused = await failureOf(send(relay.port, Buffer.from(foreign, 'latin1')));
    expect(refused.response).toMatch(
      /^550 5\.7\.1 Delivery not authorised: No organisation served owns the domain of <eve@elsewhere\.example>/,
    );
    expect((await nextHop.messages()).length).toBe(delivered);
  });

  it('passes on unchanged the mail of an organisation it knows but does not serve now (mode off)', async () => {
    signing.mode = 'off';
    const off = await passesUnchanged(mail('gmail-reply.eml'));
    expect(off.outcome).toMatchObject({ status: 'unchanged', reason: 'server_side_off' });
  });

  it('refuses a sender it does not serve at MAIL FROM with 550 5.7.1, and tells the service nothing', async () => {
    const delivered = (await nextHop.messages()).length;
    const recorded = signing.recorded.length;
    const failure = await failureOf(send(relay.port, mail('gmail-reply.eml'), 'eve@elsewhere.example'));
    expect(failure.responseCode).toBe(550);
    expect(failure.response).toMatch(/^550 5\.7\.1 /);
    expect((await nextHop.messages()).length).toBe(delivered);
    // The next message's record is the next one: nothing was recorded for the refused sender.
    await send(relay.port, mail('gmail-reply.eml'));
    await expect.poll(() => signing.recorded.length).toBe(recorded + 1);
    expect(signing.recorded[recorded].outcome.status).toBe('signed');
  });
});

describe('the relay process: the next hop down', () => {
  it('answers 451 4.4.x while the next hop is down (recorded as refused), then delivers once it is back', async () => {
    const port = await freePort();
    const signing = relaySigningStandIn({ domain: 'contoso.com', signature: SIGNATURE });
    const relay = await composed(signing, port);
    const raw = mail('outlook-windows-reply.eml');

    const failure = await failureOf(send(relay.port, raw));
    expect(failure.responseCode).toBe(451);
    expect(failure.response).toMatch(/^451 4\.4\.\d /);
    await expect.poll(() => signing.recorded.length).toBe(1);
    expect(signing.recorded[0].outcome).toMatchObject({ status: 'refused', placement: null, captured: null });

    const nextHop = await sink(port);
    await send(relay.port, raw);
    const [received] = await nextHop.messages();
    expect(String((await parsed(received.raw)).html)).toContain(SIGNATURE.html);
    await expect.poll(() => signing.recorded.length).toBe(2);
    expect(signing.recorded[1].outcome).toMatchObject({ status: 'signed', placement: 'marker:outlook_appendonsend' });
  });
});
