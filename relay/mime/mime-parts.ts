import { base64Lines } from './transfer-encoding.js';
import { randomUUID } from 'node:crypto';
import type { SignatureImage } from './types.js';

/** Text safe inside a quoted header parameter or a Content-ID: visible ASCII without quotes, brackets or backslashes. */
function headerSafe(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code > 0x20 && code < 0x7f && char !== '"' && char !== '<' && char !== '>' && char !== '\\') out += char;
  }
  return out;
}

export function headerValue(text: string): string {
  let out = '';
  for (const char of text) if (char !== '\r' && char !== '\n') out += char;
  return out;
}

export function newBoundary(): string {
  return `----=_SignatureRelay_${randomUUID().replaceAll('-', '')}`;
}

/** One signature image as a MIME part (headers, blank line, base64 body; no trailing line end). */
export function imagePart(image: SignatureImage, lineEnd: string): Buffer {
  const cid = headerSafe(image.cid);
  const type = headerSafe(image.contentType) || 'application/octet-stream';
  const headers = [
    `Content-Type: ${type}; name="${cid}"`,
    `Content-Disposition: inline; filename="${cid}"`,
    `Content-ID: <${cid}>`,
    'Content-Transfer-Encoding: base64',
    '',
    '',
  ].join(lineEnd);
  return Buffer.concat([Buffer.from(headers, 'latin1'), base64Lines(image.content, lineEnd)]);
}
