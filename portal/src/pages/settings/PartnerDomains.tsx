import { Button, Field, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ApiRefusal } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useMessages, type Translate } from '../../i18n/useMessages';
import { partnerDomainsMessages } from './partnerDomains.messages';
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
function reasons(
  t: Translate<keyof (typeof partnerDomainsMessages)['messages']['en']>,
  error: unknown,
  typed: readonly string[] = [],
): { words?: string; fields: string[] } {
  if (!(error instanceof ApiRefusal)) return { fields: [] };
  const fields = Object.keys(error.fields).filter((f) => f.startsWith('partnerDomains'));
  const words = fields.map((f) => {
    const index = Number(f.split('.')[1]);
    return Number.isInteger(index) && typed[index] !== undefined
      ? t('domainReason', { domain: typed[index], reason: error.fields[f] })
      : t('listReason', { reason: error.fields[f] });
  });
  return { words: words.join('; ') || undefined, fields };
}

/**
 * The partner domains: recipients there count as inside the organisation, as at its verified domains (a sister
 * company, a close partner), for the rules and the banners and footers that test who a message goes to.
 */
export function PartnerDomains({ saved, onSaved }: { saved: readonly string[]; onSaved(notice: string): void }) {
  const styles = useStyles();
  const t = useMessages(partnerDomainsMessages);
  const [text, setText] = useState<string | null>(null);
  const update = useUpdateSettings({
    onSuccess: (s) => {
      setText(null);
      onSaved(s.partnerDomains.length ? t('saved', { count: s.partnerDomains.length }) : t('none'));
    },
  });
  const shown = text ?? saved.join('\n');
  const { words, fields } = reasons(t, update.error, update.variables?.partnerDomains);
  return (
    <section className={styles.section} aria-labelledby="s-partners">
      <Text as="h2" id="s-partners" size={500} weight="semibold" className={styles.heading}>
        {t('heading')}
      </Text>
      <Text className={styles.muted}>{t('intro')}</Text>
      <Field label={t('label')} hint={t('hint')} validationMessage={words} validationState={words ? 'error' : 'none'}>
        <Textarea value={shown} rows={4} resize="vertical" onChange={(_, d) => setText(d.value)} placeholder={t('example')} />
      </Field>
      <ErrorMessage error={update.error} shownFields={fields} title={t('notSaved')} />
      <div className={styles.row}>
        <Button disabled={update.isPending || text === null} onClick={() => update.mutate({ partnerDomains: domainsOf(shown) })}>
          {update.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </section>
  );
}
