import type { MxRecord } from 'node:dns';
import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  exchangeOnlineHost,
  exchangeOnlineNextHop,
  startRelay,
  type MxLookup,
  type NextHopChoice,
  type RelayOptions,
  type RelayReport,
} from '../../relay/smtp/index.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';
import { smtpTalk } from '../helpers/smtp-talk.js';
import { startTlsHop } from '../helpers/smtp-tls-hop.js';
import { throwawayCa, type Issued, type ThrowawayCa } from '../helpers/throwaway-ca.js';

/**
 * The next hop as a function of the message (each organisation's Exchange Online endpoint, found by MX with an injected
 * resolver) and a next hop that refuses some recipients: real SMTP both ends, aiosmtpd or a second smtp-server.
 */

const SENDER = 'ann@served.example';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

let ca: ThrowawayCa;
let relayCert: Issued;
let exchangeCert: Issued;
beforeAll(async () => {
  ca = await throwawayCa();
  // The next hop stands in for Exchange Online: its certificate names every endpoint, as the real one does.
  [relayCert, exchangeCert] = await Promise.all([
    ca.issue('relay.test', ['relay.test']),
    ca.issue('mail.protection.outlook.com', ['*.mail.protection.outlook.com']),
  ]);
});
afterAll(() => ca?.remove());

async function relay(nextHop: NextHopChoice, options: Partial<RelayOptions> = {}) {
  const reports: RelayReport[] = [];
  const started = await startRelay({
    host: '127.0.0.1',
    port: 0,
    nextHop,
    served: async (sender) => sender.includes('@'),
    onOutcome: (r) => reports.push(r),
    closeTimeoutMs: 2000,
    name: 'relay.test',
    ...options,
  });
  cleanups.push(() => started.close());
  return { port: started.port, reports };
}

async function sink(): Promise<SmtpSink> {
  const started = await startSmtpSink();
  cleanups.push(() => started.stop());
  return started;
}

function send(
  port: number,
  from: string,
  to: string[],
  raw = 'From: ann@served.example\r\nSubject: Quarterly numbers\r\nMessage-ID: <q1@served.example>\r\n\r\nNumbers\r\n',
) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  return transport.sendMail({ envelope: { from, to }, raw });
}

const mx =
  (...records: [number, string][]): MxLookup =>
  async () =>
    records.map(([priority, exchange]): MxRecord => ({ priority, exchange }));
const dnsError =
  (code: string): MxLookup =>
  async () => {
    throw Object.assign(new Error(`queryMx ${code}`), { code });
  };

