import {
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FormDialog } from '../../components/FormDialog';
import { definitionOf, draftOf, emptyDraft, mayRemoveValues, reasonBeside, TYPE_LABELS, TYPES, type FieldDraft } from './fieldDraft';
import { useChangeField, useDefineField, useFieldChangeImpact, type FieldType, type ProfileFieldRow } from './queries';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  placeholder: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
});

const SHOWN = ['key', 'label', 'help', 'type', 'options', 'maxLength'];

interface Props {
  open: boolean;
  /** The field being changed; none: a new one is defined. */
  field: ProfileFieldRow | null;
  onDone(notice: string): void;
  onClose(): void;
}

/**
 * Defines a field, or changes one. A change of type, options or limit first asks the service how many stored values
 * it would remove and shows the number; only the next press saves (and removes them).
 */
export function FieldDialog({ open, field, onDone, onClose }: Props) {
  const styles = useStyles();
  const [draft, setDraft] = useState<FieldDraft>(emptyDraft);
  // The impact asked for one exact definition; a later edit makes it stale, so it is asked again.
  const [impact, setImpact] = useState<{ asked: string; removedValues: number } | null>(null);

  const create = useDefineField({ onSuccess: (f) => onDone(`${f.label} is defined. Templates show it with {{custom.${f.key}}}.`) });
  const ask = useFieldChangeImpact({
    onSuccess: (answer, { body }) => setImpact({ asked: JSON.stringify(body), removedValues: answer.removedValues }),
  });
  const change = useChangeField({
    onSuccess: ({ field: f, removedValues }) =>
      onDone(
        removedValues > 0
          ? `${f.label} is changed; ${removedValues} stored ${removedValues === 1 ? 'value' : 'values'} that no longer fit were removed.`
          : `${f.label} is changed.`,
      ),
  });

  // A mutation's reset is stable across renders, so the effect runs only when the dialog opens for a field.
  const [resetCreate, resetAsk, resetChange] = [create.reset, ask.reset, change.reset];
  useEffect(() => {
    if (!open) return;
    setDraft(field ? draftOf(field) : emptyDraft);
    setImpact(null);
    resetCreate();
    resetAsk();
    resetChange();
  }, [open, field, resetCreate, resetAsk, resetChange]);

  const body = definitionOf(draft);
  const needsImpact = !!field && mayRemoveValues(field, body);
  const knownImpact = impact && impact.asked === JSON.stringify(body) ? impact.removedValues : null;
  const error = create.error ?? ask.error ?? change.error;
  const set = (patch: Partial<FieldDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = () => {
    if (!field) create.mutate({ key: draft.key, ...body });
    else if (needsImpact && knownImpact === null) ask.mutate({ key: field.key, body });
    else change.mutate({ key: field.key, body });
  };
  const submitLabel = !field
    ? 'Define the field'
    : knownImpact === null
      ? 'Save'
      : knownImpact > 0
        ? `Remove ${knownImpact} ${knownImpact === 1 ? 'value' : 'values'} and save`
        : 'Confirm and save';

  return (
    <FormDialog
      open={open}
      title={field ? `Change ${field.label}` : 'Define a profile field'}
      submitLabel={submitLabel}
      pending={create.isPending || ask.isPending || change.isPending}
      noValidate
      onSubmit={submit}
      onClose={onClose}
    >
      <div className={styles.form}>
        {field ? (
          <Text>
            Key <span className={styles.placeholder}>{field.key}</span> (cannot change); templates show it with{' '}
            <span className={styles.placeholder}>{`{{custom.${field.key}}}`}</span>.
          </Text>
        ) : (
          <Field
            label="Key"
            required
            hint="Letters, digits, “_” and “-”; it cannot change later. Templates show the value with {{custom.key}}."
            validationMessage={reasonBeside(error, 'key', 'Key')}
          >
            <Input value={draft.key} onChange={(_, d) => set({ key: d.value })} />
          </Field>
        )}
        <Field label="Label" required hint="What staff see beside the field." validationMessage={reasonBeside(error, 'label', 'Label')}>
          <Input value={draft.label} onChange={(_, d) => set({ label: d.value })} />
        </Field>
        <Field
          label="Help"
          hint="A sentence under the field on the staff profile page (optional)."
          validationMessage={reasonBeside(error, 'help', 'Help')}
        >
          <Textarea value={draft.help} onChange={(_, d) => set({ help: d.value })} resize="vertical" />
        </Field>
        <Field label="Type" validationMessage={reasonBeside(error, 'type', 'Type')}>
          <Select value={draft.type} onChange={(_, d) => set({ type: d.value as FieldType })}>
            {TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </Field>
        {draft.type === 'choice' && (
          <Field
            label="Options"
            required
            hint="One a line; 1 to 24 different options."
            validationMessage={reasonBeside(error, 'options', 'Options')}
          >
            <Textarea value={draft.options} onChange={(_, d) => set({ options: d.value })} rows={4} resize="vertical" />
          </Field>
        )}
        <Field
          label="Longest value"
          hint="In characters, 1 to 500 (200 unless you choose)."
          validationMessage={reasonBeside(error, 'maxLength', 'Longest value')}
        >
          <Input type="number" min={1} max={500} value={draft.maxLength} onChange={(_, d) => set({ maxLength: d.value })} />
        </Field>
        {field && needsImpact && knownImpact === null && (
          <Text size={200}>This change can remove stored values that no longer fit; you will see how many before anything is saved.</Text>
        )}
        {knownImpact !== null && (
          <MessageBar intent={knownImpact > 0 ? 'warning' : 'info'} layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>
                {knownImpact > 0
                  ? `${knownImpact} stored ${knownImpact === 1 ? 'value' : 'values'} would be removed`
                  : 'No stored value is affected'}
              </MessageBarTitle>
              {knownImpact > 0
                ? 'Values colleagues saved that the changed field refuses are deleted when you save, and cannot be brought back.'
                : 'Every value saved so far fits the changed field.'}
            </MessageBarBody>
          </MessageBar>
        )}
        <ErrorMessage error={error} shownFields={SHOWN} title={field ? 'The field was not changed' : 'The field was not defined'} />
      </div>
    </FormDialog>
  );
}
