import libmime from 'libmime';
import type { MailsplitNode } from 'mailsplit';
import type { OutgoingMessage } from '../../shared/server-side/contract.js';

/** The root headers the decision reads (From, Sender, Subject, the thread, the client, the add-in's mark), decoded. */
export type RootHeaders = OutgoingMessage['headers'];

/** Each value is cut here before it is decoded: libmime's word decoding runs regular expressions over it. */
const MAX_VALUE_CHARS = 4096;
/** A long thread's References lists every message before it (about 60 characters each). */
const MAX_REFERENCES_CHARS = 16_384;

/**
 * A header's first occurrence, unfolded, its encoded words decoded (bounded), or null when absent. Raw 8-bit text
 * (clients that write UTF-8 headers without encoding them) is read as UTF-8.
 */
function decoded(node: MailsplitNode, name: string, limit = MAX_VALUE_CHARS): string | null {
  if (!node.headers.hasHeader(name)) return null;
  // getFirst unfolds and trims; mailsplit keeps header text as one char per byte.
  const raw = node.headers.getFirst(name).slice(0, limit);
  let text = raw;
  for (let i = 0; i < raw.length; i++) {
    if (raw.charCodeAt(i) > 0x7f) {
      text = Buffer.from(raw, 'latin1').toString('utf8');
      break;
    }
  }
  // Every pattern of decodeWords starts at an encoded word's `=?`: without one the text is as it was.
  return (text.includes('=?') ? libmime.decodeWords(text) : text).trim();
}

/** What the decision needs from the message's root node. */
export function rootHeadersOf(node: MailsplitNode): RootHeaders {
  return {
    from: decoded(node, 'from'),
    sender: decoded(node, 'sender'),
    subject: decoded(node, 'subject'),
    messageId: decoded(node, 'message-id'),
    inReplyTo: decoded(node, 'in-reply-to'),
    references: decoded(node, 'references', MAX_REFERENCES_CHARS),
    crossTenantId: decoded(node, 'x-ms-exchange-crosstenant-id'),
    mailer: decoded(node, 'x-mailer') ?? decoded(node, 'user-agent'),
    addInMark: decoded(node, 'x-signature-applied'),
  };
}

/** A message whose root could not be read: nothing known. */
export const NO_ROOT_HEADERS: RootHeaders = {
  from: null,
  sender: null,
  subject: null,
  messageId: null,
  inReplyTo: null,
  references: null,
  crossTenantId: null,
  mailer: null,
  addInMark: null,
};
