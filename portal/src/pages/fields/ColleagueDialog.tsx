import { Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FormDialog } from '../../components/FormDialog';
import { ProfileFieldInput } from '../profile/ProfileField';
import { reasonBeside } from './fieldDraft';
import { commonMessages } from '../../i18n/common.messages';
import { useMessages } from '../../i18n/useMessages';
import { fieldsMessages } from './fields.messages';
import { useSaveColleagueValues, type ColleagueValues, type ProfileFieldRow } from './queries';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface Props {
  open: boolean;
  /** The colleague whose stored values are changed; none: values are entered for an address typed here. */
  colleague: ColleagueValues | null;
  /** The enabled fields (the only ones a save accepts). */
  fields: readonly ProfileFieldRow[];
  onDone(notice: string): void;
  onClose(): void;
}

/** Enter or change one colleague's values, checked as their own save would be; reasons beside their fields. */
export function ColleagueDialog({ open, colleague, fields, onDone, onClose }: Props) {
  const styles = useStyles();
  const t = useMessages(fieldsMessages);
  const common = useMessages(commonMessages);
  const [address, setAddress] = useState('');
  const [draft, setDraft] = useState<Record<string, string>>({});
  const saved = colleague?.values ?? {};

  const save = useSaveColleagueValues({
    onSuccess: (answer) => {
      onDone(t('colleagueSaved', { address: answer.address }));
    },
  });

  // A mutation's reset is stable across renders, so the effect runs only when the dialog opens.
  const { reset: resetSave } = save;
  useEffect(() => {
    if (!open) return;
    setAddress(colleague?.address ?? '');
    setDraft(Object.fromEntries(fields.map((f) => [f.key, colleague?.values[f.key] ?? ''])));
    resetSave();
  }, [open, colleague, fields, resetSave]);

  // Only the fields that changed are sent; an emptied field clears its value.
  const changes = Object.fromEntries(
    fields.filter((f) => (draft[f.key] ?? '') !== (saved[f.key] ?? '')).map((f) => [f.key, draft[f.key] ? draft[f.key] : null]),
  );
  const changed = Object.keys(changes).length > 0;
  const shown = ['email', ...fields.map((f) => `values.${f.key}`)];

  return (
    <FormDialog
      open={open}
      title={colleague ? t('valuesOf', { address: colleague.address }) : t('enterValues')}
      submitLabel={common('save')}
      pending={save.isPending || !changed}
      noValidate
      onSubmit={() => save.mutate({ email: address.trim(), values: changes })}
      onClose={onClose}
    >
      <div className={styles.form}>
        <Text>{t('colleagueIntro')}</Text>
        {!colleague && (
          <Field label={t('colleagueEmail')} required validationMessage={reasonBeside(save.error, 'email', t('typeEmail'))}>
            <Input type="email" value={address} onChange={(_, d) => setAddress(d.value)} />
          </Field>
        )}
        {fields.map((f) => (
          <ProfileFieldInput
            key={f.key}
            field={f}
            value={draft[f.key] ?? ''}
            error={reasonBeside(save.error, `values.${f.key}`, f.label)}
            onChange={(v) => setDraft((d) => ({ ...d, [f.key]: v }))}
          />
        ))}
        <ErrorMessage error={save.error} shownFields={shown} title={t('valuesNotSaved')} />
      </div>
    </FormDialog>
  );
}
