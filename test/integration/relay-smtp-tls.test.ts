import nodemailer from 'nodemailer';
import type { ConnectionOptions } from 'node:tls';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  nextHopFromConfig,
  startRelay,
  type NextHop,
  type NextHopTrust,
  type RelayOptions,
  type RelayReport,
  type RelayTls,
} from '../../relay/smtp/index.js';
import { startSmtpSink } from '../helpers/smtp-sink.js';
import { smtpTalk } from '../helpers/smtp-talk.js';
import { startTlsHop } from '../helpers/smtp-tls-hop.js';
import { throwawayCa, type Issued, type ThrowawayCa } from '../helpers/throwaway-ca.js';

/**
 * The relay's TLS against real TLS on both ends: certificates from a throwaway CA made for this file, nodemailer as
 * the sending client (Exchange Online's side), a second smtp-server as a next hop that reads the client certificate.
 */

const SENDER = 'ann@served.example';
const EXCHANGE_NAME = 'mail.protection.outlook.com';
let ca: ThrowawayCa;
let otherCa: ThrowawayCa;
let relayCert: Issued;
let hopCert: Issued;
let exchangeClient: Issued;
let otherClient: Issued;
let untrustedExchange: Issued;
let untrustedHop: Issued;

beforeAll(async () => {
  [ca, otherCa] = await Promise.all([throwawayCa(), throwawayCa('Someone Else CA')]);
  [relayCert, hopCert, exchangeClient, otherClient, untrustedExchange, untrustedHop] = await Promise.all([
    ca.issue('relay.test', ['relay.test']),
    ca.issue('next-hop.test', ['next-hop.test']),
    // As Exchange Online's outbound certificate: the name in the CN, the endpoints as a wildcard SAN.
    ca.issue(EXCHANGE_NAME, [`*.${EXCHANGE_NAME}`]),
    ca.issue('mx.other.example', ['mx.other.example']),
    otherCa.issue(EXCHANGE_NAME, [EXCHANGE_NAME]),
    otherCa.issue('next-hop.test', ['next-hop.test']),
  ]);
});
afterAll(async () => {
  await Promise.all([ca?.remove(), otherCa?.remove()]);
});

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

function relayTls(extra: Partial<RelayTls> = {}): RelayTls {
  return { cert: relayCert.cert, key: relayCert.key, ...extra };
}

async function hop(options: Parameters<typeof startTlsHop>[0] = {}) {
  const started = await startTlsHop(options);
  cleanups.push(() => started.stop());
  return started;
}

async function relay(options: Partial<RelayOptions> & Pick<RelayOptions, 'nextHop'>) {
  const reports: RelayReport[] = [];
  const started = await startRelay({
    host: '127.0.0.1',
    port: 0,
    served: async (sender) => sender.endsWith('@served.example'),
    onOutcome: (r) => reports.push(r),
    closeTimeoutMs: 2000,
    ...options,
  });
  cleanups.push(() => started.close());
  return { port: started.port, reports };
}

/** Sends as Exchange Online would: STARTTLS required, the relay's certificate verified, optionally a client certificate. */
function send(port: number, tls: ConnectionOptions | 'plain', to = ['bob@elsewhere.example']) {
  const transport =
    tls === 'plain'
      ? nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true })
      : nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, requireTLS: true, tls: { ca: ca.cert, ...tls } });
  return transport.sendMail({ envelope: { from: SENDER, to }, raw: 'From: ann@served.example\r\nSubject: hello\r\n\r\nHello\r\n' });
}

async function failure(sending: Promise<unknown>): Promise<{ responseCode?: number; response?: string; message: string }> {
  try {
    await sending;
  } catch (err) {
    return err as { responseCode?: number; response?: string; message: string };
  }
  throw new Error('the relay accepted a message it should have refused');
}

