import type { paths } from '../../api/schema';
import type { Translate } from '../../i18n/useMessages';
import type { Rule } from './queries';
import type { rulesMessages } from './rules.messages';
import { takesList, takesValue, type Attribute, type Operator } from './vocabulary';

export type RulesWords = Translate<keyof (typeof rulesMessages)['messages']['en']>;

type RuleInput = paths['/api/admin/rules']['put']['requestBody']['content']['application/json']['rules'][number];

/** One rule as the builder edits it: the value as typed, until it is saved. */
export interface RuleDraft {
  /** Stable for React and for moving focus after a reorder; not sent. */
  key: string;
  id?: string;
  name: string;
  attribute: Attribute;
  operator: Operator;
  /** The text value; for `in` and the recipient lists, the values separated by commas; for memberOf, the group's id. */
  text: string;
  /** For `exists`: whether the attribute must have a value (true) or must be empty (false). */
  present: boolean;
  /** The group's name, as the directory names it (the rule itself keeps only the id). */
  groupName?: string;
  new: string | null;
  reply: string | null;
  /** How the rule's replies are signed in a thread; absent: as the organisation's setting says. Kept as saved. */
  threadSignature?: RuleInput['threadSignature'];
}

let counter = 0;
const newKey = () => `rule-${++counter}`;

export const emptyDraft = (): RuleDraft => ({
  key: newKey(),
  name: '',
  attribute: 'department',
  operator: 'equals',
  text: '',
  present: true,
  new: null,
  reply: null,
});

export function fromRule(r: Rule, groupNames: ReadonlyMap<string, string> = new Map()): RuleDraft {
  const text = Array.isArray(r.value) ? r.value.join(', ') : typeof r.value === 'string' ? r.value : '';
  const groupName = r.operator === 'memberOf' ? groupNames.get(text) : undefined;
  return {
    key: newKey(),
    id: r.id,
    name: r.name,
    attribute: r.attribute,
    operator: r.operator,
    text,
    present: r.value !== false,
    ...(groupName ? { groupName } : {}),
    new: r.new,
    reply: r.reply,
    ...(r.threadSignature ? { threadSignature: r.threadSignature } : {}),
  };
}

/** The body the API takes; an empty value is sent as missing so the API says what is wrong beside the field. */
export function toInput(d: RuleDraft): RuleInput {
  const value =
    d.operator === 'exists'
      ? d.present
      : !takesValue(d.operator)
        ? undefined
        : takesList(d.operator)
          ? d.text
              .split(',')
              .map((v) => v.trim())
              .filter(Boolean)
          : d.text.trim() || undefined;
  const input: RuleInput = { name: d.name.trim(), attribute: d.attribute, operator: d.operator, new: d.new, reply: d.reply };
  if (d.id) input.id = d.id;
  if (d.threadSignature) input.threadSignature = d.threadSignature;
  if (value !== undefined && !(Array.isArray(value) && value.length === 0)) input.value = value;
  return input;
}

/** Moves one item of a list to another position. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** A rule's name, or its place in the list when it has none ("Rule 2"). */
export const ruleTitle = (t: RulesWords, d: { name: string }, index: number) => d.name.trim() || t('untitled', { position: index + 1 });
