import type { Readable } from 'node:stream';

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
  /** The spool keeps a message in memory up to this size, on disk beyond it. */
  memorySpoolBytes: number;
}

export interface RewriteOptions {
  /** Value of the `X-Signature-Relay` stamp header added to a signed message. */
  stamp: string;
  /** Pass unchanged a message carrying the add-in's `X-Signature-Applied` mark (`unsigned` mode). */
  skipAddInSigned: boolean;
  /** Pass unchanged meeting requests and responses. */
  skipMeetings: boolean;
  limits?: Partial<RewriteLimits>;
}

export type PassReason =
  | 'signed'
  | 'encrypted'
  | 'rights_protected'
  | 'stamped'
  | 'add_in_signed'
  | 'meeting'
  | 'no_body'
  | 'unsupported_shape'
  | 'unsupported_charset'
  | 'unsupported_encoding'
  | 'too_large'
  | 'malformed'
  /** The rewrite itself failed (a bug, or the disk under the spool): the original goes on. */
  | 'rewrite_failed';

/** Where the signature went in a part: above the quoted thread (which marker), before `</body>`, or at the end. */
export type Placement = { at: 'marker'; marker: string } | { at: 'body_end' } | { at: 'end' };

export type RewriteDecision =
  | { action: 'signed'; html: Placement | null; text: Placement | null; imagesAdded: number }
  | { action: 'unchanged'; reason: PassReason; detail?: string };

export interface RewriteResult {
  decision: RewriteDecision;
  /** The message to send on: signed, or the original bytes. Read it once; its spool is removed when it ends or closes. */
  message: Readable;
}
