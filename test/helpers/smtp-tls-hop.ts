import type { AddressInfo, Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface HopMessage {
  readonly from: string;
  readonly to: string[];
  readonly raw: Buffer;
  /** Whether the message came over TLS, and the client certificate's subject CN when one was presented. */
  readonly secure: boolean;
  readonly clientCn: string | null;
  /** The SMTP session (one a connection) it came in on. */
  readonly sessionId: string;
}

export interface TlsHop {
  readonly port: number;
  readonly messages: HopMessage[];
  /** Connections made to it so far, and those open now. */
  readonly connections: number;
  readonly openConnections: number;
  /** Cuts every open connection (as a next hop that restarts, or ends idle sessions without a word). */
  dropConnections(): void;
  /** The next MAIL FROM, on any connection, gets this answer (a 421: the next hop is closing the session). */
  answerNextMailFrom(code: number, text: string): void;
  /** The next MAIL FROM, on any connection, is not answered: its connection is cut (a session that died unseen). */
  cutAtNextMailFrom(): void;
  /** The next message's connection is cut once its first bytes arrived: the next hop never takes it. */
  cutNextData(): void;
  stop(): Promise<void>;
}

/**
 * A second smtp-server as the relay's next hop, for what aiosmtpd here does not do: STARTTLS with a certificate,
 * reading the client certificate the relay presents, counting connections and the session each message came on, and
 * failing one step on demand. Recipients whose local part starts with "refuse-" are refused 550, "later-" 451; a null
 * sender is refused when `refuseNullSender` is set.
 */
export async function startTlsHop(
  options: { cert?: string; key?: string; ca?: string; refuseNullSender?: boolean; tls?: Partial<SMTPServerOptions> } = {},
): Promise<TlsHop> {
  const messages: HopMessage[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  let nextMailFrom: { code: number; text: string } | null = null;
  let cutData = false;
  let cutMailFrom = false;
  const clientCns = new WeakMap<object, string | null>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: options.cert ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    logger: false,
    ...(options.cert ? { key: options.key, cert: options.cert, ca: options.ca, requestCert: true, rejectUnauthorized: false } : {}),
    ...options.tls,
    onSecure(socket, session, callback) {
      const cert = (socket as TLSSocket).getPeerCertificate();
      clientCns.set(session, cert && cert.subject ? String(cert.subject.CN) : null);
      callback();
    },
    onMailFrom(address, _session, callback) {
      if (cutMailFrom) {
        cutMailFrom = false;
        for (const socket of sockets) socket.destroy();
        return;
      }
      if (nextMailFrom) {
        const { code, text } = nextMailFrom;
        nextMailFrom = null;
        return callback(Object.assign(new Error(text), { responseCode: code }));
      }
      if (options.refuseNullSender && !address.address) {
        return callback(Object.assign(new Error('5.7.1 No reports here'), { responseCode: 550 }));
      }
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refuse-'))
        return callback(Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 }));
      if (address.address.startsWith('later-'))
        return callback(Object.assign(new Error('4.2.2 Mailbox full for now'), { responseCode: 452 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      const cut = cutData;
      cutData = false;
      stream.on('data', (c: Buffer) => {
        if (cut) for (const socket of sockets) socket.destroy();
        chunks.push(c);
      });
      stream.on('end', () => {
        if (cut) return;
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
          secure: session.secure,
          clientCn: clientCns.get(session) ?? null,
          sessionId: session.id,
        });
        callback(null, `OK queued as hop-${messages.length}`);
      });
    },
  });
  server.on('error', () => {});
  server.server.on('connection', (socket: Socket) => {
    connections++;
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    messages,
    get connections() {
      return connections;
    },
    get openConnections() {
      return sockets.size;
    },
    dropConnections: () => sockets.forEach((socket) => socket.destroy()),
    answerNextMailFrom: (code, text) => (nextMailFrom = { code, text }),
    cutNextData: () => (cutData = true),
    cutAtNextMailFrom: () => (cutMailFrom = true),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
