import { formatLocale } from '../../../../shared/i18n/format.js';
import type { Language } from '../../../../shared/i18n/languages.js';
import type { Translate } from '../../i18n/useMessages';
import type { Simulation } from './queries';
import type { simulateMessages } from './simulate.messages';
import { attributeLabel, countryWords, isRecipientOperator, operatorLabel, type VocabularyWords } from './vocabulary';

type TraceEntry = Simulation['trace'][number];
type RoleDecision = Simulation['roles']['new'];

/** The simulator's sentences, the rules' words, and the locale lists and lower case follow. */
export interface TraceLanguage {
  t: Translate<keyof (typeof simulateMessages)['messages']['en']>;
  words: VocabularyWords;
  locale: Language;
}

const listOf = (v: TraceEntry['value'] | TraceEntry['actual']) => (Array.isArray(v) ? v : typeof v === 'string' ? [v] : []);
const either = (items: string[], locale: Language) => new Intl.ListFormat(formatLocale(locale), { type: 'disjunction' }).format(items);
const both = (items: string[], locale: Language) => new Intl.ListFormat(formatLocale(locale), { type: 'conjunction' }).format(items);
export const quoted = ({ t }: TraceLanguage, value: string) => t('quoted', { value });

/** A recipient test as a sentence fragment: `any recipient is at fabrikam.com or contoso.com`. */
function recipientConditionWords(l: TraceLanguage, e: Pick<TraceEntry, 'operator' | 'value'>): string {
  switch (e.operator) {
    case 'anyInDomains':
      return l.t('condAtDomains', { domains: either(listOf(e.value), l.locale) });
    case 'anyInCountries':
      return l.t('condInCountries', { countries: either(listOf(e.value).map(countryWords), l.locale) });
    case 'allInternal':
      return l.t('condAllInside');
    default:
      return l.t('condAnyOutside');
  }
}

/** What the recipients were, for a recipient test: the ones it turned on. */
function recipientActualWords({ t }: TraceLanguage, e: TraceEntry): string {
  if (e.actual === null) return t('noRecipients');
  const found = listOf(e.actual);
  const are = { found: found.join(', '), count: found.length };
  switch (e.operator) {
    case 'anyInDomains':
      return found.length ? t('atDomain', are) : t('noneAtDomain');
    case 'anyInCountries':
      return found.length ? t('inCountry', are) : t('noneInCountry');
    case 'allInternal':
      // Matched: the recipients it names are all inside; not matched: the ones outside that stop it.
      return t(e.matched ? 'foundInside' : 'foundOutside', are);
    default:
      return found.length ? t('foundOutside', are) : t('everyInside');
  }
}

/** The rule's condition as a sentence fragment: `Department is “Sales”`. */
export function conditionWords(
  l: TraceLanguage,
  e: Pick<TraceEntry, 'attribute' | 'operator' | 'value'>,
  groupName: (id: string) => string,
): string {
  if (isRecipientOperator(e.operator)) return recipientConditionWords(l, e);
  const attribute = attributeLabel(l.words, e.attribute);
  if (e.operator === 'exists') return l.t(e.value === false ? 'condEmpty' : 'condHasValue', { attribute });
  if (e.operator === 'memberOf') return l.t('condMember', { group: quoted(l, groupName(String(e.value))) });
  const value = Array.isArray(e.value) ? e.value.map((v) => quoted(l, v)).join(', ') : quoted(l, String(e.value ?? ''));
  return `${attribute} ${operatorLabel(l.words, e.operator)} ${value}`;
}

/** An attribute's name inside a sentence: in lower case, except in German, which writes nouns with a capital. */
const inSentence = (l: TraceLanguage, label: string) => (l.locale === 'de' ? label : label.toLocaleLowerCase(l.locale));

/** What the mailbox has for the tested attribute. */
function actualWords(l: TraceLanguage, e: TraceEntry): string {
  if (isRecipientOperator(e.operator)) return recipientActualWords(l, e);
  if (e.attribute === 'group') {
    const groups = Array.isArray(e.actual) ? e.actual : [];
    return groups.length ? l.t('inGroups', { groups: groups.map((g) => quoted(l, g)).join(', ') }) : l.t('inNoGroup');
  }
  const attribute = inSentence(l, attributeLabel(l.words, e.attribute));
  return typeof e.actual === 'string' ? l.t('actualIs', { attribute, value: quoted(l, e.actual) }) : l.t('actualEmpty', { attribute });
}

/** Why a rule matched or not, and what it decided. */
export function traceWords(l: TraceLanguage, e: TraceEntry): string {
  const actual = actualWords(l, e);
  if (!e.matched) return l.t('didNotMatch', { actual });
  if (e.settled.length === 0) return l.t('matchedTooLate', { actual });
  const roles = both(
    e.settled.map((r) => l.t(r === 'new' ? 'roleNew' : 'roleReply')),
    l.locale,
  );
  return l.t('matchedDecides', { actual, roles });
}

/** Which template a role lands on, and what decided it; `ruleTitle` names a rule saved without a name ("Rule 3"). */
export function decisionWords(
  l: TraceLanguage,
  d: Pick<RoleDecision, 'templateName' | 'decidedBy'>,
  ruleTitle: (ruleId: string) => string,
): string {
  const template = d.templateName ? quoted(l, d.templateName) : l.t('templateGone');
  switch (d.decidedBy.kind) {
    case 'rule':
      return l.t('decidedByRule', { template, rule: quoted(l, d.decidedBy.name || ruleTitle(d.decidedBy.ruleId)) });
    case 'default':
      return l.t('decidedByDefault', { template });
    case 'none':
      return l.t('noSignature');
  }
}
