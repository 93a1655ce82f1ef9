import type { Rule, Simulation } from './queries';
import { isRecipientOperator, operatorFits, RULE_ATTRIBUTES, RULE_OPERATORS } from '../../../../shared/rules/vocabulary';

export type Attribute = Rule['attribute'];
export type Operator = Rule['operator'];
type MailboxType = Simulation['mailbox']['mailboxType'];

/*
 * Words for the attributes and operators the rules schema accepts. The keys are typed by the generated enums, so
 * the compiler refuses a missing or unknown one: these maps are the words, not a second list of values.
 */
export const ATTRIBUTE_LABELS: Record<Attribute, string> = {
  country: 'Country',
  department: 'Department',
  jobTitle: 'Job title',
  companyName: 'Company',
  officeLocation: 'Office',
  city: 'City',
  userType: 'User type',
  mailboxType: 'Mailbox type',
  group: 'Group membership',
  recipients: 'Recipients',
};

export const OPERATOR_LABELS: Record<Operator, string> = {
  equals: 'is',
  notEquals: 'is not',
  contains: 'contains',
  startsWith: 'starts with',
  in: 'is one of',
  exists: 'is set or empty',
  memberOf: 'is a member of',
  anyExternal: 'Any recipient is outside the organisation',
  allInternal: 'All recipients are inside the organisation',
  anyInDomains: 'Any recipient at …',
  anyInCountries: 'Any recipient in country …',
};

export const MAILBOX_TYPE_LABELS: Record<MailboxType, string> = { user: 'A person’s mailbox', shared: 'A shared mailbox' };

export const ATTRIBUTES: readonly Attribute[] = RULE_ATTRIBUTES;

/** The operators the schema lets an attribute take. */
export const operatorsFor = (attribute: Attribute): Operator[] => RULE_OPERATORS.filter((o) => operatorFits(attribute, o));

/** Whether an operator takes a value from the person: the recipient tests of inside and outside take none. */
export const takesValue = (operator: Operator) => operator !== 'exists' && operator !== 'anyExternal' && operator !== 'allInternal';
/** Whether an operator takes a list of values (separated by commas as typed). */
export const takesList = (operator: Operator) => operator === 'in' || operator === 'anyInDomains' || operator === 'anyInCountries';
export { isRecipientOperator };

let regions: Intl.DisplayNames | undefined;
/** A country suffix in words: "Germany (.de)"; the suffix alone when the browser does not know it. */
export function countryWords(suffix: string): string {
  regions ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  let name: string | undefined;
  try {
    name = regions.of(suffix.toUpperCase());
  } catch {
    name = undefined;
  }
  return name ? `${name} (.${suffix})` : `.${suffix}`;
}
