import { openTag } from '../scan.js';
import { imagesOf, type Rule } from '../rule.js';
import { placeholderTokens } from './placeholders.js';
import { SIGNATURE_LENGTH_LIMIT } from '../../rendering/template.js';
import { say } from '../said.js';

export const imageOnly: Rule = {
  id: 'image-only',
  severity: 'warning',
  clients: 'all',
  title: 'A signature that is only an image',
  check: (s) => {
    const images = imagesOf(s);
    if (images.length === 0) return [];
    const shows = (t: (typeof s.texts)[number]) =>
      (!t.parent || !('name' in t.parent) || (t.parent.name !== 'style' && t.parent.name !== 'script')) &&
      t.data.replace(/&nbsp;/g, '').trim() !== '';
    if (s.texts.some(shows)) return [];
    return [
      {
        ...openTag(s, images[0]),
        whole: true,
        message: say('imageOnly'),
      },
    ];
  },
};

/** The rendered length: measured for the longest mailbox when the server gave it, else estimated from the longest values. */
export function renderedLength(source: string, longestValue: Record<string, number>, measured: { length: number; mailbox: string } | null) {
  if (measured) return { value: measured.length, mailbox: measured.mailbox, estimated: false };
  let value = source.length;
  for (const t of placeholderTokens(source) ?? []) {
    value -= t.end - t.start;
    if (t.kind === 'name' || t.kind === '&') value += longestValue[t.name.replace(/^sender\./, '')] ?? 0;
  }
  return { value, mailbox: null, estimated: true };
}

export const tooLong: Rule = {
  id: 'too-long',
  severity: 'error',
  clients: ['outlook-windows', 'outlook-mac', 'outlook-web', 'outlook-ios', 'outlook-android'],
  title: `Longer than ${SIGNATURE_LENGTH_LIMIT.toLocaleString('en')} characters after rendering for the longest mailbox`,
  check: (s, ctx) => {
    const length = renderedLength(s.source, ctx.longestValue, ctx.longest);
    if (length.value <= SIGNATURE_LENGTH_LIMIT) return [];
    const at = Math.min(SIGNATURE_LENGTH_LIMIT, s.source.length);
    const limit = SIGNATURE_LENGTH_LIMIT;
    return [
      {
        start: at,
        end: s.source.length,
        whole: true,
        message: length.mailbox
          ? say('tooLongMeasured', { length: length.value, mailbox: length.mailbox, limit })
          : say('tooLongEstimated', { length: length.value, limit }),
      },
    ];
  },
};
