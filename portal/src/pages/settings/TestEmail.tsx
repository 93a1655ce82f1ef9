import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useLibrary } from '../../api/queries';
import { ApiRefusal, fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SuccessNotice } from '../../components/SuccessNotice';
import { useSendTestEmail } from './queries';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '32rem' },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex' },
});

type Source = 'own' | 'template' | 'mailbox';

/** A test send's refusals, in words: no mail transport (503), or the transport's own failure (502). */
function sendWords(error: unknown): string | null {
  if (!(error instanceof ApiRefusal)) return null;
  if (error.status === 503)
    return 'Mail sending is not set up for the service, so no test message can be sent. The template editor’s preview shows the signature instead.';
  if (error.status === 502) return `The mail service refused the test message: ${error.message}`;
  return null;
}

/**
 * Sends a message carrying a signature to an inbox of the organisation: that inbox's own live signature, a template
 * of the library with sample details, or another mailbox's live signature.
 */
export function TestEmail() {
  const styles = useStyles();
  const library = useLibrary();
  const [to, setTo] = useState('');
  const [source, setSource] = useState<Source>('own');
  const [templateId, setTemplateId] = useState('');
  const [mailbox, setMailbox] = useState('');
  const [type, setType] = useState<'new' | 'reply'>('new');
  const [notice, setNotice] = useState<string | null>(null);

  const templates = library.data?.templates ?? [];
  const chosenTemplate = templateId || templates[0]?.id || '';

  const send = useSendTestEmail({
    onSuccess: (sent) => {
      const what =
        source === 'template'
          ? `the template ${templates.find((t) => t.id === chosenTemplate)?.name ?? ''} (with sample details)`
          : source === 'mailbox'
            ? `the ${type === 'new' ? 'new-message' : 'reply'} signature of ${mailbox}`
            : `its own ${type === 'new' ? 'new-message' : 'reply'} signature`;
      setNotice(`A test message with ${what} was sent to ${sent.to}.`);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    send.mutate({
      to,
      ...(source === 'template' ? { templateId: chosenTemplate } : { type }),
      ...(source === 'mailbox' ? { email: mailbox } : {}),
    });
  };

  return (
    <section className={styles.section} aria-labelledby="s-test">
      <Text as="h2" id="s-test" size={500} weight="semibold" className={styles.heading}>
        Test e-mail
      </Text>
      <Text className={styles.muted}>
        Sends a message carrying a signature to an inbox of the organisation, to see it in a real mail client.
      </Text>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Test e-mail">
        <Field
          label="Inbox"
          hint="A mailbox of the organisation; the service sends to nobody else."
          validationMessage={fieldError(send.error, 'to')}
        >
          <Input type="email" value={to} onChange={(_, d) => setTo(d.value)} />
        </Field>
        <Field label="What to send">
          <RadioGroup value={source} onChange={(_, d) => setSource(d.value as Source)}>
            <Radio value="own" label="Its own live signature" />
            <Radio value="template" label="A template from the library, with sample details" />
            <Radio value="mailbox" label="Someone else’s live signature" />
          </RadioGroup>
        </Field>
        {source === 'template' &&
          (library.error ? (
            <ErrorMessage error={library.error} title="The templates could not be loaded" />
          ) : (
            <Field label="Template" validationMessage={fieldError(send.error, 'templateId')}>
              <Select value={chosenTemplate} disabled={templates.length === 0} onChange={(_, d) => setTemplateId(d.value)}>
                {templates.length === 0 && <option value="">{library.isPending ? 'Loading…' : 'The library is empty'}</option>}
                {templates.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </Select>
            </Field>
          ))}
        {source === 'mailbox' && (
          <Field label="Mailbox" validationMessage={fieldError(send.error, 'email')}>
            <Input type="email" value={mailbox} onChange={(_, d) => setMailbox(d.value)} />
          </Field>
        )}
        {source !== 'template' && (
          <Field label="Signature">
            <RadioGroup layout="horizontal" value={type} onChange={(_, d) => setType(d.value as 'new' | 'reply')}>
              <Radio value="new" label="New messages" />
              <Radio value="reply" label="Replies" />
            </RadioGroup>
          </Field>
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={send.isPending || (source === 'template' && !chosenTemplate)}>
            {send.isPending ? 'Sending…' : 'Send a test message'}
          </Button>
        </div>
      </form>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      {sendWords(send.error) ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{sendWords(send.error)}</MessageBarBody>
        </MessageBar>
      ) : (
        <ErrorMessage error={send.error} shownFields={['to', 'templateId', 'email']} title="The test message was not sent" />
      )}
    </section>
  );
}
