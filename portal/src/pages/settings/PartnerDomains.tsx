import { Button, Field, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ApiRefusal } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useUpdateSettings } from './queries';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
  row: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** The domains typed, one a line or separated by commas. */
const domainsOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** The API's reasons for the list (`partnerDomains`, `partnerDomains.3`), naming the domain typed. */
function reasons(error: unknown, typed: readonly string[] = []): { words?: string; fields: string[] } {
  if (!(error instanceof ApiRefusal)) return { fields: [] };
  const fields = Object.keys(error.fields).filter((f) => f.startsWith('partnerDomains'));
  const words = fields.map((f) => {
    const index = Number(f.split('.')[1]);
    return Number.isInteger(index) && typed[index] !== undefined
      ? `“${typed[index]}” ${error.fields[f]}`
      : `The list has ${error.fields[f]}`;
  });
  return { words: words.join('; ') || undefined, fields };
}

/**
 * The partner domains: recipients there count as inside the organisation, as at its verified domains (a sister
 * company, a close partner), for the rules and the banners and footers that test who a message goes to.
 */
export function PartnerDomains({ saved, onSaved }: { saved: readonly string[]; onSaved(notice: string): void }) {
  const styles = useStyles();
  const [text, setText] = useState<string | null>(null);
  const update = useUpdateSettings({
    onSuccess: (s) => {
      setText(null);
      onSaved(s.partnerDomains.length ? `Saved ${s.partnerDomains.length} partner domains.` : 'No partner domains now.');
    },
  });
  const shown = text ?? saved.join('\n');
  const { words, fields } = reasons(update.error, update.variables?.partnerDomains);
  return (
    <section className={styles.section} aria-labelledby="s-partners">
      <Text as="h2" id="s-partners" size={500} weight="semibold" className={styles.heading}>
        Partner domains
      </Text>
      <Text className={styles.muted}>
        Recipients at your verified domains and their subdomains are inside the organisation. List other domains to count as inside too, for
        the rules and the banners and footers that look at who a message goes to.
      </Text>
      <Field
        label="Domains inside the organisation besides your own"
        hint="One a line or separated by commas, such as adatum.com; their subdomains count too. At most 200."
        validationMessage={words}
        validationState={words ? 'error' : 'none'}
      >
        <Textarea value={shown} rows={4} resize="vertical" onChange={(_, d) => setText(d.value)} placeholder="adatum.com" />
      </Field>
      <ErrorMessage error={update.error} shownFields={fields} title="The partner domains were not saved" />
      <div className={styles.row}>
        <Button disabled={update.isPending || text === null} onClick={() => update.mutate({ partnerDomains: domainsOf(shown) })}>
          {update.isPending ? 'Saving…' : 'Save partner domains'}
        </Button>
      </div>
    </section>
  );
}
