import type { ConnectionOptions } from 'node:tls';
import type { Readable } from 'node:stream';
import SMTPConnection from 'nodemailer/lib/smtp-connection';

export interface NextHop {
  readonly host: string;
  readonly port: number;
  /** TLS options for STARTTLS, which is used whenever the next hop offers it. */
  readonly tls?: ConnectionOptions;
  /** How long to wait to connect, for the greeting, and for any answer once connected. */
  readonly timeoutMs?: number;
}

export type DeliveryResult =
  | { readonly status: 'accepted'; readonly response: string }
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
 * Sends one message to the next hop on a connection of its own and says how it went. The relay answers its client once
 * for all recipients, so a message counts as accepted only when every recipient was: when the next hop refuses some,
 * the answer is the first refusal (the recipients it accepted did get the message).
 */
export function deliverToNextHop(
  hop: NextHop,
  envelope: { readonly sender: string; readonly recipients: readonly string[] },
  message: Readable,
  name?: string,
): Promise<DeliveryResult> {
  if (message.errored) return Promise.resolve({ status: 'message-failed', reason: message.errored.message });
  const timeout = hop.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const connection = new SMTPConnection({
    host: hop.host,
    port: hop.port,
    name,
    tls: hop.tls,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    logger: false,
  });
  // BODY=8BITMIME whenever the next hop offers it: the client's message or the rewrite may carry 8-bit text.
  const mailEnvelope = { from: envelope.sender, to: [...envelope.recipients], use8BitMime: true };
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: DeliveryResult) => {
      if (settled) return;
      settled = true;
      if (result.status === 'accepted') connection.quit();
      else connection.close();
      if (!message.destroyed) message.destroy();
      resolve(result);
    };
    // The connection can report a socket error after it has settled; it changes nothing then.
    connection.on('error', (err: SMTPConnection.SMTPError) => finish(classify(err)));
    // Also before the connection reads the message: a stream that fails then would otherwise leave DATA waiting for an
    // end that never comes.
    message.on('error', (err) => finish({ status: 'message-failed', reason: err.message }));
    connection.connect((err) => {
      if (err) return finish(classify(err));
      connection.send(mailEnvelope, message, (sendError, info) => {
        if (sendError) return finish(classify(sendError));
        const firstRejection = info.rejectedErrors?.[0];
        if (info.rejected.length > 0) {
          return finish(firstRejection ? classify(firstRejection) : { status: 'unavailable', reason: 'recipients rejected' });
        }
        finish({ status: 'accepted', response: info.response });
      });
    });
  });
}

function classify(err: SMTPConnection.SMTPError): DeliveryResult {
  if (err.code === 'ESTREAM') return { status: 'message-failed', reason: err.message };
  const code = err.responseCode;
  if (code !== undefined && code >= 500) return { status: 'refused', code, response: err.response ?? err.message };
  return { status: 'unavailable', reason: err.response ?? err.message };
}
