import { Field, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FormDialog } from '../../components/FormDialog';
import { STARTER_HTML } from './starter';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

interface Props {
  /** Kept mounted and opened/closed by this flag: unmounting an open Fluent dialog leaves the page aria-hidden. */
  open: boolean;
  pending: boolean;
  error: unknown;
  onSubmit(values: { name: string; html: string }): void;
  onClose(): void;
}

export function CreateTemplateDialog({ open, pending, error, onSubmit, onClose }: Props) {
  const styles = useStyles();
  const [name, setName] = useState('');
  const [html, setHtml] = useState(STARTER_HTML);
  useEffect(() => {
    if (!open) return;
    setName('');
    setHtml(STARTER_HTML);
  }, [open]);
  const submit = () => {
    onSubmit({ name, html });
  };
  const nameError = fieldError(error, 'name');
  const htmlError = fieldError(error, 'html');
  return (
    <FormDialog
      open={open}
      title="New template"
      submitLabel="Create"
      pending={pending}
      contentClassName={styles.content}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label="Name" required validationMessage={nameError} validationState={nameError ? 'error' : 'none'}>
        <Input value={name} onChange={(_, d) => setName(d.value)} autoFocus />
      </Field>
      <Field
        label="Starter HTML"
        hint="You can change it in the editor afterwards."
        validationMessage={htmlError}
        validationState={htmlError ? 'error' : 'none'}
      >
        <Textarea value={html} onChange={(_, d) => setHtml(d.value)} rows={9} resize="vertical" style={{ fontFamily: 'monospace' }} />
      </Field>
      <ErrorMessage error={error} shownFields={['name', 'html']} />
    </FormDialog>
  );
}
