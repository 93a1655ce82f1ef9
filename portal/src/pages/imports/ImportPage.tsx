import { Button, Field, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FactList } from '../../components/FactList';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';
import { SuccessNotice } from '../../components/SuccessNotice';
import { count, when } from '../../format';
import { ImportPreview } from './ImportPreview';
import { useImportMapping, useLastImport, useRunImport, useUndoImport, type ImportAnswer } from './queries';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '960px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
  file: { maxWidth: '100%' },
});

/** Importing attribute and profile field values from a CSV file: preview, apply, and undo the last import. */
export default function ImportPage() {
  const styles = useStyles();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [undoing, setUndoing] = useState(false);
  const run = useRunImport({ onSuccess: (a) => setAnswer(a) });
  const undo = useUndoImport({
    onSuccess: () => {
      setUndoing(false);
      setAnswer(null);
      setNotice('The last import is undone: the values it changed are back as they were before.');
    },
  });

  const choose = async (chosen: File | undefined) => {
    run.reset();
    setAnswer(null);
    setNotice(null);
    setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
  };
  const previewed = answer && !answer.applied && answer.errors.length === 0 && answer.counts.values > 0;

  return (
    <div className={styles.page}>
      <PageHeader title="Import from a file" />
      <Text className={styles.muted}>
        Import values your directory does not hold, such as pronouns, direct lines or job titles in another language, from a CSV file. Its
        first column is mail, the mailbox address; each other column is named after a directory attribute or one of your profile fields.
        Imported values take the place of the directory’s, and a directory sync never overwrites them.
      </Text>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <PageSection id="import-file" title="Choose a file">
        <Field label="CSV file" hint="The file is read in your browser and previewed before anything changes.">
          {/* A native file input: Field hands it its label and hint through these props. */}
          {(fieldProps) => (
            <input
              {...fieldProps}
              className={styles.file}
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          )}
        </Field>
        <div className={styles.actions}>
          <Button
            appearance={previewed ? 'secondary' : 'primary'}
            disabled={!file || run.isPending}
            onClick={() => file && run.mutate({ csv: file.text, dryRun: true })}
          >
            Preview
          </Button>
          <Button
            appearance="primary"
            disabled={!file || !previewed || run.isPending}
            onClick={() => file && run.mutate({ csv: file.text, dryRun: false })}
          >
            Apply
          </Button>
        </div>
        {run.isPending && <Spinner size="small" label="Reading the file…" />}
        <ErrorMessage error={run.error} title="The file was not imported" />
        {answer && <ImportPreview answer={answer} />}
      </PageSection>
      <MappingSection />
      <LastImportSection onUndo={() => setUndoing(true)} />
      <ConfirmDialog
        open={undoing}
        title="Undo the last import?"
        confirmLabel="Undo the import"
        pending={undo.isPending}
        error={undo.error}
        onConfirm={() => undo.mutate()}
        onClose={() => setUndoing(false)}
      >
        Every mailbox it changed gets back the imported values it had before; where it had none, the directory’s values apply again.
      </ConfirmDialog>
    </div>
  );
}

/** The column mapping remembered from last time, when there is one. */
function MappingSection() {
  const mapping = useImportMapping();
  const columns = Object.entries(mapping.data?.columns ?? {});
  if (columns.length === 0) return null;
  return (
    <PageSection id="import-mapping" title="Columns remembered from last time">
      <FactList facts={columns.map(([header, target]) => [header, `fills ${target}`] as const)} />
    </PageSection>
  );
}

function LastImportSection({ onUndo }: { onUndo(): void }) {
  const styles = useStyles();
  const last = useLastImport();
  if (last.isPending) return <Spinner size="small" label="Loading the last import…" />;
  if (last.error) return <ErrorMessage error={last.error} />;
  const l = last.data.last;
  return (
    <PageSection id="import-last" title="Last import">
      {!l && <Text className={styles.muted}>No file has been imported yet.</Text>}
      {l && (
        <>
          <Text>
            {`${when(l.at)}, by ${l.by}: ${count(l.counts.values)} values of ${count(l.counts.mailboxes)} mailboxes from ${count(l.counts.rows)} rows.`}
            {l.undone && ' It has been undone.'}
          </Text>
          {!l.undone && (
            <div className={styles.actions}>
              <Button onClick={onUndo}>Undo the last import</Button>
            </div>
          )}
        </>
      )}
    </PageSection>
  );
}
