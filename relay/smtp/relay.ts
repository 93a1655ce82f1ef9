import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { parseAllowedSources } from './allowed-sources.js';
import { relayMessage, type MessageHandling } from './message-handler.js';
import { RELAY_DEFAULTS, type RelayOptions } from './options.js';
import { SmtpReply, localError, senderCheckUnavailable, senderNotServed, sourceNotAllowed, tooManyRecipients } from './replies.js';
import type { MessageTransform, RelayEnvelope, RelayReport } from './types.js';

export interface StartedRelay {
  readonly host: string;
  readonly port: number;
  /** Stops accepting connections, lets open sessions finish (up to closeTimeoutMs), then resolves. */
  close(): Promise<void>;
}

const passThrough: MessageTransform = async (message) => ({
  stream: message.open(),
  outcome: { status: 'unchanged', reason: 'no transform' },
});

/**
 * Starts the SMTP relay: it takes mail only from the allowed sources and for served senders, and answers a message only
 * with what the next hop answered for it (no local queue).
 */
export async function startRelay(options: RelayOptions): Promise<StartedRelay> {
  const allowed = parseAllowedSources(options.allowedSources ?? RELAY_DEFAULTS.allowedSources);
  const maxRecipients = options.maxRecipients ?? RELAY_DEFAULTS.maxRecipients;
  const report = (entry: RelayReport) => {
    try {
      options.onOutcome?.(entry);
    } catch {
      // A broken listener must not change what the relay answers.
    }
  };
  const handling: MessageHandling = {
    nextHop: options.nextHop,
    maxMessageBytes: options.maxMessageBytes ?? RELAY_DEFAULTS.maxMessageBytes,
    transform: options.transform ?? passThrough,
    transformTimeoutMs: options.transformTimeoutMs ?? RELAY_DEFAULTS.transformTimeoutMs,
    name: options.name,
    spoolDirectory: options.spoolDirectory,
    report,
  };
  const refusedAt = (session: SMTPServerSession, sender: string | null, reply: SmtpReply, reason = reply.message) =>
    report({
      sender,
      recipients: 0,
      remoteAddress: session.remoteAddress,
      outcome: { status: 'refused', code: reply.responseCode, reason },
      bytes: 0,
      nextHop: null,
    });

  const server = new SMTPServer({
    name: options.name,
    banner: 'signature relay',
    size: handling.maxMessageBytes,
    maxClients: options.maxConnections ?? RELAY_DEFAULTS.maxConnections,
    closeTimeout: options.closeTimeoutMs ?? RELAY_DEFAULTS.closeTimeoutMs,
    // Nobody logs in: who may send is decided by source address and sender. STARTTLS needs a certificate, which
    // the Azure deployment adds (issue 34); until then the relay speaks plain SMTP.
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    onConnect(session, callback) {
      if (allowed.allows(session.remoteAddress)) return callback();
      const reply = sourceNotAllowed(session.remoteAddress);
      refusedAt(session, null, reply);
      callback(reply);
    },
    onMailFrom(address, session, callback) {
      options.served(address.address).then(
        (served) => {
          if (served) return callback();
          const reply = senderNotServed(address.address);
          refusedAt(session, address.address, reply);
          callback(reply);
        },
        (err: unknown) => {
          const reply = senderCheckUnavailable();
          refusedAt(session, address.address, reply, `sender check failed: ${err instanceof Error ? err.message : String(err)}`);
          callback(reply);
        },
      );
    },
    onRcptTo(address, session, callback) {
      const recipients = session.envelope.rcptTo;
      const known = recipients.some((r) => r.address.toLowerCase() === address.address.toLowerCase());
      if (!known && recipients.length >= maxRecipients) return callback(tooManyRecipients(maxRecipients));
      callback();
    },
    onData(stream, session, callback) {
      relayMessage(stream as Readable, envelopeOf(session), handling).then(
        (answer) => (answer.accepted ? callback(null, answer.text) : callback(answer.reply)),
        () => callback(localError()),
      );
    },
  });
  // Socket errors of one client (a reset mid-command) arrive here; they concern only that client.
  server.on('error', () => {});

  const host = options.host ?? RELAY_DEFAULTS.host;
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? RELAY_DEFAULTS.port, host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return { host, port, close: () => (closing ??= new Promise<void>((resolve) => server.close(() => resolve()))) };
}

function envelopeOf(session: SMTPServerSession): RelayEnvelope {
  const { mailFrom, rcptTo } = session.envelope;
  return {
    sender: mailFrom ? mailFrom.address : '',
    recipients: rcptTo.map((r) => r.address),
    remoteAddress: session.remoteAddress,
  };
}
