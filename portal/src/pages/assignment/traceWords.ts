import type { Simulation } from './queries';
import { ATTRIBUTE_LABELS, OPERATOR_LABELS } from './vocabulary';

type TraceEntry = Simulation['trace'][number];
type RoleDecision = Simulation['roles']['new'];

const ROLE_WORDS = { new: 'new messages', reply: 'replies and forwards' } as const;
const quoted = (v: string) => `“${v}”`;

/** The rule's condition as a sentence fragment: `Department is “Sales”`. */
export function conditionWords(e: Pick<TraceEntry, 'attribute' | 'operator' | 'value'>, groupName: (id: string) => string): string {
  const label = ATTRIBUTE_LABELS[e.attribute];
  if (e.operator === 'exists') return `${label} ${e.value === false ? 'is empty' : 'has a value'}`;
  if (e.operator === 'memberOf') return `the mailbox is a member of ${quoted(groupName(String(e.value)))}`;
  const value = Array.isArray(e.value) ? e.value.map(quoted).join(', ') : quoted(String(e.value ?? ''));
  return `${label} ${OPERATOR_LABELS[e.operator]} ${value}`;
}

/** What the mailbox has for the tested attribute. */
function actualWords(e: TraceEntry): string {
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
