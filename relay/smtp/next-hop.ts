import type { ConnectionOptions } from 'node:tls';
import { Readable } from 'node:stream';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import './data-escaping.js';
import { HeaderTap, deliveryReport, type RefusedRecipient } from './delivery-report.js';
import { isLoopbackHost } from './loopback.js';
import { sessionKey, type KeptSession, type NextHopSessions } from './next-hop-sessions.js';

export interface NextHop {
  readonly host: string;
  readonly port: number;
  /** TLS options for STARTTLS (the relay's certificate as client certificate, the CAs, the name to verify). */
  readonly tls?: ConnectionOptions;
  /**
   * STARTTLS or nothing, even on loopback: a next hop that does not offer it, or whose certificate does not verify, is
   * unavailable. A next hop that is not on loopback is always taken this way unless it is `insecure`.
   */
  readonly requireTls?: boolean;
  /**
   * The operator's explicit choice (`SMTP_NEXT_HOP_TLS=insecure`): STARTTLS when offered, and plain text when it is not
   * or when the handshake fails. A loopback next hop (the local mail sink) is taken this way without it.
   */
  readonly insecure?: boolean;
  /** How long to wait to connect, for the greeting, and for any answer once connected. */
  readonly timeoutMs?: number;
}

/** What a next hop is chosen by: the envelope as it stands at MAIL FROM. */
export interface NextHopEnvelope {
  readonly sender: string;
  readonly remoteAddress: string;
}

/**
 * One next hop for every message, or one chosen per message (each organisation's own Exchange Online endpoint). A choice
 * that rejects is a temporary failure for that message: it never falls back to another next hop.
 */
export type NextHopChoice = NextHop | ((envelope: NextHopEnvelope) => Promise<NextHop>);

export type DeliveryResult =
  | {
      readonly status: 'accepted';
      readonly response: string;
      /** Recipients the next hop refused while it took the message for the others; their sender was sent a report. */
      readonly refused?: readonly RefusedRecipient[];
    }
  /** Not reachable, timed out, or a temporary (4xx) answer: the sender should try again. */
  | { readonly status: 'unavailable'; readonly reason: string }
  /** A permanent (5xx) answer to the envelope or the message. */
  | { readonly status: 'refused'; readonly code: number; readonly response: string }
  /** The message stream failed while it was being sent (a transform that broke mid-way); nothing was delivered. */
  | { readonly status: 'message-failed'; readonly reason: string };

const DEFAULT_TIMEOUT_MS = 30_000;

/** Reads `host:port` or `[ipv6]:port`. */
export function parseNextHop(text: string): Pick<NextHop, 'host' | 'port'> {
  const match = /^\[([^\]]+)\]:(\d{1,5})$/.exec(text.trim()) ?? /^([^:[\]]+):(\d{1,5})$/.exec(text.trim());
  const port = match ? Number(match[2]) : NaN;
  if (!match || port < 1 || port > 65_535) throw new Error(`Next hop "${text}" is not host:port`);
  return { host: match[1], port };
}

/**
 * Whether this next hop may get the message in plain text: only on loopback or when the operator said `insecure`, and
 * never when it requires TLS. Anywhere else, STARTTLS with the certificate checked (Node's defaults: verified, the
 * name the host's unless `tls.servername` says another) or nothing.
 */
export function plainTextAllowed(hop: NextHop): boolean {
  return !hop.requireTls && (hop.insecure === true || isLoopbackHost(hop.host));
}

/** The next hop for this envelope: the fixed one, or the one the choice names (it may reject). */
export async function nextHopFor(choice: NextHopChoice, envelope: NextHopEnvelope): Promise<NextHop> {
  return typeof choice === 'function' ? choice(envelope) : choice;
}

type Envelope = { readonly sender: string; readonly recipients: readonly string[] };

/**
 * Sends one message to the next hop on a connection of its own and says how it went. When the next hop takes the
 * message for some recipients and refuses others, it counts as accepted: those recipients have it, so a retry by the
 * client would duplicate it for them. The sender is told about the others instead, by a delivery status notification
 * sent through the same next hop. When every recipient is refused, the answer is the first refusal.
 */
