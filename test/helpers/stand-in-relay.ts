import nodemailer from 'nodemailer';
import { startServerSideRelay } from '../../relay/server-side/index.js';
import { fixture } from '../unit/relay-mime-helpers.js';
import { fromExchange, relaySigningStandIn, testRelayConfig } from './relay-signing.js';
import { startSmtpSink } from './smtp-sink.js';

/**
 * The relay with the stand-in service signing for contoso.com, before a sink as its next hop, and `send`: a Gmail
 * reply from ann@contoso.com through it, answering the SMTP code it got. Both are stopped by the test's cleanups.
 */
export async function standInRelay(cleanups: (() => Promise<unknown>)[]) {
  const nextHop = await startSmtpSink();
  cleanups.push(() => nextHop.stop());
  const signing = relaySigningStandIn({
    domain: 'contoso.com',
    signature: { html: '<p id="relay-signature">Ann Lee</p>', text: 'Ann Lee', images: [] },
  });
  const relay = await startServerSideRelay({ config: testRelayConfig(nextHop.port), signing, tuning: { closeTimeoutMs: 2000 } });
  cleanups.push(() => relay.close());
  const raw = fromExchange(fixture('gmail-reply.eml'));
  const send = () =>
    nodemailer
      .createTransport({ host: '127.0.0.1', port: relay.port, secure: false, ignoreTLS: true })
      .sendMail({ envelope: { from: 'ann@contoso.com', to: ['bob@example.com'] }, raw })
      .then(
        () => 250,
        (err: { responseCode?: number }) => err.responseCode,
      );
  return { nextHop, signing, relay, send };
}
