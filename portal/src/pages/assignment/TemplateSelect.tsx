import { Field, Select } from '@fluentui/react-components';
import type { TemplateSummary } from '../../api/queries';

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
  const offered = templates.filter((t) => t.kind !== 'automatic-reply' && (t.version > 0 || t.id === value));
  return (
    <Field label={label} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Select value={value ?? ''} onChange={(_, d) => onChange(d.value || null)}>
        <option value="">{noneLabel}</option>
        {value && !templates.some((t) => t.id === value) && <option value={value}>A template no longer in the library</option>}
        {offered.map((t) => (
          <option key={t.id} value={t.id}>
            {t.version > 0 ? t.name : `${t.name} (never published)`}
          </option>
        ))}
      </Select>
    </Field>
  );
}
