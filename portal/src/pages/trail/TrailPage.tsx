import { Badge, Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { fieldError } from '../../api/refusal';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { when } from '../../format';
import { useTrail, type TrailEntry, type TrailSearch } from './queries';

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

const OUTCOME = {
  signed: { label: 'Signed', color: 'success' },
  passed: { label: 'Passed unchanged', color: 'informative' },
  refused: { label: 'Refused', color: 'warning' },
  failed: { label: 'Failed', color: 'danger' },
} as const;

/** The add-in passes nothing on: its "passed" is a compose it gave no signature. */
const outcomeLabel = (e: TrailEntry) => (e.outcome === 'passed' && e.source === 'addin' ? 'No signature' : OUTCOME[e.outcome].label);

/** A `datetime-local` value (the browser's time zone) as an ISO instant, or nothing. */
const instant = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** The simulation that reproduces an entry: the assignment page's simulator, filled in with its mailbox and domains. */
const simulationOf = (e: TrailEntry) =>
  `/assignment?${new URLSearchParams({ simulate: e.mailbox, ...(e.domains?.length ? { domains: e.domains.join(',') } : {}) })}#simulate-heading`;

function Links({ e }: { e: TrailEntry }) {
  const styles = useStyles();
  return (
    <span className={styles.links}>
      {e.ruleId && <RouterLink to="/assignment">Open the rule</RouterLink>}
      {e.templateId && (
        <RouterLink to={`/templates/${encodeURIComponent(e.templateId)}/versions`}>
          {e.version ? `Open version ${e.version}` : 'Open the template'}
        </RouterLink>
      )}
      <RouterLink to={simulationOf(e)}>Simulate it</RouterLink>
    </span>
  );
}

/** The message trail: what the add-in and the relay decided for each message, found by mailbox, Message-ID or time. */
export default function TrailPage() {
  const styles = useStyles();
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
      <PageHeader title="Message trail" />
      <Text className={styles.muted}>
        What the add-in and the relay decided for each message, and why: look up a mailbox, an Internet Message-ID (messages the relay
        handled), or a time range.
      </Text>
      <form className={styles.form} onSubmit={submit} aria-label="Search the message trail">
        <Field
          className={styles.wide}
          label="Mailbox"
          validationMessage={error('mailbox')}
          validationState={error('mailbox') ? 'error' : 'none'}
        >
          <Input className={styles.input} type="email" value={form.mailbox} onChange={set('mailbox')} />
        </Field>
        <Field
          className={styles.wide}
          label="Message-ID"
          validationMessage={error('messageId')}
          validationState={error('messageId') ? 'error' : 'none'}
        >
          <Input className={styles.input} value={form.messageId} onChange={set('messageId')} placeholder="<id@host>" />
        </Field>
        <Field label="From" validationMessage={error('from')} validationState={error('from') ? 'error' : 'none'}>
          <Input type="datetime-local" value={form.from} onChange={set('from')} />
        </Field>
        <Field label="To" validationMessage={error('to')} validationState={error('to') ? 'error' : 'none'}>
          <Input type="datetime-local" value={form.to} onChange={set('to')} />
        </Field>
        <Button appearance="primary" type="submit">
          Search
        </Button>
      </form>
      <ErrorMessage error={trail.error} />
      {search && (
        <div className={styles.scroll}>
          <DataList
            label="Message trail"
            loading={trail.isPending && 'Searching the trail…'}
            items={trail.data?.entries}
            empty={<Text>Nothing was recorded for this search.</Text>}
            rowId={(e) => `${e.at}|${e.source}|${e.mailbox}|${e.messageId ?? ''}`}
            rowTestId="trail-row"
            columns={[
              { header: 'When', cell: (e) => when(e.at) },
              {
                header: 'Mailbox',
                className: styles.what,
                cell: (e) => (
                  <>
                    {e.mailbox}
                    <br />
                    <Text size={200} className={styles.muted}>
                      {e.source === 'addin' ? 'The add-in' : 'The relay'}
                      {e.messageId ? ` · ${e.messageId}` : ''}
                    </Text>
                  </>
                ),
              },
              {
                header: 'What happened',
                className: styles.what,
                cell: (e) => (
                  <>
                    <Badge appearance="tint" color={OUTCOME[e.outcome].color}>
                      {outcomeLabel(e)}
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
