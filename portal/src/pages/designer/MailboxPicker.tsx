import { Combobox, Field, makeStyles, Option, Spinner } from '@fluentui/react-components';
import { useDeferredValue, useState } from 'react';
import { MIN_SEARCH_CHARS } from '../../../../shared/directory/vocabulary';
import { useMessages } from '../../i18n/useMessages';
import { designerMessages } from './designer.messages';
import { useMailboxSearch } from './queries';

export interface Mailbox {
  email: string;
  displayName: string;
}

const useStyles = makeStyles({ combobox: { minWidth: 'auto' } });

/** A person as the picker lists them: their name and title, their address in brackets (data, not words). */
const personLine = (name: string, mail: string) => `${name} (${mail})`;

/** A mailbox of the organisation, found by name or address from two characters. */
export function MailboxPicker({ value, onPick }: { value: Mailbox; onPick(m: Mailbox): void }) {
  const styles = useStyles();
  const t = useMessages(designerMessages);
  const [typed, setTyped] = useState(value.displayName);
  const q = useDeferredValue(typed.trim());
  const search = useMailboxSearch(q, q.length >= MIN_SEARCH_CHARS && q !== value.displayName);
  const people = (search.data?.users ?? []).filter((u) => u.mail);
  const failure = search.error instanceof Error ? t('searchFailed', { reason: search.error.message }) : undefined;
  return (
    <Field label={t('previewAs')} hint={t('previewAsHint')} validationMessage={failure} validationState={failure ? 'error' : 'none'}>
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
          <Option disabled value="" text={t('searching')}>
            <Spinner size="tiny" label={t('searching')} />
          </Option>
        )}
        {search.isSuccess && people.length === 0 && (
          <Option disabled value="" text={t('nobody')}>
            {t('nobody')}
          </Option>
        )}
        {people.map((u) => (
          <Option key={u.id} value={u.mail!} text={u.displayName ?? u.mail!}>
            {personLine([u.displayName, u.jobTitle].filter(Boolean).join(', '), u.mail!)}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
