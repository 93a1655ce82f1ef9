import { Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FormDialog } from '../../components/FormDialog';

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
  const submit = () => {
    setTried(true);
    if (note.trim()) onSubmit(note);
  };
  const blank = tried && !note.trim();
  const reason = blank ? 'Write a note: the author sees it beside their working copy.' : fieldError(error, 'note');
  return (
    <FormDialog
      open={open}
      title={`Send back "${templateName}"`}
      submitLabel="Send back"
      pending={pending}
      noValidate
      onSubmit={submit}
      onClose={onClose}
    >
      <Field
        label="Note for the author"
        required
        validationMessage={reason}
        validationState={reason ? 'error' : 'none'}
        hint="What should change before it is submitted again."
      >
        <Textarea value={note} onChange={(_, d) => setNote(d.value)} rows={4} resize="vertical" autoFocus />
      </Field>
      <ErrorMessage error={error} shownFields={['note']} />
    </FormDialog>
  );
}
