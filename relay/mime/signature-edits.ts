import type { MailsplitHeaderLine } from 'mailsplit';
import { RELAY_STAMP_HEADER } from '../../shared/server-side/contract.js';
import { hasNonAscii, insertSignature, needsQuotedPrintable } from './body-rewrite.js';
import type { BodyTarget, ClosingItem, PartPlace, RewritePlan } from './message-survey.js';
import { headerValue, imagePart, newBoundary } from './mime-parts.js';
import type { Splice, TransferEncoding } from './transfer-encoding.js';
import type { Placement, RelaySignature, Tidying } from './types.js';

/** Bytes of the message from `from` to `to` replaced: a part's header block, its body, or the item that closed it. */
export interface Edit {
  from: number;
  to: number;
  /** The replacement, in pieces where it is made of buffers kept elsewhere (an image's encoded part is not copied). */
  bytes: Buffer | readonly Buffer[];
  /** Which part (its position among the message's parts) and what of it. */
  part: number;
  what: 'headers' | 'body' | 'close';
}

export interface SignatureEdits {
  /** In the order of the message, none overlapping. */
  edits: Edit[];
  html: Placement | null;
  text: Placement | null;
  imagesAdded: number;
  /** A phone's footer was taken off the new text. */
  footerRemoved: boolean;
}

/**
 * What the signature changes in a surveyed message: the stamp in the top-level headers, the HTML and text bodies the
 * plan names (and the headers a body's new charset or transfer encoding changes), and the images. Everything else is
 * the original's, copied as it is. Throws `RewriteAbandoned` for a body that cannot be written back as it was.
 */
export function signatureEdits(plan: RewritePlan, signature: RelaySignature, stamp: string, tidying?: Tidying): SignatureEdits {
  const edits: Edit[] = [];
  const changedHeaders = new ChangedHeaders();
  plan.root.node.headers.add(RELAY_STAMP_HEADER, headerValue(stamp), 0);
  changedHeaders.add(plan.root);
  let html: Placement | null = null;
  let text: Placement | null = null;
  let imagesAdded = 0;
  let footerRemoved = false;
  if (plan.html) {
    const target = plan.html;
    const outputEncoding = outputEncodingOf(target, signature.html, changedHeaders);
    const inserted = insertSignature(target.body, target, 'html', signature.html, plan.lineEnd, outputEncoding, tidying);
    const { splice, placement } = inserted;
    html = placement;
    footerRemoved ||= inserted.footerRemoved;
    const wrap = plan.images.kind === 'wrap_html' && signature.images.length > 0 ? wrapWithImages(target, signature, plan.lineEnd) : null;
    // Zero-width edits at one place go in the order they were pushed: the wrap's opening before the signature.
    if (wrap) {
      edits.push(wrap.opening);
      changedHeaders.add(target.part);
      imagesAdded = signature.images.length;
    }
    edits.push(bodyEdit(target, splice));
    if (wrap) edits.push(wrap.closing);
  }
  if (plan.text) {
    const target = textTarget(plan.text, signature.text, changedHeaders);
    const outputEncoding = outputEncodingOf(target, signature.text, changedHeaders);
    const inserted = insertSignature(target.body, target, 'text', signature.text, plan.lineEnd, outputEncoding, tidying);
    const { splice, placement } = inserted;
    text = placement;
    footerRemoved ||= inserted.footerRemoved;
    edits.push(bodyEdit(target, splice));
  }
  if (plan.images.kind === 'append_to_related' && signature.images.length > 0) {
    const { related, boundary, close } = plan.images;
    edits.push(closeEdit(related, close, imagesBeforeClose(close.bytes, boundary, signature, plan.lineEnd)));
    imagesAdded = signature.images.length;
  }
  for (const part of changedHeaders.parts()) {
    edits.push({ from: part.start, to: part.headerEnd, bytes: part.node.getHeaders(), part: part.index, what: 'headers' });
  }
  edits.sort((a, b) => a.from - b.from);
  for (let i = 1; i < edits.length; i++) if (edits[i].from < edits[i - 1].to) throw new Error('the signature edits overlap');
  return { edits, html, text, imagesAdded, footerRemoved };
}

/** The parts whose header blocks changed, each once (a single-part message's root is also its body part). */
class ChangedHeaders {
  private readonly byIndex = new Map<number, PartPlace>();

  add(part: PartPlace): void {
    this.byIndex.set(part.index, part);
  }

  parts(): Iterable<PartPlace> {
    return this.byIndex.values();
  }
}

