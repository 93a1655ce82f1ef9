import type { Readable } from 'node:stream';
import type { SaidDetail } from '../../shared/trail/relay-detail.js';

/** The SMTP envelope of one message, as the relay received it. */
export interface RelayEnvelope {
  readonly sender: string;
  readonly recipients: readonly string[];
  /** The connecting client's address. */
  readonly remoteAddress: string;
  /** The host name the client asked for in its TLS handshake (SNI), or null (no TLS, or no name asked for). */
  readonly serverName: string | null;
}

/** What a transform did: signed the message, or left it as it was and why (already signed, encrypted, a failure…). */
export type TransformOutcome =
  | { readonly status: 'signed'; readonly details?: Readonly<Record<string, string | number | boolean>> }
  /** `detail`: what the transform found (its English text, and by key in `said`), when it says more than the reason. */
  | { readonly status: 'unchanged'; readonly reason: string; readonly detail?: string; readonly said?: SaidDetail }
  /** Not to be handed on now: the client is answered `451` and sends it again later. */
  | { readonly status: 'deferred'; readonly reason: string };

export interface TransformResult {
  /** The message to send on: the rewritten one, or the input itself when unchanged. */
  readonly stream: Readable;
  readonly outcome: TransformOutcome;
}

/** A received message as the transform gets it: kept in the relay's spool, to be read as often as needed. */
export interface ReceivedMessage {
  /** The relay's own id for this message: its report carries the same one. */
  readonly id: string;
  readonly bytes: number;
  /** A new read from the start; every stream it handed out is closed once the message is answered. */
  open(): Readable;
  /**
   * Asks the relay's memory budget for room to hold this many bytes of the message until it is answered; false when
   * there is none (read it from open() instead).
   */
  reserveMemory(bytes: number): boolean;
}

/**
 * Rewrites a message on its way through. It may throw, reject or hand back a stream that fails while read: the relay
 * then sends the original bytes unchanged and reports why.
 */
export type MessageTransform = (message: ReceivedMessage, envelope: RelayEnvelope) => Promise<TransformResult>;

/**
 * Whether a message may be handed on at all, decided before anything of it is (whose it is): else it is refused, for
 * good (`550 5.7.1`) or for now (`451`), with these words.
 */
export type MessageAdmission =
  /** `routeAs`: the address whose organisation's next hop takes it, when not the envelope sender (the null sender). */
  | { readonly admitted: true; readonly routeAs?: string }
  | { readonly admitted: false; readonly temporary: boolean; readonly reason: string; readonly text: string };

/** Decides a message's admission; a rejection is answered as a temporary refusal, never as an admission. */
export type MessageAdmitter = (message: ReceivedMessage, envelope: RelayEnvelope) => Promise<MessageAdmission>;

export type RelayOutcome = TransformOutcome | { readonly status: 'refused'; readonly code: number; readonly reason: string };

/** One report per message the relay answered at DATA, per sender refused at MAIL FROM, and per connection refused. */
export interface RelayReport {
  /** The envelope sender; null when the connection was refused before MAIL FROM. */
  readonly sender: string | null;
  readonly recipients: number;
  readonly remoteAddress: string;
  readonly outcome: RelayOutcome;
  /** Bytes received from the client (the message as it arrived, before any rewrite). */
  readonly bytes: number;
  /** The next hop's last answer (`250 …`, `550 …`), or why it could not be reached; null when it was not tried. */
  readonly nextHop: string | null;
  /** The id the transform was given with the message; absent when no message reached it. */
  readonly messageId?: string;
}
