import nodemailer from 'nodemailer';
import { startServerSideRelay, type ServerSideRelayOptions, type StartedServerSideRelay } from '../../relay/server-side/index.js';
import type { ServerSideSigning } from '../../shared/server-side/contract.js';
import { testRelayConfig } from './relay-signing.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

export interface RelayBeside {
  relay: StartedServerSideRelay;
  /** The relay's next hop: a real SMTP server that keeps what it receives. */
  nextHop: SmtpSink;
  /** Sends these bytes through the relay as they are, on a connection of their own. */
  send(raw: Buffer, from: string, to?: string[]): Promise<unknown>;
  close(): Promise<void>;
}

/** A nodemailer client of the relay on loopback, in plain text (the tests' relays offer no TLS unless they say so). */
export const relayClient = (port: number) => nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });

/**
 * The composed server-side relay asking `signing` (a test host's `services.serverSide`, or a stand-in), with a real
 * SMTP sink as its next hop; closed within two seconds so a test file never waits on a session left open.
 */
export async function startRelayBeside(signing: ServerSideSigning, tuning: ServerSideRelayOptions['tuning'] = {}): Promise<RelayBeside> {
  const nextHop = await startSmtpSink();
  const relay = await startServerSideRelay({ config: testRelayConfig(nextHop.port), signing, tuning: { closeTimeoutMs: 2000, ...tuning } });
  return {
    relay,
    nextHop,
    send: (raw, from, to = ['bob@example.com']) => relayClient(relay.port).sendMail({ envelope: { from, to }, raw }),
    close: async () => {
      await relay.close();
      await nextHop.stop();
    },
  };
}
