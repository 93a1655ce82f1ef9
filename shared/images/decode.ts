import { invalidSaid } from '../http/said-reasons.js';
import { availableParallelism } from 'node:os';
import type { Metadata, Sharp } from 'sharp';
import { ApiError } from '../http/errors.js';
import { WorkGate, type Waiting } from './gate.js';
import { tooManyBytes, tooManyFrames, tooManyPixels, unsupported } from './refusals.js';

// The only module that calls sharp (an architecture test holds every other one to it): every image the service
// decodes has its header read first and is decoded only when the header shows it within the caller's limits, and
// every decoding runs inside one gate that caps image work in flight.

type SharpModule = typeof import('sharp').default;
let loading: Promise<SharpModule> | undefined;
/**
 * sharp and libvips, loaded on the first image (2 MB of heap and libvips' code): an instance that only composes never
 * decodes one. libvips' operation cache keeps recent results (up to 50 MB) to reuse them; the service decodes each
 * upload once, so it would only hold memory. One libvips thread per image: the gate decides how many images are worked
 * on at once, and each one takes a thread of libuv's pool of four, which file, DNS and crypto work share.
 */
const loadSharp = (): Promise<SharpModule> =>
  (loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  }));

/** The most pixels (width × height, of every frame decoded) the service decodes from any image: 25 megapixels. */
export const IMAGE_MAX_PIXELS = 25_000_000;
/** Frames of an animated image. */
export const IMAGE_MAX_FRAMES = 200;
/**
 * Images worked on at once in one instance: two (one on a single core). Decoding runs on libuv's pool of four
 * threads, not on the event loop, so two leave two threads for file, DNS and crypto work. Measured on two cores
 * (bench/stalls.ts, four 25-megapixel uploads at once, three rounds each): the event loop was held 9–24 ms with one
 * in flight and 14–21 ms with two, beside 7–33 ms in quiet spells; no difference the machine's load let us see.
 */
const IMAGE_WORK_IN_FLIGHT = Math.max(1, Math.min(2, availableParallelism()));
/** Requests waiting for a slot before the next one is refused (503 `image_work_busy`). */
const IMAGE_WORK_QUEUE = 8;
/** Pixels an intermediate image of the work may have, against the source's limit (a dark variant pads its logo). */
const DERIVED_HEADROOM = 2;

/** What a caller accepts. Refusals name the limit as `<noun>_too_large` (bytes), `<noun>_dimensions`, `<noun>_frames`. */
export interface ImageRules {
  /** What the caller calls the image; each noun is a branch of every sentence of `IMAGE_SENTENCES` (./messages.ts). */
  noun: 'image' | 'photo';
  maxBytes: number;
  maxPixels: number;
  maxFrames: number;
  /** `all`: every frame of an animated image is decoded (and counts towards the pixels); `first`: only the first. */
  frames: 'all' | 'first';
  /** Accepted formats: sharp's name → the name a person knows it by. */
  formats: ReadonlyMap<string, string>;
}

/** What the header says; `height` is one frame's. */
export interface ImageHeader {
  format: string;
  width: number;
  height: number;
  frames: number;
}

/** The pipelines of one decoding, every one opened with the pixel limit. */
interface Decoding {
  header: ImageHeader;
  /** A new pipeline over the checked image. */
  image(): Sharp;
  /** A new pipeline over an image this work made from the checked one (a resized or padded intermediate). */
  again(bytes: Buffer): Sharp;
  /** A blank canvas of one colour. */
  canvas(width: number, height: number, background: string): Sharp;
}

const exceedsPixels = (err: unknown) => err instanceof Error && err.message.includes('exceeds pixel limit');
const corruptHeader = (err: unknown) => err instanceof Error && err.message.includes('corrupt header');

/** Pixels whose decoding failed: a file that would show as a broken image. */
const damaged = (rules: ImageRules) => invalidSaid({ base64: ['imageDamaged', { noun: rules.noun }] });

const options = (rules: ImageRules, limitInputPixels: number | false) => ({
  limitInputPixels,
  sequentialRead: true,
  failOn: 'warning' as const,
  animated: rules.frames === 'all',
});

const headerOf = (meta: Metadata): ImageHeader => ({
  format: meta.format ?? '',
  width: meta.width ?? 0,
  height: meta.pageHeight ?? meta.height ?? 0,
  frames: meta.pages ?? 1,
});

/** Image work of one instance: header checks, and decodings within the cap on work in flight. */
export class ImageWork {
  constructor(readonly gate = new WorkGate({ inFlight: IMAGE_WORK_IN_FLIGHT, queue: IMAGE_WORK_QUEUE })) {}

  /**
   * Reads the header only (sharp reads no pixels for metadata, and refuses past the pixel limit even there) and
   * refuses an image over a limit: bytes, format, pixels of the frames that would be decoded, frames.
   */
  async header(bytes: Buffer, rules: ImageRules): Promise<ImageHeader> {
    if (bytes.length > rules.maxBytes) throw tooManyBytes(rules, bytes.length);
    const sharp = await loadSharp();
    let meta: Metadata;
    try {
      meta = await sharp(bytes, options(rules, rules.maxPixels)).metadata();
    } catch (err) {
      // A known format whose header does not read is a damaged file; anything else is no image this reads.
      if (!exceedsPixels(err)) throw corruptHeader(err) ? damaged(rules) : unsupported(rules);
      // Over the limit: the header alone, read again without it, says by how much.
      const over = await sharp(bytes, options(rules, false))
        .metadata()
        .catch(() => ({}) as Metadata);
      throw tooManyPixels(rules, headerOf(over));
    }
    const header = headerOf(meta);
    if (!rules.formats.has(header.format) || !header.width || !header.height) throw unsupported(rules);
    if (header.frames > rules.maxFrames) throw tooManyFrames(rules, header);
    const decoded = header.width * header.height * (rules.frames === 'all' ? header.frames : 1);
    if (decoded > rules.maxPixels) throw tooManyPixels(rules, header);
    return header;
  }

  /**
   * Checks the header, then runs `work` on the image once a slot is free (a request waits in a bounded queue and is
   * refused with 503 when it is full; a job waits). Pixels that fail to decode are refused as damaged.
   */
  async decode<T>(bytes: Buffer, rules: ImageRules, work: (image: Decoding) => Promise<T>, who: Waiting = 'request'): Promise<T> {
    const header = await this.header(bytes, rules);
    const sharp = await loadSharp();
    const derivedLimit = rules.maxPixels * DERIVED_HEADROOM;
    const decoding: Decoding = {
      header,
      image: () => sharp(bytes, options(rules, rules.maxPixels)),
      again: (made) => sharp(made, { limitInputPixels: derivedLimit, sequentialRead: true }),
      canvas: (width, height, background) => {
        if (width * height > derivedLimit) throw new Error(`a canvas of ${width}×${height} is over the limit`);
        return sharp({ create: { width, height, channels: 3, background } });
      },
    };
    return this.gate.run(
      () =>
        work(decoding).catch((err: unknown) => {
          if (err instanceof ApiError) throw err;
          throw Object.assign(damaged(rules), { cause: err });
        }),
      who,
    );
  }
}
