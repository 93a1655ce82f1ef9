import { Field, Input } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FormDialog } from '../../components/FormDialog';

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
  onClosed?(): void;
}

/** Asks for a template's name (duplicate, rename); the API's reason for the name shows beside it. */
export function NameDialog({ open, title, label, submitLabel, initialName, pending, error, onSubmit, onClose, onClosed }: Props) {
  const [name, setName] = useState(initialName);
  useEffect(() => {
    if (open) setName(initialName);
  }, [open, initialName]);
  const submit = () => {
    onSubmit(name);
  };
  const nameError = fieldError(error, 'name');
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
      onClosed={onClosed}
    >
      <Field label={label} validationMessage={nameError} validationState={nameError ? 'error' : 'none'} required>
        <Input value={name} onChange={(_, d) => setName(d.value)} autoFocus />
      </Field>
      <ErrorMessage error={error} shownFields={['name']} />
    </FormDialog>
  );
}
