import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { positionalsOf } from '../../scripts/cli.js';
import { diffImages, diffPng } from '../../scripts/screenshot-diff.js';

type Rgb = [number, number, number];
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** A PNG of one colour, with the given rectangles painted over it. */
function image(
  width: number,
  height: number,
  background: Rgb,
  rects: Array<{ x: number; y: number; w: number; h: number; colour: Rgb }> = [],
) {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) data.set(background, i * 3);
  for (const r of rects)
    for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) data.set(r.colour, (y * width + x) * 3);
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const pixel = (d: { data: Buffer; width: number }, x: number, y: number) => [
  ...d.data.subarray((y * d.width + x) * 3, (y * d.width + x) * 3 + 3),
];

describe('screenshot comparison', () => {
  it('finds nothing changed between two copies of an image', async () => {
    const a = await image(20, 10, WHITE, [{ x: 2, y: 2, w: 5, h: 5, colour: BLACK }]);
    const d = await diffImages(a, a, { noise: 0 });
    expect(d).toMatchObject({ changed: 0, fraction: 0, before: { width: 20, height: 10 }, after: { width: 20, height: 10 } });
  });

  it('counts the pixels that changed, and the share of the page they are', async () => {
    const before = await image(20, 10, WHITE);
    const after = await image(20, 10, WHITE, [{ x: 0, y: 0, w: 4, h: 5, colour: BLACK }]);
    const d = await diffImages(before, after, { noise: 0 });
    expect(d.changed).toBe(20);
    expect(d.fraction).toBe(0.1);
  });

  it('lets a difference up to the noise pass, and counts one beyond it', async () => {
    const before = await image(10, 10, [100, 100, 100]);
    const near = await image(10, 10, [100, 130, 100]);
    expect((await diffImages(before, near, { noise: 30 })).changed).toBe(0);
    expect((await diffImages(before, near, { noise: 29 })).changed).toBe(100);
  });

  it('lets the noise of JPEG encodings of one page pass at the default noise, and still sees a line of text move', async () => {
    const page = (quality: number, rects: Parameters<typeof image>[3]) =>
      image(200, 100, WHITE, rects).then((png) => sharp(png).jpeg({ quality }).toBuffer());
    const text = { x: 20, y: 20, w: 120, h: 8, colour: [40, 40, 40] as Rgb };
    expect((await diffImages(await page(85, [text]), await page(70, [text]), { noise: 0 })).changed).toBeGreaterThan(0);
    expect((await diffImages(await page(85, [text]), await page(70, [text]), { noise: 40 })).changed).toBe(0);
    const moved = await diffImages(await page(85, [text]), await page(85, [{ ...text, y: 30 }]), { noise: 40 });
    expect(moved.changed).toBeGreaterThanOrEqual(2 * 120 * 8 * 0.9);
  });

  it('counts the part of a page that grew as changed, and lays both on the larger canvas', async () => {
    const before = await image(10, 10, WHITE);
    const after = await image(10, 15, WHITE);
    const d = await diffImages(before, after, { noise: 0 });
    expect(d.after).toEqual({ width: 10, height: 15 });
    expect(d.changed).toBe(50);
    expect(d.fraction).toBeCloseTo(50 / 150);
    expect([d.diff.width, d.diff.height]).toEqual([10, 15]);
  });

  it('draws the changed pixels red on the faded after image', async () => {
    const before = await image(4, 4, [0, 0, 200]);
    const after = await image(4, 4, [0, 0, 200], [{ x: 1, y: 1, w: 1, h: 1, colour: WHITE }]);
    const d = await diffImages(before, after, { noise: 10 });
    expect(pixel(d.diff, 1, 1)).toEqual([255, 0, 0]);
    // Unchanged: the after colour a quarter as strong, the rest white.
    expect(pixel(d.diff, 0, 0)).toEqual([191, 191, 241]);
    const png = await sharp(await diffPng(d.diff)).metadata();
    expect([png.format, png.width, png.height]).toEqual(['png', 4, 4]);
  });
});

describe("screenshots:compare's command line", () => {
  it('tells the two folders apart from the options and their values, whatever the order', () => {
    const options = { threshold: { type: 'string' }, out: { type: 'string' }, all: { type: 'boolean' } } as const;
    expect(positionalsOf(options, ['before', '--threshold', '0.01', 'after', '--all', '--out=x'])).toEqual({
      positionals: ['before', 'after'],
      rest: ['--threshold', '0.01', '--all', '--out=x'],
    });
    expect(positionalsOf(options, ['--out', 'before', 'a', 'b'])).toEqual({ positionals: ['a', 'b'], rest: ['--out', 'before'] });
  });
});
