import { isRefusalCode, refusalSentence } from '../http/messages.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import { translate } from '../i18n/catalogue.js';
import { formatLocale } from '../i18n/format.js';
import { isImportableAttribute } from '../imports/attributes.js';
import { shownSentence, type ShownSource } from '../imports/layers.js';
import { IMPORT_MESSAGES } from '../imports/messages.js';
import type { ChoiceReason } from '../templates/language.js';
import { writerIn, type TrailKey, type Writer } from './words.js';

/** What matched in a rule: the recipients, the group, an attribute's test, or (the trace lost) its condition. */
export type Because =
  | { kind: 'recipients'; domains: string }
  | { kind: 'memberOf' }
  | {
      kind: 'attribute';
      test: 'empty' | 'is' | 'isNot' | 'contains' | 'startsWith';
      /** The directory attribute (`jobTitle`), and its English words (`job title`). */
      name?: string;
      attribute: string;
      value: string;
    }
  | { kind: 'held' };

/** Why the template was chosen: a rule (its name and what matched), the role's default, or nothing. */
export type ChosenBy =
  { kind: 'rule'; name: string; because: Because } | { kind: 'default'; rules: number } | { kind: 'none'; rules: number };

/** What the add-in's compose decided, as the trail explains it. */
export interface AddinFacts {
  type: 'new' | 'reply';
  template: { name: string; version: number } | null;
  chosenBy: ChosenBy;
  language: { tag: string | null; reason: ChoiceReason; variants: number } | null;
  /** The recipients' domains as the decision saw them (none: not known), and which are outside the organisation. */
  domains: readonly string[];
  outside: readonly string[];
  /** Whether anything the organisation has tests the recipients (else their verdict changed nothing). */
  blocks: readonly { kind: 'banner' | 'footer'; name: string }[];
  stale: string | null;
  /** Where the values the signature used came from, by name and source (absent, null or none: nothing to say). */
  values?: readonly ShownSource[] | null;
}

const BECAUSE_TEST: Record<Extract<Because, { kind: 'attribute' }>['test'], TrailKey> = {
  empty: 'becauseEmpty',
  is: 'becauseIs',
  isNot: 'becauseIsNot',
  contains: 'becauseContains',
  startsWith: 'becauseStartsWith',
};

/** An attribute as the layer view names it in the reader's language; English keeps the words it always wrote. */
const attributeWords = (b: { name?: string; attribute: string }, language: Language) =>
  language !== 'en' && b.name && isImportableAttribute(b.name) ? translate(IMPORT_MESSAGES, language, b.name) : b.attribute;

function becauseWords(b: Because, w: Writer): string {
  switch (b.kind) {
    case 'recipients':
      return b.domains ? w.t('becauseRecipients', { domains: b.domains }) : w.t('becauseRecipientsAny');
    case 'memberOf':
      return w.t('becauseMemberOf');
    case 'attribute':
      return w.t(BECAUSE_TEST[b.test], { attribute: attributeWords(b, w.language), value: b.value });
    default:
      return w.t('becauseHeld');
  }
}

function chosenWords(chosenBy: ChosenBy, type: 'new' | 'reply', w: Writer): string {
  if (chosenBy.kind === 'rule') return w.t('chosenRule', { rule: w.quoted(chosenBy.name), because: becauseWords(chosenBy.because, w) });
  return w.t(chosenBy.kind === 'default' ? 'chosenDefault' : 'chosenNone', { rules: chosenBy.rules, role: type });
}

function recipientWords(f: AddinFacts, w: Writer): string {
  const blocks = w.list(f.blocks.map((b) => w.t('block', { kind: b.kind, name: w.quoted(b.name) })));
  const added = w.t('added', { added: f.blocks.length ? 'yes' : 'no', blocks, count: f.blocks.length });
  if (!f.domains.length) return w.t('recipientsUnknown', { added });
  if (f.outside.length) return w.t('recipientsOutside', { type: f.type, domains: w.list(f.outside), added });
  return w.t('recipientsInside', { type: f.type, domains: w.list(f.domains), added });
}

const LANGUAGE_BECAUSE: Record<ChoiceReason, TrailKey> = {
  'recipient-domain': 'whyRecipientDomain',
  'recipient-country': 'whyRecipientCountry',
  sender: 'whySender',
  default: 'whyDefault',
};

/** The add-in's compose in sentences. */
export function explainAddin(f: AddinFacts, language: Language = DEFAULT_LANGUAGE): string {
  const w = writerIn(language);
  const parts: string[] = [];
  const chosen = chosenWords(f.chosenBy, f.type, w);
  if (f.template) parts.push(w.t('addinSigned', { template: w.quoted(f.template.name), version: String(f.template.version), chosen }));
  else parts.push(w.t('addinUnsigned', { chosen, role: f.type }));
  parts.push(recipientWords(f, w));
  if (f.language && f.language.variants > 0) {
    const why = w.t(LANGUAGE_BECAUSE[f.language.reason] ?? 'whyDefault');
    parts.push(f.language.tag ? w.t('languageVariant', { tag: f.language.tag, why }) : w.t('languageDefault', { why }));
  }
  const values = f.template && f.values?.length ? shownSentence(f.values, language) : null;
  if (values) parts.push(values);
  if (f.stale) parts.push(w.t('stale', { at: renderedAt(f.stale, language) }));
  return parts.join(' ');
}

/** When a stale answer was rendered: the instant as English always wrote it, a date and time (UTC) in the other languages. */
function renderedAt(iso: string, language: Language): string {
  const at = new Date(iso);
  if (language === 'en' || Number.isNaN(at.getTime())) return iso;
  return `${new Intl.DateTimeFormat(formatLocale(language), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;
}

const withoutStop = (message: string) => message.replace(/\.$/, '');

/**
 * What the service answered, in words: in English as it was stored (a site's own words among them); in another
 * language, the refusal code's sentence there, the stored words only for a code the catalogue does not know.
 */
function answeredWords(code: string | undefined, message: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE || code === undefined || !isRefusalCode(code)) return withoutStop(message);
  return withoutStop(refusalSentence(code, language));
}

/** A refusal of the compose route (the gate: excluded, paused, lapsed, not a mailbox), in sentences. */
export const explainAddinRefusal = (code: string, message: string, language: Language = DEFAULT_LANGUAGE) =>
  writerIn(language).t('addinRefused', { code, message: answeredWords(code, message, language) });

/** A failure of the compose route, by the refusal the add-in was answered (`code`) when the entry kept it. */
export const explainAddinFailure = (message: string, language: Language = DEFAULT_LANGUAGE, code?: string) =>
  writerIn(language).t('addinFailed', { message: answeredWords(code, message, language) });

export { explainRelay, type RelayFacts } from './explain-relay.js';
