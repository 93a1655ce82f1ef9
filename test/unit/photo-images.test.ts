import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/http/errors.js';
import { ImageWork } from '../../shared/images/decode.js';
import { checkPhoto, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, renditions } from '../../shared/photos/images.js';
import { pngBomb } from '../helpers/images.js';
import { pixel, solidPhoto } from '../helpers/photos.js';

const images = new ImageWork();

const refusal = async (bytes: Buffer) => {
  const err = await checkPhoto(images, bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  const { status, code, extra } = err as ApiError;
  return { status, code, details: extra };
};

describe('photo renditions', () => {
  it('makes square JPEGs of 96 and 192 px and round PNGs of the same sizes', async () => {
    const out = await renditions(images, await solidPhoto('#3366cc', 400, 300));
    for (const [variant, size, format] of [
      ['96.jpg', 96, 'jpeg'],
      ['192.jpg', 192, 'jpeg'],
      ['96-round.png', 96, 'png'],
      ['192-round.png', 192, 'png'],
    ] as const) {
      const meta = await sharp(out[variant]).metadata();
      expect([variant, meta.width, meta.height, meta.format]).toEqual([variant, size, size, format]);
    }
    // Small enough to serve to every recipient of every mail.
    expect(out['192.jpg'].length).toBeLessThan(20_000);
  });

  it('crops the centre of a wide photo, not the edges', async () => {
    // Three bands: red | green | blue; a centred square crop of a 3:1 image is the green band alone.
    const bands = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#ff0000' } })
      .composite([
        { input: await solidPhoto('#00ff00', 100, 100, 'png'), left: 100, top: 0 },
        { input: await solidPhoto('#0000ff', 100, 100, 'png'), left: 200, top: 0 },
      ])
      .png()
      .toBuffer();
    const out = await renditions(images, bands);
    for (const [x, y] of [
      [4, 48],
      [48, 48],
      [91, 48],
    ]) {
      const [r, g, b] = await pixel(out['96.jpg'], x, y);
      expect(g).toBeGreaterThan(200);
      expect(r + b).toBeLessThan(80);
    }
  });

  it('cuts the round ones as pixels: transparent corners, opaque centre', async () => {
    const out = await renditions(images, await solidPhoto('#cc3366'));
    expect((await pixel(out['192-round.png'], 0, 0))[3]).toBe(0);
    expect((await pixel(out['192-round.png'], 191, 191))[3]).toBe(0);
    const [r, g, b, alpha] = await pixel(out['192-round.png'], 96, 96);
    expect(alpha).toBe(255);
    expect([r, g, b].map((v, i) => Math.abs(v - [204, 51, 102][i]) <= 3)).toEqual([true, true, true]);
  });

  it('puts a transparent photo on white in the JPEG (never black)', async () => {
    const clear = await sharp({ create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const [r, g, b] = await pixel((await renditions(images, clear))['96.jpg'], 10, 10);
    expect(Math.min(r, g, b)).toBeGreaterThan(245);
  });

  it('turns a photo taken sideways upright (EXIF orientation)', async () => {
    // Stored 200×100 with orientation 6 (rotate 90° clockwise to view): upright it is 100×200, red on top.
    const sideways = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#0000ff' } })
      .composite([{ input: await solidPhoto('#ff0000', 100, 100, 'png'), left: 0, top: 0 }])
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const out = await renditions(images, sideways);
    // Upright, the red half is on top; the square crop keeps the middle, whose top quarter is red.
    const [r, , b] = await pixel(out['192.jpg'], 96, 10);
    expect(r).toBeGreaterThan(200);
    expect(b).toBeLessThan(60);
  });
});

describe('photo checks', () => {
  it('accepts JPEG, PNG, WebP and GIF', async () => {
    const base = sharp({ create: { width: 20, height: 20, channels: 3, background: '#888888' } });
    for (const bytes of [
      await base.clone().jpeg().toBuffer(),
      await base.clone().png().toBuffer(),
      await base.clone().webp().toBuffer(),
      await base.clone().gif().toBuffer(),
    ]) {
      await expect(checkPhoto(images, bytes)).resolves.toBeUndefined();
    }
  });

  it('refuses a photo over the size limit with 413 naming the limit', async () => {
    expect(await refusal(Buffer.alloc(PHOTO_MAX_BYTES + 1))).toMatchObject({
      status: 413,
      code: 'photo_too_large',
      details: { limitBytes: PHOTO_MAX_BYTES, size: PHOTO_MAX_BYTES + 1 },
    });
  });

  it('refuses what is not a photo with 415: text, an SVG, an empty file', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    for (const bytes of [Buffer.from('not an image at all'), svg, Buffer.alloc(0)]) {
      expect(await refusal(bytes)).toMatchObject({ status: 415, code: 'unsupported_photo_type' });
    }
  });

  it('refuses a small file that decodes to a huge bitmap with 413 naming the limit, before decoding it', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await refusal(bomb)).toMatchObject({
      status: 413,
      code: 'photo_dimensions',
      details: { limitPixels: PHOTO_MAX_PIXELS, width: 20_000, height: 20_000 },
    });
  });
});
