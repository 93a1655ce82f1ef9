import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { DataList } from '../../components/DataList';
import { PageSection } from '../../components/PageSection';
import { useMessages } from '../../i18n/useMessages';
import { importsMessages } from './imports.messages';
import type { ImportAnswer, MailboxChange } from './queries';
import { inFileOrder, problemWords, type ImportWords, type LabelOf } from './words';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground2 },
  changes: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** The most problems and mailboxes an answer lists (the service's limit). */
const LISTED = 1000;

/** What an import changes or would change, in a sentence. */
export function importSummary(t: ImportWords, a: ImportAnswer): string {
  const { rows, values, mailboxes } = a.counts;
  if (a.errors.length > 0) return t('summaryProblems', { rows, problems: a.errors.length });
  return t(a.applied ? 'summaryApplied' : 'summaryPreview', { rows, values, mailboxes });
}

const changeWords = (t: ImportWords, v: MailboxChange['values'][number], labelOf: LabelOf) => {
  const label = labelOf(v.name);
  if (v.to === null) return t('changeRemoved', { label, from: v.from ?? '' });
  return v.from === null ? t('changeSet', { label, to: v.to }) : t('changeFromTo', { label, from: v.from, to: v.to });
};

/** The problems by row and the changes by mailbox of a dry run or an applied import. */
export function ImportPreview({ answer, header, labelOf }: { answer: ImportAnswer; header: readonly string[]; labelOf: LabelOf }) {
  const styles = useStyles();
  const t = useMessages(importsMessages);
  return (
    <>
      <Text role="status">{importSummary(t, answer)}</Text>
      {answer.truncated && <Text className={styles.muted}>{t('truncated', { limit: LISTED })}</Text>}
      {answer.errors.length > 0 && (
        <PageSection id="import-problems" title={t('problemsByRow')}>
          <DataList
            label={t('problemsByRow')}
            items={inFileOrder(answer.errors, header)}
            rowId={(e) => `${e.row}:${e.column ?? ''}:${e.code}`}
            rowTestId="import-problem"
            columns={[{ header: t('problem'), cell: (e) => problemWords(t, e, labelOf) }]}
          />
        </PageSection>
      )}
      {answer.errors.length === 0 && (
        <PageSection id="import-changes" title={t('changesByMailbox')}>
          <DataList
            label={t('changesByMailbox')}
            items={answer.changes}
            rowId={(c) => c.mailbox}
            rowTestId="import-change"
            empty={t('nothingChanges')}
            columns={[
              { header: t('mailbox'), cell: (c) => c.mailbox },
              {
                header: t('changes'),
                cell: (c) => (
                  <ul className={styles.changes}>
                    {c.values.map((v) => (
                      <li key={v.name}>{changeWords(t, v, labelOf)}</li>
                    ))}
                  </ul>
                ),
              },
            ]}
          />
        </PageSection>
      )}
    </>
  );
}
