import type { ResolvedMailbox } from '../directory/resolver.js';
import type { RoleName, Roles } from '../templates/schemas.js';
import { isRecipientOperator, recipientTest, type RecipientFacts } from './recipients.js';
import type { Rule } from './schemas.js';

export type Decision =
  | { templateId: string; decidedBy: { kind: 'rule'; ruleId: string; name: string } | { kind: 'default' } }
  | { templateId: null; decidedBy: { kind: 'none' } };

interface TraceEntry {
  ruleId: string;
  name: string;
  attribute: Rule['attribute'];
  operator: Rule['operator'];
  value: Rule['value'];
  /**
   * The mailbox's value for the tested attribute (group names for group rules); for a recipient rule, the recipient
   * domains it turned on (see `recipientTest`), null when no recipients were known.
   */
  actual: string | string[] | null;
  matched: boolean;
  settled: RoleName[];
}

export interface Evaluation {
  roles: Record<RoleName, Decision>;
  trace: TraceEntry[];
}

const ROLES: RoleName[] = ['new', 'reply'];
const fold = (s: string) => s.toLocaleLowerCase('en');

/** A test of one directory attribute, group membership or the recipients: what a rule, a banner or a footer audience names. */
type Condition = Pick<Rule, 'attribute' | 'operator' | 'value'>;

function actualOf(rule: Condition, mailbox: ResolvedMailbox, recipients: RecipientFacts | null): string | string[] | null {
  if (isRecipientOperator(rule.operator))
    return recipients ? recipientTest({ operator: rule.operator, value: rule.value }, recipients).because : null;
  if (rule.attribute === 'group') return mailbox.groups.map((g) => g.displayName);
  if (rule.attribute === 'recipients') return null;
  const v = mailbox.user[rule.attribute];
  return typeof v === 'string' && v.trim() !== '' ? v : null;
}

/**
 * Whether a message meets a condition: its mailbox (text compared case-insensitively), or its recipients (no
 * recipient condition holds while the recipients are not known).
 */
export function conditionMatches(condition: Condition, mailbox: ResolvedMailbox, recipients: RecipientFacts | null = null): boolean {
  return matches(condition, mailbox, actualOf(condition, mailbox, recipients), recipients);
}

function matches(rule: Condition, mailbox: ResolvedMailbox, actual: string | string[] | null, recipients: RecipientFacts | null): boolean {
  if (isRecipientOperator(rule.operator)) return recipientTest({ operator: rule.operator, value: rule.value }, recipients).matched;
  if (rule.operator === 'memberOf') {
    const wanted = fold(String(rule.value));
    return mailbox.groups.some((g) => fold(g.id) === wanted);
  }
  const have = typeof actual === 'string' ? fold(actual) : null;
  switch (rule.operator) {
    case 'exists':
      return (have !== null) === (rule.value !== false);
    case 'equals':
      return have !== null && have === fold(String(rule.value));
    case 'notEquals':
      return have === null || have !== fold(String(rule.value));
    case 'contains':
      return have !== null && have.includes(fold(String(rule.value)));
    case 'startsWith':
      return have !== null && have.startsWith(fold(String(rule.value)));
    case 'in':
      return have !== null && (rule.value as string[]).some((v) => fold(v) === have);
  }
}

/**
 * The template each role lands on: the ordered rules first (the first matching rule settles each role it names;
 * later rules may settle roles still open), then the role defaults. `recipients`: the message's recipients, null when
 * not known (then no recipient condition matches, and the answer is the sender-only one).
 */
export function evaluate(
  rules: readonly Rule[],
  defaults: Roles,
  mailbox: ResolvedMailbox,
  recipients: RecipientFacts | null = null,
): Evaluation {
  const roles: Partial<Record<RoleName, Decision>> = {};
  const trace = rules.map((rule): TraceEntry => {
    const actual = actualOf(rule, mailbox, recipients);
    const matched = matches(rule, mailbox, actual, recipients);
    const settled = matched ? ROLES.filter((role) => rule[role] && !roles[role]) : [];
    for (const role of settled) roles[role] = { templateId: rule[role]!, decidedBy: { kind: 'rule', ruleId: rule.id, name: rule.name } };
    return {
      ruleId: rule.id,
      name: rule.name,
      attribute: rule.attribute,
      operator: rule.operator,
      value: rule.value,
      actual,
      matched,
      settled,
    };
  });
  for (const role of ROLES) {
    roles[role] ??= defaults[role]
      ? { templateId: defaults[role]!, decidedBy: { kind: 'default' } }
      : { templateId: null, decidedBy: { kind: 'none' } };
  }
  return { roles: roles as Record<RoleName, Decision>, trace };
}
