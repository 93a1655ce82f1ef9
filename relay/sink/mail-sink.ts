import type { Readable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import type { MailSinkReader, SunkMessage } from '../../shared/server-side/contract.js';
import { listenSmtp } from '../smtp/listening.js';

export interface MailSinkOptions {
  /** Loopback by default; port 0 (the default) takes a free one. */
  readonly host?: string;
  readonly port?: number;
  /** The newest this many messages are kept. */
  readonly maxMessages?: number;
  /** All kept messages together stay under this; one larger message is kept cut to it. */
  readonly maxBytes?: number;
}

export interface StartedMailSink extends MailSinkReader {
  readonly host: string;
  readonly port: number;
  close(): Promise<void>;
}

export const MAIL_SINK_DEFAULTS = { host: '127.0.0.1', port: 0, maxMessages: 50, maxBytes: 64 * 1024 * 1024 } as const;

/**
 * The local relay's next hop (`npm start` without `SMTP_NEXT_HOP`): an SMTP server on loopback that accepts every
 * message and keeps the newest in memory, for the portal to show what the relay sent. Nothing leaves the machine.
 */
export async function startMailSink(options: MailSinkOptions = {}): Promise<StartedMailSink> {
  const maxMessages = options.maxMessages ?? MAIL_SINK_DEFAULTS.maxMessages;
  const maxBytes = options.maxBytes ?? MAIL_SINK_DEFAULTS.maxBytes;
  // Newest last while kept; received() hands them newest first.
  const kept: SunkMessage[] = [];
  let keptBytes = 0;
  const keep = (message: SunkMessage) => {
    kept.push(message);
    keptBytes += message.raw.length;
    while (kept.length > maxMessages || keptBytes > maxBytes) keptBytes -= kept.shift()!.raw.length;
  };

  const server = new SMTPServer({
    banner: 'local mail sink',
    // The relay's client would take STARTTLS when offered, with a certificate nobody trusts here.
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      readBounded(stream as Readable, maxBytes).then(
        (raw) => {
          const { mailFrom, rcptTo } = session.envelope;
          keep({
            at: new Date().toISOString(),
            sender: mailFrom ? mailFrom.address : '',
            recipients: rcptTo.map((r) => r.address),
            raw,
          });
          callback(null, 'Kept by the local mail sink');
        },
        (err: Error) => callback(err),
      );
    },
  });
  const host = options.host ?? MAIL_SINK_DEFAULTS.host;
  const { port, close } = await listenSmtp(server, host, options.port ?? MAIL_SINK_DEFAULTS.port);
  return { host, port, received: () => kept.slice().reverse(), close };
}

/** The message's first `limit` bytes; the rest is read and dropped (the client is answered only after its DATA). */
async function readBounded(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    if (bytes < limit) chunks.push(buffer.subarray(0, limit - bytes));
    bytes += buffer.length;
  }
  return Buffer.concat(chunks);
}
