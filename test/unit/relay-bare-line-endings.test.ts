import { describe, expect, it } from 'vitest';
import { BareLineEndings } from '../../relay/smtp/index.js';

/** What the scanner says of this text cut into these pieces. */
function scan(pieces: readonly string[]): boolean {
  const scanner = new BareLineEndings();
  for (const piece of pieces) scanner.feed(Buffer.from(piece, 'latin1'));
  scanner.end();
  return scanner.found;
}

/** Every way of cutting the text in two, and into single bytes. */
function cuts(text: string): string[][] {
  const halves = Array.from({ length: text.length + 1 }, (_, i) => [text.slice(0, i), text.slice(i)]);
  return [...halves, [...text]];
}

describe('relay: bare CR and LF in DATA', () => {
  it.each([
    ['CRLF line ends only', 'Subject: a\r\n\r\nline one\r\n.. dot-stuffed\r\n\r\n', false],
    ['nothing at all', '', false],
    ['one line without an end', 'no line end', false],
    ['the smuggling pair \\n.\\n', 'body\n.\nMAIL FROM:<x@y>\r\n', true],
    ['\\r.\\r', 'body\r.\rMAIL FROM:<x@y>\r\n', true],
    ['\\n.\\r\\n', 'body\n.\r\nMAIL FROM:<x@y>\r\n', true],
    ['an LF first', '\nSubject: a\r\n', true],
    ['a CR last', 'Subject: a\r\n\r\nbody\r', true],
    ['CR CR LF', 'body\r\r\n', true],
    ['LF CR', 'body\n\r', true],
  ])('%s: %s', (_case, text, found) => {
    for (const pieces of cuts(text)) expect([pieces, scan(pieces)]).toEqual([pieces, found]);
  });

  it('reads a CRLF split between two chunks as one line end, not as a bare CR and a bare LF', () => {
    expect(scan(['Subject: a\r', '\nbody\r', '\n'])).toBe(false);
    expect(scan(['Subject: a\r', '', '\nbody\r\n'])).toBe(false);
    expect(scan(['Subject: a\r', 'x\n'])).toBe(true);
  });

  it('stays found once found, whatever follows', () => {
    expect(scan(['a\nb', '\r\n', 'c\r\n'])).toBe(true);
  });

  it('finds a bare LF after 40 MB of proper lines, read in chunks as smtp-server hands them', () => {
    const body = 'x'.repeat(76) + '\r\n';
    const chunk = Buffer.from(body.repeat(64 * 1024));
    const scanner = new BareLineEndings();
    for (let i = 0; i < 8; i++) scanner.feed(chunk);
    scanner.feed(Buffer.from('\n'));
    scanner.end();
    expect(scanner.found).toBe(true);
  });
});
