import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { DataList } from '../../components/DataList';
import { PageSection } from '../../components/PageSection';
import { count } from '../../format';
import type { ImportAnswer, MailboxChange } from './queries';
import { inFileOrder, problemWords, type LabelOf } from './words';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground2 },
  changes: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** What an import changes or would change, in a sentence. */
export function importSummary(a: ImportAnswer): string {
  const rows = plural(a.counts.rows, 'row', 'rows');
  if (a.errors.length > 0) {
    return `${rows} read. ${plural(a.errors.length, 'problem was', 'problems were')} found, so nothing can be applied until the file is corrected.`;
  }
  const changes = `${plural(a.counts.values, 'value', 'values')} of ${plural(a.counts.mailboxes, 'mailbox', 'mailboxes')}`;
  return a.applied ? `Applied: ${rows} read, ${changes} changed.` : `${rows} read. Applying the file changes ${changes}.`;
}

const changeWords = (v: MailboxChange['values'][number], labelOf: LabelOf) => {
  const label = labelOf(v.name);
  if (v.to === null) return `${label}: the imported value ${v.from ?? ''} is removed, the directory’s applies again`;
  return v.from === null ? `${label}: set to ${v.to}` : `${label}: ${v.from} becomes ${v.to}`;
};

/** The problems by row and the changes by mailbox of a dry run or an applied import. */
export function ImportPreview({ answer, header, labelOf }: { answer: ImportAnswer; header: readonly string[]; labelOf: LabelOf }) {
  const styles = useStyles();
  return (
    <>
      <Text role="status">{importSummary(answer)}</Text>
      {answer.truncated && <Text className={styles.muted}>Only the first 1,000 problems and mailboxes are listed.</Text>}
      {answer.errors.length > 0 && (
        <PageSection id="import-problems" title="Problems by row">
          <DataList
            label="Problems by row"
            items={inFileOrder(answer.errors, header)}
            rowId={(e) => `${e.row}:${e.column ?? ''}:${e.code}`}
            rowTestId="import-problem"
            columns={[{ header: 'Problem', cell: (e) => problemWords(e, labelOf) }]}
          />
        </PageSection>
      )}
      {answer.errors.length === 0 && (
        <PageSection id="import-changes" title="Changes by mailbox">
          <DataList
            label="Changes by mailbox"
            items={answer.changes}
            rowId={(c) => c.mailbox}
            rowTestId="import-change"
            empty="The file changes nothing: every value is already as it says."
            columns={[
              { header: 'Mailbox', cell: (c) => c.mailbox },
              {
                header: 'Changes',
                cell: (c) => (
                  <ul className={styles.changes}>
                    {c.values.map((v) => (
                      <li key={v.name}>{changeWords(v, labelOf)}</li>
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