describe('relay next hop: each organisation its own Exchange Online endpoint', () => {
  it('names the endpoint after the domain, dots as dashes', () => {
    expect(exchangeOnlineHost('Contoso.co.uk')).toBe('contoso-co-uk.mail.protection.outlook.com');
    expect(exchangeOnlineHost('fabrikam-ltd.com.')).toBe('fabrikam-ltd-com.mail.protection.outlook.com');
  });

  it.each([
    ['the MX names an endpoint', mx([10, 'contoso-com.mail.protection.outlook.com.']), 'contoso-com.mail.protection.outlook.com'],
    [
      'the most preferred of two',
      mx([20, 'b.mail.protection.outlook.com'], [5, 'a.mail.protection.outlook.com']),
      'a.mail.protection.outlook.com',
    ],
    [
      'the MX is a filter in front (never delivered to)',
      mx([10, 'eu-smtp-inbound-1.mimecast.com']),
      'contoso-com.mail.protection.outlook.com',
    ],
    ['the MX is the bare suffix', mx([10, 'mail.protection.outlook.com']), 'contoso-com.mail.protection.outlook.com'],
    ['there is no MX', dnsError('ENODATA'), 'contoso-com.mail.protection.outlook.com'],
  ])('goes to the right endpoint when %s', async (_case, resolveMx, host) => {
    const choose = exchangeOnlineNextHop({ resolveMx, tls: { cert: relayCert.cert, key: relayCert.key } });

    const hop = await choose({ sender: 'ann@Contoso.com', remoteAddress: '127.0.0.1' });

    expect(hop).toMatchObject({
      host,
      port: 25,
      requireTls: true,
      tls: { servername: host, rejectUnauthorized: true, cert: relayCert.cert },
    });
  });

  it.each([
    ['the lookup fails', dnsError('ESERVFAIL'), /MX lookup for contoso\.com failed: ESERVFAIL/],
    ['the lookup never answers', () => new Promise<MxRecord[]>(() => {}), /MX lookup for contoso\.com took over 100 ms/],
  ])('rejects when %s', async (_case, resolveMx, why) => {
    const choose = exchangeOnlineNextHop({ resolveMx, lookupTimeoutMs: 100 });
    await expect(choose({ sender: 'ann@contoso.com', remoteAddress: '127.0.0.1' })).rejects.toThrow(why);
  });

  it('sends each message to its own organisation’s endpoint, STARTTLS required, the relay’s certificate presented', async () => {
    const hop = await startTlsHop({ cert: exchangeCert.cert, key: exchangeCert.key, ca: ca.cert });
    cleanups.push(() => hop.stop());
    const choose = exchangeOnlineNextHop({
      resolveMx: async (domain) => [{ priority: 0, exchange: exchangeOnlineHost(domain) }],
      tls: { cert: relayCert.cert, key: relayCert.key },
    });
    const chosen: string[] = [];
    // Only the address changes: the name to verify stays the endpoint's, checked against the next hop's certificate.
    const { port } = await relay(async (envelope) => {
      const next = await choose(envelope);
      chosen.push(next.host);
      return { ...next, host: '127.0.0.1', port: hop.port, tls: { ...next.tls, ca: ca.cert } };
    });

    await send(port, 'ann@contoso.com', ['bob@elsewhere.example']);
    await send(port, 'eve@fabrikam.co.uk', ['bob@elsewhere.example']);
    await send(port, 'ann@contoso.com', ['bob@elsewhere.example']);

    const contoso = 'contoso-com.mail.protection.outlook.com';
    expect(chosen).toEqual([contoso, 'fabrikam-co-uk.mail.protection.outlook.com', contoso]);
    expect(hop.messages.map((m) => [m.from, m.secure, m.clientCn])).toEqual([
      ['ann@contoso.com', true, 'relay.test'],
      ['eve@fabrikam.co.uk', true, 'relay.test'],
      ['ann@contoso.com', true, 'relay.test'],
    ]);
    // Contoso's second message goes on the TLS session kept from its first (its settings made afresh, the same in
    // every part); Fabrikam's, though at the same address here, never on a session verified for another name.
    const [first, second, third] = hop.messages.map((m) => m.sessionId);
    expect(third).toBe(first);
    expect(second).not.toBe(first);
    expect(hop.connections).toBe(2);
  });

  it('answers MAIL FROM 451 4.4.3 when the lookup fails, and sends nothing anywhere', async () => {
    const hop = await sink();
    let asked = 0;
    const { port, reports } = await relay(async (envelope) => {
      asked++;
      return exchangeOnlineNextHop({ resolveMx: dnsError('ETIMEOUT') })(envelope);
    });

    const talk = await smtpTalk(port);
    await talk.send('EHLO client.example');
    const answer = await talk.send(`MAIL FROM:<${SENDER}>`);
    expect(await talk.send('RCPT TO:<bob@elsewhere.example>')).toMatch(/^503 /);
    talk.end();

    expect(answer).toBe(
      '451 4.4.3 Cannot find the next hop for this sender right now, try again later (MX lookup for served.example failed: ETIMEOUT)',
    );
    expect(asked).toBe(1);
    expect(reports).toEqual([
      expect.objectContaining({ sender: SENDER, outcome: expect.objectContaining({ status: 'refused', code: 451 }) }),
    ]);
    expect(await hop.messages()).toEqual([]);
  });
});

