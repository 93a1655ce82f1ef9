import { RELAY_STAMP_HEADER } from '../../shared/server-side/contract.js';
import type { MailsplitHeaderLine, MailsplitItem, MailsplitNode } from 'mailsplit';
import { Transform, type TransformCallback } from 'node:stream';
import { hasNonAscii, insertSignature, needsQuotedPrintable } from './body-rewrite.js';
import type { RewritePlan, TargetPart } from './message-survey.js';
import { headerValue, imagePart, newBoundary } from './mime-parts.js';
import type { TransferEncoding } from './transfer-encoding.js';
import type { Placement, RelaySignature } from './types.js';

interface PendingBody {
  node: MailsplitNode;
  target: TargetPart;
  kind: 'html' | 'text';
  outputEncoding: TransferEncoding;
  chunks: Buffer[];
  /** Set when the HTML part is wrapped into a new multipart/related with the images: its own content headers. */
  wrap: { boundary: string; contentHeaders: MailsplitHeaderLine[] } | null;
}

/**
 * The rewrite pass, between mailsplit's Splitter and Joiner: stamps the top-level headers, buffers only the HTML and
 * text bodies the plan names (bounded by the survey), rewrites them, and adds the images. Everything else passes as the
 * splitter gave it, so the Joiner writes it back byte for byte.
 */
export class SignatureInserter extends Transform {
  private nodeCount = 0;
  private pending: PendingBody | null = null;
  private relatedNode: MailsplitNode | null = null;
  private imagesAdded = 0;
  htmlPlacement: Placement | null = null;
  textPlacement: Placement | null = null;

  constructor(
    private readonly plan: RewritePlan,
    private readonly signature: RelaySignature,
    private readonly stamp: string,
  ) {
    super({ objectMode: true });
  }

  get addedImages(): number {
    return this.imagesAdded;
  }

