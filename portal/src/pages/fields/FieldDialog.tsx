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
import { useEffect, useState, type ReactNode } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FormDialog } from '../../components/FormDialog';
import {
  definitionOf,
  draftOf,
  emptyDraft,
  mayRemoveValues,
  placeholderOf,
  reasonBeside,
  TYPE_LABELS,
  TYPES,
  type FieldDraft,
} from './fieldDraft';
import { commonMessages } from '../../i18n/common.messages';
import { useMessages } from '../../i18n/useMessages';
import { fieldDialogMessages } from './fieldDialog.messages';
import { fieldsMessages } from './fields.messages';
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
  const t = useMessages(fieldDialogMessages);
  const words = useMessages(fieldsMessages);
  const common = useMessages(commonMessages);
  const code = (chunks: ReactNode[]) => <span className={styles.placeholder}>{chunks}</span>;
  const [draft, setDraft] = useState<FieldDraft>(emptyDraft);
  // The impact asked for one exact definition; a later edit makes it stale, so it is asked again.
  const [impact, setImpact] = useState<{ asked: string; removedValues: number } | null>(null);

  const create = useDefineField({ onSuccess: (f) => onDone(t('defined', { label: f.label, placeholder: placeholderOf(f.key) })) });
  const ask = useFieldChangeImpact({
    onSuccess: (answer, { body }) => setImpact({ asked: JSON.stringify(body), removedValues: answer.removedValues }),
  });
  const change = useChangeField({
    onSuccess: ({ field: f, removedValues }) =>
      onDone(removedValues > 0 ? t('changedRemoved', { label: f.label, count: removedValues }) : t('changed', { label: f.label })),
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
    ? t('defineSubmit')
    : knownImpact === null
      ? common('save')
      : knownImpact > 0
        ? t('removeAndSave', { count: knownImpact })
        : t('confirmSave');

  return (
    <FormDialog
      open={open}
      title={field ? t('changeTitle', { label: field.label }) : t('defineTitle')}
      submitLabel={submitLabel}
      pending={create.isPending || ask.isPending || change.isPending}
      noValidate
      onSubmit={submit}
      onClose={onClose}
    >
      <div className={styles.form}>
        {field ? (
          <Text>{t.rich('keyFixed', { code, key: field.key, placeholder: placeholderOf(field.key) })}</Text>
        ) : (
          <Field
            label={t('key')}
            required
            hint={t('keyHint', { placeholder: placeholderOf('key') })}
            validationMessage={reasonBeside(error, 'key', t('key'))}
          >
            <Input value={draft.key} onChange={(_, d) => set({ key: d.value })} />
          </Field>
        )}
        <Field label={t('label')} required hint={t('labelHint')} validationMessage={reasonBeside(error, 'label', t('label'))}>
          <Input value={draft.label} onChange={(_, d) => set({ label: d.value })} />
        </Field>
        <Field label={t('help')} hint={t('helpHint')} validationMessage={reasonBeside(error, 'help', t('help'))}>
          <Textarea value={draft.help} onChange={(_, d) => set({ help: d.value })} resize="vertical" />
        </Field>
        <Field label={t('type')} validationMessage={reasonBeside(error, 'type', t('type'))}>
          <Select value={draft.type} onChange={(_, d) => set({ type: d.value as FieldType })}>
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {words(TYPE_LABELS[type])}
              </option>
            ))}
          </Select>
        </Field>
        {draft.type === 'choice' && (
          <Field label={t('options')} required hint={t('optionsHint')} validationMessage={reasonBeside(error, 'options', t('options'))}>
            <Textarea value={draft.options} onChange={(_, d) => set({ options: d.value })} rows={4} resize="vertical" />
          </Field>
        )}
        <Field label={t('longest')} hint={t('longestHint')} validationMessage={reasonBeside(error, 'maxLength', t('longest'))}>
          <Input type="number" min={1} max={500} value={draft.maxLength} onChange={(_, d) => set({ maxLength: d.value })} />
        </Field>
        {field && needsImpact && knownImpact === null && <Text size={200}>{t('mayRemove')}</Text>}
        {knownImpact !== null && (
          <MessageBar intent={knownImpact > 0 ? 'warning' : 'info'} layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{knownImpact > 0 ? t('wouldRemove', { count: knownImpact }) : t('noneAffected')}</MessageBarTitle>
              {knownImpact > 0 ? t('removedForGood') : t('allFit')}
            </MessageBarBody>
          </MessageBar>
        )}
        <ErrorMessage error={error} shownFields={SHOWN} title={field ? t('notChanged') : t('notDefined')} />
      </div>
    </FormDialog>
  );
}
