import { Field, Select } from '@fluentui/react-components';
import type { TemplateSummary } from '../../api/queries';
import { useMessages } from '../../i18n/useMessages';
import { assignmentMessages } from './assignment.messages';

interface Props {
  label: string;
  value: string | null;
  templates: readonly TemplateSummary[];
  /** What choosing no template means here. */
  noneLabel: string;
  error?: string;
  onChange(templateId: string | null): void;
}

/**
 * A published signature of the library, or none: a template never published has nothing to give (409
 * `not_published`), and an out-of-office reply is no signature (refused for roles and rules alike).
 */
export function TemplateSelect({ label, value, templates, noneLabel, error, onChange }: Props) {
  const t = useMessages(assignmentMessages);
  const offered = templates.filter((template) => template.kind !== 'automatic-reply' && (template.version > 0 || template.id === value));
  return (
    <Field label={label} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Select value={value ?? ''} onChange={(_, d) => onChange(d.value || null)}>
        <option value="">{noneLabel}</option>
        {value && !templates.some((template) => template.id === value) && <option value={value}>{t('templateGone')}</option>}
        {offered.map((template) => (
          <option key={template.id} value={template.id}>
            {template.version > 0 ? template.name : t('neverPublished', { name: template.name })}
          </option>
        ))}
      </Select>
    </Field>
  );
}
