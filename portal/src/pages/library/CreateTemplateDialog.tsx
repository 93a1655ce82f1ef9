import { Field, Input, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FormDialog } from '../../components/FormDialog';
import type { NewTemplate, TemplateKind } from './queries';
import { STARTER_HTML, STARTER_REPLY } from './starter';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  code: { fontFamily: tokens.fontFamilyMonospace },
});

interface Props {
  /** Kept mounted and opened/closed by this flag: unmounting an open Fluent dialog leaves the page aria-hidden. */
  open: boolean;
  /** A signature, or an out-of-office reply (with a reply to colleagues and one to people outside). */
  kind: TemplateKind;
  pending: boolean;
  error: unknown;
  onSubmit(values: NewTemplate): void;
  onClose(): void;
}

const starter = (kind: TemplateKind) => (kind === 'automatic-reply' ? STARTER_REPLY : { internal: STARTER_HTML, external: '' });

export function CreateTemplateDialog({ open, kind, pending, error, onSubmit, onClose }: Props) {
  const styles = useStyles();
  const reply = kind === 'automatic-reply';
  const [name, setName] = useState('');
  const [bodies, setBodies] = useState(() => starter(kind));
  useEffect(() => {
    if (!open) return;
    setName('');
    setBodies(starter(kind));
  }, [open, kind]);
  const submit = () => {
    onSubmit(reply ? { name, kind, html: bodies.internal, external: bodies.external } : { name, html: bodies.internal });
  };
  const nameError = fieldError(error, 'name');
  const htmlError = fieldError(error, 'html');
  const externalError = fieldError(error, 'external');
  const body = (label: string, value: string, problem: string | undefined, onChange: (v: string) => void) => (
    <Field
      label={label}
      hint="You can change it in the editor afterwards."
      validationMessage={problem}
      validationState={problem ? 'error' : 'none'}
    >
      <Textarea className={styles.code} value={value} onChange={(_, d) => onChange(d.value)} rows={reply ? 6 : 9} resize="vertical" />
    </Field>
  );
  return (
    <FormDialog
      open={open}
      title={reply ? 'New out-of-office reply' : 'New template'}
      submitLabel="Create"
      pending={pending}
      contentClassName={styles.content}
      onSubmit={submit}
      onClose={onClose}
    >
      {reply && (
        <Text>
          The automatic reply sent from someone&apos;s mailbox while they are away, once they switch it on. It is not a signature and is
          never added to messages.
        </Text>
      )}
      <Field label="Name" required validationMessage={nameError} validationState={nameError ? 'error' : 'none'}>
        <Input value={name} onChange={(_, d) => setName(d.value)} autoFocus />
      </Field>
      {reply ? (
        <>
          {body('Reply to people in the organisation', bodies.internal, htmlError, (internal) => setBodies({ ...bodies, internal }))}
          {body('Reply to people outside the organisation', bodies.external, externalError, (external) =>
            setBodies({ ...bodies, external }),
          )}
        </>
      ) : (
        body('Starter HTML', bodies.internal, htmlError, (internal) => setBodies({ ...bodies, internal }))
      )}
      <ErrorMessage error={error} shownFields={['name', 'html', 'external']} />
    </FormDialog>
  );
}
