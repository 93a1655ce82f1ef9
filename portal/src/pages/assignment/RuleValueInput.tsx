import { Field, Input, Select, Text } from '@fluentui/react-components';
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
  if (draft.operator === 'anyExternal' || draft.operator === 'allInternal') {
    return (
      <Field label="Inside means" validationMessage={error} validationState={state}>
        <Text>Your verified domains, their subdomains and the partner domains listed in Settings.</Text>
      </Field>
    );
  }
  if (draft.operator === 'anyInDomains' || draft.operator === 'anyInCountries') {
    const domains = draft.operator === 'anyInDomains';
    return (
      <Field
        label={domains ? 'Domains' : 'Country suffixes'}
        hint={
          domains
            ? 'Separate the domains with commas, such as fabrikam.com. Their subdomains count too.'
            : 'The two letters a domain ends in, separated by commas, such as de, at.'
        }
        validationMessage={error}
        validationState={state}
      >
        <Input value={draft.text} onChange={(_, d) => onChange({ text: d.value })} placeholder={domains ? 'fabrikam.com' : 'de, at'} />
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
