import type SMTPConnection from 'nodemailer/lib/smtp-connection';
import type { NextHop } from './next-hop.js';

/** How sessions with next hops are kept between messages. */
export interface NextHopSessionLimits {
  /** How long a session is kept without a message (well under a next hop's own idle limit: Exchange Online's is minutes). */
  readonly idleMs: number;
  /** Messages one session carries before it is closed, as a sending server does (nodemailer's pool: 100). */
  readonly maxMessages: number;
  /** Sessions kept open with one next hop while no message needs them (a burst needs more at once; they close after it). */
  readonly maxIdlePerHop: number;
  /** Sessions kept open in all (mail to many organisations' endpoints at once keeps one each): each is a socket. */
  readonly maxIdle: number;
}

export const NEXT_HOP_SESSION_DEFAULTS: NextHopSessionLimits = { idleMs: 5_000, maxMessages: 100, maxIdlePerHop: 16, maxIdle: 256 };

/** A session kept open, and what it has carried. */
export interface KeptSession {
  readonly connection: SMTPConnection;
  readonly messages: number;
}

interface Idle extends KeptSession {
  readonly timer: NodeJS.Timeout;
  readonly dropped: () => void;
}

/** Ids of the TLS settings' objects (certificates, keys, CAs): two hops are the same only with the very same ones. */
const objectIds = new WeakMap<object, number>();
let nextObjectId = 0;
const idOf = (value: object) => objectIds.get(value) ?? (objectIds.set(value, ++nextObjectId), nextObjectId);

/** Ends a session no one listens to any longer: an error while it ends (a reset during QUIT) changes nothing. */
function end(connection: SMTPConnection, how: 'quit' | 'close'): void {
  connection.on('error', () => {});
  if (how === 'quit') connection.quit();
  else connection.close();
}

/**
 * What a session is kept under: everything it was opened with (the address, STARTTLS or plain, the TLS settings, the
 * name the relay gave in EHLO, the timeouts). A message is only ever sent on a session opened to the very next hop it
 * was routed to, exactly as a new one would have been opened.
 */
export function sessionKey(hop: NextHop, name: string | undefined, plain: boolean): string {
  const tls = (Object.entries(hop.tls ?? {}) as [string, unknown][])
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    // Certificates, keys, CAs and checks (a function's source says nothing of what it closes over) by identity.
    .map(([field, value]) => [
      field,
      (typeof value === 'object' && value !== null) || typeof value === 'function' ? `#${idOf(value)}` : String(value),
    ]);
  return JSON.stringify([hop.host, hop.port, !!hop.requireTls, !!hop.insecure, hop.timeoutMs ?? null, name ?? null, plain, tls]);
}

/**
 * Sessions with next hops kept open between messages, so a message to a next hop an earlier message used goes out
 * without a new connection, greeting, EHLO and TLS handshake. A session is kept only after the next hop took a message
 * on it; any failure on it closes it. One the next hop closed while idle is forgotten.
 */
export class NextHopSessions {
  private readonly idle = new Map<string, Idle[]>();
  private closed = false;

  constructor(private readonly limits: NextHopSessionLimits = NEXT_HOP_SESSION_DEFAULTS) {}

  /** The most recently used open session kept under `key`, taken out of the keeping; none when there is none. */
  take(key: string): KeptSession | undefined {
    const list = this.idle.get(key);
    for (let session = list?.pop(); session; session = list?.pop()) {
      this.release(key, session);
      if (!session.connection.destroyed) return { connection: session.connection, messages: session.messages };
      end(session.connection, 'close');
    }
    return undefined;
  }

  /** Keeps a session that has just carried its `messages`th message, or ends it (QUIT) when it may not be kept. */
  keep(key: string, connection: SMTPConnection, messages: number): void {
    const list = this.idle.get(key) ?? [];
    const full = list.length >= this.limits.maxIdlePerHop || this.idleCount() >= this.limits.maxIdle;
    if (this.closed || connection.destroyed || messages >= this.limits.maxMessages || full) {
      end(connection, 'quit');
      return;
    }
    const dropped = () => {
      this.release(key, session);
      end(connection, 'close');
    };
    const timer = setTimeout(() => {
      this.release(key, session);
      end(connection, 'quit');
    }, this.limits.idleMs).unref();
    const session: Idle = { connection, messages, timer, dropped };
    // The next hop closing an idle session ends it ('end'); a socket error while idle, the same.
    connection.on('error', dropped);
    connection.once('end', dropped);
    list.push(session);
    this.idle.set(key, list);
  }

  /** Sessions kept in all (a few hundred at most: counted when one more would be kept). */
  private idleCount(): number {
    let count = 0;
    for (const list of this.idle.values()) count += list.length;
    return count;
  }

  /** Ends every kept session (QUIT) and keeps none from now on: the relay is closing. */
  close(): void {
    this.closed = true;
    for (const [key, list] of this.idle) {
      for (const session of [...list]) {
        this.release(key, session);
        end(session.connection, 'quit');
      }
    }
  }

  private release(key: string, session: Idle): void {
    clearTimeout(session.timer);
    session.connection.off('error', session.dropped);
    session.connection.off('end', session.dropped);
    const list = this.idle.get(key);
    const at = list?.indexOf(session) ?? -1;
    if (at >= 0) list!.splice(at, 1);
    if (list && !list.length) this.idle.delete(key);
  }
}
