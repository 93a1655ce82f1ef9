import { Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FormDialog } from '../../components/FormDialog';
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
  const [typed, setTyped] = useState('');
  const remove = useDeleteField({
    onSuccess: ({ removedValues }) => {
      onDone(`${field?.label} is deleted, with ${removedValues} stored ${removedValues === 1 ? 'value' : 'values'}.`);
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
      title={`Delete ${field?.label ?? 'the field'}?`}
      submitLabel="Delete for good"
      pending={remove.isPending || !matches}
      noValidate
      onSubmit={() => field && matches && remove.mutate(field.key)}
      onClose={onClose}
    >
      <div className={styles.form}>
        <Text>
          Every value colleagues saved in this field is deleted with it, and templates that show {`{{custom.${field?.key ?? ''}}}`} show
          nothing there. This cannot be undone; to hide the field and keep its values, switch it off instead.
        </Text>
        <Field
          label={
            <>
              Type <span className={styles.key}>{field?.key}</span> to confirm
            </>
          }
        >
          <Input value={typed} onChange={(_, d) => setTyped(d.value)} autoComplete="off" />
        </Field>
        <ErrorMessage error={remove.error} title="The field was not deleted" />
      </div>
    </FormDialog>
  );
}
