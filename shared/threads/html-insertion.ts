/** Where the signature went in a part: above the quoted thread (which marker), before `</body>`, or at the end. */
export type Placement = { at: 'marker'; marker: string } | { at: 'body_end' } | { at: 'end' };
import { isBlank, tagsOf, type HtmlTag } from './html-tags.js';

/**
 * Where the signature goes in an HTML body: directly above the quoted thread, recognised by the markers the common
 * clients write; before `</body>` when there is none; at the end without a body element.
 */
export interface HtmlInsertion {
  index: number;
  placement: Placement;
}

/** The quoted-thread marker a tag is, if any. Markers are attribute texts, checked with `includes` on one tag. */
function markerOf(tag: HtmlTag): string | null {
  const { name, lower } = tag;
  if (name === 'div') {
    // Outlook (Windows, web, new Outlook): the signature goes before appendonsend, which precedes the reply header.
    if (lower.includes('appendonsend')) return 'outlook_appendonsend';
    if (lower.includes('divrplyfwdmsg')) return 'outlook_reply_header';
    if (lower.includes('mail-editor-reference-message-container')) return 'outlook_mac_quote';
    if (lower.includes('ms-outlook-mobile-body-separator-line')) return 'outlook_mobile_separator';
    if (lower.includes('gmail_quote')) return 'gmail_quote';
    // Outlook for Windows' Word editor: the reply header is a box with only a top border.
    if (lower.includes('border:none') && (lower.includes('border-top:solid #e1e1e1') || lower.includes('border-top:solid #b5c4df'))) {
      return 'outlook_desktop_reply_header';
    }
    return null;
  }
  if (name === 'hr' && lower.includes('stopspelling')) return 'outlook_stop_spelling';
  if (name === 'blockquote' && (lower.includes('type="cite"') || lower.includes("type='cite'") || lower.includes('type=cite'))) {
    return 'apple_mail_cite';
  }
  return null;
}

/** Index of the tag before `tags[at]` when only blank text separates them, else -1. */
function adjacentBefore(html: string, tags: HtmlTag[], at: number): number {
  const before = at - 1;
  if (before < 0 || !isBlank(html, tags[before].end, tags[at].start)) return -1;
  return before;
}

/** The `<hr>` Outlook writes directly above its reply header belongs to the quoted thread. */
function includeRuleAbove(html: string, tags: HtmlTag[], at: number): number {
  const before = adjacentBefore(html, tags, at);
  return before >= 0 && tags[before].name === 'hr' ? before : at;
}

/** Apple Mail's attribution (`<div>On …, X wrote:</div>`) directly above the cite blockquote, across `<br>`s. */
function includeAttributionAbove(html: string, tags: HtmlTag[], at: number): number {
  let before = adjacentBefore(html, tags, at);
  while (before >= 0 && tags[before].name === 'br') before = adjacentBefore(html, tags, before);
  if (before < 0 || tags[before].name !== '/div') return at;
  let depth = 0;
  for (let i = before; i >= 0; i--) {
    if (tags[i].name === '/div') depth++;
    else if (tags[i].name === 'div' && --depth === 0) {
      const text = visibleText(html, tags, i, before).trim();
      return text.endsWith(':') ? i : at;
    }
  }
  return at;
}

function visibleText(html: string, tags: HtmlTag[], from: number, to: number): string {
  let text = '';
  for (let i = from; i < to; i++) text += html.slice(tags[i].end, tags[i + 1].start);
  return text;
}

export function findHtmlInsertion(html: string): HtmlInsertion {
  // The tags up to the first marker (what the marker's neighbours are looked up in), the rest only when there is none.
  const tags: HtmlTag[] = [];
  for (const tag of tagsOf(html)) {
    const at = tags.push(tag) - 1;
    const marker = markerOf(tag);
    if (!marker) continue;
    let start = at;
    if (marker === 'outlook_reply_header' || marker === 'outlook_stop_spelling') start = includeRuleAbove(html, tags, at);
    if (marker === 'apple_mail_cite') start = includeAttributionAbove(html, tags, at);
    return { index: tags[start].start, placement: { at: 'marker', marker } };
  }
  for (let at = tags.length - 1; at >= 0; at--) {
    if (tags[at].name === '/body') return { index: tags[at].start, placement: { at: 'body_end' } };
  }
  return { index: html.length, placement: { at: 'end' } };
}
