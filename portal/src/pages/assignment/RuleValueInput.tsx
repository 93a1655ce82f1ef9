import { Field, Input, Select } from '@fluentui/react-components';
import { GroupPicker } from './GroupPicker';
import type { RuleDraft } from './ruleDraft';
import { MAILBOX_TYPE_LABELS } from './vocabulary';

interface Props {
  draft: RuleDraft;
  error?: string;
  onChange(patch: Partial<RuleDraft>): void;
}

/** The value a rule compares with, in the form its operator needs. */
export function RuleValueInput({ draft, error, onChange }: Props) {
  const state = error ? 'error' : 'none';
  if (draft.operator === 'memberOf') {
    return (
      <GroupPicker
        label="Group"
        value={draft.text}
        name={draft.groupName}
        error={error}
        onPick={(g) => onChange({ text: g.id, groupName: g.displayName })}
      />
    );
  }
  if (draft.operator === 'exists') {
    return (
      <Field label="Value" validationMessage={error} validationState={state}>
        <Select value={draft.present ? 'present' : 'absent'} onChange={(_, d) => onChange({ present: d.value === 'present' })}>
          <option value="present">Has a value</option>
          <option value="absent">Is empty</option>
        </Select>
      </Field>
    );
  }
  if (draft.attribute === 'mailboxType' && draft.operator !== 'in') {
    return (
      <Field label="Value" validationMessage={error} validationState={state}>
        <Select value={draft.text} onChange={(_, d) => onChange({ text: d.value })}>
          <option value="">Choose a mailbox type</option>
          {Object.entries(MAILBOX_TYPE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
    );
  }
  const list = draft.operator === 'in';
  return (
    <Field
      label={list ? 'Values' : 'Value'}
      hint={list ? 'Separate the values with commas.' : undefined}
      validationMessage={error}
      validationState={state}
    >
      <Input value={draft.text} onChange={(_, d) => onChange({ text: d.value })} />
    </Field>
  );
}
