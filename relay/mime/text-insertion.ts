import type { Placement } from './types.js';

/** Where the text signature goes in a plain-text body: above the quoted text, else at the end. */
export interface TextInsertion {
  index: number;
  placement: Placement;
}

interface Line {
  start: number;
  text: string;
}

/** The lines of a text, split as they are asked for: the scan stops at the quote, usually near the top. */
class Lines {
  private readonly lines: Line[] = [];
  private next = 0;

  constructor(private readonly text: string) {}

  at(index: number): Line | undefined {
    const { text, lines } = this;
    while (lines.length <= index && this.next <= text.length) {
      const start = this.next;
      const newline = text.indexOf('\n', start);
      const end = newline < 0 ? text.length : newline;
      lines.push({ start, text: text.slice(start, end > start && text.charCodeAt(end - 1) === 0x0d ? end - 1 : end) });
      this.next = newline < 0 ? text.length + 1 : newline + 1;
    }
    return lines[index];
  }
}

/** Whether a line starts with an ASCII prefix given in lower case, in any case. */
function startsLower(line: string, prefix: string): boolean {
  return line.length >= prefix.length && line.slice(0, prefix.length).toLowerCase() === prefix;
}

const HEADER_FOLLOWERS = ['sent:', 'date:', 'to:', 'subject:'];

function isHeaderBlock(lines: Lines, at: number): boolean {
  if (!startsLower(lines.at(at)!.text, 'from:')) return false;
  for (let next = at + 1; next < at + 4; next++) {
    const line = lines.at(next);
    if (!line) return false;
    if (HEADER_FOLLOWERS.some((name) => startsLower(line.text, name))) return true;
  }
  return false;
}

/** The line that opens the quote above a `>` line: the attribution (ending in `:`), over at most one blank line. */
function attributionAbove(lines: Lines, at: number): number {
  let above = at - 1;
  if (above >= 0 && lines.at(above)!.text.trim() === '') above--;
  if (above < 0 || !lines.at(above)!.text.trimEnd().endsWith(':')) return at;
  // Gmail wraps a long attribution (`On …, Name <` / `address> wrote:`).
  if (above > 0 && lines.at(above - 1)!.text.startsWith('On ') && !lines.at(above)!.text.startsWith('On ')) return above - 1;
  return above;
}

export function findTextInsertion(text: string): TextInsertion {
  const lines = new Lines(text);
  for (let at = 0, line = lines.at(0); line; line = lines.at(++at)) {
    let marker: string | null = null;
    let start = at;
    if (line.text.trimStart().startsWith('-----') && line.text.toLowerCase().includes('original message')) marker = 'original_message';
    else if (line.text.trimStart().startsWith('________________')) marker = 'outlook_separator';
    else if (isHeaderBlock(lines, at)) marker = 'header_block';
    else if (line.text.startsWith('>')) {
      start = attributionAbove(lines, at);
      marker = start === at ? 'quote' : 'attribution';
    }
    if (marker) return { index: lines.at(start)!.start, placement: { at: 'marker', marker } };
  }
  return { index: text.length, placement: { at: 'end' } };
}