export async function deliverToNextHop(
  hop: NextHop,
  envelope: Envelope,
  message: Readable | Promise<Readable | null>,
  name?: string,
  /** Sessions kept open between messages (the relay's own): a kept one to this next hop is used, and this one kept. */
  sessions?: NextHopSessions,
): Promise<DeliveryResult> {
  const arrivalDate = new Date();
  // The header block is kept as it passes, for the report a partial refusal sends.
  const tap = new HeaderTap();
  // A failing message fails the tap too; the attempt hears it from the message itself.
  tap.on('error', () => {});
  // The message may still be in the making (the rewrite): the connection is opened and greeted meanwhile, so the
  // rewrite's time hides behind the next hop's round trips instead of adding to them.
  const ready = Promise.resolve(message).then((stream) => {
    if (stream && !stream.errored) {
      stream.on('error', (err) => tap.destroy(err));
      stream.pipe(tap);
    }
    return stream;
  });
  try {
    const result = await attemptWithFallback(hop, envelope, ready, () => tap, name, sessions);
    if (result.status !== 'accepted' || !result.refused) return result;
    const report = deliveryReport({
      sender: envelope.sender,
      refused: result.refused,
      remoteMta: hop.host,
      reportingMta: name,
      originalHeaders: tap.headers,
      arrivalDate,
    });
    const notice = await notifySender(hop, envelope.sender, report, name, sessions);
    const names = result.refused.map((r) => r.recipient).join(', ');
    return { ...result, response: `${result.response} (refused for ${names}; ${notice})` };
  } finally {
    const stream = await ready;
    if (stream && !stream.destroyed) stream.destroy();
    if (!tap.destroyed) tap.destroy();
  }
}

/** Sends the delivery report with the null sender (RFC 5321 4.5.5: no report is ever sent about it). */
async function notifySender(hop: NextHop, sender: string, report: Buffer, name?: string, sessions?: NextHopSessions): Promise<string> {
  if (!sender) return 'the sender is empty, no report sent';
  const sent = await attemptWithFallback(
    hop,
    { sender: '', recipients: [sender] },
    undefined,
    () => Readable.from([report]),
    name,
    sessions,
  );
  if (sent.status === 'accepted' && !sent.refused) return `report sent to the sender: ${sent.response}`;
  if (sent.status === 'accepted') return `report refused for the sender: ${sent.refused?.[0]?.response ?? ''}`;
  return `report not sent: ${sent.status === 'refused' ? sent.response : sent.reason}`;
}

type Attempt =
  | DeliveryResult
  | { readonly status: 'tls-failed'; readonly reason: string }
  /** A kept session that had ended or failed before a byte of the message was sent: a new one may carry it. */
  | { readonly status: 'stale'; readonly reason: string };

/**
 * One attempt, and a second in plain text when STARTTLS failed and the next hop may take plain text (opportunistic TLS,
 * RFC 7435: loopback or `insecure` only). Nothing was sent before the session was up, so the second cannot duplicate.
 * A next hop that must have TLS and fails it is unavailable (a temporary failure: it may be fixed), never a refusal.
 */
async function attemptWithFallback(
  hop: NextHop,
  envelope: Envelope,
  source: Promise<Readable | null> | undefined,
  message: () => Readable,
  name: string | undefined,
  sessions: NextHopSessions | undefined,
): Promise<DeliveryResult> {
  // A kept session first; when it turns out stale, a new one (nothing of the message was sent, so nothing is sent twice).
  const onSession = async (plain: boolean) => {
    const keeping = sessions && { sessions, key: sessionKey(hop, name, plain) };
    const kept = keeping?.sessions.take(keeping.key);
    const first = await attempt(hop, envelope, source, message(), name, { plain, keeping, kept });
    return first.status === 'stale' ? attempt(hop, envelope, source, message(), name, { plain, keeping }) : first;
  };
  let result = await onSession(false);
  if (result.status === 'tls-failed' && plainTextAllowed(hop)) result = await onSession(true);
  if (result.status === 'tls-failed' || result.status === 'stale') return { status: 'unavailable', reason: result.reason };
  return result;
}

/**
 * Whether a kept session's failure means only that the session was no longer usable, before a byte of the message was
 * read: the connection failed, or the next hop closed the session (421, as after its own idle or message limits). Any
 * other answer is the next hop's word on this message, as it would be on a new session.
 */
function staleSession(err: SMTPConnection.SMTPError, sent: Readable): boolean {
  return (err.responseCode === undefined || err.responseCode === 421) && err.code !== 'ESTREAM' && !sent.readableDidRead;
}

/**
 * `message` as a stream that reads nothing of it until it is read itself (an async generator's body, and so its reads
 * of `message`, starts on the first read). Destroyed unread, it leaves `message` as it was; once read, it is `message`.
 */
const unreadView = (message: Readable): Readable => Readable.from(message, { objectMode: false });

