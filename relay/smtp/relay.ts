import type { Readable } from 'node:stream';
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server';
import type { TLSSocket } from 'node:tls';
import { parseAllowedSources } from './allowed-sources.js';
import { ByteBudget } from './byte-budget.js';
import { clientIdentityOf, clientRefusal, listeningTlsOptions, type ClientIdentity } from './listening-tls.js';
import { listenSmtp } from './listening.js';
import { relayMessage, type MessageHandling } from './message-handler.js';
import { serverSpan, tracingOn } from '../../shared/metrics/tracing.js';
import { nextHopFor, type NextHop } from './next-hop.js';
import { NextHopSessions } from './next-hop-sessions.js';
import { RELAY_DEFAULTS, type RelayOptions } from './options.js';
import {
  SmtpReply,
  insufficientStorage,
  localError,
  nextHopLookupFailed,
  senderCheckUnavailable,
  senderNotServed,
  sourceNotAllowed,
  tooManyConnections,
  tooManyRecipients,
} from './replies.js';
import type { MessageTransform, RelayEnvelope, RelayReport } from './types.js';

export interface StartedRelay {
  readonly host: string;
  readonly port: number;
  /** Bytes the messages under way hold now: in the spool, and in memory while the transform reads them. */
  inFlight(): { readonly spoolBytes: number; readonly memoryBytes: number };
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
  const clientNames = options.tls?.clientNames;
  // What each connection proved over TLS, and the next hop chosen at its MAIL FROM for the message under way.
  const identities = new WeakMap<SMTPServerSession, ClientIdentity>();
  const hops = new WeakMap<SMTPServerSession, NextHop>();
  const serverNames = new WeakMap<SMTPServerSession, string>();
  const fixedHop = typeof options.nextHop === 'function' ? undefined : options.nextHop;
  const maxConnections = options.maxConnections ?? RELAY_DEFAULTS.maxConnections;
  const spoolBudget = new ByteBudget(options.spoolBudgetBytes ?? Infinity);
  const memoryBudget = new ByteBudget(options.memoryBudgetBytes ?? Infinity);
  const sessions = new NextHopSessions(options.nextHopSessions);
  const handling: Omit<MessageHandling, 'nextHop'> = {
    maxMessageBytes: options.maxMessageBytes ?? RELAY_DEFAULTS.maxMessageBytes,
    admit: options.admit,
    transform: options.transform ?? passThrough,
    transformTimeoutMs: options.transformTimeoutMs ?? RELAY_DEFAULTS.transformTimeoutMs,
    name: options.name,
    stampPassed: options.stampPassed,
    spoolDirectory: options.spoolDirectory,
    spoolBudget,
    memoryBudget,
    report,
    sessions,
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
    closeTimeout: options.closeTimeoutMs ?? RELAY_DEFAULTS.closeTimeoutMs,
    // Nobody logs in: who may send is decided by source address, client certificate and sender. STARTTLS is offered
    // when the relay has a certificate; without one it speaks plain SMTP.
    disabledCommands: options.tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(options.tls ? listeningTlsOptions(options.tls) : {}),
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    onConnect(session, callback) {
      // The connection limit is kept here, not by smtp-server's maxClients: its 421 has no enhanced code and no report.
      const reply = !allowed.allows(session.remoteAddress)
        ? sourceNotAllowed(session.remoteAddress)
        : server.connections.size > maxConnections
          ? tooManyConnections()
          : null;
      if (!reply) return callback();
      refusedAt(session, null, reply);
      callback(reply);
    },
    onSecure(socket, session, callback) {
      identities.set(session, clientIdentityOf(socket as TLSSocket));
      const serverName = (socket as TLSSocket).servername;
      if (typeof serverName === 'string' && serverName) serverNames.set(session, serverName.toLowerCase());
      callback();
    },
    onMailFrom(address, session, callback) {
      hops.delete(session);
      const refuse = (reply: SmtpReply, reason?: string) => {
        refusedAt(session, address.address, reply, reason);
        callback(reply);
      };
      const notClient = clientRefusal(clientNames, session.secure, identities.get(session));
      if (notClient) return refuse(notClient);
      if (!spoolBudget.fits(declaredSize(address))) return refuse(insufficientStorage());
      void (async () => {
        const sender = address.address;
        let served: boolean;
        try {
          served = await options.served(sender, { serverName: serverNames.get(session) ?? null });
        } catch (err) {
          return refuse(senderCheckUnavailable(), `sender check failed: ${messageOf(err)}`);
        }
        if (!served) return refuse(senderNotServed(sender));
        // The null sender has no domain to route by: its next hop is chosen at DATA, by the From it is admitted for.
        if (fixedHop || sender === '') return callback();
        try {
          hops.set(session, await nextHopFor(options.nextHop, { sender, remoteAddress: session.remoteAddress }));
        } catch (err) {
          return refuse(nextHopLookupFailed(messageOf(err)), `next hop lookup failed: ${messageOf(err)}`);
        }
        callback();
      })();
    },
    onRcptTo(address, session, callback) {
      const recipients = session.envelope.rcptTo;
      const known = recipients.some((r) => r.address.toLowerCase() === address.address.toLowerCase());
      if (!known && recipients.length >= maxRecipients) return callback(tooManyRecipients(maxRecipients));
      callback();
    },
    onData(stream, session, callback) {
      const nullSender = !session.envelope.mailFrom || session.envelope.mailFrom.address === '';
      const remoteAddress = session.remoteAddress;
      const nextHop: MessageHandling['nextHop'] | undefined =
        fixedHop ??
        hops.get(session) ??
        (nullSender ? (routeAs: string) => nextHopFor(options.nextHop, { sender: routeAs, remoteAddress }) : undefined);
      if (!nextHop) {
        // Not reachable: MAIL FROM succeeds only once the next hop is known. Drained, so the client hears the answer.
        stream.resume();
        return stream.once('end', () => callback(localError()));
      }
      const relaying = () =>
        relayMessage(stream as Readable, envelopeOf(session, serverNames.get(session) ?? null), { ...handling, nextHop });
      // Each message its own trace (a server span): the service's storage calls and the next hop are its children.
      (tracingOn() ? serverSpan('relay message', undefined, relaying) : relaying()).then(
        (answer) => (answer.accepted ? callback(null, answer.text) : callback(answer.reply)),
        () => callback(localError()),
      );
    },
  });
  const host = options.host ?? RELAY_DEFAULTS.host;
  const listening = await listenSmtp(server, host, options.port ?? RELAY_DEFAULTS.port);
  const inFlight = () => ({ spoolBytes: spoolBudget.inUse, memoryBytes: memoryBudget.inUse });
  const close = async () => {
    await listening.close();
    // After the last message: a session it handed back is ended too.
    sessions.close();
  };
  return { host, port: listening.port, inFlight, close };
}

/** The size a client declared at MAIL FROM (RFC 1870 SIZE, digits only as smtp-server checked), else 0. */
function declaredSize(address: SMTPServerAddress): number {
  const size = (address.args as { SIZE?: string }).SIZE;
  return size ? Number(size) : 0;
}

function envelopeOf(session: SMTPServerSession, serverName: string | null): RelayEnvelope {
  const { mailFrom, rcptTo } = session.envelope;
  return {
    sender: mailFrom ? mailFrom.address : '',
    recipients: rcptTo.map((r) => r.address),
    remoteAddress: session.remoteAddress,
    serverName,
  };
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