/** A splice of a body part's encoded bytes, placed in the message. */
function bodyEdit(target: BodyTarget, { from, to, bytes }: Splice): Edit {
  const start = target.part.headerEnd;
  return { from: start + from, to: start + to, bytes, part: target.part.index, what: 'body' };
}

function closeEdit(related: PartPlace, close: ClosingItem, bytes: readonly Buffer[]): Edit {
  return { from: close.start, to: close.start + close.bytes.length, bytes, part: related.index, what: 'close' };
}

/**
 * A US-ASCII text part whose signature needs more (`·`, `é`, a name in another script) is declared UTF-8, of which
 * US-ASCII is a subset: the part's own bytes read the same, and the signature keeps its characters instead of `?`.
 * A part that is not ASCII after all no longer round-trips and passes unchanged (`unsupported_charset`). HTML parts
 * need no such change: characters their charset cannot hold are written as character references.
 */
function textTarget(target: BodyTarget, signature: string, changedHeaders: ChangedHeaders): BodyTarget {
  if (target.charset !== 'us-ascii' || !hasNonAscii(signature)) return target;
  target.part.node.setCharset('utf-8');
  changedHeaders.add(target.part);
  return { ...target, charset: 'utf-8' };
}

/**
 * A 7bit part in a charset that holds the signature's characters becomes quoted-printable (its one changed header)
 * rather than losing them; a US-ASCII part keeps 7bit and the signature takes the fallback.
 */
function outputEncodingOf(target: BodyTarget, signature: string, changedHeaders: ChangedHeaders): TransferEncoding {
  if (!needsQuotedPrintable(target, signature)) return target.encoding;
  const { node } = target.part;
  if (node.headers.hasHeader('content-transfer-encoding')) node.headers.update('Content-Transfer-Encoding', 'quoted-printable');
  else node.headers.add('Content-Transfer-Encoding', 'quoted-printable', Number.MAX_SAFE_INTEGER);
  changedHeaders.add(target.part);
  return 'quoted-printable';
}

/**
 * The HTML part made a multipart/related of itself and the images: its Content-* headers move to an inner HTML part,
 * the node's own become the related part's. The body stays where it is, its own last line end included (the
 * delimiter's line end is the splitter's, not the body's): the inner part opens before it, the images follow it.
 */
function wrapWithImages(target: BodyTarget, signature: RelaySignature, lineEnd: string): { opening: Edit; closing: Edit } {
  const { node, index, headerEnd } = target.part;
  const boundary = newBoundary();
  const contentHeaders: MailsplitHeaderLine[] = node.headers.getList().filter((line) => line.key.startsWith('content-'));
  for (const key of new Set(contentHeaders.map((line) => line.key))) node.headers.remove(key);
  node.headers.add('Content-Type', `multipart/related; type="text/html"; boundary="${boundary}"`, Number.MAX_SAFE_INTEGER);
  const innerHeaders = contentHeaders.map((line) => line.line).join(lineEnd);
  const opening = `--${boundary}${lineEnd}${innerHeaders}${lineEnd}${lineEnd}`;
  const eol = Buffer.from(lineEnd, 'latin1');
  const delimiter = Buffer.from(`--${boundary}${lineEnd}`, 'latin1');
  const closing = [
    eol,
    ...signature.images.flatMap((image) => [delimiter, imagePart(image, lineEnd), eol]),
    Buffer.from(`--${boundary}--`, 'latin1'),
  ];
  return {
    opening: { from: headerEnd, to: headerEnd, bytes: Buffer.from(opening, 'latin1'), part: index, what: 'body' },
    closing: { from: target.bodyEnd, to: target.bodyEnd, bytes: closing, part: index, what: 'body' },
  };
}

/** The item that closed the related part with the images before its closing delimiter (at a line's start). */
function imagesBeforeClose(value: Buffer, boundary: Buffer, signature: RelaySignature, lineEnd: string): Buffer[] {
  const close = Buffer.concat([Buffer.from('--'), boundary, Buffer.from('--')]);
  let at = value.indexOf(close);
  while (at > 0 && value[at - 1] !== 0x0a) at = value.indexOf(close, at + 1);
  if (at < 0) throw new Error('multipart/related never closed');
  let insertAt = at;
  if (insertAt > 0 && value[insertAt - 1] === 0x0a) insertAt--;
  if (insertAt > 0 && value[insertAt - 1] === 0x0d) insertAt--;
  const delimiter = Buffer.from(`${lineEnd}--${boundary.toString('latin1')}${lineEnd}`, 'latin1');
  const images = signature.images.flatMap((image) => [delimiter, imagePart(image, lineEnd)]);
  return [value.subarray(0, insertAt), ...images, value.subarray(insertAt)];
}