  override _transform(item: MailsplitItem, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      if (this.pending && !(item.type === 'body' && item.node === this.pending.node)) this.flushPending();
      if (item.type === 'node') this.onNode(item);
      else if (this.pending && item.type === 'body') this.pending.chunks.push(item.value);
      else if (item.type === 'data' && item.node === this.relatedNode) this.push(this.withImagesBeforeClose(item.value));
      else this.push(item);
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback): void {
    try {
      if (this.pending) this.flushPending();
      if (this.plan.images.kind === 'append_to_related' && this.imagesAdded === 0) throw new Error('multipart/related never closed');
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  private onNode(node: MailsplitNode): void {
    const index = this.nodeCount++;
    if (index === 0) node.headers.add(RELAY_STAMP_HEADER, headerValue(this.stamp), 0);
    const { html, text, images } = this.plan;
    if (images.kind === 'append_to_related' && index === images.relatedIndex) this.relatedNode = node;
    if (html && index === html.index) {
      const outputEncoding = this.outputEncoding(node, html, this.signature.html);
      const wrap = images.kind === 'wrap_html' && this.signature.images.length > 0 ? this.wrapHeaders(node) : null;
      this.pending = { node, target: html, kind: 'html', outputEncoding, chunks: [], wrap };
    } else if (text && index === text.index) {
      const target = this.textTarget(node, text, this.signature.text);
      const outputEncoding = this.outputEncoding(node, target, this.signature.text);
      this.pending = { node, target, kind: 'text', outputEncoding, chunks: [], wrap: null };
    }
    this.push(node);
  }

  /**
   * A US-ASCII text part whose signature needs more (`·`, `é`, a name in another script) is declared UTF-8, of which
   * US-ASCII is a subset: the part's own bytes read the same, and the signature keeps its characters instead of `?`.
   * A part that is not ASCII after all no longer round-trips and passes unchanged (`unsupported_charset`). HTML parts
   * need no such change: characters their charset cannot hold are written as character references.
   */
  private textTarget(node: MailsplitNode, target: TargetPart, signature: string): TargetPart {
    if (target.charset !== 'us-ascii' || !hasNonAscii(signature)) return target;
    node.setCharset('utf-8');
    return { ...target, charset: 'utf-8' };
  }

  /**
   * A 7bit part in a charset that holds the signature's characters becomes quoted-printable (its one changed header)
   * rather than losing them; a US-ASCII part keeps 7bit and the signature takes the fallback.
   */
  private outputEncoding(node: MailsplitNode, target: TargetPart, signature: string): TransferEncoding {
    if (!needsQuotedPrintable(target, signature)) return target.encoding;
    if (node.headers.hasHeader('content-transfer-encoding')) node.headers.update('Content-Transfer-Encoding', 'quoted-printable');
    else node.headers.add('Content-Transfer-Encoding', 'quoted-printable', Number.MAX_SAFE_INTEGER);
    return 'quoted-printable';
  }

  /** Moves the part's Content-* headers to the inner HTML part; the node itself becomes the multipart/related. */
  private wrapHeaders(node: MailsplitNode): PendingBody['wrap'] {
    const boundary = newBoundary();
    const contentHeaders = node.headers.getList().filter((line) => line.key.startsWith('content-'));
    for (const key of new Set(contentHeaders.map((line) => line.key))) node.headers.remove(key);
    node.headers.add('Content-Type', `multipart/related; type="text/html"; boundary="${boundary}"`, Number.MAX_SAFE_INTEGER);
    return { boundary, contentHeaders };
  }

  private flushPending(): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    const signatureText = pending.kind === 'html' ? this.signature.html : this.signature.text;
    const { lineEnd } = this.plan;
    const { body, placement } = insertSignature(
      Buffer.concat(pending.chunks),
      pending.target,
      pending.kind,
      signatureText,
      lineEnd,
      pending.outputEncoding,
    );
    if (pending.kind === 'html') this.htmlPlacement = placement;
    else this.textPlacement = placement;
    if (!pending.wrap) {
      this.push(body);
      return;
    }
    const { boundary, contentHeaders } = pending.wrap;
    // The body whole, its own last line end included (the delimiter's line end is the splitter's, not the body's).
    const inner = body;
    const innerHeaders = contentHeaders.map((line) => line.line).join(lineEnd);
    const parts = [
      Buffer.concat([Buffer.from(`--${boundary}${lineEnd}${innerHeaders}${lineEnd}${lineEnd}`, 'latin1'), inner]),
      ...this.signature.images.map((image) => Buffer.from(`--${boundary}${lineEnd}${imagePart(image, lineEnd)}`, 'latin1')),
    ];
    this.imagesAdded = this.signature.images.length;
    const joined: Buffer[] = [];
    for (const part of parts) joined.push(part, Buffer.from(lineEnd, 'latin1'));
    joined.push(Buffer.from(`--${boundary}--`, 'latin1'));
    this.push(Buffer.concat(joined));
  }

  private withImagesBeforeClose(value: Buffer): Buffer {
    const boundary = this.relatedNode?._boundary;
    if (!boundary || this.imagesAdded > 0) return value;
    const close = Buffer.concat([Buffer.from('--'), boundary, Buffer.from('--')]);
    let at = value.indexOf(close);
    while (at > 0 && value[at - 1] !== 0x0a) at = value.indexOf(close, at + 1);
    if (at < 0) return value;
    let insertAt = at;
    if (insertAt > 0 && value[insertAt - 1] === 0x0a) insertAt--;
    if (insertAt > 0 && value[insertAt - 1] === 0x0d) insertAt--;
    const { lineEnd } = this.plan;
    const images = this.signature.images.map((image) =>
      Buffer.from(`${lineEnd}--${boundary.toString('latin1')}${lineEnd}${imagePart(image, lineEnd)}`, 'latin1'),
    );
    this.imagesAdded = images.length;
    return Buffer.concat([value.subarray(0, insertAt), ...images, value.subarray(insertAt)]);
  }
}