describe('relay TLS: the listening side', () => {
  it('offers no STARTTLS without a certificate', async () => {
    const next = await hop();
    const { port } = await relay({ nextHop: { host: '127.0.0.1', port: next.port } });

    const talk = await smtpTalk(port);
    const ehlo = await talk.send('EHLO client.example');
    talk.end();

    expect(ehlo).toMatch(/^250[ -]/);
    expect(ehlo).not.toMatch(/STARTTLS/);
  });

  it('offers STARTTLS with its certificate, TLS 1.2 or later only, and takes plain SMTP too when no client names are set', async () => {
    const next = await hop();
    const { port } = await relay({ nextHop: { host: '127.0.0.1', port: next.port }, tls: relayTls() });

    const talk = await smtpTalk(port);
    expect(await talk.send('EHLO client.example')).toMatch(/^250[ -]STARTTLS$/m);
    talk.end();

    const info = await send(port, { minVersion: 'TLSv1.2' });
    expect(info.response).toMatch(/^250 /);
    const old = await failure(send(port, { minVersion: 'TLSv1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT@SECLEVEL=0' }));
    expect(old.message).toMatch(/protocol|version|TLS/i);
    await send(port, 'plain');
    expect(next.messages.map((m) => m.to)).toEqual([['bob@elsewhere.example'], ['bob@elsewhere.example']]);
  });

  describe('with client names', () => {
    async function guarded() {
      const next = await hop();
      const started = await relay({
        nextHop: { host: '127.0.0.1', port: next.port },
        tls: relayTls({ clientNames: [EXCHANGE_NAME], clientCa: ca.cert }),
      });
      return { next, ...started };
    }

    it('takes mail over TLS from a client whose verified certificate carries one of the names', async () => {
      const { next, port, reports } = await guarded();

      const info = await send(port, { cert: exchangeClient.cert, key: exchangeClient.key });

      expect(info.response).toMatch(/^250 2\.0\.0 Accepted by the next hop/);
      expect(next.messages).toHaveLength(1);
      expect(reports[0].outcome).toMatchObject({ status: 'unchanged' });
    });

    it('refuses MAIL FROM without TLS: 530 5.7.0', async () => {
      const { next, port, reports } = await guarded();

      const talk = await smtpTalk(port);
      await talk.send('EHLO client.example');
      expect(await talk.send(`MAIL FROM:<${SENDER}>`)).toBe('530 5.7.0 Must issue a STARTTLS command first');
      talk.end();

      expect(reports[0]).toMatchObject({ sender: SENDER, outcome: { status: 'refused', code: 530 } });
      expect(next.messages).toEqual([]);
    });

    it('refuses MAIL FROM over TLS without a client certificate: 530 5.7.0', async () => {
      const { next, port } = await guarded();

      const refused = await failure(send(port, {}));

      expect(refused.responseCode).toBe(530);
      expect(refused.response).toMatch(/^530 5\.7\.0 A client certificate is required/);
      expect(next.messages).toEqual([]);
    });

    it('refuses a certificate with the right name from a CA it does not trust: 550 5.7.1', async () => {
      const { next, port } = await guarded();

      const refused = await failure(send(port, { cert: untrustedExchange.cert, key: untrustedExchange.key }));

      expect(refused.responseCode).toBe(550);
      expect(refused.response).toMatch(/^550 5\.7\.1 Relaying denied: the client certificate is not accepted, it is not trusted/);
      expect(next.messages).toEqual([]);
    });

    it('trusts only the public roots when no CA is configured: a private CA’s certificate is refused', async () => {
      const next = await hop();
      const { port } = await relay({ nextHop: { host: '127.0.0.1', port: next.port }, tls: relayTls({ clientNames: [EXCHANGE_NAME] }) });

      const refused = await failure(send(port, { cert: exchangeClient.cert, key: exchangeClient.key }));

      expect(refused.response).toMatch(/^550 5\.7\.1 .*it is not trusted \([A-Z_]+\)$/);
      expect(next.messages).toEqual([]);
    });

    it('refuses a trusted certificate that names someone else: 550 5.7.1', async () => {
      const { next, port, reports } = await guarded();

      const refused = await failure(send(port, { cert: otherClient.cert, key: otherClient.key }));

      expect(refused.response).toBe('550 5.7.1 Relaying denied: the client certificate is not accepted, it names mx.other.example');
      expect(reports[0].outcome).toMatchObject({ status: 'refused', code: 550 });
      expect(next.messages).toEqual([]);
    });
  });
});

describe('relay TLS: to the next hop', () => {
  it('presents its own certificate to a next hop that offers STARTTLS (opportunistic, from SMTP_NEXT_HOP)', async () => {
    const next = await hop({ cert: hopCert.cert, key: hopCert.key, ca: ca.cert });
    const { port } = await relay({ nextHop: nextHopFromConfig(`127.0.0.1:${next.port}`, relayTls()) });

    await send(port, 'plain');

    expect(next.messages.map((m) => ({ secure: m.secure, clientCn: m.clientCn }))).toEqual([{ secure: true, clientCn: 'relay.test' }]);
  });

  it('falls back to plain text when a loopback next hop fails the TLS handshake (opportunistic)', async () => {
    // This next hop insists on a client certificate from a CA that did not issue the relay's: the handshake fails.
    const next = await hop({
      cert: hopCert.cert,
      key: hopCert.key,
      tls: { ca: otherCa.cert, requestCert: true, rejectUnauthorized: true },
    });
    const { port, reports } = await relay({ nextHop: nextHopFromConfig(`127.0.0.1:${next.port}`, relayTls()) });

    await send(port, 'plain');

    expect(next.messages.map((m) => m.secure)).toEqual([false]);
    expect(reports[0].outcome).toMatchObject({ status: 'unchanged' });
  });

  it('answers 451 4.4.1 and sends nothing when STARTTLS is required and the next hop does not offer it', async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.stop());
    const { port } = await relay({ nextHop: { host: '127.0.0.1', port: sink.port, requireTls: true } });

    const refused = await failure(send(port, 'plain'));

    expect(refused.response).toMatch(/^451 4\.4\.1 Next hop unavailable/);
    expect(await sink.messages()).toEqual([]);
  });

  it('answers 451 4.4.1 when STARTTLS is required and the next hop certificate does not verify', async () => {
    const next = await hop({ cert: hopCert.cert, key: hopCert.key, ca: ca.cert });
    const { port } = await relay({
      nextHop: {
        host: '127.0.0.1',
        port: next.port,
        requireTls: true,
        tls: { ca: otherCa.cert, cert: relayCert.cert, key: relayCert.key },
      },
    });

    const refused = await failure(send(port, 'plain'));

    expect(refused.response).toMatch(/^451 4\.4\.1 /);
    expect(next.messages).toEqual([]);
  });
});

