import type { AddressObject } from 'mailparser';
import { sanitizeSignatureHtml } from '../rendering/sanitize.js';
import type { MessageView } from './schemas.js';

/** A message larger than this is not parsed for the page (a check keeps at most this much). */
export const MAX_VIEW_BYTES = 2 * 1024 * 1024;
/** Parsing gives up after this long (a message built to be slow to parse). */
const PARSE_MS = 3_000;
/** The decoded HTML body read at most; longer is not shown. */
const MAX_HTML_CHARS = 1_000_000;
const MAX_TEXT_CHARS = 100_000;
const MAX_ADDRESSES = 50;

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((a) => a.value)
    .flatMap((a) => (a.address ? [a.name ? `${a.name} <${a.address}>` : a.address] : []))
    .slice(0, MAX_ADDRESSES);

const unreadable = (problem: string): MessageView => ({ subject: null, from: null, to: [], html: null, text: null, problem });

/** A size as people read it: `64 KB`, `2 MB`, `5.3 MB`. */
export function sizeInWords(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;
}

/**
 * A message as the portal shows it, read with `mailparser` within a size and a time bound: its subject, sender and
 * recipients, the HTML part through the service's one sanitiser (its `cid:` images turned into `data:` URIs by the
 * parser first, which the sanitiser keeps only for PNG, JPEG and GIF), and the text part. `messageBytes` is the size
 * of the whole message when `raw` holds only its first bytes: what they hold is shown, and the view says it was cut.
 */
export async function viewMessage(raw: Buffer, messageBytes = raw.length): Promise<MessageView> {
  if (raw.length > MAX_VIEW_BYTES) return unreadable(`The message is larger than ${sizeInWords(MAX_VIEW_BYTES)}, so it is not shown`);
  const view = await parsedView(raw);
  if (messageBytes <= raw.length) return view;
  const cut = `Only the first ${sizeInWords(raw.length)} of this ${sizeInWords(messageBytes)} message were kept: what is shown stops there, and anything after it is missing`;
  return { ...view, problem: view.problem ? `${cut}. ${view.problem}` : cut };
}

async function parsedView(raw: Buffer): Promise<MessageView> {
  // Loaded on the first message viewed (7 MB of heap), before the parse's clock starts: only the portal's server-side
  // page and its checks read one.
  const { simpleParser } = await import('mailparser');
  let timer: NodeJS.Timeout | undefined;
  const slow = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('slow')), PARSE_MS);
  });
  try {
    const parsed = await Promise.race([
      simpleParser(raw, { skipTextToHtml: true, skipTextLinks: true, maxHtmlLengthToParse: MAX_HTML_CHARS }),
      slow,
    ]);
    const html = typeof parsed.html === 'string' && parsed.html.length <= MAX_HTML_CHARS ? sanitizeSignatureHtml(parsed.html) : null;
    return {
      subject: parsed.subject?.slice(0, 1000) ?? null,
      from: addresses(parsed.from)[0] ?? null,
      to: addresses(parsed.to),
      html,
      text: parsed.text ? parsed.text.slice(0, MAX_TEXT_CHARS) : null,
      problem: null,
    };
  } catch (err) {
    return unreadable((err as Error).message === 'slow' ? 'The message took too long to read' : 'The message could not be read');
  } finally {
    clearTimeout(timer);
  }
}
