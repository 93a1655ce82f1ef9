import { describe, expect, it } from 'vitest';
import { inLanguage, type ApiError } from '../../shared/http/errors.js';
import { numberIn } from '../../shared/i18n/format.js';
import { LANGUAGES } from '../../shared/i18n/languages.js';
import type { ImageRules } from '../../shared/images/decode.js';
import { formatsIn, tooManyBytes, tooManyFrames, tooManyPixels, unsupported } from '../../shared/images/refusals.js';
import { sizeIn } from '../../shared/i18n/format.js';

/** Why an image is refused, with its numbers, in every language; English as the service has always written it. */

const rules = (noun: ImageRules['noun'], frames: ImageRules['frames']): ImageRules => ({
  noun,
  maxBytes: 2 * 1024 * 1024,
  maxPixels: 25_000_000,
  maxFrames: 200,
  frames,
  formats: new Map([
    ['png', 'PNG'],
    ['jpeg', 'JPEG'],
    ['gif', 'GIF'],
  ]),
});
const IMAGE = rules('image', 'all');
const PHOTO = rules('photo', 'first');
const said = (err: ApiError, language: (typeof LANGUAGES)[number]) => inLanguage(err, language).message;

describe('numbers and sizes in a refusal', () => {
  it('are the plain digits in English and written by the language otherwise', () => {
    expect([numberIn(16383, 'en'), numberIn(3.1, 'en'), numberIn(16383, 'de'), numberIn(3.1, 'de'), numberIn(3.1, 'fr')]).toEqual([
      '16383',
      '3.1',
      '16.383',
      '3,1',
      '3,1',
    ]);
    const size = 3.1 * 1024 * 1024;
    expect(LANGUAGES.map((l) => sizeIn(size, l))).toEqual(['3.1 MiB', '3,1 MiB', '3,1 Mio', '3,1 MiB', '3,1 MiB']);
    expect([sizeIn(2 * 1024 * 1024, 'en'), sizeIn(600 * 1024 + 1, 'en'), sizeIn(600 * 1024 + 1, 'fr')]).toEqual([
      '2 MiB',
      '601 KiB',
      '601 Kio',
    ]);
  });

  it('name the accepted formats as each language joins them', () => {
    expect(LANGUAGES.map((l) => formatsIn(['JPEG', 'PNG', 'WebP', 'GIF'], l))).toEqual([
      'JPEG, PNG, WebP or GIF',
      'JPEG-, PNG-, WebP- oder GIF-',
      'JPEG, PNG, WebP ou GIF',
      'JPEG, PNG, WebP o GIF',
      'JPEG-, PNG-, WebP- of GIF-',
    ]);
  });
});

describe('the refusals of an image', () => {
  it('keep their English, codes and extras', () => {
    const big = tooManyBytes(IMAGE, 3.1 * 1024 * 1024);
    expect([big.status, big.code, big.message]).toEqual([413, 'image_too_large', 'Images may be at most 2 MiB; this one is 3.1 MiB']);
    const pixels = tooManyPixels(IMAGE, { width: 16383, height: 16383, frames: 3 });
    expect([pixels.code, pixels.message, pixels.extra]).toEqual([
      'image_dimensions',
      'Images may be at most 25 megapixels (all frames together); this one is 16383×16383 in 3 frames. Make it smaller and try again.',
      { limitPixels: 25_000_000, width: 16383, height: 16383, frames: 3 },
    ]);
    expect(tooManyPixels(PHOTO, { width: 6000, height: 5000, frames: 3 }).message).toBe(
      'Photos may be at most 25 megapixels; this one is 6000×5000. Make it smaller and try again.',
    );
    expect(tooManyFrames(PHOTO, { width: 1, height: 1, frames: 250 }).message).toBe('Photos may have at most 200 frames; this one has 250');
    const type = unsupported(PHOTO);
    expect([type.status, type.code, type.message, type.extra]).toEqual([
      415,
      'unsupported_photo_type',
      'The file is not a PNG, JPEG or GIF image',
      { accepted: ['image/png', 'image/jpeg', 'image/gif'] },
    ]);
  });

  it('say the same thing with the same numbers in German', () => {
    expect(said(tooManyBytes(IMAGE, 3.1 * 1024 * 1024), 'de')).toBe('Ein Bild darf höchstens 2 MiB groß sein; dieses ist 3,1 MiB groß');
    expect(said(tooManyBytes(PHOTO, 600 * 1024), 'de')).toBe('Ein Foto darf höchstens 2 MiB groß sein; dieses ist 600 KiB groß');
    expect(said(tooManyPixels(IMAGE, { width: 16383, height: 16383, frames: 3 }), 'de')).toBe(
      'Ein Bild darf höchstens 25 Megapixel haben (alle Einzelbilder zusammen); dieses hat 16.383×16.383 in 3 Einzelbildern. Verkleinern Sie es und versuchen Sie es erneut.',
    );
    expect(said(tooManyPixels(PHOTO, { width: 6000, height: 5000, frames: 3 }), 'de')).toBe(
      'Ein Foto darf höchstens 25 Megapixel haben; dieses hat 6.000×5.000. Verkleinern Sie es und versuchen Sie es erneut.',
    );
    expect(said(tooManyFrames(IMAGE, { width: 1, height: 1, frames: 250 }), 'de')).toBe(
      'Ein Bild darf höchstens 200 Einzelbilder haben; dieses hat 250',
    );
    expect(said(unsupported(IMAGE), 'de')).toBe('Die Datei ist kein PNG-, JPEG- oder GIF-Bild');
  });

  it('name each noun with its own word in every language', () => {
    for (const language of LANGUAGES) {
      const [image, photo] = [IMAGE, PHOTO].map((r) => said(tooManyBytes(r, 3 * 1024 * 1024), language));
      expect([language, image === photo]).toEqual([language, false]);
    }
    expect(['fr', 'es', 'nl'].map((l) => said(tooManyFrames(PHOTO, { width: 1, height: 1, frames: 250 }), l as 'fr'))).toEqual([
      'Une photo ne doit pas compter plus de 200 images d’animation ; celle-ci en compte 250',
      'Una foto puede tener como máximo 200 fotogramas; esta tiene 250',
      'Een foto mag hoogstens 200 frames hebben; deze heeft er 250',
    ]);
  });
});
