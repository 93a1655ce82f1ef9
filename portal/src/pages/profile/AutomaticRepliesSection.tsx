import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Spinner, Switch, Text, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { ApiRefusal } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SuccessNotice } from '../../components/SuccessNotice';
import { useDebounced } from '../editor/useDebounced';
import { FittedPreview } from './FittedPreview';
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
function stateWords(r: OwnReplies): string {
  if (!r.enabled) return 'Your automatic replies are off.';
  if (r.out)
    return r.end ? `Your automatic replies are on until ${dayWords(r.end)}.` : 'Your automatic replies are on until you switch them off.';
  return `Your automatic replies start on ${dayWords(r.start!)} and stop on ${dayWords(r.end!)}.`;
}

/** The staff page's out-of-office section: switch replies on or off, dates, whom to contact, and both replies previewed. */
export function AutomaticRepliesSection() {
  const styles = useStyles();
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
    onSuccess: (r) => setNotice(r.enabled ? 'Saved: your mailbox sends these replies.' : 'Saved: your automatic replies are off.'),
  });

  if (replies.isPending) return <Spinner size="small" label="Loading your automatic replies…" />;
  if (replies.error) return <ErrorMessage error={replies.error} title="Your automatic replies could not be loaded" />;

  const reason = (field: string, label: string) => {
    const r = save.error instanceof ApiRefusal ? save.error.fields[field] : undefined;
    return r ? `${label} ${r}` : undefined;
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
        Out-of-office replies
      </Text>
      <Text className={styles.muted}>{stateWords(replies.data)}</Text>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      {noTemplate ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            Your organisation has not published an out-of-office reply yet, so there is nothing to switch on here.
          </MessageBarBody>
        </MessageBar>
      ) : (
        <form className={styles.column} onSubmit={submit} noValidate aria-label="Out-of-office replies">
          <Switch label="Send automatic replies" checked={form.enabled} onChange={(_, d) => setForm({ ...form, enabled: d.checked })} />
          <div className={styles.dates}>
            <Field
              className={styles.date}
              label="First day away"
              hint="Leave it empty to start at once."
              validationMessage={reason('start', 'The first day')}
            >
              <Input type="date" value={form.start} onChange={(_, d) => setForm({ ...form, start: d.value })} />
            </Field>
            <Field
              className={styles.date}
              label="Back on"
              hint="Replies stop by themselves that day. Leave it empty to send them until you switch them off."
              validationMessage={reason('end', 'The day you are back')}
            >
              <Input type="date" value={form.end} onChange={(_, d) => setForm({ ...form, end: d.value })} />
            </Field>
          </div>
          <Field
            label="Who to contact meanwhile"
            hint="An e-mail address your replies give for urgent matters."
            validationMessage={reason('contact', 'The contact')}
          >
            <Input type="email" value={form.contact} onChange={(_, d) => setForm({ ...form, contact: d.value })} />
          </Field>
          <ErrorMessage error={save.error} shownFields={['start', 'end', 'contact']} title="Your automatic replies were not saved" />
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" disabled={save.isPending || !changed}>
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
            <Button disabled={!changed} onClick={() => baseline && setForm(baseline)}>
              Undo changes
            </Button>
          </div>
        </form>
      )}
      {shown && (
        <>
          <Text as="h3" size={400} weight="semibold" className={styles.heading}>
            To people in your organisation
          </Text>
          <FittedPreview className={styles.frame} html={shown.internal} title="Preview: your reply to colleagues" />
          <Text as="h3" size={400} weight="semibold" className={styles.heading}>
            To people outside your organisation
          </Text>
          <FittedPreview className={styles.frame} html={shown.external} title="Preview: your reply to people outside" />
        </>
      )}
    </section>
  );
}
