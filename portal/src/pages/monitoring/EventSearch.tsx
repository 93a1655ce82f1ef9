import { Button, Field, Input, makeStyles, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { EventsTable } from './EventsTable';
import { useEventSearch } from './queries';
import { OUTCOMES } from './words';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  stack: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  empty: { color: tokens.colorNeutralForeground2 },
});

type Outcome = keyof typeof OUTCOMES;
interface Filter {
  mailbox?: string;
  source?: string;
  outcome?: Outcome;
}

const PAGE = 50;

/** Search the apply events by mailbox, mail client (source) and outcome, fifty at a time. */
export function EventSearch() {
  const styles = useStyles();
  const [mailbox, setMailbox] = useState('');
  const [source, setSource] = useState('');
  const [outcome, setOutcome] = useState<Outcome | ''>('');
  const [filter, setFilter] = useState<Filter | null>(null);

  const search = useEventSearch(filter, PAGE);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilter({
      mailbox: mailbox.trim() || undefined,
      source: source.trim() || undefined,
      outcome: outcome || undefined,
    });
  };
  const events = search.data?.pages.flatMap((p) => p.events) ?? [];

  return (
    <div className={styles.stack}>
      <form className={styles.form} onSubmit={submit} role="search" aria-label="Search apply events">
        <Field label="Mailbox" validationMessage={fieldError(search.error, 'mailbox')}>
          <Input type="email" value={mailbox} onChange={(_, d) => setMailbox(d.value)} placeholder="name@example.com" />
        </Field>
        <Field label="Mail client" validationMessage={fieldError(search.error, 'source')}>
          <Input value={source} onChange={(_, d) => setSource(d.value)} placeholder="e.g. New Outlook for Windows 1.2025.1105" />
        </Field>
        <Field label="Outcome">
          <Select value={outcome} onChange={(_, d) => setOutcome(d.value as Outcome | '')}>
            <option value="">Any outcome</option>
            {Object.entries(OUTCOMES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <div>
          <Button type="submit" appearance="primary">
            Search
          </Button>
        </div>
      </form>
      <ErrorMessage error={search.error} shownFields={['mailbox', 'source']} title="The search could not be run" />
      {filter && search.isPending && <Spinner label="Searching…" />}
      {search.data && events.length === 0 && <Text className={styles.empty}>No event matches this search.</Text>}
      {events.length > 0 && <EventsTable events={events} label="Events found" />}
      {search.hasNextPage && (
        <div>
          <Button onClick={() => void search.fetchNextPage()} disabled={search.isFetchingNextPage}>
            Show more events
          </Button>
        </div>
      )}
    </div>
  );
}
