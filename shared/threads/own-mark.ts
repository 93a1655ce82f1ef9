/**
 * The invisible mark every signature the service writes carries (the add-in's and the relay's), so that the service
 * knows its own signature in the new text of a message and in the quoted history of a reply.
 *
 * The mark is a class, not an id or a `data-` attribute: Gmail drops ids and `data-` attributes from the HTML it
 * quotes but keeps classes (prefixed with `m_<digits>` or `gmail-`), Outlook on the web prefixes classes and ids with
 * `x_`, Outlook for Windows keeps the classes of the elements it copies into its reply, Apple Mail quotes the HTML as
 * it is. So the mark is found by its text inside a class attribute wherever a prefix puts it. The element holds one
 * zero-width character, so that editors which drop empty elements keep it, and it is hidden in every client.
 */
export const OWN_MARK_PREFIX = 'esig-own-';

/** A full signature (`f`), or the shorter one used further down a thread (`r`: the reply template, a line, or none). */
export type OwnMarkKind = 'f' | 'r';

export interface OwnMark {
  kind: OwnMarkKind;
  /** Whose signature it is: `senderTag` of the mailbox it was made for. */
  sender: string;
}

/** Eight hex digits naming a mailbox (FNV-1a of its lower-cased address): enough to tell a thread's senders apart. */
export function senderTag(address: string): string {
  const text = address.trim().toLowerCase();
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return ('0000000' + hash.toString(16)).slice(-8);
}

const MARK_STYLE = 'display:none;font-size:0;line-height:0;max-height:0;overflow:hidden;mso-hide:all';

/** The mark's element for a mailbox's signature of this kind. */
export const ownMarkHtml = (address: string, kind: OwnMarkKind): string =>
  `<span class="${OWN_MARK_PREFIX}${kind}-${senderTag(address)}" style="${MARK_STYLE}">&#8203;</span>`;

/** A signature's HTML with its mark in front (no signature: nothing to mark). */
export const withOwnMark = (html: string, address: string, kind: OwnMarkKind): string => (html ? ownMarkHtml(address, kind) + html : html);

const isHex = (code: number) => (code >= 0x30 && code <= 0x39) || (code >= 0x61 && code <= 0x66) || (code >= 0x41 && code <= 0x46);

/** The mark that starts at `at` (just after the prefix), or null. */
function markAt(text: string, at: number): OwnMark | null {
  const kind = text[at];
  if ((kind !== 'f' && kind !== 'r') || text[at + 1] !== '-') return null;
  for (let i = at + 2; i < at + 10; i++) if (!isHex(text.charCodeAt(i))) return null;
  return { kind, sender: text.slice(at + 2, at + 10).toLowerCase() };
}

/** At most this many marks are read from one piece of HTML (a thread of hundreds of replies needs no more). */
const MAX_MARKS = 200;

/**
 * The service's marks in `html` from `from` to `to`, in order: each is the prefix inside a tag's `class` attribute
 * (text that merely mentions it is not a mark). The prefix's occurrences and the tags are each walked once, forward;
 * at most `MAX_MARKS` are read.
 */
export function ownMarksIn(html: string, from = 0, to = html.length): OwnMark[] {
  const marks: OwnMark[] = [];
  // The tag around or after the occurrence looked at: its `<` and `>` (-1: none further).
  let open = html.indexOf('<', from);
  let close = open < 0 ? -1 : html.indexOf('>', open + 1);
  for (let at = html.indexOf(OWN_MARK_PREFIX, from); at >= 0 && at < to && marks.length < MAX_MARKS;) {
    while (open >= 0 && close >= 0 && close < at) {
      open = html.indexOf('<', close + 1);
      close = open < 0 ? -1 : html.indexOf('>', open + 1);
    }
    if (open < 0 || close < 0) break;
    if (open < at && inClassAttribute(html, open, at)) {
      const mark = markAt(html, at + OWN_MARK_PREFIX.length);
      if (mark) marks.push(mark);
    }
    at = html.indexOf(OWN_MARK_PREFIX, at + OWN_MARK_PREFIX.length);
  }
  return marks;
}

/** How far before the mark its `class=` may be (other classes, a client's prefix). */
const CLASS_REACH = 200;

/** Whether `at` (inside the tag opened at `open`) is in the value of a `class` attribute: `class=` before it, unclosed. */
function inClassAttribute(html: string, open: number, at: number): boolean {
  const before = html.slice(Math.max(open, at - CLASS_REACH), at).toLowerCase();
  const name = before.lastIndexOf('class=');
  if (name < 0) return false;
  const value = before.slice(name + 'class='.length);
  const quote = value[0];
  if (quote === '"' || quote === "'") return value.indexOf(quote, 1) < 0;
  return value.indexOf(' ') < 0 && value.indexOf('>') < 0;
}