describe('relay TLS: a next hop off loopback, as SMTP_NEXT_HOP_TLS says', () => {
  /**
   * The next hop `nextHopFromConfig` gives for `next-hop.test` (off loopback), reached at this test's next hop on
   * 127.0.0.1: only the address changes, what it must prove (TLS, the CA, the name) stays what the settings made.
   */
  function offLoopback(port: number, trust?: NextHopTrust): NextHop {
    const hop = nextHopFromConfig('next-hop.test:25', relayTls(), trust) as NextHop;
    return { ...hop, host: '127.0.0.1', port };
  }

  it('answers 451 4.4.1 to a certificate from a CA it does not trust, and sends nothing, encrypted or plain', async () => {
    const next = await hop({ cert: untrustedHop.cert, key: untrustedHop.key });
    for (const trust of [undefined, { mode: 'verify', ca: ca.cert } as const]) {
      const { port, reports } = await relay({ nextHop: offLoopback(next.port, trust) });

      const refused = await failure(send(port, 'plain'));

      expect(refused.response).toMatch(/^451 4\.4\.1 Next hop unavailable, try again later \(TLS failed: /);
      expect(reports[0].outcome).toMatchObject({ status: 'refused', code: 451 });
    }
    expect(next.messages).toEqual([]);
  });

  it('delivers over verified TLS once the next hop’s CA is configured, presenting the relay’s certificate', async () => {
    const next = await hop({ cert: hopCert.cert, key: hopCert.key, ca: ca.cert });
    const { port } = await relay({ nextHop: offLoopback(next.port, { mode: 'verify', ca: ca.cert }) });

    const info = await send(port, 'plain');

    expect(info.response).toMatch(/^250 2\.0\.0 Accepted by the next hop/);
    expect(next.messages.map((m) => ({ secure: m.secure, clientCn: m.clientCn }))).toEqual([{ secure: true, clientCn: 'relay.test' }]);
  });

  it('checks the name: a trusted certificate for another name is refused, the configured name is taken', async () => {
    const next = await hop({ cert: hopCert.cert, key: hopCert.key });
    const wrongName = await relay({ nextHop: offLoopback(next.port, { mode: 'verify', ca: ca.cert, certName: 'other-hop.test' }) });
    const refused = await failure(send(wrongName.port, 'plain'));
    expect(refused.response).toMatch(/^451 4\.4\.1 .*TLS failed: .*other-hop\.test/);
    expect(next.messages).toEqual([]);

    const byAddress = {
      ...(nextHopFromConfig('10.0.0.5:25', relayTls(), { mode: 'verify', ca: ca.cert, certName: 'next-hop.test' }) as NextHop),
    };
    const { port } = await relay({ nextHop: { ...byAddress, host: '127.0.0.1', port: next.port } });
    await send(port, 'plain');
    expect(next.messages.map((m) => m.secure)).toEqual([true]);
  });

  it('answers 451 4.4.1 to a next hop that offers no STARTTLS, whatever it answers to it, and sends nothing', async () => {
    const withoutTls = await hop();
    const sink = await startSmtpSink();
    cleanups.push(() => sink.stop());
    for (const next of [withoutTls.port, sink.port]) {
      const { port } = await relay({ nextHop: offLoopback(next) });
      const refused = await failure(send(port, 'plain'));
      expect(refused.response).toMatch(/^451 4\.4\.1 Next hop unavailable, try again later \(TLS failed: /);
    }
    expect(withoutTls.messages).toEqual([]);
    expect(await sink.messages()).toEqual([]);
  });

  it('with SMTP_NEXT_HOP_TLS=insecure, takes any certificate, and plain text from a next hop without STARTTLS', async () => {
    const untrusted = await hop({ cert: untrustedHop.cert, key: untrustedHop.key });
    const withoutTls = await hop();
    for (const next of [untrusted, withoutTls]) {
      const { port } = await relay({ nextHop: offLoopback(next.port, { mode: 'insecure' }) });
      expect((await send(port, 'plain')).response).toMatch(/^250 /);
    }
    expect([...untrusted.messages, ...withoutTls.messages].map((m) => m.secure)).toEqual([true, false]);
  });
});
