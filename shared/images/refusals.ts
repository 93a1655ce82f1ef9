import { refuse } from '../http/errors.js';
import { sentenceOf, withMessage } from '../http/said-reasons.js';
import { formatLocale, numberIn, sizeIn } from '../i18n/format.js';
import type { Language } from '../i18n/languages.js';
import type { ImageHeader, ImageRules } from './decode.js';
import { IMAGE_SENTENCES } from './messages.js';

/** What the header says of the image's size; `height` is one frame's. */
type HeaderSize = Pick<ImageHeader, 'width' | 'height' | 'frames'>;

/** Each noun's refusals (the photo routes have always said 415 for a file of another type: see the catalogue). */
const REFUSED = {
  image: { type: 'unsupported_image_type', bytes: 'image_too_large', pixels: 'image_dimensions', frames: 'image_frames' },
  photo: { type: 'unsupported_photo_type', bytes: 'photo_too_large', pixels: 'photo_dimensions', frames: 'photo_frames' },
} as const;

/** Languages that join a list of format names into one compound word with hyphens ("PNG-, JPEG- oder GIF-Bild"). */
const COMPOUNDS: ReadonlySet<Language> = new Set(['de', 'nl']);

/** The accepted formats as "A, B or C" in the reader's language (English as the service has always joined them). */
export function formatsIn(names: readonly string[], language: Language): string {
  if (language === 'en') return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
  const parts = COMPOUNDS.has(language) ? names.map((n) => `${n}-`) : names;
  return new Intl.ListFormat(formatLocale(language), { type: 'disjunction' }).format(parts);
}

/** The refusal of a file that is not an image of an accepted format. */
export const unsupported = (rules: ImageRules) =>
  withMessage(
    (english) => refuse(REFUSED[rules.noun].type, english, { accepted: [...rules.formats.keys()].map((f) => `image/${f}`) }),
    sentenceOf(IMAGE_SENTENCES, 'unsupported', (language) => ({ formats: formatsIn([...rules.formats.values()], language) })),
  );

export const tooManyBytes = (rules: ImageRules, size: number) =>
  withMessage(
    (english) => refuse(REFUSED[rules.noun].bytes, english, { limitBytes: rules.maxBytes, size }),
    sentenceOf(IMAGE_SENTENCES, 'tooManyBytes', (language) => ({
      noun: rules.noun,
      limit: sizeIn(rules.maxBytes, language),
      size: sizeIn(size, language),
    })),
  );

export const tooManyPixels = (rules: ImageRules, h: HeaderSize) =>
  withMessage(
    (english) =>
      refuse(REFUSED[rules.noun].pixels, english, { limitPixels: rules.maxPixels, width: h.width, height: h.height, frames: h.frames }),
    sentenceOf(IMAGE_SENTENCES, 'tooManyPixels', (language) => ({
      noun: rules.noun,
      megapixels: numberIn(rules.maxPixels / 1_000_000, language),
      scope: rules.frames,
      width: numberIn(h.width, language),
      height: numberIn(h.height, language),
      inFrames: h.frames > 1 && rules.frames === 'all' ? 'yes' : 'no',
      frames: numberIn(h.frames, language),
    })),
  );

export const tooManyFrames = (rules: ImageRules, h: HeaderSize) =>
  withMessage(
    (english) => refuse(REFUSED[rules.noun].frames, english, { limitFrames: rules.maxFrames, frames: h.frames }),
    sentenceOf(IMAGE_SENTENCES, 'tooManyFrames', (language) => ({
      noun: rules.noun,
      limit: numberIn(rules.maxFrames, language),
      frames: numberIn(h.frames, language),
    })),
  );
