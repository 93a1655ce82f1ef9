import { translate, type MessageValues } from '../i18n/catalogue.js';
import { formatLocale } from '../i18n/format.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import { invalid, type ApiError } from './errors.js';
import { HAND_MESSAGES, HAND_REASONS } from './hand-reason-sentences.js';
import { sayableIn } from './said-in.js';

export type HandReason = keyof (typeof HAND_REASONS)['messages']['en'];
export type HandMessage = keyof (typeof HAND_MESSAGES)['messages']['en'];
/** A value of a reason: a list is written as the reader's language writes lists. */
type ReasonValue = string | number | readonly string[];
/** A reason by its key, with the values its sentence names. */
export type Reason = HandReason | readonly [HandReason, Record<string, ReasonValue>];

/** A list as `language` writes it; English keeps the plain "a, b, c" the service has always written. */
const listIn = (items: readonly string[], language: Language) =>
  new Intl.ListFormat(formatLocale(language), { type: 'unit', style: 'short' }).format(items);

/** One reason's sentence in `language`. */
export function reasonSaid(reason: Reason, language: Language): string {
  const [key, values] = typeof reason === 'string' ? [reason, {}] : reason;
  const filled: MessageValues = {};
  for (const [name, value] of Object.entries(values)) filled[name] = typeof value === 'object' ? listIn(value, language) : value;
  return translate(HAND_REASONS, language, key, filled);
}

const reasonsSaid = (fields: Readonly<Record<string, Reason>>, language: Language) =>
  Object.fromEntries(Object.entries(fields).map(([field, reason]) => [field, reasonSaid(reason, language)]));

/**
 * A refusal whose fields carry the service's own reasons: in English as they are written (`fields` of the catalogue's
 * English), and taught to say them, and its message when it has one of its own, in the reader's language.
 */
export function withReasons<E extends ApiError>(err: E, fields: Readonly<Record<string, Reason>>, message?: HandMessage): E {
  return sayableIn(err, (language) => ({
    message: message && translate(HAND_MESSAGES, language, message),
    extra: { fields: reasonsSaid(fields, language) },
  }));
}

/** The English reasons of `fields`, as a refusal's `fields` extra carries them. */
export const englishReasons = (fields: Readonly<Record<string, Reason>>) => reasonsSaid(fields, DEFAULT_LANGUAGE);

/** 400 `invalid_request` naming each field with the service's own reason, said in the reader's language. */
export const invalidSaid = (fields: Readonly<Record<string, Reason>>, message?: HandMessage): ApiError =>
  withReasons(invalid(englishReasons(fields), message && translate(HAND_MESSAGES, DEFAULT_LANGUAGE, message)), fields, message);
