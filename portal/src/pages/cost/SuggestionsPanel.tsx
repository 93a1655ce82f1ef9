import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useListMailboxes, useSuggestions } from './queries';
import { mailboxes } from './words';

const useStyles = makeStyles({
  stack: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    overflowWrap: 'anywhere',
  },
});

/** Billable mailboxes that never applied a signature, and what excluding them would save (exclusion mode only). */
export function SuggestionsPanel({ onNotice }: { onNotice(text: string): void }) {
  const styles = useStyles();
  const suggestions = useSuggestions(true);
  const exclude = useListMailboxes({ onSuccess: (r) => onNotice(`Excluded ${mailboxes(r.added.length)} that never applied a signature.`) });
  if (suggestions.isPending) return <Spinner label="Looking for mailboxes that never used a signature…" />;
  if (suggestions.error) return <ErrorMessage error={suggestions.error} title="The suggestions could not be loaded" />;
  const { mailboxes: list, monthlySaving, windowDays } = suggestions.data;
  if (list.length === 0) return <Text>Every billed mailbox applied a signature in the last {windowDays} days: nothing to suggest.</Text>;
  return (
    <div className={styles.stack} data-testid="suggestions">
      <Text>
        {mailboxes(list.length)} billed now never applied a signature in the last {windowDays} days. Excluding them saves {monthlySaving} a
        month.
      </Text>
      <ul className={styles.list}>
        {list.map((m) => (
          <li key={m.address}>
            {m.displayName ? `${m.displayName} (${m.address})` : m.address}
            {m.mailboxType === 'shared' ? ', shared mailbox' : ''}
          </li>
        ))}
      </ul>
      <ErrorMessage error={exclude.error} title="Nothing was excluded" />
      <div>
        <Button
          onClick={() => exclude.mutate({ mailboxes: list.map((m) => m.address), note: 'Suggested: never applied a signature' })}
          disabled={exclude.isPending}
        >
          Exclude these {mailboxes(list.length)}
        </Button>
      </div>
    </div>
  );
}
