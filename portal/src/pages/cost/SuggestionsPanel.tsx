import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ErrorMessage } from '../../components/ErrorMessage';
import { money } from '../../format';
import { useListMailboxes, useSuggestions } from './queries';
import { useMessages } from '../../i18n/useMessages';
import { costMessages } from './cost.messages';

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

/** A suggested mailbox as people know it: its name with its address, or the address alone. */
const nameOf = (m: { displayName: string | null; address: string }) => (m.displayName ? `${m.displayName} (${m.address})` : m.address);

/** Billable mailboxes that never applied a signature, and what excluding them would save (exclusion mode only). */
export function SuggestionsPanel({ onNotice }: { onNotice(text: string): void }) {
  const styles = useStyles();
  const suggestions = useSuggestions(true);
  const t = useMessages(costMessages);
  const exclude = useListMailboxes({ onSuccess: (r) => onNotice(t('excludedUnused', { count: r.added.length })) });
  if (suggestions.isPending) return <Spinner label={t('looking')} />;
  if (suggestions.error) return <ErrorMessage error={suggestions.error} title={t('suggestionsNotLoaded')} />;
  const { mailboxes: list, monthlySavingCents, currency, windowDays } = suggestions.data;
  if (list.length === 0) return <Text>{t('nothingToSuggest', { days: windowDays })}</Text>;
  return (
    <div className={styles.stack} data-testid="suggestions">
      <Text>{t('found', { count: list.length, days: windowDays, saving: money(monthlySavingCents / 100, currency) })}</Text>
      <ul className={styles.list}>
        {list.map((m) => (
          <li key={m.address}>{m.mailboxType === 'shared' ? t('shared', { name: nameOf(m) }) : nameOf(m)}</li>
        ))}
      </ul>
      <ErrorMessage error={exclude.error} title={t('nothingExcluded')} />
      <div>
        <Button
          onClick={() => exclude.mutate({ mailboxes: list.map((m) => m.address), note: t('suggestedNote') })}
          disabled={exclude.isPending}
        >
          {t('excludeThese', { count: list.length })}
        </Button>
      </div>
    </div>
  );
}
