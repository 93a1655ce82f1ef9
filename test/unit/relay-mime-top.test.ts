import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insertSignature, RewriteAbandoned } from '../../relay/mime/body-rewrite.js';
import { findHtmlInsertion } from '../../shared/threads/html-insertion.js';
import { findTextInsertion } from '../../relay/mime/text-insertion.js';
import { decodeBody, encodeBody, spliced, type TransferEncoding } from '../../relay/mime/transfer-encoding.js';

const SIGNATURE = '<table><tr><td>Ann Lee · Contoso</td></tr></table>';
const MARKERS = [
  '<div id="appendonsend"></div>',
  '<hr style="display:inline-block" tabindex="-1"><div id="divRplyFwdMsg">From: Bob</div>',
  '<div class="gmail_quote">On Mon, Bob wrote:</div>',
  '<blockquote type="cite">Old</blockquote>',
];
// Text that crosses the first 16 kB in every way: several-byte characters, tags, long lines and short ones.
const FILLER = fc.constantFrom('<p>Thanks · é 😀 über</p>\r\n', 'x'.repeat(90), '<span style="color:#333">a</span>', '€', '\r\n', ' ');

/** The HTML part's body with the signature, decoded: what the signed part reads as. */
function signed(html: string, encoding: TransferEncoding): string {
  const raw = encodeBody(Buffer.from(html, 'utf8'), encoding, '\r\n');
  const { splice } = insertSignature(raw, { encoding, charset: 'utf-8' }, 'html', SIGNATURE, '\r\n');
  return decodeBody(spliced(raw, splice), encoding).toString('utf8');
}

describe('relay MIME rewrite: a long HTML part is read from its top first', () => {
  it('the signature lands where reading the whole part puts it, wherever the marker is and however the top is cut', () => {
    fc.assert(
      fc.property(
        fc.array(FILLER, { minLength: 300, maxLength: 1500 }),
        fc.nat(),
        fc.constantFrom(...MARKERS),
        fc.constantFrom<TransferEncoding>('quoted-printable', '8bit'),
        (filler, where, marker, encoding) => {
          const at = where % (filler.length + 1);
          const html = `<html><body>${filler.slice(0, at).join('')}${marker}${filler.slice(at).join('')}</body></html>`;
          const { index } = findHtmlInsertion(html);
          expect(signed(html, encoding)).toBe(html.slice(0, index) + SIGNATURE + html.slice(index));
        },
      ),
      { numRuns: 150, seed: 34 },
    );
  });

  it('bytes that are not UTF-8 far below the marker are never read (the part keeps them); above it, the part passes', () => {
    const reply = `<div>${'<p>Thanks, see below</p>\r\n'.repeat(20)}</div><div id="appendonsend"></div>`;
    const thread = `${'<p>old thread</p>\r\n'.repeat(1500)}</body></html>`;
    const broken = Buffer.concat([
      Buffer.from(`<html><body>${reply}`),
      Buffer.from(thread.slice(0, 20_000)),
      Buffer.from([0xff, 0xfe]),
      Buffer.from(thread),
    ]);
    const { splice } = insertSignature(broken, { encoding: '8bit', charset: 'utf-8' }, 'html', SIGNATURE, '\r\n');
    const out = spliced(broken, splice);
    expect(out.subarray(out.length - thread.length - 2).equals(broken.subarray(broken.length - thread.length - 2))).toBe(true);
    expect(out.includes(Buffer.from(`${SIGNATURE}<div id="appendonsend">`))).toBe(true);
    const early = Buffer.concat([Buffer.from('<html><body><p>caf'), Buffer.from([0xe9]), Buffer.from(`</p>${reply}${thread}`)]);
    expect(() => insertSignature(early, { encoding: '8bit', charset: 'utf-8' }, 'html', SIGNATURE, '\r\n')).toThrow(RewriteAbandoned);
  });
});

