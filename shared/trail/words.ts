import { REASON_MESSAGES } from '../activity/messages.js';
import { APPLY_REASONS, type ApplyReason } from '../activity/vocabulary.js';
import { translate, translator, type MessageValues } from '../i18n/catalogue.js';
import { formatLocale, NAME_QUOTES } from '../i18n/format.js';
import type { Language } from '../i18n/languages.js';
import { TRAIL_MESSAGES } from './messages.js';

export type TrailKey = keyof (typeof TRAIL_MESSAGES.messages)['en'];

/** What the sentences are written with in one language: the catalogue, its quotes and its lists. */
export interface Writer {
  language: Language;
  t: (key: TrailKey, values?: MessageValues) => string;
  quoted: (name: string) => string;
  list: (items: readonly string[]) => string;
}

/** The trail's English quotes names with plain apostrophes; the other languages with their own marks. */
const QUOTES: Record<Language, readonly [string, string]> = { ...NAME_QUOTES, en: ["'", "'"] };

const writers = new Map<Language, Writer>();
export function writerIn(language: Language): Writer {
  let w = writers.get(language);
  if (!w) {
    const lists = new Intl.ListFormat(formatLocale(language), { type: 'conjunction' });
    const [open, close] = QUOTES[language];
    w = {
      language,
      t: translator(TRAIL_MESSAGES, language),
      quoted: (name) => `${open}${name}${close}`,
      list: (items) => (items.length <= 1 ? (items[0] ?? '') : lists.format(items)),
    };
    writers.set(language, w);
  }
  return w;
}

/** A reason code as monitoring names it, in the reader's language; a code it does not know stays the code. */
export const reasonWords = (reason: string, language: Language) =>
  (APPLY_REASONS as readonly string[]).includes(reason) ? translate(REASON_MESSAGES, language, reason as ApplyReason) : reason;
