import { Button, Field, Input, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useLogExport, type LogExport } from './queries';
import { useMessages } from '../../i18n/useMessages';
import { changelogMessages } from './changelog.messages';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  muted: { color: tokens.colorNeutralForeground2 },
});

const DAY_MS = 86_400_000;
/** A date input's value (`YYYY-MM-DD`, UTC). */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Exports the change log for whole days (UTC), the last day included, as CSV or JSON Lines. */
export function ExportLog() {
  const styles = useStyles();
  const t = useMessages(changelogMessages);
  const [from, setFrom] = useState(() => dayOf(Date.now() - 30 * DAY_MS));
  const [to, setTo] = useState(() => dayOf(Date.now()));
  const [format, setFormat] = useState<LogExport['format']>('csv');
  const exporting = useLogExport();
  const range = { from: `${from}T00:00:00Z`, to: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString() };

  return (
    <section aria-labelledby="log-export">
      <Text as="h2" block id="log-export" size={400} weight="semibold">
        {t('export')}
      </Text>
      <Text as="p" block className={styles.muted}>
        {t('exportText')}
      </Text>
      <div className={styles.form}>
        <Field label={t('from')}>
          <Input type="date" value={from} onChange={(_, d) => setFrom(d.value)} />
        </Field>
        <Field label={t('to')}>
          <Input type="date" value={to} onChange={(_, d) => setTo(d.value)} />
        </Field>
        <Field label={t('format')}>
          <Select value={format} onChange={(_, d) => setFormat(d.value as LogExport['format'])}>
            <option value="csv">{t('csv')}</option>
            <option value="jsonl">{t('jsonl')}</option>
          </Select>
        </Field>
        <Button icon={<ArrowDownloadRegular />} disabled={exporting.isPending} onClick={() => exporting.mutate({ format, ...range })}>
          {exporting.isPending ? t('exporting') : t('export')}
        </Button>
      </div>
      <ErrorMessage error={exporting.error} title={t('notExported')} />
    </section>
  );
}
