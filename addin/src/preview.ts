import type { Signature } from './api.js';

/** The signature's HTML with its `cid:` images as data URLs, for a preview outside the message. */
export function previewHtml(signature: Signature): string {
  let html = signature.html;
  for (const image of signature.images) {
    html = html.split(`cid:${image.cid}`).join(`data:${image.contentType};base64,${image.base64}`);
  }
  return html;
}

const STATUS_WORDS: Record<number, string> = {
  402: "your organisation's subscription is not active",
  403: 'signatures are not delivered to this mailbox',
  404: 'this mailbox is not in your organisation’s directory',
};

export const unavailableWords = (status: number) => STATUS_WORDS[status] ?? `the service answered ${status}`;
