import { Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FormDialog } from '../../components/FormDialog';
import { useMessages } from '../../i18n/useMessages';
import { reviewMessages } from './review.messages';

interface Props {
  open: boolean;
  templateName: string;
  pending: boolean;
  error: unknown;
  onSubmit(note: string): void;
  onClose(): void;
}

/** Sends a submitted working copy back to its author; the note (what to change) is required. */
export function RejectDialog({ open, templateName, pending, error, onSubmit, onClose }: Props) {
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const t = useMessages(reviewMessages);
  const submit = () => {
    setTried(true);
    if (note.trim()) onSubmit(note);
  };
  const blank = tried && !note.trim();
  const reason = blank ? t('writeNote') : fieldError(error, 'note');
  return (
    <FormDialog
      open={open}
      title={t('sendBackTitle', { name: templateName })}
      submitLabel={t('sendBack')}
      pending={pending}
      noValidate
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label={t('noteLabel')} required validationMessage={reason} validationState={reason ? 'error' : 'none'} hint={t('noteHint')}>
        <Textarea value={note} onChange={(_, d) => setNote(d.value)} rows={4} resize="vertical" autoFocus />
      </Field>
      <ErrorMessage error={error} shownFields={['note']} />
    </FormDialog>
  );
}
