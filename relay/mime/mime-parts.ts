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

/**
 * Each image's part by its bytes, per name, type and line end: a sender's signature comes with the same image objects
 * message after message, and encoding one was a seventh of signing a 50 kB message. Gone with the bytes.
 */
const encodedParts = new WeakMap<Buffer, Map<string, Buffer>>();

/** One signature image as a MIME part (headers, blank line, base64 body; no trailing line end). Not to be written to. */
export function imagePart(image: SignatureImage, lineEnd: string): Buffer {
  const key = `${image.cid}\n${image.contentType}\n${lineEnd}`;
  let parts = encodedParts.get(image.content);
  const known = parts?.get(key);
  if (known) return known;
  const part = encodedImagePart(image, lineEnd);
  if (!parts) encodedParts.set(image.content, (parts = new Map<string, Buffer>()));
  parts.set(key, part);
  return part;
}

function encodedImagePart(image: SignatureImage, lineEnd: string): Buffer {
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
