import sharp from 'sharp';

/** A photo for tests: a plain image of one colour (distinct colours tell photos apart in what is served). */
export const solidPhoto = (color: string, width = 240, height = 240, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    [format]()
    .toBuffer();

/** The colour at a point of an image, as [r, g, b, alpha]. */
export async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 4;
  return [...data.subarray(i, i + 4)];
}
