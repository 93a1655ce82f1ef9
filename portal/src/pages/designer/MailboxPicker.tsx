import { Combobox, Field, makeStyles, Option, Spinner } from '@fluentui/react-components';
import { useDeferredValue, useState } from 'react';
import { MIN_SEARCH_CHARS } from '../../../../shared/directory/vocabulary';
import { useMailboxSearch } from './queries';

export interface Mailbox {
  email: string;
  displayName: string;
}

const useStyles = makeStyles({ combobox: { minWidth: 'auto' } });

/** A mailbox of the organisation, found by name or address from two characters. */
export function MailboxPicker({ value, onPick }: { value: Mailbox; onPick(m: Mailbox): void }) {
  const styles = useStyles();
  const [typed, setTyped] = useState(value.displayName);
  const q = useDeferredValue(typed.trim());
  const search = useMailboxSearch(q, q.length >= MIN_SEARCH_CHARS && q !== value.displayName);
  const people = (search.data?.users ?? []).filter((u) => u.mail);
  const failure = search.error instanceof Error ? `The directory could not be searched: ${search.error.message}` : undefined;
  return (
    <Field
      label="Preview as"
      hint="Whose details fill the preview: anyone in the directory."
      validationMessage={failure}
      validationState={failure ? 'error' : 'none'}
    >
      <Combobox
        className={styles.combobox}
        freeform
        value={typed}
        selectedOptions={[value.email]}
        onChange={(e) => setTyped(e.target.value)}
        onOptionSelect={(_, d) => {
          const person = people.find((u) => u.mail === d.optionValue);
          if (!person?.mail) return;
          const displayName = person.displayName ?? person.mail;
          setTyped(displayName);
          onPick({ email: person.mail, displayName });
        }}
        onBlur={() => setTyped((t) => (t.trim() ? t : value.displayName))}
      >
        {search.isFetching && (
          <Option disabled value="" text="Searching">
            <Spinner size="tiny" label="Searching…" />
          </Option>
        )}
        {search.isSuccess && people.length === 0 && (
          <Option disabled value="" text="Nobody found">
            Nobody found
          </Option>
        )}
        {people.map((u) => (
          <Option key={u.id} value={u.mail!} text={u.displayName ?? u.mail!}>
            {[u.displayName, u.jobTitle].filter(Boolean).join(', ')} ({u.mail})
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
