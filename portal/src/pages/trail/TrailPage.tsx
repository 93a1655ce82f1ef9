import { Badge, Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { fieldError } from '../../api/refusal';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { when } from '../../format';
import { useMessages, type Translate } from '../../i18n/useMessages';
import { useTrail, type TrailEntry, type TrailSearch } from './queries';
import { trailMessages } from './trail.messages';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  form: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', flexWrap: 'wrap' },
  wide: { flex: '1 1 18rem', minWidth: 0, maxWidth: '30rem' },
  input: { width: '100%' },
  muted: { color: tokens.colorNeutralForeground2 },
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  what: { overflowWrap: 'anywhere' },
  links: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', marginTop: tokens.spacingVerticalXS },
});

type TrailWords = Translate<keyof (typeof trailMessages)['messages']['en']>;

const OUTCOME = {
  signed: { label: 'signed', color: 'success' },
  passed: { label: 'passed', color: 'informative' },
  refused: { label: 'refused', color: 'warning' },
  failed: { label: 'failed', color: 'danger' },
} as const;
const MESSAGE_ID_EXAMPLE = '<id@host>';

/** Who decided, and the message's Internet Message-ID when known. */
const withMessageId = (who: string, messageId?: string | null) => (messageId ? `${who} · ${messageId}` : who);

/** The add-in passes nothing on: its "passed" is a compose it gave no signature. */
const outcomeLabel = (t: TrailWords, e: TrailEntry) =>
  e.outcome === 'passed' && e.source === 'addin' ? t('noSignature') : t(OUTCOME[e.outcome].label);

/** A `datetime-local` value (the browser's time zone) as an ISO instant, or nothing. */
const instant = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** The simulation that reproduces an entry: the assignment page's simulator, filled in with its mailbox and domains. */
const simulationOf = (e: TrailEntry) =>
  `/assignment?${new URLSearchParams({ simulate: e.mailbox, ...(e.domains?.length ? { domains: e.domains.join(',') } : {}) })}#simulate-heading`;

function Links({ e }: { e: TrailEntry }) {
  const styles = useStyles();
  const t = useMessages(trailMessages);
  return (
    <span className={styles.links}>
      {e.ruleId && <RouterLink to="/assignment">{t('openRule')}</RouterLink>}
      {e.templateId && (
        <RouterLink to={`/templates/${encodeURIComponent(e.templateId)}/versions`}>
          {e.version ? t('openVersion', { version: String(e.version) }) : t('openTemplate')}
        </RouterLink>
      )}
      <RouterLink to={simulationOf(e)}>{t('simulate')}</RouterLink>
    </span>
  );
}

/** The message trail: what the add-in and the relay decided for each message, found by mailbox, Message-ID or time. */
export default function TrailPage() {
  const styles = useStyles();
  const t = useMessages(trailMessages);
  const [form, setForm] = useState({ mailbox: '', messageId: '', from: '', to: '' });
  const [search, setSearch] = useState<TrailSearch | null>(null);
  const trail = useTrail(search);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: TrailSearch = {
      ...(form.mailbox.trim() ? { mailbox: form.mailbox.trim() } : {}),
      ...(form.messageId.trim() ? { messageId: form.messageId.trim() } : {}),
      ...(instant(form.from) ? { from: instant(form.from) } : {}),
      ...(instant(form.to) ? { to: instant(form.to) } : {}),
    };
    setSearch(next);
  };
  const error = (name: string) => fieldError(trail.error, name);

  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} />
      <Text className={styles.muted}>{t('intro')}</Text>
      <form className={styles.form} onSubmit={submit} aria-label={t('searchLabel')}>
        <Field
          className={styles.wide}
          label={t('mailbox')}
          validationMessage={error('mailbox')}
          validationState={error('mailbox') ? 'error' : 'none'}
        >
          <Input className={styles.input} type="email" value={form.mailbox} onChange={set('mailbox')} />
        </Field>
        <Field
          className={styles.wide}
          label={t('messageId')}
          validationMessage={error('messageId')}
          validationState={error('messageId') ? 'error' : 'none'}
        >
          <Input className={styles.input} value={form.messageId} onChange={set('messageId')} placeholder={MESSAGE_ID_EXAMPLE} />
        </Field>
        <Field label={t('from')} validationMessage={error('from')} validationState={error('from') ? 'error' : 'none'}>
          <Input type="datetime-local" value={form.from} onChange={set('from')} />
        </Field>
        <Field label={t('to')} validationMessage={error('to')} validationState={error('to') ? 'error' : 'none'}>
          <Input type="datetime-local" value={form.to} onChange={set('to')} />
        </Field>
        <Button appearance="primary" type="submit">
          {t('search')}
        </Button>
      </form>
      <ErrorMessage error={trail.error} />
      {search && (
        <div className={styles.scroll}>
          <DataList
            label={t('title')}
            loading={trail.isPending && t('searching')}
            items={trail.data?.entries}
            empty={<Text>{t('nothing')}</Text>}
            rowId={(e) => `${e.at}|${e.source}|${e.mailbox}|${e.messageId ?? ''}`}
            rowTestId="trail-row"
            columns={[
              { header: t('when'), cell: (e) => when(e.at) },
              {
                header: t('mailbox'),
                className: styles.what,
                cell: (e) => (
                  <>
                    {e.mailbox}
                    <br />
                    <Text size={200} className={styles.muted}>
                      {withMessageId(e.source === 'addin' ? t('addin') : t('relay'), e.messageId)}
                    </Text>
                  </>
                ),
              },
              {
                header: t('what'),
                className: styles.what,
                cell: (e) => (
                  <>
                    <Badge appearance="tint" color={OUTCOME[e.outcome].color}>
                      {outcomeLabel(t, e)}
                    </Badge>{' '}
                    {e.explanation}
                    <Links e={e} />
                  </>
                ),
              },
            ]}
          />
        </div>
      )}
    </div>
  );
}
