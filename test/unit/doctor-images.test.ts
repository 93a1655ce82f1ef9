import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { analyseImage, makeDarkVariant } from '../../shared/doctor/images.js';
import { ImageWork } from '../../shared/images/decode.js';
import { WorkGate, type Waiting } from '../../shared/images/gate.js';
import { pngBomb } from '../helpers/images.js';

/** The real gate, counting the decodings it lets through. */
class CountingGate extends WorkGate {
  decodings = 0;
  override run<T>(work: () => Promise<T>, who: Waiting): Promise<T> {
    this.decodings++;
    return super.run(work, who);
  }
}

const images = new ImageWork();

const logo = (background: string) =>
  sharp({ create: { width: 120, height: 40, channels: 4, background } })
    .png()
    .toBuffer();

describe('what the doctor reads from an image', () => {
  it('reads the size and sees a white box', async () => {
    expect(await analyseImage(images, await logo('#ffffff'))).toEqual({ width: 120, height: 40, dark: 'white-box' });
  });

  it('keeps the size of an image whose pixels do not read, and judges nothing it cannot see', async () => {
    // Its header intact, its compressed pixels overwritten (a stored image from before uploads were decoded).
    const damaged = Buffer.from(await logo('#0050a0'));
    damaged.fill(0x55, damaged.indexOf('IDAT') + 6, damaged.length - 12);
    expect(await analyseImage(images, damaged)).toEqual({ width: 120, height: 40, dark: null });
  });

  it('reads nothing from bytes that are no image', async () => {
    expect(await analyseImage(images, Buffer.from('not an image'))).toEqual({ width: null, height: null, dark: null });
  });

  it('takes the size of a decompression bomb stored before the limit from its header, and never decodes it', async () => {
    const gate = new CountingGate({ inFlight: 1, queue: 0 });
    const counted = new ImageWork(gate);
    expect(await analyseImage(counted, pngBomb())).toEqual({ width: 16_383, height: 16_383, dark: null });
    await expect(makeDarkVariant(counted, pngBomb(), 'padding')).rejects.toMatchObject({ status: 413, code: 'image_dimensions' });
    expect(gate.decodings).toBe(0);
    // The same gate decodes an image within the limit: what was counted is the refusal, not a broken gate.
    await analyseImage(counted, await logo('#ffffff'));
    expect(gate.decodings).toBe(1);
  });
});
