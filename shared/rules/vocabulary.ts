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
] as const;
export const RULE_OPERATORS = ['equals', 'notEquals', 'contains', 'startsWith', 'in', 'exists', 'memberOf'] as const;

/** Group membership is tested with memberOf, and memberOf only on groups. */
export const operatorFits = (attribute: string, operator: string) => (attribute === 'group') === (operator === 'memberOf');
