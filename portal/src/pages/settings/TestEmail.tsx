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
import { useMessages, type Translate } from '../../i18n/useMessages';
import { useSendTestEmail } from './queries';
import { testEmailMessages } from './testEmail.messages';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '32rem' },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex' },
});

type Source = 'own' | 'template' | 'mailbox';

/** A test send's refusals, in words: no mail transport (503), or the transport's own failure (502). */
function sendWords(t: Translate<keyof (typeof testEmailMessages)['messages']['en']>, error: unknown): string | null {
  if (!(error instanceof ApiRefusal)) return null;
  if (error.status === 503) return t('noMail');
  if (error.status === 502) return t('mailRefused', { reason: error.message });
  return null;
}

/**
 * Sends a message carrying a signature to an inbox of the organisation: that inbox's own live signature, a template
 * of the library with sample details, or another mailbox's live signature.
 */
export function TestEmail() {
  const styles = useStyles();
  const t = useMessages(testEmailMessages);
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
      const name = templates.find((x) => x.id === chosenTemplate)?.name ?? '';
      setNotice(
        source === 'template'
          ? t('sentTemplate', { name, to: sent.to })
          : source === 'mailbox'
            ? t('sentMailbox', { type, mailbox, to: sent.to })
            : t('sentOwn', { type, to: sent.to }),
      );
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
        {t('heading')}
      </Text>
      <Text className={styles.muted}>{t('intro')}</Text>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('heading')}>
        <Field label={t('inbox')} hint={t('inboxHint')} validationMessage={fieldError(send.error, 'to')}>
          <Input type="email" value={to} onChange={(_, d) => setTo(d.value)} />
        </Field>
        <Field label={t('what')}>
          <RadioGroup value={source} onChange={(_, d) => setSource(d.value as Source)}>
            <Radio value="own" label={t('own')} />
            <Radio value="template" label={t('template')} />
            <Radio value="mailbox" label={t('someone')} />
          </RadioGroup>
        </Field>
        {source === 'template' &&
          (library.error ? (
            <ErrorMessage error={library.error} title={t('templatesNotLoaded')} />
          ) : (
            <Field label={t('templateLabel')} validationMessage={fieldError(send.error, 'templateId')}>
              <Select value={chosenTemplate} disabled={templates.length === 0} onChange={(_, d) => setTemplateId(d.value)}>
                {templates.length === 0 && <option value="">{library.isPending ? t('loading') : t('emptyLibrary')}</option>}
                {templates.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name}
                  </option>
                ))}
              </Select>
            </Field>
          ))}
        {source === 'mailbox' && (
          <Field label={t('mailbox')} validationMessage={fieldError(send.error, 'email')}>
            <Input type="email" value={mailbox} onChange={(_, d) => setMailbox(d.value)} />
          </Field>
        )}
        {source !== 'template' && (
          <Field label={t('signature')}>
            <RadioGroup layout="horizontal" value={type} onChange={(_, d) => setType(d.value as 'new' | 'reply')}>
              <Radio value="new" label={t('newMessages')} />
              <Radio value="reply" label={t('replies')} />
            </RadioGroup>
          </Field>
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={send.isPending || (source === 'template' && !chosenTemplate)}>
            {send.isPending ? t('sending') : t('send')}
          </Button>
        </div>
      </form>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      {sendWords(t, send.error) ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{sendWords(t, send.error)}</MessageBarBody>
        </MessageBar>
      ) : (
        <ErrorMessage error={send.error} shownFields={['to', 'templateId', 'email']} title={t('notSent')} />
      )}
    </section>
  );
}
