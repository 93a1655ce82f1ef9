import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Transform, type TransformCallback } from 'node:stream';

/** A recipient the next hop refused while it accepted the message for others, and what it answered. */
export interface RefusedRecipient {
  readonly recipient: string;
  readonly code: number;
  /** The next hop's reply, as it said it (`550 5.1.1 No such mailbox here`). */
  readonly response: string;
}

export interface DeliveryReportInput {
  /** The envelope sender of the original message: the report's only recipient. */
  readonly sender: string;
  readonly refused: readonly RefusedRecipient[];
  /** The next hop that refused them. */
  readonly remoteMta: string;
  /** The relay's name (the Reporting-MTA). */
  readonly reportingMta?: string;
  /** The original message's header block, when it was read (at most HEADER_LIMIT bytes). */
  readonly originalHeaders?: Buffer;
  readonly arrivalDate: Date;
}

/** The most of the original message's header block the report quotes back. */
export const HEADER_LIMIT = 64 * 1024;
/** Each next-hop answer quoted in the report is cut to this. */
const RESPONSE_LIMIT = 900;

/**
 * A delivery status notification (RFC 3464) telling the sender which recipients the next hop refused: a
 * `multipart/report; report-type=delivery-status` with a human-readable part, the per-recipient fields with the next
 * hop's own answer as Diagnostic-Code, and the original message's headers (so the sender's client shows which message).
 * Written by hand in 7-bit text: every value from outside (addresses, the next hop's words) is reduced to printable
 * ASCII on one line, so nothing the next hop says can add a header or a part. The original headers keep their bytes;
 * their part is declared 8bit when they hold any.
 */
export function deliveryReport(input: DeliveryReportInput): Buffer {
  const reportingMta = oneLine(input.reportingMta || hostname());
  const boundary = `=_report_${randomBytes(12).toString('hex')}`;
  const headers = input.originalHeaders;
  const eightBit = headers ? headers.some((b) => b > 0x7f) : false;
  const lines = (...l: string[]) => l.join('\r\n');
  const human = lines(
    'The signature relay passed your message on, but the next mail server refused it for these recipients, so',
    'they did not receive it:',
    '',
    ...input.refused.map((r) => `  ${oneLine(r.recipient)}: ${oneLine(r.response, RESPONSE_LIMIT)}`),
    '',
    'Every other recipient received it. To reach the ones above, correct the address or ask their administrator,',
    'then send the message to them again.',
  );
  const perRecipient = input.refused.map((r) =>
    lines(
      `Final-Recipient: rfc822; ${oneLine(r.recipient)}`,
      'Action: failed',
      `Status: ${statusOf(r)}`,
      `Remote-MTA: dns; ${oneLine(input.remoteMta)}`,
      `Diagnostic-Code: smtp; ${oneLine(r.response, RESPONSE_LIMIT)}`,
    ),
  );
  const status = lines(
    `Reporting-MTA: dns; ${reportingMta}`,
    `Arrival-Date: ${mailDate(input.arrivalDate)}`,
    '',
    perRecipient.join('\r\n\r\n'),
  );
  const parts = [
    lines('Content-Type: text/plain; charset=us-ascii', 'Content-Transfer-Encoding: 7bit', '', human),
    lines('Content-Type: message/delivery-status', 'Content-Transfer-Encoding: 7bit', '', status),
  ];
  if (headers && headers.length) {
    parts.push(
      lines('Content-Type: text/rfc822-headers', `Content-Transfer-Encoding: ${eightBit ? '8bit' : '7bit'}`, '', '') +
        withoutTrailingNewlines(headers.toString('latin1')),
    );
  }
  const head = lines(
    `From: Mail Delivery System <MAILER-DAEMON@${reportingMta}>`,
    `To: <${oneLine(input.sender)}>`,
    'Subject: Undelivered mail: some recipients refused the message',
    `Date: ${mailDate(new Date())}`,
    `Message-ID: <${randomBytes(16).toString('hex')}@${reportingMta}>`,
    // RFC 3834: machine-written, so no out-of-office or other automatic answer comes back.
    'Auto-Submitted: auto-replied',
    // The relay's stamp: the transport rule that routes mail to the relay lets this one pass.
    'X-Signature-Relay: delivery-report',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
  );
  const body = parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('') + `--${boundary}--\r\n`;
  return Buffer.from(`${head}\r\n\r\n${body}`, 'latin1');
}

/**
 * The Status field: the next hop's enhanced code when it gave one; the relay keeps no queue, so a recipient it refused
 * for now (4.x.x) has failed for good here and reads as 5.x.x with the same subject and detail.
 */
function statusOf(r: RefusedRecipient): string {
  const enhanced = /^\d{3}[ -][245]\.(\d{1,3}\.\d{1,3})(?= |$)/.exec(r.response);
  if (enhanced) return `5.${enhanced[1]}`;
  return r.code >= 500 ? '5.0.0' : '5.4.0';
}

/** An RFC 5322 date-time in UTC. */
function mailDate(date: Date): string {
  return date.toUTCString().replace(/GMT$/, '+0000');
}

function withoutTrailingNewlines(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === '\n' || text[end - 1] === '\r')) end--;
  return text.slice(0, end);
}

/** Printable ASCII on one line, at most `max` characters: what can be written into a header field or a report field. */
function oneLine(text: string, max = 320): string {
  let out = '';
  for (const ch of text) {
    if (out.length >= max) break;
    const code = ch.codePointAt(0) ?? 0;
    out += code >= 0x20 && code < 0x7f ? ch : code === 0x0d || code === 0x0a || code === 0x09 ? ' ' : '?';
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

/**
 * Passes a message through unchanged and keeps its header block (up to the first empty line, at most HEADER_LIMIT
 * bytes) for a delivery report.
 */
export class HeaderTap extends Transform {
  private kept: Buffer[] = [];
  private size = 0;
  private done = false;
  private headerBlock?: Buffer;

  get headers(): Buffer | undefined {
    return this.headerBlock ?? (this.size ? Buffer.concat(this.kept) : undefined);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (!this.done) this.keep(chunk);
    callback(null, chunk);
  }

  private keep(chunk: Buffer): void {
    const room = HEADER_LIMIT - this.size;
    const piece = chunk.length > room ? chunk.subarray(0, room) : chunk;
    // Look for the blank line from a little before the new bytes, in case it straddles two chunks.
    const before = Math.max(0, this.size - 3);
    this.kept.push(piece);
    this.size += piece.length;
    const all = Buffer.concat(this.kept);
    this.kept = [all];
    const crlf = all.indexOf('\r\n\r\n', before);
    const lf = all.indexOf('\n\n', before);
    const end = crlf !== -1 && (lf === -1 || crlf < lf) ? crlf + 2 : lf !== -1 ? lf + 1 : -1;
    if (end !== -1) {
      this.headerBlock = all.subarray(0, end);
      this.done = true;
    } else if (this.size >= HEADER_LIMIT) {
      this.done = true;
    }
  }
}
