/** One tag of an HTML document: where it is and what it is, found by a linear scan (no regular expressions). */
export interface HtmlTag {
  start: number;
  /** Index just after the closing `>`. */
  end: number;
  /** Lower-case tag name; a closing tag's name starts with `/`. */
  name: string;
  /** The tag's text with ASCII letters lower-cased (attribute checks are ASCII). */
  lower: string;
}

export function asciiLowerCase(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x41 && code <= 0x5a) {
      out += text.slice(from, i) + String.fromCharCode(code + 0x20);
      from = i + 1;
    }
  }
  return from === 0 ? text : out + text.slice(from);
}

function isNameChar(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || code === 0x2f || code === 0x3a || code === 0x2d;
}

/**
 * The tags of `html` in order, skipping comments, one at a time (a reader that finds what it looks for stops the scan
 * there); each character is looked at a bounded number of times.
 */
export function* tagsOf(html: string): Generator<HtmlTag> {
  let i = 0;
  while (i < html.length) {
    const start = html.indexOf('<', i);
    if (start < 0) break;
    if (html.startsWith('<!--', start)) {
      const close = html.indexOf('-->', start + 4);
      if (close < 0) break;
      i = close + 3;
      continue;
    }
    const close = html.indexOf('>', start + 1);
    if (close < 0) break;
    const lower = asciiLowerCase(html.slice(start, close + 1));
    let nameEnd = 1;
    while (nameEnd < lower.length && isNameChar(lower.charCodeAt(nameEnd))) nameEnd++;
    const name = lower.slice(1, nameEnd);
    if (name && name !== '/') yield { start, end: close + 1, name, lower };
    i = close + 1;
  }
}

/** Whether the text between two indexes is only whitespace (and `&nbsp;`-free: a visible space is content). */
export function isBlank(html: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const code = html.charCodeAt(i);
    if (code !== 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return false;
  }
  return true;
}
