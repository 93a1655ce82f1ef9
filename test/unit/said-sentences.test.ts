import { describe, expect, it } from 'vitest';
import { inLanguage, refuse, restate } from '../../shared/http/errors.js';
import { asFieldReason, invalidSaid, withMessage, type Sentence } from '../../shared/http/said-reasons.js';

/** A feature's own sentence: English as it always was, German for the test. */
const sentence =
  (english: string, german: string): Sentence =>
  (language) =>
    language === 'de' ? german : english;

describe("a feature's own sentences in a refusal", () => {
  it('are its reasons and message in English, and in the reader’s language once said', () => {
    const err = invalidSaid({ filter: sentence('is not a filter', 'ist kein Filter') }, sentence('Cannot read', 'Nicht lesbar'));
    expect([err.status, err.code, err.message, err.extra]).toEqual([
      400,
      'invalid_request',
      'Cannot read',
      { fields: { filter: 'is not a filter' } },
    ]);
    const german = inLanguage(err, 'de');
    expect([german.status, german.code, german.message, german.extra]).toEqual([
      400,
      'invalid_request',
      'Nicht lesbar',
      { fields: { filter: 'ist kein Filter' } },
    ]);
  });

  it('are a message of any refusal, its code and extras kept', () => {
    const err = withMessage((m) => refuse('invalid_transition', m, { state: 'active' }), sentence('Cannot', 'Geht nicht'));
    expect([err.status, err.message, err.extra]).toEqual([409, 'Cannot', { state: 'active' }]);
    expect([inLanguage(err, 'de').message, inLanguage(err, 'de').extra]).toEqual(['Geht nicht', { state: 'active' }]);
  });

  it('follow a refusal re-keyed to an item of the request, and one restated with more extras', () => {
    const image = invalidSaid({ base64: ['imageDamaged', { noun: 'image' }] });
    const item = asFieldReason(image, 'images.2', 'base64');
    expect(item.extra).toEqual({ fields: { 'images.2': 'the image is damaged: its pixels could not be read' } });
    expect(inLanguage(item, 'de').extra).toEqual({
      fields: { 'images.2': 'das Bild ist beschädigt: seine Pixel lassen sich nicht lesen' },
    });
    const byMessage = asFieldReason(
      withMessage((m) => refuse('unsupported_image_type', m), sentence('No SVG', 'Kein SVG')),
      'images.0',
    );
    expect([byMessage.extra, inLanguage(byMessage, 'de').extra]).toEqual([
      { fields: { 'images.0': 'No SVG' } },
      { fields: { 'images.0': 'Kein SVG' } },
    ]);
    const restated = restate(image, { extra: { image: 'images.2' } });
    expect(inLanguage(restated, 'de').extra).toEqual({
      fields: { base64: 'das Bild ist beschädigt: seine Pixel lassen sich nicht lesen' },
      image: 'images.2',
    });
  });
});
