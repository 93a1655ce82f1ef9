import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';

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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (note.trim()) onSubmit(note);
  };
  const blank = tried && !note.trim();
  const reason = blank ? 'Write a note: the author sees it beside their working copy.' : fieldError(error, 'note');
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>Send back "{templateName}"</DialogTitle>
            <DialogContent>
              <Field label="Note for the author" required validationMessage={reason} validationState={reason ? 'error' : 'none'} hint="What should change before it is submitted again.">
                <Textarea value={note} onChange={(_, d) => setNote(d.value)} rows={4} resize="vertical" autoFocus />
              </Field>
              <ErrorMessage error={error} shownFields={['note']} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit" disabled={pending}>
                Send back
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