function attempt(
  hop: NextHop,
  envelope: Envelope,
  source: Promise<Readable | null> | undefined,
  message: Readable,
  name: string | undefined,
  /** `keeping`: where the session goes once the next hop took the message, and under which key. */
  on: { plain: boolean; keeping?: { sessions: NextHopSessions; key: string }; kept?: KeptSession },
): Promise<Attempt> {
  const { plain, keeping, kept } = on;
  // On a kept session the message goes as a view that takes nothing from it until read: a session found dead before
  // then lets go of the view (nodemailer destroys what it was given), and the message is whole for a new session.
  const sent = kept ? unreadView(message) : message;
  const timeout = hop.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const connection =
    kept?.connection ??
    new SMTPConnection({
      host: hop.host,
      port: hop.port,
      name,
      tls: hop.tls,
      requireTLS: !plainTextAllowed(hop),
      ignoreTLS: plain && plainTextAllowed(hop),
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      logger: false,
    });
  // BODY=8BITMIME whenever the next hop offers it: the client's message or the rewrite may carry 8-bit text.
  const mailEnvelope = { from: envelope.sender, to: [...envelope.recipients], use8BitMime: true };
  return new Promise((resolve) => {
    let settled = false;
    let connected = kept !== undefined;
    const finish = (result: Attempt) => {
      if (settled) return;
      settled = true;
      if (result.status !== 'accepted') connection.close();
      else if (!keeping) connection.quit();
      else {
        // The session is handed on whole: the keeping listens to it from now on.
        connection.off('error', failed);
        keeping.sessions.keep(keeping.key, connection, (kept?.messages ?? 0) + 1);
      }
      resolve(result);
    };
    // A kept session's failure may only say that the session was no longer usable; any other is the next hop's answer.
    const outcomeOf = (err: SMTPConnection.SMTPError): Attempt =>
      kept && staleSession(err, sent) ? { status: 'stale', reason: err.message } : classify(err);
    const failed = (err: SMTPConnection.SMTPError) => {
      // Before the session is up, a failure once STARTTLS began is a TLS failure (with TLS 1.3 a next hop that refuses
      // the relay's certificate says so only after the client saw the handshake end), whatever code the next hop gave.
      const tlsBegun = (connection as { upgrading?: boolean }).upgrading === true || connection.secure;
      if (!connected && !plain && (err.code === 'ETLS' || tlsBegun)) {
        return finish({ status: 'tls-failed', reason: `TLS failed: ${err.message}` });
      }
      finish(outcomeOf(err));
    };
    // The connection can report a socket error after it has settled; it changes nothing then.
    connection.on('error', failed);
    const messageFailed = (err: Error) => finish({ status: 'message-failed', reason: err.message });
    // Also before the connection reads the message: a stream that fails then would otherwise leave DATA waiting for an
    // end that never comes.
    if (!source) message.on('error', messageFailed);
    const sendWhenReady = async () => {
      const stream = source ? await source : message;
      // Withheld (the message is deferred): the connection closes before MAIL FROM, nothing was sent.
      if (!stream) return finish({ status: 'unavailable', reason: 'the message was withheld' });
      if (stream.errored) return messageFailed(stream.errored);
      if (source) stream.on('error', messageFailed);
      if (settled) return;
      connection.send(mailEnvelope, sent, (sendError, info) => {
        if (sendError) return finish(outcomeOf(sendError));
        const refused = (info.rejectedErrors ?? []).map((e) => ({
          recipient: (e as { recipient?: string }).recipient ?? '',
          code: e.responseCode ?? 0,
          response: e.response ?? e.message,
        }));
        finish({ status: 'accepted', response: info.response, ...(refused.length ? { refused } : {}) });
      });
    };
    if (kept) void sendWhenReady();
    else
      connection.connect((err) => {
        if (err) return failed(err);
        connected = true;
        void sendWhenReady();
      });
  });
}

function classify(err: SMTPConnection.SMTPError): DeliveryResult {
  if (err.code === 'ESTREAM') return { status: 'message-failed', reason: err.message };
  // Every recipient refused: a temporary refusal first (the client retries, and that recipient may take it then), else
  // the first refusal.
  const rejected = err.rejectedErrors ?? [];
  const chosen = rejected.find((e) => e.responseCode !== undefined && e.responseCode < 500) ?? rejected[0];
  if (chosen && chosen !== err) return classify(chosen);
  const code = err.responseCode;
  if (code !== undefined && code >= 500) return { status: 'refused', code, response: err.response ?? err.message };
  return { status: 'unavailable', reason: err.response ?? err.message };
}
