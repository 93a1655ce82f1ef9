import { findHtmlInsertion } from '../../shared/threads/html-insertion.js';
import { htmlFooter } from '../../shared/threads/mobile-footers.js';
import { OWN_MARK_PREFIX, ownMarksIn, senderTag } from '../../shared/threads/own-mark.js';

/**
 * What the add-in reads of the message it signs, with the relay's own code (shared/threads): where the new text ends
 * (the reply marker the clients write, else the body's end), whether the quoted history holds this sender's full
 * signature of the service, and the phone's footer at the end of the new text.
 */

/** Where the new text ends: above the quoted history, and above the service's signature already in place. */
function newTextEnd(html: string): number {
  const { index } = findHtmlInsertion(html);
  if (ownMarksIn(html, 0, index).length === 0) return index;
  const open = html.lastIndexOf('<', html.indexOf(OWN_MARK_PREFIX));
  return open >= 0 && open < index ? open : index;
}

/** Whether the quoted history of `html` holds the full signature the service made for `mailbox`. */
export function quotesOwnSignature(html: string, mailbox: string): boolean {
  const tag = senderTag(mailbox);
  return ownMarksIn(html, findHtmlInsertion(html).index).some((mark) => mark.kind === 'f' && mark.sender === tag);
}

/**
 * The body without the phone's footer at the end of its new text (Outlook mobile's own element, or a last line that
 * is one of the footers exactly), or null when it ends with none: the quoted history and the middle of a sentence are
 * never touched.
 */
export function withoutMobileFooter(html: string): string | null {
  const footer = htmlFooter(html, newTextEnd(html));
  return footer ? html.slice(0, footer.from) + html.slice(footer.to) : null;
}
