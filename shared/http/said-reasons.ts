import { translate, type Catalogue, type MessageValues } from '../i18n/catalogue.js';
import { formatLocale } from '../i18n/format.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import { inLanguage, invalid, type ApiError } from './errors.js';
import { HAND_MESSAGES, HAND_REASONS } from './hand-reason-sentences.js';
import { sayableIn } from './said-in.js';

export type HandReason = keyof (typeof HAND_REASONS)['messages']['en'];
export type HandMessage = keyof (typeof HAND_MESSAGES)['messages']['en'];
/** A value of a reason: a list is written as the reader's language writes lists. */
type ReasonValue = string | number | readonly string[];
/**
 * A sentence a feature words itself, in any language: one of its own catalogue (`sentenceOf`), or another system's
 * English text kept in English and said in general words in the other languages.
 */
export type Sentence = (language: Language) => string;
/** A reason by its key, with the values its sentence names; or a feature's own sentence. */
export type Reason = HandReason | readonly [HandReason, Record<string, ReasonValue>] | Sentence;

/**
 * A sentence of a feature's catalogue, said when the reader's language is known; values that depend on the language
 * (a number, a day as it writes them) are given as a function of it.
 */
export const sentenceOf =
  <K extends string>(cat: Catalogue<K>, key: K, values?: MessageValues | ((language: Language) => MessageValues)): Sentence =>
  (language) =>
    translate(cat, language, key, typeof values === 'function' ? values(language) : values);

/** A list as `language` writes it; English keeps the plain "a, b, c" the service has always written. */
const listIn = (items: readonly string[], language: Language) =>
  new Intl.ListFormat(formatLocale(language), { type: 'unit', style: 'short' }).format(items);

/** One reason's sentence in `language`. */
export function reasonSaid(reason: Reason, language: Language): string {
  if (typeof reason === 'function') return reason(language);
  const [key, values] = typeof reason === 'string' ? [reason, {}] : reason;
  const filled: MessageValues = {};
  for (const [name, value] of Object.entries(values)) filled[name] = typeof value === 'object' ? listIn(value, language) : value;
  return translate(HAND_REASONS, language, key, filled);
}

const reasonsSaid = (fields: Readonly<Record<string, Reason>>, language: Language) =>
  Object.fromEntries(Object.entries(fields).map(([field, reason]) => [field, reasonSaid(reason, language)]));

const messageSaid = (message: HandMessage | Sentence, language: Language) =>
  typeof message === 'function' ? message(language) : translate(HAND_MESSAGES, language, message);

/**
 * A refusal whose fields carry the service's own reasons: in English as they are written (`fields` of the catalogue's
 * English), and taught to say them, and its message when it has one of its own, in the reader's language.
 */
export function withReasons<E extends ApiError>(err: E, fields: Readonly<Record<string, Reason>>, message?: HandMessage | Sentence): E {
  return sayableIn(err, (language) => ({
    message: message && messageSaid(message, language),
    extra: { fields: reasonsSaid(fields, language) },
  }));
}

/** The English reasons of `fields`, as a refusal's `fields` extra carries them. */
export const englishReasons = (fields: Readonly<Record<string, Reason>>) => reasonsSaid(fields, DEFAULT_LANGUAGE);

/** 400 `invalid_request` naming each field with the service's own reason, said in the reader's language. */
export const invalidSaid = (fields: Readonly<Record<string, Reason>>, message?: HandMessage | Sentence): ApiError =>
  withReasons(invalid(englishReasons(fields), message && messageSaid(message, DEFAULT_LANGUAGE)), fields, message);

/** A refusal whose own message is `message` (`make` is given its English), said in the reader's language. */
export const withMessage = <E extends ApiError>(make: (english: string) => E, message: Sentence): E =>
  sayableIn(make(message(DEFAULT_LANGUAGE)), (language) => ({ message: message(language) }));

/**
 * 400 `invalid_request` naming `field` with what `err` said, in the reader's language: its reason for its own field
 * `from` when it named that field, else its message (a refusal of one item of a request, re-keyed to that item).
 */
export function asFieldReason(err: ApiError, field: string, from?: string): ApiError {
  const words = (said: ApiError) => (from ? (said.extra.fields as Record<string, string> | undefined)?.[from] : undefined) ?? said.message;
  return sayableIn(invalid({ [field]: words(err) }), (language) => ({ extra: { fields: { [field]: words(inLanguage(err, language)) } } }));
}
