import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { analyseImage } from '../../shared/doctor/images.js';

const logo = (background: string) =>
  sharp({ create: { width: 120, height: 40, channels: 4, background } })
    .png()
    .toBuffer();

describe('what the doctor reads from an image', () => {
  it('reads the size and sees a white box', async () => {
    expect(await analyseImage(await logo('#ffffff'))).toEqual({ width: 120, height: 40, dark: 'white-box' });
  });

  it('keeps the size of an image whose pixels do not read, and judges nothing it cannot see', async () => {
    // Its header intact, its compressed pixels overwritten (a stored image from before uploads were decoded).
    const damaged = Buffer.from(await logo('#0050a0'));
    damaged.fill(0x55, damaged.indexOf('IDAT') + 6, damaged.length - 12);
    expect(await analyseImage(damaged)).toEqual({ width: 120, height: 40, dark: null });
  });

  it('reads nothing from bytes that are no image', async () => {
    expect(await analyseImage(Buffer.from('not an image'))).toEqual({ width: null, height: null, dark: null });
  });
});
