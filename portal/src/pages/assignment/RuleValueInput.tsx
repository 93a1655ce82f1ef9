import { Field, Input, Select, Text } from '@fluentui/react-components';
import { useMessages } from '../../i18n/useMessages';
import { GroupPicker } from './GroupPicker';
import type { RuleDraft } from './ruleDraft';
import { rulesMessages } from './rules.messages';
import { MAILBOX_TYPES, mailboxTypeLabel } from './vocabulary';
import { vocabularyMessages } from './vocabulary.messages';

interface Props {
  draft: RuleDraft;
  error?: string;
  onChange(patch: Partial<RuleDraft>): void;
}

/** The value a rule compares with, in the form its operator needs. */
export function RuleValueInput({ draft, error, onChange }: Props) {
  const t = useMessages(rulesMessages);
  const words = useMessages(vocabularyMessages);
  const state = error ? 'error' : 'none';
  if (draft.operator === 'memberOf') {
    return (
      <GroupPicker
        label={t('group')}
        value={draft.text}
        name={draft.groupName}
        error={error}
        onPick={(g) => onChange({ text: g.id, groupName: g.displayName })}
      />
    );
  }
  if (draft.operator === 'exists') {
    return (
      <Field label={t('fieldValue')} validationMessage={error} validationState={state}>
        <Select value={draft.present ? 'present' : 'absent'} onChange={(_, d) => onChange({ present: d.value === 'present' })}>
          <option value="present">{t('hasValue')}</option>
          <option value="absent">{t('isEmpty')}</option>
        </Select>
      </Field>
    );
  }
  if (draft.operator === 'anyExternal' || draft.operator === 'allInternal') {
    return (
      <Field label={t('insideMeans')} validationMessage={error} validationState={state}>
        <Text>{t('insideText')}</Text>
      </Field>
    );
  }
  if (draft.operator === 'anyInDomains' || draft.operator === 'anyInCountries') {
    const domains = draft.operator === 'anyInDomains';
    return (
      <Field
        label={domains ? t('domains') : t('countries')}
        hint={domains ? t('domainsHint') : t('countriesHint')}
        validationMessage={error}
        validationState={state}
      >
        <Input
          value={draft.text}
          onChange={(_, d) => onChange({ text: d.value })}
          placeholder={domains ? t('domainsExample') : t('countriesExample')}
        />
      </Field>
    );
  }
  if (draft.attribute === 'mailboxType' && draft.operator !== 'in') {
    return (
      <Field label={t('fieldValue')} validationMessage={error} validationState={state}>
        <Select value={draft.text} onChange={(_, d) => onChange({ text: d.value })}>
          <option value="">{t('chooseMailboxType')}</option>
          {MAILBOX_TYPES.map((value) => (
            <option key={value} value={value}>
              {mailboxTypeLabel(words, value)}
            </option>
          ))}
        </Select>
      </Field>
    );
  }
  const list = draft.operator === 'in';
  return (
    <Field
      label={list ? t('values') : t('fieldValue')}
      hint={list ? t('valuesHint') : undefined}
      validationMessage={error}
      validationState={state}
    >
      <Input value={draft.text} onChange={(_, d) => onChange({ text: d.value })} />
    </Field>
  );
}
