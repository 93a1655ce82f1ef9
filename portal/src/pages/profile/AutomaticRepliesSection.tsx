import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Spinner, Switch, Text, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { ApiRefusal } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SuccessNotice } from '../../components/SuccessNotice';
import { useDebounced } from '../editor/useDebounced';
import { FittedPreview } from './FittedPreview';
import { commonMessages } from '../../i18n/common.messages';
import { useMessages, type Translate } from '../../i18n/useMessages';
import { profileMessages } from './profile.messages';
import { repliesMessages } from './replies.messages';
import { dayOf, dayStart, dayWords, useOwnReplies, useReplyPreview, useSaveOwnReplies, type OwnReplies, type ReplyInput } from './queries';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
  dates: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'flex-start' },
  date: { flex: '1 1 160px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  frame: {
    width: '100%',
    minHeight: '120px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: '#ffffff',
  },
});

type RepliesKey = keyof (typeof repliesMessages)['messages']['en'];

interface Form {
  enabled: boolean;
  start: string;
  end: string;
  contact: string;
}

const formOf = (r: OwnReplies): Form => ({ enabled: r.enabled, start: dayOf(r.start), end: dayOf(r.end), contact: r.contact ?? '' });
const inputOf = (f: Form): ReplyInput => ({
  enabled: f.enabled,
  ...(f.start && { start: dayStart(f.start) }),
  ...(f.end && { end: dayStart(f.end) }),
  ...(f.contact.trim() && { contact: f.contact.trim() }),
});

/** Where the person's replies stand, in a sentence. */
function stateWords(t: Translate<RepliesKey>, r: OwnReplies): string {
  if (!r.enabled) return t('off');
  if (r.out) return r.end ? t('onUntil', { day: dayWords(r.end) }) : t('onUntilOff');
  return t('scheduled', { start: dayWords(r.start!), end: dayWords(r.end!) });
}

/** The staff page's out-of-office section: switch replies on or off, dates, whom to contact, and both replies previewed. */
export function AutomaticRepliesSection() {
  const styles = useStyles();
  const t = useMessages(repliesMessages);
  const profile = useMessages(profileMessages);
  const common = useMessages(commonMessages);
  const replies = useOwnReplies();
  const [form, setForm] = useState<Form>({ enabled: false, start: '', end: '', contact: '' });
  const [notice, setNotice] = useState<string | null>(null);
  const baseline = useMemo(() => (replies.data ? formOf(replies.data) : null), [replies.data]);
  useEffect(() => {
    if (baseline) setForm(baseline);
  }, [baseline]);
  const typed = useDebounced(form);
  const preview = useReplyPreview(inputOf(typed), !!replies.data);
  const save = useSaveOwnReplies({
    onSuccess: (r) => setNotice(r.enabled ? t('savedOn') : t('savedOff')),
  });

  if (replies.isPending) return <Spinner size="small" label={t('loading')} />;
  if (replies.error) return <ErrorMessage error={replies.error} title={t('notLoaded')} />;

  const reason = (field: string, sentence: RepliesKey) => {
    const r = save.error instanceof ApiRefusal ? save.error.fields[field] : undefined;
    return r ? t(sentence, { reason: r }) : undefined;
  };
  const changed = JSON.stringify(form) !== JSON.stringify(baseline);
  const noTemplate = !replies.data.preview && !replies.data.enabled;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    save.mutate(inputOf(form));
  };
  const shown = preview.data ?? replies.data.preview;

  return (
    <section className={styles.column} aria-labelledby="ooo-heading">
      <Text as="h2" id="ooo-heading" size={500} weight="semibold" className={styles.heading}>
        {t('heading')}
      </Text>
      <Text className={styles.muted}>{stateWords(t, replies.data)}</Text>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      {noTemplate ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{t('noTemplate')}</MessageBarBody>
        </MessageBar>
      ) : (
        <form className={styles.column} onSubmit={submit} noValidate aria-label={t('heading')}>
          <Switch label={t('send')} checked={form.enabled} onChange={(_, d) => setForm({ ...form, enabled: d.checked })} />
          <div className={styles.dates}>
            <Field
              className={styles.date}
              label={t('firstDay')}
              hint={t('firstDayHint')}
              validationMessage={reason('start', 'reasonStart')}
            >
              <Input type="date" value={form.start} onChange={(_, d) => setForm({ ...form, start: d.value })} />
            </Field>
            <Field className={styles.date} label={t('backOn')} hint={t('backOnHint')} validationMessage={reason('end', 'reasonEnd')}>
              <Input type="date" value={form.end} onChange={(_, d) => setForm({ ...form, end: d.value })} />
            </Field>
          </div>
          <Field label={t('contact')} hint={t('contactHint')} validationMessage={reason('contact', 'reasonContact')}>
            <Input type="email" value={form.contact} onChange={(_, d) => setForm({ ...form, contact: d.value })} />
          </Field>
          <ErrorMessage error={save.error} shownFields={['start', 'end', 'contact']} title={t('notSaved')} />
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" disabled={save.isPending || !changed}>
              {save.isPending ? profile('saving') : common('save')}
            </Button>
            <Button disabled={!changed} onClick={() => baseline && setForm(baseline)}>
              {profile('undo')}
            </Button>
          </div>
        </form>
      )}
      {shown && (
        <>
          <Text as="h3" size={400} weight="semibold" className={styles.heading}>
            {t('inside')}
          </Text>
          <FittedPreview className={styles.frame} html={shown.internal} title={t('insideTitle')} />
          <Text as="h3" size={400} weight="semibold" className={styles.heading}>
            {t('outside')}
          </Text>
          <FittedPreview className={styles.frame} html={shown.external} title={t('outsideTitle')} />
        </>
      )}
    </section>
  );
}
