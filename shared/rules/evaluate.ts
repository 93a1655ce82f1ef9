import type { ResolvedMailbox } from '../directory/resolver.js';
import type { RoleName, Roles } from '../templates/schemas.js';
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
  /** The mailbox's value for the tested attribute (group names for group rules). */
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

/** A test of one directory attribute (or group membership): what a rule, a banner or a footer audience names. */
type Condition = Pick<Rule, 'attribute' | 'operator' | 'value'>;

function actualOf(rule: Condition, mailbox: ResolvedMailbox): string | string[] | null {
  if (rule.attribute === 'group') return mailbox.groups.map((g) => g.displayName);
  const v = mailbox.user[rule.attribute];
  return typeof v === 'string' && v.trim() !== '' ? v : null;
}

/** Whether a mailbox meets a condition (text compared case-insensitively). */
export function conditionMatches(condition: Condition, mailbox: ResolvedMailbox): boolean {
  return matches(condition, mailbox, actualOf(condition, mailbox));
}

function matches(rule: Condition, mailbox: ResolvedMailbox, actual: string | string[] | null): boolean {
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
 * later rules may settle roles still open), then the role defaults.
 */
export function evaluate(rules: readonly Rule[], defaults: Roles, mailbox: ResolvedMailbox): Evaluation {
  const roles: Partial<Record<RoleName, Decision>> = {};
  const trace = rules.map((rule): TraceEntry => {
    const actual = actualOf(rule, mailbox);
    const matched = matches(rule, mailbox, actual);
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
