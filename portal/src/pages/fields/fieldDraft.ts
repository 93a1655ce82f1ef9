import { ApiRefusal } from '../../api/refusal';
import type { FieldsKey } from './fields.messages';
import type { FieldType, ProfileFieldRow } from './queries';

/** The types in the order offered, with the catalogue's words for them (the API's `url` is shown as Link). */
export const TYPE_LABELS: Record<FieldType, FieldsKey> = {
  text: 'typeText',
  choice: 'typeChoice',
  url: 'typeUrl',
  email: 'typeEmail',
  phone: 'typePhone',
};
export const TYPES = Object.keys(TYPE_LABELS) as FieldType[];

/** How templates show a field's value: a placeholder token, the same in every language. */
export const placeholderOf = (key: string) => `{{custom.${key}}}`;

/** The service's reason for one field, for beside its input: "Options: options must be distinct". */
export function reasonBeside(error: unknown, field: string, label: string): string | undefined {
  const reason = error instanceof ApiRefusal ? error.fields[field] : undefined;
  return reason ? `${label}: ${reason}` : undefined;
}

/** What the field form holds while a person types. */
export interface FieldDraft {
  key: string;
  label: string;
  help: string;
  type: FieldType;
  /** One option a line. */
  options: string;
  /** As typed; empty means the default. */
  maxLength: string;
  enabled: boolean;
}

export const emptyDraft: FieldDraft = { key: '', label: '', help: '', type: 'text', options: '', maxLength: '200', enabled: true };

export const draftOf = (f: ProfileFieldRow): FieldDraft => ({ ...f, options: f.options.join('\n'), maxLength: String(f.maxLength) });

/** The definition the API is sent (without the key, which a change never carries); blank option lines are dropped. */
export function definitionOf(d: FieldDraft) {
  const maxLength = d.maxLength.trim() === '' ? undefined : Number(d.maxLength);
  return {
    label: d.label,
    help: d.help,
    type: d.type,
    ...(d.type === 'choice'
      ? {
          options: d.options
            .split('\n')
            .map((o) => o.trim())
            .filter(Boolean),
        }
      : {}),
    ...(maxLength === undefined ? {} : { maxLength }),
    enabled: d.enabled,
  };
}

export type FieldDefinition = ReturnType<typeof definitionOf>;

/** A change that can make stored values stop fitting (so its impact is asked first): type, options or the limit. */
export function mayRemoveValues(before: ProfileFieldRow, next: FieldDefinition): boolean {
  if (next.type !== before.type) return true;
  if ((next.maxLength ?? 200) < before.maxLength) return true;
  return next.type === 'choice' && before.options.some((o) => !(next.options ?? []).includes(o));
}