describe('relay next hop: some recipients refused', () => {
  it('answers 250 once, delivers to the accepted recipients once, and reports the refused ones to the sender (RFC 3464)', async () => {
    const hop = await sink();
    const { port, reports } = await relay({ host: '127.0.0.1', port: hop.port });

    const info = await send(port, SENDER, ['bob@elsewhere.example', 'refuse-carol@elsewhere.example', 'dan@elsewhere.example']);

    // Accepted: the client does not retry, so bob and dan get one copy each.
    expect(info.response).toMatch(
      /^250 2\.0\.0 Accepted by the next hop: 250 OK queued as sink-1 \(refused for refuse-carol@elsewhere\.example; report sent/,
    );
    const [original, report] = await hop.messages();
    expect(original.to).toEqual(['bob@elsewhere.example', 'dan@elsewhere.example']);
    expect(await hop.messages()).toHaveLength(2);
    // Nothing lost: the sender hears, from the null sender, who did not get it and what the next hop said.
    expect(report.from).toBe('<>');
    expect(report.to).toEqual([SENDER]);
    const text = report.raw.toString('latin1');
    expect(text).toMatch(/^Content-Type: multipart\/report; report-type=delivery-status; boundary="/m);
    expect(text).toMatch(/^Auto-Submitted: auto-replied\r$/m);
    expect(text).toContain(
      'Content-Type: message/delivery-status\r\nContent-Transfer-Encoding: 7bit\r\n\r\nReporting-MTA: dns; relay.test\r\n',
    );
    expect(text).toContain(
      [
        'Final-Recipient: rfc822; refuse-carol@elsewhere.example',
        'Action: failed',
        'Status: 5.1.1',
        'Remote-MTA: dns; 127.0.0.1',
        'Diagnostic-Code: smtp; 550 5.1.1 No such mailbox here',
      ].join('\r\n'),
    );
    expect(text).not.toContain('Final-Recipient: rfc822; bob@');
    expect(text).toContain(
      'Content-Type: text/rfc822-headers\r\nContent-Transfer-Encoding: 7bit\r\n\r\nFrom: ann@served.example\r\nSubject: Quarterly numbers\r\nMessage-ID: <q1@served.example>\r\n--',
    );
    expect(reports[0]).toMatchObject({ outcome: { status: 'unchanged' }, recipients: 3 });
  });

  it('reports a recipient refused for now as failed (the relay keeps no queue), with its own code', async () => {
    const hop = await startTlsHop();
    cleanups.push(() => hop.stop());
    const { port } = await relay({ host: '127.0.0.1', port: hop.port });

    await send(port, SENDER, ['later-erin@elsewhere.example', 'bob@elsewhere.example']);

    expect(hop.messages.map((m) => [m.from, m.to])).toEqual([
      [SENDER, ['bob@elsewhere.example']],
      ['', [SENDER]],
    ]);
    const text = hop.messages[1].raw.toString('latin1');
    expect(text).toContain('Final-Recipient: rfc822; later-erin@elsewhere.example\r\nAction: failed\r\nStatus: 5.2.2\r\n');
    expect(text).toContain('Diagnostic-Code: smtp; 452 4.2.2 Mailbox full for now');
  });

  it('still answers 250 when the next hop refuses the report too (the accepted recipients have the message), and says so', async () => {
    const hop = await startTlsHop({ refuseNullSender: true });
    cleanups.push(() => hop.stop());
    const { port, reports } = await relay({ host: '127.0.0.1', port: hop.port });

    const info = await send(port, SENDER, ['bob@elsewhere.example', 'refuse-carol@elsewhere.example']);

    expect(info.response).toMatch(/^250 /);
    expect(hop.messages.map((m) => m.to)).toEqual([['bob@elsewhere.example']]);
    expect(reports[0].nextHop).toMatch(/refused for refuse-carol@elsewhere\.example; report not sent: 550 5\.7\.1 No reports here\)$/);
  });

  it('answers with the first refusal when every recipient is refused, and sends no report', async () => {
    const hop = await sink();
    const { port, reports } = await relay({ host: '127.0.0.1', port: hop.port });

    const failure = await send(port, SENDER, ['refuse-bob@elsewhere.example', 'refuse-carol@elsewhere.example']).then(
      () => {
        throw new Error('accepted');
      },
      (err: { responseCode?: number; response?: string }) => err,
    );

    expect(failure.responseCode).toBe(550);
    expect(failure.response).toBe('550 5.1.1 Next hop refused the message: No such mailbox here');
    expect(reports[0].outcome).toMatchObject({ status: 'refused', code: 550 });
    expect(await hop.messages()).toEqual([]);
  });

  it('answers 451 when every recipient is refused and one only for now, so the client tries again', async () => {
    const hop = await startTlsHop();
    cleanups.push(() => hop.stop());
    const { port } = await relay({ host: '127.0.0.1', port: hop.port });

    const failure = await send(port, SENDER, ['refuse-bob@elsewhere.example', 'later-carol@elsewhere.example']).then(
      () => {
        throw new Error('accepted');
      },
      (err: { response?: string }) => err,
    );

    expect(failure.response).toMatch(/^451 4\.4\.1 Next hop unavailable, try again later \(452 4\.2\.2 Mailbox full for now\)$/);
    expect(hop.messages).toEqual([]);
  });
});