// Lines that cross the first 16 kB in every way, among them lines a marker is judged by (a header block's followers,
// quotes, a `From:` that opens no block) so a cut near a marker tries the lines it looks at.
const TEXT_FILLER = fc.constantFrom(
  'Thanks · é 😀 über\r\n',
  'x'.repeat(90) + '\r\n',
  'From: someone\r\n',
  'Sent: today\r\n',
  '\r\n',
  '> a quote\r\n',
);
const TEXT_MARKERS = [
  '-----Original Message-----\r\n',
  '________________________________\r\n',
  'From: Bob\r\nSent: Monday\r\nTo: Ann\r\nSubject: Figures\r\n',
  'On Mon, Bob <bob@fabrikam.example> wrote:\r\n\r\n> Old\r\n',
];
const TEXT_SIGNATURE = 'Ann Lee\nContoso';

describe('relay MIME rewrite: a long text part is read from its top first', () => {
  it('the signature lands where reading the whole part puts it, wherever the marker is and however the top is cut', () => {
    fc.assert(
      fc.property(
        fc.array(TEXT_FILLER, { minLength: 300, maxLength: 1500 }),
        fc.nat(),
        fc.constantFrom(...TEXT_MARKERS),
        fc.constantFrom<TransferEncoding>('quoted-printable', '8bit'),
        (filler, where, marker, encoding) => {
          const at = where % (filler.length + 1);
          const text = `Hello\r\n${filler.slice(0, at).join('')}${marker}${filler.slice(at).join('')}`;
          const raw = encodeBody(Buffer.from(text, 'utf8'), encoding, '\r\n');
          const { splice, placement } = insertSignature(raw, { encoding, charset: 'utf-8' }, 'text', TEXT_SIGNATURE, '\r\n');
          const { index, placement: whole } = findTextInsertion(text);
          const out = decodeBody(spliced(raw, splice), encoding).toString('utf8');
          expect(placement).toEqual(whole);
          expect(out.slice(0, index)).toBe(text.slice(0, index));
          expect(out.slice(index)).toContain('Ann Lee\r\nContoso');
          expect(out.endsWith(text.slice(index))).toBe(true);
        },
      ),
      { numRuns: 150, seed: 47 },
    );
  });

  it('a marker judged by lines below the first 16 kB is judged by reading the whole part', () => {
    // 8bit, so the top read is exactly 16 kB to the end of that line: the quote line crosses it, and the header block
    // it belongs to is made by lines only the whole part has.
    const filled = 'Thanks\r\n' + ('y'.repeat(78) + '\r\n').repeat(200);
    const lines = `${filled}${'z'.repeat(16_350 - filled.length - 2)}\r\n`;
    const text = `${lines}From: Bob\r\n> quoted line that crosses the top\r\nSent: Monday\r\nTo: Ann\r\n\r\nOld text\r\n`;
    expect(text.indexOf('> quoted') < 16 * 1024 && text.indexOf('Sent:') > 16 * 1024).toBe(true);
    const raw = Buffer.from(text, 'utf8');
    const { splice, placement } = insertSignature(raw, { encoding: '8bit', charset: 'utf-8' }, 'text', TEXT_SIGNATURE, '\r\n');
    expect(placement).toEqual({ at: 'marker', marker: 'header_block' });
    expect(spliced(raw, splice).toString('utf8')).toBe(`${lines}Ann Lee\r\nContoso\r\n\r\n${text.slice(lines.length)}`);
  });

  it('bytes that are not UTF-8 far below the marker are never read', () => {
    const reply = `Thanks, see below\r\n\r\n-----Original Message-----\r\nFrom: Bob\r\nSent: Monday\r\nTo: Ann\r\nSubject: Figures\r\n`;
    const thread = 'old thread\r\n'.repeat(3000);
    const broken = Buffer.concat([Buffer.from(reply + thread.slice(0, 20_000)), Buffer.from([0xff, 0xfe]), Buffer.from(thread)]);
    const { splice, placement } = insertSignature(broken, { encoding: '8bit', charset: 'utf-8' }, 'text', TEXT_SIGNATURE, '\r\n');
    expect(placement).toEqual({ at: 'marker', marker: 'original_message' });
    const start = 'Thanks, see below\r\n\r\nAnn Lee\r\nContoso\r\n\r\n-----Original Message-----';
    expect(spliced(broken, splice).subarray(0, start.length).toString('utf8')).toBe(start);
  });
});
