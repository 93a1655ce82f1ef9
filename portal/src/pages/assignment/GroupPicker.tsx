import { Combobox, Field, makeStyles, Option, Spinner } from '@fluentui/react-components';
import { useDeferredValue, useState } from 'react';
import { MIN_SEARCH_CHARS } from '../../../../shared/directory/vocabulary';
import { useMessages } from '../../i18n/useMessages';
import { useGroupSearch } from './queries';
import { rulesMessages } from './rules.messages';

interface Props {
  label: string;
  /** The picked group's id. */
  value: string;
  /** The picked group's name, when known. */
  name?: string;
  error?: string;
  onPick(group: { id: string; displayName: string }): void;
}

// Fluent's combobox has a wide minimum width; here it shares a row of the rule's fields.
const useStyles = makeStyles({ combobox: { minWidth: 'auto' } });

/** A group as the picker lists it: its name, and its address when it has one. */
const withMail = (g: { displayName: string; mail?: string | null }) => (g.mail ? `${g.displayName} (${g.mail})` : g.displayName);

/** A directory group, found by name from two characters. */
export function GroupPicker({ label, value, name, error, onPick }: Props) {
  const styles = useStyles();
  const t = useMessages(rulesMessages);
  const [typed, setTyped] = useState(name ?? value);
  const q = useDeferredValue(typed.trim());
  const search = useGroupSearch(q, name ?? value);
  const groups = search.data?.groups ?? [];
  const hint = error
    ? undefined
    : typed.trim().length < MIN_SEARCH_CHARS
      ? t('groupTypeMore')
      : value && !name && typed === value
        ? t('groupId', { id: value })
        : undefined;
  const failure = search.error instanceof Error ? t('groupsFailed', { reason: search.error.message }) : undefined;

  return (
    <Field label={label} validationMessage={error ?? failure} validationState={error || failure ? 'error' : 'none'} hint={hint}>
      <Combobox
        className={styles.combobox}
        freeform
        value={typed}
        selectedOptions={value ? [value] : []}
        placeholder={t('searchGroups')}
        onChange={(e) => setTyped(e.target.value)}
        onOptionSelect={(_, d) => {
          const group = groups.find((g) => g.id === d.optionValue);
          if (!group) return;
          setTyped(group.displayName);
          onPick(group);
        }}
      >
        {search.isFetching && (
          <Option disabled value="" text={t('searching')}>
            <Spinner size="tiny" label={t('searchingNow')} />
          </Option>
        )}
        {search.isSuccess && groups.length === 0 && (
          <Option disabled value="" text={t('noGroup')}>
            {t('noGroup')}
          </Option>
        )}
        {groups.map((g) => (
          <Option key={g.id} value={g.id} text={g.displayName}>
            {withMail(g)}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
