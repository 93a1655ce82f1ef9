import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input } from '@fluentui/react-components';
import { useEffect, useState, type FormEvent } from 'react';
import { fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';

interface Props {
  /** Kept mounted and opened/closed by this flag: unmounting an open Fluent dialog leaves the page aria-hidden. */
  open: boolean;
  title: string;
  label: string;
  submitLabel: string;
  initialName: string;
  pending: boolean;
  error: unknown;
  onSubmit(name: string): void;
  onClose(): void;
}

/** Asks for a template's name (duplicate, rename); the API's reason for the name shows beside it. */
export function NameDialog({ open, title, label, submitLabel, initialName, pending, error, onSubmit, onClose }: Props) {
  const [name, setName] = useState(initialName);
  useEffect(() => {
    if (open) setName(initialName);
  }, [open, initialName]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(name);
  };
  const nameError = fieldError(error, 'name');
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              <Field label={label} validationMessage={nameError} validationState={nameError ? 'error' : 'none'} required>
                <Input value={name} onChange={(_, d) => setName(d.value)} autoFocus />
              </Field>
              <ErrorMessage error={error} shownFields={['name']} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit" disabled={pending}>
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
