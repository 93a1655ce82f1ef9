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

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start <= text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    const content = end > start && text.charCodeAt(end - 1) === 0x0d ? text.slice(start, end - 1) : text.slice(start, end);
    lines.push({ start, text: content });
    if (newline < 0) break;
    start = newline + 1;
  }
  return lines;
}

const HEADER_FOLLOWERS = ['sent:', 'date:', 'to:', 'subject:'];

function isHeaderBlock(lines: Line[], at: number): boolean {
  if (!lines[at].text.toLowerCase().startsWith('from:')) return false;
  for (let next = at + 1; next < Math.min(lines.length, at + 4); next++) {
    const lower = lines[next].text.toLowerCase();
    if (HEADER_FOLLOWERS.some((name) => lower.startsWith(name))) return true;
  }
  return false;
}

/** The line that opens the quote above a `>` line: the attribution (ending in `:`), over at most one blank line. */
function attributionAbove(lines: Line[], at: number): number {
  let above = at - 1;
  if (above >= 0 && lines[above].text.trim() === '') above--;
  if (above < 0 || !lines[above].text.trimEnd().endsWith(':')) return at;
  // Gmail wraps a long attribution (`On …, Name <` / `address> wrote:`).
  if (above > 0 && lines[above - 1].text.startsWith('On ') && !lines[above].text.startsWith('On ')) return above - 1;
  return above;
}

export function findTextInsertion(text: string): TextInsertion {
  const lines = splitLines(text);
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at].text;
    const trimmed = line.trim();
    let marker: string | null = null;
    let start = at;
    if (trimmed.startsWith('-----') && trimmed.toLowerCase().includes('original message')) marker = 'original_message';
    else if (trimmed.startsWith('________________')) marker = 'outlook_separator';
    else if (isHeaderBlock(lines, at)) marker = 'header_block';
    else if (line.startsWith('>')) {
      start = attributionAbove(lines, at);
      marker = start === at ? 'quote' : 'attribution';
    }
    if (marker) return { index: lines[start].start, placement: { at: 'marker', marker } };
  }
  return { index: text.length, placement: { at: 'end' } };
}
