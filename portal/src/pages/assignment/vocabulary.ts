import type { Rule, Simulation } from './queries';
import { isRecipientOperator, operatorFits, RULE_ATTRIBUTES, RULE_OPERATORS } from '../../../../shared/rules/vocabulary';
import { formatLocale } from '../../../../shared/i18n/format.js';
import { currentLocale } from '../../i18n/language';
import type { Translate } from '../../i18n/useMessages';
import { vocabularyMessages } from './vocabulary.messages';

export type Attribute = Rule['attribute'];
export type Operator = Rule['operator'];
type MailboxType = Simulation['mailbox']['mailboxType'];
type VocabularyKey = keyof (typeof vocabularyMessages)['messages']['en'];
export type VocabularyWords = Translate<VocabularyKey>;

/*
 * The catalogue keys of the attributes and operators the rules schema accepts. The keys are typed by the generated
 * enums, so the compiler refuses a missing or unknown one: these maps name the words, not a second list of values.
 */
const ATTRIBUTE_KEYS: Record<Attribute, VocabularyKey> = {
  country: 'attributeCountry',
  department: 'attributeDepartment',
  jobTitle: 'attributeJobTitle',
  companyName: 'attributeCompanyName',
  officeLocation: 'attributeOfficeLocation',
  city: 'attributeCity',
  userType: 'attributeUserType',
  mailboxType: 'attributeMailboxType',
  group: 'attributeGroup',
  recipients: 'attributeRecipients',
};

const OPERATOR_KEYS: Record<Operator, VocabularyKey> = {
  equals: 'operatorEquals',
  notEquals: 'operatorNotEquals',
  contains: 'operatorContains',
  startsWith: 'operatorStartsWith',
  in: 'operatorIn',
  exists: 'operatorExists',
  memberOf: 'operatorMemberOf',
  anyExternal: 'operatorAnyExternal',
  allInternal: 'operatorAllInternal',
  anyInDomains: 'operatorAnyInDomains',
  anyInCountries: 'operatorAnyInCountries',
};

const MAILBOX_TYPE_KEYS: Record<MailboxType, VocabularyKey> = { user: 'mailboxUser', shared: 'mailboxShared' };
export const MAILBOX_TYPES = Object.keys(MAILBOX_TYPE_KEYS) as MailboxType[];

/** An attribute, an operator or a kind of mailbox in the portal's language. */
export const attributeLabel = (t: VocabularyWords, a: Attribute) => t(ATTRIBUTE_KEYS[a]);
export const operatorLabel = (t: VocabularyWords, o: Operator) => t(OPERATOR_KEYS[o]);
export const mailboxTypeLabel = (t: VocabularyWords, m: MailboxType) => t(MAILBOX_TYPE_KEYS[m]);

export const ATTRIBUTES: readonly Attribute[] = RULE_ATTRIBUTES;

/** The operators the schema lets an attribute take. */
export const operatorsFor = (attribute: Attribute): Operator[] => RULE_OPERATORS.filter((o) => operatorFits(attribute, o));

/** Whether an operator takes a value from the person: the recipient tests of inside and outside take none. */
export const takesValue = (operator: Operator) => operator !== 'exists' && operator !== 'anyExternal' && operator !== 'allInternal';
/** Whether an operator takes a list of values (separated by commas as typed). */
export const takesList = (operator: Operator) => operator === 'in' || operator === 'anyInDomains' || operator === 'anyInCountries';
export { isRecipientOperator };

const regions = new Map<string, Intl.DisplayNames>();
/** A country suffix in words, in the portal's language: "Germany (.de)"; the suffix alone when the browser does not know it. */
export function countryWords(suffix: string): string {
  const locale = formatLocale(currentLocale());
  let names = regions.get(locale);
  if (!names) regions.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })));
  let name: string | undefined;
  try {
    name = names.of(suffix.toUpperCase());
  } catch {
    name = undefined;
  }
  return name ? `${name} (.${suffix})` : `.${suffix}`;
}
