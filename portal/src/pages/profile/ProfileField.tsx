import { Field, Input, Select } from '@fluentui/react-components';
import type { Answer } from '../../api/queries';
import { sentences } from '../../format';
import { useMessages } from '../../i18n/useMessages';
import { profileMessages } from './profile.messages';

type ProfileFieldDefinition = Answer<'/api/me/profile'>['fields'][number];

const INPUT_TYPE = { text: 'text', url: 'url', email: 'email', phone: 'tel' } as const;
const PLACEHOLDER = { text: undefined, url: 'https://…', email: 'name@example.com', phone: '+44 20 7946 0000' } as const;

interface Props {
  field: ProfileFieldDefinition;
  value: string;
  /** The reason the service refused the saved value, beside the field. */
  error?: string;
  /** Why the preview leaves the typed value out (it would be refused on save). */
  warning?: string;
  onChange(value: string): void;
}

/** One organisation-defined field, with its help, its limit, and the service's reasons beside it. */
export function ProfileFieldInput({ field, value, error, warning, onChange }: Props) {
  const t = useMessages(profileMessages);
  const hint = sentences([field.help, field.type !== 'choice' && t('atMost', { max: field.maxLength })]);
  const message = error ?? warning;
  return (
    <Field
      label={field.label}
      hint={hint || undefined}
      validationState={error ? 'error' : warning ? 'warning' : 'none'}
      validationMessage={message}
    >
      {field.type === 'choice' ? (
        <Select value={value} onChange={(_, d) => onChange(d.value)}>
          <option value="">{t('noChoice')}</option>
          {field.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </Select>
      ) : (
        <Input type={INPUT_TYPE[field.type]} value={value} placeholder={PLACEHOLDER[field.type]} onChange={(_, d) => onChange(d.value)} />
      )}
    </Field>
  );
}
