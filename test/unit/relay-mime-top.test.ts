import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insertSignature, RewriteAbandoned } from '../../relay/mime/body-rewrite.js';
import { findHtmlInsertion } from '../../shared/threads/html-insertion.js';
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
