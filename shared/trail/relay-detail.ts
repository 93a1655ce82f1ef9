import { translate, translateKept } from '../i18n/catalogue.js';
import type { Language } from '../i18n/languages.js';
import { RELAY_DETAIL_MESSAGES } from './detail-messages.js';

export type DetailKey = keyof (typeof RELAY_DETAIL_MESSAGES.messages)['en'];
export type DetailValues = Readonly<Record<string, string>>;

/** A detail the relay or the service gives, by key and values, so that it is written in the reader's language. */
export interface SaidDetail {
  readonly key: DetailKey;
  readonly values?: DetailValues;
}

/** The detail as its English text (what is logged, counted and answered over SMTP) and by key (what the trail keeps). */
export interface Detailed {
  readonly detail: string;
  readonly said: SaidDetail;
}

export const detailIn = (said: SaidDetail, language: Language) => translate(RELAY_DETAIL_MESSAGES, language, said.key, said.values);

/** A detail by key, with the English text it has always had. */
export function said(key: DetailKey, values?: DetailValues): Detailed {
  const detail: SaidDetail = values ? { key, values } : { key };
  return { detail: detailIn(detail, 'en'), said: detail };
}

/** A program's own error message: kept as it is, quoted where the language quotes it. */
export const errorDetail = (error: unknown) => said('error', { message: error instanceof Error ? error.message : String(error) });

/** A stored value's key and string values, when it has the shape of a detail (whether this version knows it is not asked). */
function shapeOf(value: unknown): { key: string; values?: DetailValues } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { key, values } = value as { key?: unknown; values?: unknown };
  if (typeof key !== 'string') return null;
  if (values !== undefined && (typeof values !== 'object' || values === null || Array.isArray(values))) return null;
  const strings = Object.entries((values ?? {}) as Record<string, unknown>).every(([, v]) => typeof v === 'string');
  return strings ? { key, ...(values ? { values: values as DetailValues } : {}) } : null;
}

/**
 * A stored detail written in `language`, when it still reads as one: a key this version does not know (an inherited
 * name such as `constructor` is none), or values that do not fill its sentence (another version's placeholders), give
 * null and its text is shown.
 */
export function storedDetailIn(value: unknown, language: Language): string | null {
  const shape = shapeOf(value);
  return shape && translateKept(RELAY_DETAIL_MESSAGES, language, shape.key, shape.values);
}

/** A stored detail by key, when it still reads as one (see `storedDetailIn`). */
export function knownDetail(value: unknown): SaidDetail | null {
  return storedDetailIn(value, 'en') === null ? null : (shapeOf(value) as SaidDetail);
}
