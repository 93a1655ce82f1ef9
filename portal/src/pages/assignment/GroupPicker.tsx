import { Combobox, Field, makeStyles, Option, Spinner } from '@fluentui/react-components';
import { useDeferredValue, useState } from 'react';
import { MIN_SEARCH_CHARS } from '../../../../shared/directory/vocabulary';
import { useGroupSearch } from './queries';

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

/** A directory group, found by name from two characters. */
export function GroupPicker({ label, value, name, error, onPick }: Props) {
  const styles = useStyles();
  const [typed, setTyped] = useState(name ?? value);
  const q = useDeferredValue(typed.trim());
  const search = useGroupSearch(q, name ?? value);
  const groups = search.data?.groups ?? [];
  const hint = error
    ? undefined
    : typed.trim().length < MIN_SEARCH_CHARS
      ? 'Type at least two characters of the group’s name.'
      : value && !name && typed === value
        ? `Group id ${value}. Type to search for another group.`
        : undefined;
  const failure = search.error instanceof Error ? `The groups could not be searched: ${search.error.message}` : undefined;

  return (
    <Field label={label} validationMessage={error ?? failure} validationState={error || failure ? 'error' : 'none'} hint={hint}>
      <Combobox
        className={styles.combobox}
        freeform
        value={typed}
        selectedOptions={value ? [value] : []}
        placeholder="Search groups"
        onChange={(e) => setTyped(e.target.value)}
        onOptionSelect={(_, d) => {
          const group = groups.find((g) => g.id === d.optionValue);
          if (!group) return;
          setTyped(group.displayName);
          onPick(group);
        }}
      >
        {search.isFetching && (
          <Option disabled value="" text="Searching">
            <Spinner size="tiny" label="Searching…" />
          </Option>
        )}
        {search.isSuccess && groups.length === 0 && (
          <Option disabled value="" text="No group found">
            No group found
          </Option>
        )}
        {groups.map((g) => (
          <Option key={g.id} value={g.id} text={g.displayName}>
            {g.mail ? `${g.displayName} (${g.mail})` : g.displayName}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
