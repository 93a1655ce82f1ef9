import type { Readable } from 'node:stream';
import type { RootHeaders } from './root-headers.js';
import type { Placement } from '../../shared/threads/html-insertion.js';
import type { SaidDetail } from '../../shared/trail/relay-detail.js';

export interface SignatureImage {
  /** Content-ID without angle brackets, as the signature HTML refers to it (`cid:...`). */
  cid: string;
  contentType: string;
  content: Buffer;
}

export interface RelaySignature {
  html: string;
  text: string;
  images: SignatureImage[];
}

export interface RewriteLimits {
  /** One MIME node's header block; larger passes unchanged as `too_large`. */
  maxHeaderBytes: number;
  /** The encoded HTML or text body that is decoded and rewritten in memory. */
  maxBodyPartBytes: number;
  maxParts: number;
  /** Any one line of the message (mailsplit holds a line whole until it ends); longer passes unchanged as `too_large`. */
  maxLineBytes: number;
  maxDepth: number;
  /** A message up to this size is read into memory once; a larger one is read from the SMTP side's spool each time. */
  inMemoryBytes: number;
}

/** A message kept where it can be read again from the start: the rewrite reads it to survey it, and again to send it. */
export interface ReopenableMessage {
  readonly bytes: number;
  open(): Readable;
  /** Room in the relay's memory budget for holding this many bytes; without it, a small message is held anyway. */
  reserveMemory?(bytes: number): boolean;
}

/** What the signing does with what the message already holds (DESIGN §15). */
export interface Tidying {
  /** Pass the message unchanged when its new text (above the quoted thread) holds one of the service's signatures. */
  unlessSigned: boolean;
  /** Take a phone's own footer ("Sent from my iPhone") off the end of the new text. */
  removeMobileFooters: boolean;
}

/** The signature of a reply further down a thread (DESIGN §15, `threadSignature: "oncePerThread"`). */
export interface InThread {
  /** The sender's tag, as the service's marks name it (`senderTag`). */
  sender: string;
  /** The reply signature, without banners; null: none (the message passes unchanged). */
  signature: RelaySignature | null;
  /** The stamp that names it. */
  stamp: string;
}

/** What the caller decided once the root headers were read: sign with this, or pass the message unchanged and why. */
export type SignatureChoice =
  | {
      action: 'sign';
      signature: RelaySignature;
      /** Value of the `X-Signature-Relay` stamp header added to the signed message. */
      stamp: string;
      /** Pass unchanged meeting requests and responses. */
      skipMeetings: boolean;
      /** Absent: neither (a signature added to one already there). */
      tidying?: Tidying;
      /** Once per thread: what a reply whose quoted thread already holds the sender's full signature gets instead. */
      inThread?: InThread;
    }
  | { action: 'pass'; reason: string; detail?: string; said?: SaidDetail };

/** Asked once per message, after its root headers were read and before any body is. */
export type DecideSignature = (root: RootHeaders) => Promise<SignatureChoice>;

export interface RewriteOptions {
  limits?: Partial<RewriteLimits>;
}

export type PassReason =
  | 'signed'
  | 'encrypted'
  | 'rights_protected'
  | 'stamped'
  | 'meeting'
  | 'no_body'
  | 'unsupported_shape'
  | 'unsupported_charset'
  | 'unsupported_encoding'
  | 'too_large'
  | 'malformed'
  /** Once per thread: the quoted thread holds the sender's full signature, and no reply signature is set. */
  | 'thread_signed'
  /** The new text already holds one of the service's signatures (the add-in's, in a client without internet headers). */
  | 'already_signed'
  /** Already DKIM-signed (a `DKIM-Signature` header): a signature added to the body would break the sender's DKIM. */
  | 'dkim_signed'
  /** The decision callback failed (it should not): the original goes on. */
  | 'decision_failed'
  /** The rewrite itself failed (a bug, or the disk under the spool): the original goes on. */
  | 'rewrite_failed';

/** Where the signature went in a part (the thread's module finds it in HTML). */
export type { Placement } from '../../shared/threads/html-insertion.js';

export type RewriteDecision =
  | {
      action: 'signed';
      html: Placement | null;
      text: Placement | null;
      imagesAdded: number;
      footerRemoved?: boolean;
      /** The reply signature of a thread that already holds the sender's full one was used. */
      inThread?: boolean;
    }
  | { action: 'unchanged'; reason: PassReason; detail?: string; said?: SaidDetail }
  /** The caller's decision was to pass it (its reason, as it gave it). */
  | { action: 'declined'; reason: string; detail?: string; said?: SaidDetail };

export interface RewriteResult {
  decision: RewriteDecision;
  /** The root headers as read before deciding; null when the message had no readable root. */
  root: RootHeaders | null;
  /** The message to send on: the original read again, with the signature's edits or as it was. */
  message: Readable;
}
