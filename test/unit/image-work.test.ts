import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiError, errorResponse } from '../../shared/http/errors.js';
import { IMAGE_MAX_PIXELS, ImageWork, type ImageRules } from '../../shared/images/decode.js';
import { WorkGate } from '../../shared/images/gate.js';
import { ASSET_IMAGE } from '../../shared/assets/service.js';
import { pngBomb } from '../helpers/images.js';
import { wholeBody } from '../../shared/http/types.js';

/** Work that runs until the test lets it finish. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((r) => (finish = r));
  return { work: () => done, finish };
}

const refusalOf = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  const { status, code, extra, headers } = err as ApiError;
  return { status, code, extra, headers };
};

/** An animated GIF of `frames` frames of one size. */
async function animation(frames: number, width: number, height: number): Promise<Buffer> {
  // Each frame another colour: an encoder may merge frames that are the same.
  const frame = (i: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: (i * 60) % 256, g: 80, b: 160 } } })
      .png()
      .toBuffer();
  return sharp(await Promise.all(Array.from({ length: frames }, (_, i) => frame(i))), { join: { animated: true } })
    .gif()
    .toBuffer();
}

describe('the gate on image work in flight', () => {
  it('runs at most its limit at once and starts the next as one finishes, in the order they came', async () => {
    const gate = new WorkGate({ inFlight: 2, queue: 4 });
    const jobs = [held(), held(), held(), held()];
    const started: number[] = [];
    const runs = jobs.map((j, i) =>
      gate.run(async () => {
        started.push(i);
        await j.work();
      }, 'request'),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.load).toEqual({ running: 2, waiting: 2 });
    jobs[1].finish();
    await runs[1];
    expect(started).toEqual([0, 1, 2]);
    jobs.forEach((j) => j.finish());
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a request when its queue is full with 503 image_work_busy and Retry-After, and lets a job wait', async () => {
    const gate = new WorkGate({ inFlight: 1, queue: 1 });
    const running = held();
    const first = gate.run(running.work, 'request');
    const queued = gate.run(async () => 'queued', 'request');
    const refused = await refusalOf(gate.run(async () => 'never', 'request'));
    expect(refused).toMatchObject({ status: 503, code: 'image_work_busy', extra: { retryAfter: 2 }, headers: { 'retry-after': '2' } });
    const job = gate.run(async () => 'job', 'job');
    expect(gate.load).toEqual({ running: 1, waiting: 2 });
    running.finish();
    expect(await Promise.all([first, queued, job])).toEqual([undefined, 'queued', 'job']);
  });

  it('frees its slot when the work fails', async () => {
    const gate = new WorkGate({ inFlight: 1, queue: 0 });
    await expect(gate.run(() => Promise.reject(new Error('broken')), 'request')).rejects.toThrow('broken');
    expect(await gate.run(async () => 'next', 'request')).toBe('next');
  });

  it('answers the refusal as a response with its code and Retry-After', async () => {
    const gate = new WorkGate({ inFlight: 1, queue: 0 });
    const running = held();
    const first = gate.run(running.work, 'request');
    const err = await gate.run(async () => null, 'request').catch((e: unknown) => e);
    const res = errorResponse(err, 'test', { error: () => undefined });
    expect([res.status, res.headers?.['retry-after'], JSON.parse(String(wholeBody(res.body))).code]).toEqual([503, '2', 'image_work_busy']);
    running.finish();
    await first;
  });
});

describe('image headers are read before any decoding', () => {
  const images = new ImageWork();

  it('refuses a 33 kB PNG of 16383×16383 from its header, naming the pixel limit and its size', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(40 * 1024);
    expect(await refusalOf(images.header(bomb, ASSET_IMAGE))).toMatchObject({
      status: 413,
      code: 'image_dimensions',
      extra: { limitPixels: IMAGE_MAX_PIXELS, width: 16_383, height: 16_383 },
    });
  });

  it('accepts an image of exactly 25 megapixels and refuses one pixel row more', async () => {
    await expect(images.header(pngBomb(5000, 5000), ASSET_IMAGE)).resolves.toMatchObject({ width: 5000, height: 5000, frames: 1 });
    expect(await refusalOf(images.header(pngBomb(5000, 5001), ASSET_IMAGE))).toMatchObject({ status: 413, code: 'image_dimensions' });
  });

  it('counts every frame of an animation that is decoded whole, and bounds the frames', async () => {
    const tall: ImageRules = { ...ASSET_IMAGE, maxPixels: 100 * 100 * 3 };
    await expect(images.header(await animation(3, 100, 100), tall)).resolves.toMatchObject({ width: 100, height: 100, frames: 3 });
    expect(await refusalOf(images.header(await animation(4, 100, 100), tall))).toMatchObject({
      status: 413,
      code: 'image_dimensions',
      extra: { width: 100, height: 100, frames: 4 },
    });
    // A photo uses its first frame only: the frames do not add up.
    await expect(images.header(await animation(4, 100, 100), { ...tall, frames: 'first' })).resolves.toMatchObject({ frames: 4 });
    const few: ImageRules = { ...ASSET_IMAGE, maxFrames: 3 };
    expect(await refusalOf(images.header(await animation(4, 10, 10), few))).toMatchObject({
      status: 413,
      code: 'image_frames',
      extra: { limitFrames: 3, frames: 4 },
    });
  });

  it('refuses bytes over the limit before reading anything, and what is not an accepted image', async () => {
    expect(await refusalOf(images.header(Buffer.alloc(ASSET_IMAGE.maxBytes + 1), ASSET_IMAGE))).toMatchObject({
      status: 413,
      code: 'image_too_large',
      extra: { limitBytes: ASSET_IMAGE.maxBytes },
    });
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    for (const bytes of [Buffer.from('not an image'), webp]) {
      expect(await refusalOf(images.header(bytes, ASSET_IMAGE))).toMatchObject({ status: 400, code: 'unsupported_image_type' });
    }
  });

  it('refuses pixels that do not decode as damaged, and frees the slot', async () => {
    const work = new ImageWork(new WorkGate({ inFlight: 1, queue: 0 }));
    const png = await sharp({ create: { width: 120, height: 40, channels: 3, background: '#0050a0' } })
      .png()
      .toBuffer();
    const damaged = Buffer.from(png);
    damaged.fill(0x55, damaged.indexOf('IDAT') + 6, damaged.length - 12);
    const refused = await refusalOf(work.decode(damaged, ASSET_IMAGE, (image) => image.image().raw().toBuffer()));
    expect(refused).toMatchObject({
      status: 400,
      code: 'invalid_request',
      extra: { fields: { base64: expect.stringMatching(/damaged/) } },
    });
    await expect(work.decode(png, ASSET_IMAGE, async (image) => image.header)).resolves.toMatchObject({ width: 120, height: 40 });
  });
});
