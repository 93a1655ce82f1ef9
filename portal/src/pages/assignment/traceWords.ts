import type { Simulation } from './queries';
import { ATTRIBUTE_LABELS, countryWords, isRecipientOperator, OPERATOR_LABELS } from './vocabulary';

type TraceEntry = Simulation['trace'][number];
type RoleDecision = Simulation['roles']['new'];

const ROLE_WORDS = { new: 'new messages', reply: 'replies and forwards' } as const;
const quoted = (v: string) => `“${v}”`;
const listOf = (v: TraceEntry['value'] | TraceEntry['actual']) => (Array.isArray(v) ? v : typeof v === 'string' ? [v] : []);
const either = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

/** A recipient test as a sentence fragment: `any recipient is at fabrikam.com or contoso.com`. */
function recipientConditionWords(e: Pick<TraceEntry, 'operator' | 'value'>): string {
  switch (e.operator) {
    case 'anyInDomains':
      return `any recipient is at ${either(listOf(e.value))}`;
    case 'anyInCountries':
      return `any recipient is in ${either(listOf(e.value).map(countryWords))}`;
    case 'allInternal':
      return 'all recipients are inside the organisation';
    default:
      return 'any recipient is outside the organisation';
  }
}

/** What the recipients were, for a recipient test: the ones it turned on. */
function recipientActualWords(e: TraceEntry): string {
  if (e.actual === null) return 'no recipients were given, so no recipient test holds';
  const found = listOf(e.actual);
  const are = `${found.join(', ')} ${found.length === 1 ? 'is' : 'are'}`;
  switch (e.operator) {
    case 'anyInDomains':
      return found.length ? `${are} at a listed domain` : 'no recipient is at a listed domain';
    case 'anyInCountries':
      return found.length ? `${are} in a listed country` : 'no recipient is in a listed country';
    case 'allInternal':
      // Matched: the recipients it names are all inside; not matched: the ones outside that stop it.
      return `${are} ${e.matched ? 'inside' : 'outside'} the organisation`;
    default:
      return found.length ? `${are} outside the organisation` : 'every recipient is inside the organisation';
  }
}

/** The rule's condition as a sentence fragment: `Department is “Sales”`. */
export function conditionWords(e: Pick<TraceEntry, 'attribute' | 'operator' | 'value'>, groupName: (id: string) => string): string {
  if (isRecipientOperator(e.operator)) return recipientConditionWords(e);
  const label = ATTRIBUTE_LABELS[e.attribute];
  if (e.operator === 'exists') return `${label} ${e.value === false ? 'is empty' : 'has a value'}`;
  if (e.operator === 'memberOf') return `the mailbox is a member of ${quoted(groupName(String(e.value)))}`;
  const value = Array.isArray(e.value) ? e.value.map(quoted).join(', ') : quoted(String(e.value ?? ''));
  return `${label} ${OPERATOR_LABELS[e.operator]} ${value}`;
}

/** What the mailbox has for the tested attribute. */
function actualWords(e: TraceEntry): string {
  if (isRecipientOperator(e.operator)) return recipientActualWords(e);
  if (e.attribute === 'group') {
    const groups = Array.isArray(e.actual) ? e.actual : [];
    return groups.length ? `the mailbox is in ${groups.map(quoted).join(', ')}` : 'the mailbox is in no group';
  }
  const label = ATTRIBUTE_LABELS[e.attribute].toLowerCase();
  return typeof e.actual === 'string' ? `its ${label} is ${quoted(e.actual)}` : `its ${label} is empty`;
}

/** Why a rule matched or not, and what it decided. */
export function traceWords(e: TraceEntry): string {
  if (!e.matched) return `Did not match: ${actualWords(e)}.`;
  if (e.settled.length === 0) return `Matched (${actualWords(e)}), but an earlier rule had already decided the roles it names.`;
  return `Matched (${actualWords(e)}). Decides the template for ${e.settled.map((r) => ROLE_WORDS[r]).join(' and ')}.`;
}

/** Which template a role lands on, and what decided it. */
export function decisionWords(d: Pick<RoleDecision, 'templateName' | 'decidedBy'>): string {
  const template = d.templateName ? quoted(d.templateName) : 'a template no longer in the library';
  switch (d.decidedBy.kind) {
    case 'rule':
      return `${template}, decided by the rule ${quoted(d.decidedBy.name || d.decidedBy.ruleId)}.`;
    case 'default':
      return `${template}, the role default (no rule decided it).`;
    case 'none':
      return 'No signature: no rule decided it and there is no role default.';
  }
}
