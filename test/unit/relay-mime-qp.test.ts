import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBody, encodeBody, insertIntoQuotedPrintable as splice, spliced } from '../../relay/mime/transfer-encoding.js';

const qp = (text: Buffer) => decodeBody(text, 'quoted-printable');
/** The encoded body with the insertion made. */
const insertIntoQuotedPrintable = (encoded: Buffer, at: number, insert: Buffer, eol: string) =>
  spliced(encoded, splice(encoded, at, insert, eol));

/** Quoted-printable as other encoders write it: escapes in either case, soft breaks with blanks, `=` left bare. */
const encodedToken = (eol: string) =>
  fc.oneof(
    fc.constantFrom('a', 'Z', ' ', '\t', '<p class=3D"x">', '=C2=B7', '=c3=a9', '=20', '=3D', '=', '==', '=4', '=G1'),
    fc.constantFrom(`=${eol}`, `= ${eol}`, `=\t ${eol}`, eol),
    fc.string({ unit: 'grapheme-ascii', maxLength: 90 }).map((s) => s.replace(/[\r\n=]/g, '')),
  );

describe('relay MIME rewrite: quoted-printable changed only on the line the signature goes into', () => {
  it('any encoded body, any offset: decodes to the body with the insertion, the other lines byte for byte', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('\r\n', '\n'),
        fc.context(),
        fc.nat(),
        fc.uint8Array({ maxLength: 300 }),
        (eol, ctx, offset, insertBytes) => {
          const encoded = Buffer.from(
            fc.sample(fc.array(encodedToken(eol), { maxLength: 60 }), { numRuns: 1, seed: offset })[0].join(''),
            'latin1',
          );
          const decoded = qp(encoded);
          let at = decoded.length ? offset % (decoded.length + 1) : 0;
          // Never between a CR and its LF (no insertion point is): the encoder writes a CR on its own as `=0D`.
          if (at > 0 && decoded[at - 1] === 0x0d && decoded[at] === 0x0a) at++;
          // The signature carries no line ends here: the encoder writes any it has as `eol`, as the whole-part path does.
          const insert = Buffer.from(insertBytes.filter((b) => b !== 0x0a && b !== 0x0d));
          const result = insertIntoQuotedPrintable(encoded, at, insert, eol);
          ctx.log(JSON.stringify({ encoded: encoded.toString('latin1'), at }));
          expect(qp(result).equals(Buffer.concat([decoded.subarray(0, at), insert, decoded.subarray(at)]))).toBe(true);
          // Every line of the result is a line of the input or one written again, within 76 characters.
          const input = new Set(encoded.toString('latin1').split(eol));
          for (const line of result.toString('latin1').split(eol)) if (!input.has(line)) expect(line.length).toBeLessThanOrEqual(76);
        },
      ),
      { numRuns: 500, seed: 34 },
    );
  });

  it('a long HTML body: only the line with the insertion differs from the original encoding', () => {
    const html = Buffer.from(`<div style="font-family:Aptos">${'Thanks for the figures · é '.repeat(400)}</div>\r\n<p>x</p>`, 'utf8');
    const encoded = encodeBody(html, 'quoted-printable', '\r\n');
    const at = html.indexOf('</div>');
    const signature = Buffer.from('<table><tr><td>Ann Lee · Contoso</td></tr></table>', 'utf8');
    const result = insertIntoQuotedPrintable(encoded, at, signature, '\r\n');
    expect(qp(result).toString('utf8')).toBe(html.toString('utf8').replace('</div>', `${signature.toString('utf8')}</div>`));
    const before = encoded.toString('latin1').split('\r\n');
    const after = result.toString('latin1').split('\r\n');
    const kept = after.filter((line) => before.includes(line)).length;
    expect(kept).toBeGreaterThanOrEqual(before.length - 2);
    // In the middle of the soft-wrapped line: the line written again ends with a soft break as the original's did, so
    // no line grows past 76 and the rest is kept.
    const middle = html.indexOf('figures', 3000);
    const inMiddle = insertIntoQuotedPrintable(encoded, middle, signature, '\r\n');
    expect(qp(inMiddle).equals(Buffer.concat([html.subarray(0, middle), signature, html.subarray(middle)]))).toBe(true);
    for (const line of inMiddle.toString('latin1').split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    expect(inMiddle.subarray(inMiddle.length - 2000).equals(encoded.subarray(encoded.length - 2000))).toBe(true);
    // The insertion at the very start and the very end.
    expect(qp(insertIntoQuotedPrintable(encoded, 0, signature, '\r\n')).equals(Buffer.concat([signature, html]))).toBe(true);
    expect(qp(insertIntoQuotedPrintable(encoded, html.length, signature, '\r\n')).equals(Buffer.concat([html, signature]))).toBe(true);
    expect(qp(insertIntoQuotedPrintable(Buffer.alloc(0), 0, signature, '\r\n')).equals(signature)).toBe(true);
  });
});
