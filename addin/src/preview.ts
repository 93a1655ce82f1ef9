import type { Signature } from './api.js';

/** The signature's HTML with its `cid:` images as data URLs, for a preview outside the message. */
export function previewHtml(signature: Signature): string {
  let html = signature.html;
  for (const image of signature.images) {
    html = html.split(`cid:${image.cid}`).join(`data:${image.contentType};base64,${image.base64}`);
  }
  return html;
}
