import { catalogue, translate } from '../i18n/catalogue.js';
import type { Language } from '../i18n/languages.js';
import { de } from './refusal-sentences/de.js';
import { es } from './refusal-sentences/es.js';
import { fr } from './refusal-sentences/fr.js';
import { nl } from './refusal-sentences/nl.js';
import { REFUSALS, type RefusalCode } from './refusals.js';

/** The reasons a field of a request is refused for, in every language. */
export { FIELD_REASONS } from './reason-sentences.js';
/** The reasons (and messages) the service's own checks refuse a field for, in every language. */
export { HAND_MESSAGES, HAND_REASONS } from './hand-reason-sentences.js';
/** Why a request's body is refused (its size), in every language. */
export { BODY_SENTENCES } from './body-sentences.js';

const english = Object.fromEntries(Object.entries(REFUSALS).map(([code, spec]) => [code, spec.sentence])) as Record<RefusalCode, string>;

/** Every refusal's sentence in the product's languages; the English ones are the catalogue's (refusals.ts). */
export const REFUSAL_MESSAGES = catalogue('refusals', english, { de, fr, es, nl });

/** Whether `code` is one of the service's refusals (a stored or received code, read back). */
export const isRefusalCode = (code: string): code is RefusalCode => Object.hasOwn(REFUSALS, code);

/** A refusal's sentence in `language`. */
export const refusalSentence = (code: RefusalCode, language: Language): string => translate(REFUSAL_MESSAGES, language, code);
