// Dependency-free: the service's rule schema and the portal's rules builder both read it.

export const MAX_RULES = 200;
export const RULE_ATTRIBUTES = [
  'country',
  'department',
  'jobTitle',
  'companyName',
  'officeLocation',
  'city',
  'userType',
  'mailboxType',
  'group',
  'recipients',
] as const;
/** The tests of a message's recipients (see shared/rules/recipients.ts), on the `recipients` attribute only. */
export const RECIPIENT_OPERATORS = ['anyExternal', 'allInternal', 'anyInDomains', 'anyInCountries'] as const;
export type RecipientOperator = (typeof RECIPIENT_OPERATORS)[number];
export const isRecipientOperator = (operator: string): operator is RecipientOperator =>
  (RECIPIENT_OPERATORS as readonly string[]).includes(operator);

export const RULE_OPERATORS = [
  'equals',
  'notEquals',
  'contains',
  'startsWith',
  'in',
  'exists',
  'memberOf',
  ...RECIPIENT_OPERATORS,
] as const;

/**
 * Group membership is tested with memberOf, and memberOf only on groups; the recipients are tested with the
 * recipient operators (anyExternal, allInternal, anyInDomains, anyInCountries), and those only on the recipients.
 */
export const operatorFits = (attribute: string, operator: string) =>
  (attribute === 'group') === (operator === 'memberOf') && (attribute === 'recipients') === isRecipientOperator(operator);
