import type { Rule, Simulation } from './queries';
import { operatorFits, RULE_ATTRIBUTES, RULE_OPERATORS } from '../../../../shared/rules/vocabulary';

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
};

export const OPERATOR_LABELS: Record<Operator, string> = {
  equals: 'is',
  notEquals: 'is not',
  contains: 'contains',
  startsWith: 'starts with',
  in: 'is one of',
  exists: 'is set or empty',
  memberOf: 'is a member of',
};

export const MAILBOX_TYPE_LABELS: Record<MailboxType, string> = { user: 'A person’s mailbox', shared: 'A shared mailbox' };

export const ATTRIBUTES: readonly Attribute[] = RULE_ATTRIBUTES;

/** The operators the schema lets an attribute take. */
export const operatorsFor = (attribute: Attribute): Operator[] => RULE_OPERATORS.filter((o) => operatorFits(attribute, o));
