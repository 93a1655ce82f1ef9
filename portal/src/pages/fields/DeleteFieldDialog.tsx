import { Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FormDialog } from '../../components/FormDialog';
import { useMessages } from '../../i18n/useMessages';
import { fieldDialogMessages } from './fieldDialog.messages';
import { placeholderOf } from './fieldDraft';
import { useDeleteField, type ProfileFieldRow } from './queries';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  key: { fontFamily: tokens.fontFamilyMonospace, fontWeight: tokens.fontWeightSemibold },
});

interface Props {
  open: boolean;
  field: ProfileFieldRow | null;
  onDone(notice: string): void;
  onClose(): void;
}

/** Deleting a field removes every stored value of it for good, so the person types its key to confirm. */
export function DeleteFieldDialog({ open, field, onDone, onClose }: Props) {
  const styles = useStyles();
  const t = useMessages(fieldDialogMessages);
  const [typed, setTyped] = useState('');
  const remove = useDeleteField({
    onSuccess: ({ removedValues }) => {
      onDone(t('deleted', { label: field?.label ?? '', count: removedValues }));
    },
  });

  // A mutation's reset is stable across renders, so the effect runs only when the dialog opens for a field.
  const { reset: resetRemove } = remove;
  useEffect(() => {
    if (!open) return;
    setTyped('');
    resetRemove();
  }, [open, field, resetRemove]);

  const matches = !!field && typed.trim() === field.key;
  return (
    <FormDialog
      open={open}
      title={t('deleteTitle', { label: field?.label ?? t('theField') })}
      submitLabel={t('deleteSubmit')}
      pending={remove.isPending || !matches}
      noValidate
      onSubmit={() => field && matches && remove.mutate(field.key)}
      onClose={onClose}
    >
      <div className={styles.form}>
        <Text>{t('deleteText', { placeholder: placeholderOf(field?.key ?? '') })}</Text>
        <Field
          label={<>{t.rich('typeToConfirm', { key: field?.key ?? '', code: (chunks) => <span className={styles.key}>{chunks}</span> })}</>}
        >
          <Input value={typed} onChange={(_, d) => setTyped(d.value)} autoComplete="off" />
        </Field>
        <ErrorMessage error={remove.error} title={t('notDeleted')} />
      </div>
    </FormDialog>
  );
}
