import { CLIENT_LABELS, type ClientFamily } from '../activity/vocabulary.js';
import type { OutgoingMessage } from './contract.js';

/** Header values read at most this far (a client names itself in the first few words). */
const MAX_HEADER = 300;

/**
 * The mail client that wrote a message, where its headers tell (`X-Mailer`/`User-Agent`, the `Message-ID`'s host),
 * with `indexOf` scans only. Exchange Online does not pass on what Outlook for Windows and the web write, so much of
 * an organisation's mail says nothing: `other`.
 */
export function clientOfHeaders(headers: Pick<OutgoingMessage['headers'], 'mailer' | 'messageId'>): ClientFamily {
  const mailer = (headers.mailer ?? '').slice(0, MAX_HEADER).toLowerCase();
  const id = (headers.messageId ?? '').slice(0, MAX_HEADER).toLowerCase();
  const has = (word: string) => mailer.includes(word);
  if (mailer) {
    if (has('outlook')) {
      if (has('for mac') || has('macoutlook')) return 'mac';
      if (has('ios') || has('iphone') || has('ipad')) return 'ios';
      if (has('android')) return 'android';
      if (has('microsoft outlook') || has('microsoft office outlook')) return 'windows-classic';
      return 'other';
    }
    if (has('apple mail') || has('iphone mail') || has('ipad mail')) return 'apple-mail';
  }
  if (id.endsWith('@mail.gmail.com>') || id.endsWith('@mail.gmail.com')) return 'gmail';
  return 'other';
}

/** The client as the apply event's line shows it: the family's name, and what the message itself said. */
export function clientLine(headers: Pick<OutgoingMessage['headers'], 'mailer' | 'messageId'>, family: ClientFamily): string | null {
  const mailer = headers.mailer?.trim().slice(0, 160) || null;
  if (family === 'other') return mailer;
  return mailer ? `${CLIENT_LABELS[family]} (${mailer})` : CLIENT_LABELS[family];
}
