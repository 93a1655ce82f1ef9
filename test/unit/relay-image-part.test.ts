import { describe, expect, it } from 'vitest';
import { imagePart } from '../../relay/mime/mime-parts.js';

describe('a signature image as a MIME part', () => {
  const image = { cid: 'logo.png', contentType: 'image/png', content: Buffer.alloc(100, 7) };

  it('is encoded once for the same bytes, name, type and line end, and afresh when any differs', () => {
    const first = imagePart(image, '\r\n');
    expect(imagePart(image, '\r\n')).toBe(first);
    expect(imagePart({ ...image }, '\r\n')).toBe(first);
    const lf = imagePart(image, '\n');
    expect(lf).not.toBe(first);
    expect(lf.toString('latin1')).toBe(first.toString('latin1').replaceAll('\r\n', '\n'));
    const renamed = imagePart({ ...image, cid: 'mark.png' }, '\r\n').toString('latin1');
    expect(renamed).toContain('Content-ID: <mark.png>');
    const other = imagePart({ ...image, content: Buffer.alloc(100, 8) }, '\r\n').toString('latin1');
    expect(other).not.toBe(first.toString('latin1'));
    expect(first.toString('latin1')).toBe(
      [
        'Content-Type: image/png; name="logo.png"',
        'Content-Disposition: inline; filename="logo.png"',
        'Content-ID: <logo.png>',
        'Content-Transfer-Encoding: base64',
        '',
        image.content.toString('base64').slice(0, 76),
        image.content.toString('base64').slice(76),
      ].join('\r\n'),
    );
  });
});
