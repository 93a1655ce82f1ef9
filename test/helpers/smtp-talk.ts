import { connect } from 'node:net';

/** A raw SMTP conversation, for what a client library would not send: malformed commands, odd orders. */
export interface SmtpTalk {
  /** The greeting (or refusal) the server opened with. */
  readonly greeting: string;
  /** Sends one line and resolves with the server's complete reply (all lines of a multi-line one). */
  send(line: string): Promise<string>;
  /** Writes bytes as they are (part of a message's DATA), waiting for no reply. */
  write(bytes: Buffer): void;
  /** What the server sent that no `send` has taken yet. */
  unread(): string;
  /** Resolves once the server has closed the connection. */
  closed(): Promise<void>;
  end(): void;
}

export async function smtpTalk(port: number, host = '127.0.0.1'): Promise<SmtpTalk> {
  const socket = connect(port, host);
  let buffer = '';
  let waiting: ((reply: string) => void) | undefined;
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  const takeReply = () => {
    // A reply is complete at a line whose code is followed by a space (RFC 5321 4.2.1).
    const match = /(?:^|\r\n)\d{3} [^\r\n]*\r\n/.exec(buffer);
    if (!match || !waiting) return;
    const end = match.index + match[0].length;
    const reply = buffer.slice(0, end).trim();
    buffer = buffer.slice(end);
    const resolve = waiting;
    waiting = undefined;
    resolve(reply);
  };
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('latin1');
    takeReply();
  });
  const nextReply = () =>
    new Promise<string>((resolve, reject) => {
      waiting = resolve;
      void closed.then(() => waiting === resolve && reject(new Error(`connection closed; unanswered: ${buffer}`)));
      takeReply();
    });
  const greeting = await nextReply();
  return {
    greeting,
    send(line) {
      const reply = nextReply();
      socket.write(`${line}\r\n`);
      return reply;
    },
    write: (bytes) => void socket.write(bytes),
    unread: () => buffer,
    closed: () => closed,
    end: () => socket.end(),
  };
}

/** Connects, reads the greeting, leaves. */
export async function readSmtpGreeting(port: number): Promise<string> {
  const talk = await smtpTalk(port);
  talk.end();
  return talk.greeting;
}
