import { Button, Field, Input, makeStyles, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { EventsTable } from './EventsTable';
import { useEventSearch } from './queries';
import { OUTCOMES } from './words';
import { useMessages } from '../../i18n/useMessages';
import { monitoringMessages } from './monitoring.messages';

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

type Outcome = (typeof OUTCOMES)[number];
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
  const t = useMessages(monitoringMessages);

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
      <form className={styles.form} onSubmit={submit} role="search" aria-label={t('searchLabel')}>
        <Field label={t('mailbox')} validationMessage={fieldError(search.error, 'mailbox')}>
          <Input type="email" value={mailbox} onChange={(_, d) => setMailbox(d.value)} placeholder={t('mailboxExample')} />
        </Field>
        <Field label={t('mailClient')} validationMessage={fieldError(search.error, 'source')}>
          <Input value={source} onChange={(_, d) => setSource(d.value)} placeholder={t('clientExample')} />
        </Field>
        <Field label={t('outcome')}>
          <Select value={outcome} onChange={(_, d) => setOutcome(d.value as Outcome | '')}>
            <option value="">{t('anyOutcome')}</option>
            {OUTCOMES.map((value) => (
              <option key={value} value={value}>
                {t(value)}
              </option>
            ))}
          </Select>
        </Field>
        <div>
          <Button type="submit" appearance="primary">
            {t('search')}
          </Button>
        </div>
      </form>
      <ErrorMessage error={search.error} shownFields={['mailbox', 'source']} title={t('searchNotRun')} />
      {filter && search.isPending && <Spinner label={t('searching')} />}
      {search.data && events.length === 0 && <Text className={styles.empty}>{t('noMatch')}</Text>}
      {events.length > 0 && <EventsTable events={events} label={t('eventsFound')} />}
      {search.hasNextPage && (
        <div>
          <Button onClick={() => void search.fetchNextPage()} disabled={search.isFetchingNextPage}>
            {t('showMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
