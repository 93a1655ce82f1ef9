import { isMobileFooter, MAX_FOOTER_CHARS } from './footer-phrases.js';
import { tagsOf, type HtmlTag } from './html-tags.js';

/** What of the new text is a phone's footer: the characters from `from` to `to` (both before the insertion point). */
export interface FooterRange {
  from: number;
  to: number;
}

/** How far back from the insertion point the footer is looked for: it is the last thing of the new text. */
const LOOK_BACK_CHARS = 4_000;
/** Trailing blank lines skipped in a text body before its last line. */
const MAX_BLANK_LINES = 20;

const INLINE = new Set(['a', 'span', 'font', 'b', 'i', 'u', 'em', 'strong', 'small', 'o:p']);
const name = (tag: HtmlTag) => (tag.name.startsWith('/') ? tag.name.slice(1) : tag.name);
const isInline = (tag: HtmlTag) => INLINE.has(name(tag));

/** Whether the text between two indexes shows nothing: whitespace and `&nbsp;` only. */
function showsNothing(html: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = html.charCodeAt(i);
    if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0xa0) continue;
    if (c === 0x26 && html.startsWith('&nbsp;', i)) {
      i += 5;
      continue;
    }
    return false;
  }
  return true;
}

const ENTITIES: Readonly<Record<string, string>> = {
  nbsp: ' ',
  amp: '&',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  aacute: 'á',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  ccedil: 'ç',
};

/** HTML text with its character references read (the few a footer holds, and numeric ones). One pass. */
function decodeText(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const amp = text.indexOf('&', i);
    const semi = amp < 0 ? -1 : text.indexOf(';', amp);
    if (amp < 0 || semi < 0 || semi - amp > 10) {
      out += text.slice(i);
      break;
    }
    out += text.slice(i, amp);
    const ref = text.slice(amp + 1, semi);
    const code =
      ref.startsWith('#x') || ref.startsWith('#X') ? parseInt(ref.slice(2), 16) : ref.startsWith('#') ? parseInt(ref.slice(1), 10) : NaN;
    const named = ENTITIES[ref.toLowerCase()];
    out += named ?? (Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : text.slice(amp, semi + 1));
    i = semi + 1;
  }
  return out;
}

/**
 * The phone's footer at the end of the new text of an HTML body (`end`: where the signature goes), or null: Outlook
 * mobile's own element (`ms-outlook-mobile-signature`) when nothing visible follows it, else a last line that is one
 * of the footers exactly, removed with the block element that holds only it. Only the last few kB are read.
 */
export function htmlFooter(html: string, end: number): FooterRange | null {
  const from = Math.max(0, end - LOOK_BACK_CHARS);
  const tags: HtmlTag[] = [];
  for (const tag of tagsOf(html.slice(from, end))) tags.push({ ...tag, start: tag.start + from, end: tag.end + from });
  return outlookMobileElement(html, tags, end) ?? lastLine(html, tags, end, from);
}

function outlookMobileElement(html: string, tags: HtmlTag[], end: number): FooterRange | null {
  let at = -1;
  for (let i = tags.length - 1; i >= 0; i--) {
    if (!tags[i].name.startsWith('/') && tags[i].lower.includes('ms-outlook-mobile-signature')) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  let depth = 0;
  for (let i = at; i < tags.length; i++) {
    if (tags[i].name === tags[at].name) depth++;
    else if (tags[i].name === `/${tags[at].name}` && --depth === 0) {
      for (let k = i; k < tags.length; k++)
        if (!showsNothing(html, tags[k].end, k + 1 < tags.length ? tags[k + 1].start : end)) return null;
      return { from: tags[at].start, to: tags[i].end };
    }
  }
  return null;
}

function lastLine(html: string, tags: HtmlTag[], end: number, from: number): FooterRange | null {
  // Back over what shows nothing (closing tags, breaks, empty blocks) to the last visible text.
  let i = tags.length - 1;
  let gapEnd = end;
  while (i >= 0 && tags[i].name !== 'img' && showsNothing(html, tags[i].end, gapEnd)) gapEnd = tags[i--].start;
  if (i < 0 && showsNothing(html, from, gapEnd)) return null;
  const textEnd = gapEnd;
  // Back over the line's text and inline tags to the block boundary above it.
  const closesAfter = i + 1;
  while (i >= 0 && isInline(tags[i])) i--;
  const lineStart = i >= 0 ? tags[i].end : from;
  if (i < 0 && from > 0) return null;
  if (textEnd - lineStart > MAX_FOOTER_CHARS * 8) return null;
  let text = '';
  let at = lineStart;
  for (let k = i + 1; k < closesAfter; k++) {
    text += html.slice(at, tags[k].start);
    at = tags[k].end;
  }
  text += html.slice(at, textEnd);
  if (!isMobileFooter(decodeText(text))) return null;
  // The line's inline elements close after its text (`Get <a …>Outlook for iOS</a>`): they go with it.
  let after = closesAfter;
  while (after < tags.length && tags[after].name.startsWith('/') && isInline(tags[after])) after++;
  const lineEnd = after > closesAfter ? tags[after - 1].end : textEnd;
  // The block that holds only the footer goes with it: `<div dir="ltr">Sent from my iPhone</div>`.
  const opening = i >= 0 ? tags[i] : null;
  const closing = tags[after];
  if (opening && closing && !opening.name.startsWith('/') && closing.name === `/${opening.name}` && opening.name !== 'br') {
    return { from: opening.start, to: closing.end };
  }
  return { from: lineStart, to: lineEnd };
}

/**
 * The phone's footer at the end of the new text of a text body (`end`: where the signature goes), or null: the last
 * line that is not blank, when it is one of the footers exactly; removed with the blank lines after it (and, at the
 * body's very end, with the line end above it).
 */
export function textFooter(text: string, end: number): FooterRange | null {
  let lineEnd = end;
  for (let blank = 0; blank <= MAX_BLANK_LINES; blank++) {
    const start = lineEnd > 0 ? text.lastIndexOf('\n', lineEnd - 1) + 1 : 0;
    if (lineEnd - start > MAX_FOOTER_CHARS * 4) return null;
    const line = text.slice(start, lineEnd);
    if (line.trim() !== '') {
      if (!isMobileFooter(line)) return null;
      // At the very end of the body the line end above the footer goes too: the signature brings its own.
      const above = end === text.length && start > 0 ? start - (start > 1 && text[start - 2] === '\r' ? 2 : 1) : start;
      return { from: above, to: end };
    }
    if (start === 0) return null;
    lineEnd = start - 1;
  }
  return null;
}
