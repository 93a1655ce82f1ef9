import { Field, Input, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FormDialog } from '../../components/FormDialog';
import type { NewTemplate, TemplateKind } from './queries';
import { STARTER_HTML, STARTER_REPLY } from './starter';
import { useMessages } from '../../i18n/useMessages';
import { libraryMessages } from './library.messages';
import { libraryDialogMessages } from './libraryDialogs.messages';

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
  const t = useMessages(libraryDialogMessages);
  const library = useMessages(libraryMessages);
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
    <Field label={label} hint={t('changeLater')} validationMessage={problem} validationState={problem ? 'error' : 'none'}>
      <Textarea className={styles.code} value={value} onChange={(_, d) => onChange(d.value)} rows={reply ? 6 : 9} resize="vertical" />
    </Field>
  );
  return (
    <FormDialog
      open={open}
      title={reply ? library('newReply') : library('newTemplate')}
      submitLabel={t('create')}
      pending={pending}
      contentClassName={styles.content}
      onSubmit={submit}
      onClose={onClose}
    >
      {reply && <Text>{t('replyIntro')}</Text>}
      <Field label={t('name')} required validationMessage={nameError} validationState={nameError ? 'error' : 'none'}>
        <Input value={name} onChange={(_, d) => setName(d.value)} autoFocus />
      </Field>
      {reply ? (
        <>
          {body(t('replyInside'), bodies.internal, htmlError, (internal) => setBodies({ ...bodies, internal }))}
          {body(t('replyOutside'), bodies.external, externalError, (external) => setBodies({ ...bodies, external }))}
        </>
      ) : (
        body(t('starterHtml'), bodies.internal, htmlError, (internal) => setBodies({ ...bodies, internal }))
      )}
      <ErrorMessage error={error} shownFields={['name', 'html', 'external']} />
    </FormDialog>
  );
}
