import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

const bombs = new Map<string, Buffer>();

/**
 * A decompression bomb: a valid black PNG (greyscale, one bit a pixel) of these dimensions, every scanline zeros, so
 * it compresses about a thousand to one. 16383×16383 (268 megapixels; a gigabyte as RGBA) is 33 kB. Made once per
 * size and file.
 */
export function pngBomb(width = 16_383, height = 16_383): Buffer {
  const key = `${width}x${height}`;
  const made = bombs.get(key);
  if (made) return made;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, filter 0, no interlace
  // Each scanline: a filter byte (0) and the row's bits.
  const pixels = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  const png = Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  bombs.set(key, png);
  return png;
}
