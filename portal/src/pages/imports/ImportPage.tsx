import { Button, Field, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';
import { SuccessNotice } from '../../components/SuccessNotice';
import { IMPORT_MESSAGES } from '../../../../shared/imports/messages.js';
import { sentences, when } from '../../format';
import { useMessages } from '../../i18n/useMessages';
import { useProfileFields } from '../fields/queries';
import { importsMessages } from './imports.messages';
import { ImportPreview } from './ImportPreview';
import { ImportProgress } from './ImportProgress';
import { firstTargets, headerOf, MappingEditor, mappingToKeep } from './MappingEditor';
import { useImportApplied, useImportJob, useImportMapping, useLastImport, useSaveMapping, useStartImport, useUndoImport } from './queries';
import { labelsFrom } from './words';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '960px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
  file: { maxWidth: '100%' },
});

/** Importing attribute and profile field values from a CSV file: columns mapped, preview, apply, undo the last import. */
export default function ImportPage() {
  const styles = useStyles();
  const t = useMessages(importsMessages);
  const attributes = useMessages(IMPORT_MESSAGES);
  const [file, setFile] = useState<{ name: string; text: string; header: string[] } | null>(null);
  /** The columns whose target was chosen on this page; the others fill what they are named after or were mapped to. */
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [jobId, setJobId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [undoing, setUndoing] = useState(false);
  const mapping = useImportMapping();
  const fields = useProfileFields();
  const fieldList = useMemo(() => (fields.data?.fields ?? []).map((f) => ({ key: f.key, label: f.label })), [fields.data]);
  const labelOf = useMemo(() => labelsFrom(attributes, fieldList), [attributes, fieldList]);
  const targets = useMemo(
    () => ({ ...firstTargets(file?.header ?? [], mapping.data?.columns ?? {}, fieldList), ...edits }),
    [file, mapping.data, fieldList, edits],
  );
  const saveMapping = useSaveMapping();
  const start = useStartImport({ onSuccess: (j) => setJobId(j.id) });
  const job = useImportJob(jobId);
  const applied = useImportApplied();
  const answer = job.data?.state === 'done' ? job.data.answer : null;
  // Until the remembered columns have arrived, a file would be sent with none of them chosen.
  const running = start.isPending || saveMapping.isPending || mapping.isPending || job.data?.state === 'running';
  useEffect(() => {
    if (answer?.applied) void applied();
    // Once per applied answer: the queries it moves are read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer?.applied, jobId]);
  const undo = useUndoImport({
    onSuccess: () => {
      setUndoing(false);
      setJobId(null);
      setNotice(t('undone'));
    },
  });

  const choose = async (chosen: File | undefined) => {
    start.reset();
    setJobId(null);
    setNotice(null);
    if (!chosen) return setFile(null);
    const text = await chosen.text();
    const header = headerOf(text);
    setFile({ name: chosen.name, text, header });
    setEdits({});
  };
  const run = async (dryRun: boolean) => {
    if (!file) return;
    const remembered = mapping.data?.columns ?? {};
    const kept = mappingToKeep(remembered, targets);
    if (JSON.stringify(kept) !== JSON.stringify(remembered)) await saveMapping.mutateAsync(kept);
    start.mutate({ csv: file.text, dryRun });
  };
  const previewed = answer && !answer.applied && job.data?.dryRun && answer.errors.length === 0 && answer.counts.values > 0;

  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} />
      <Text className={styles.muted}>{t('intro')}</Text>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <PageSection id="import-file" title={t('chooseFile')}>
        <Field label={t('csvFile')} hint={t('csvHint')}>
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
      </PageSection>
      {file && (
        <PageSection id="import-columns" title={t('columns')}>
          <Text className={styles.muted}>{t('remembered')}</Text>
          <MappingEditor
            header={file.header}
            targets={targets}
            fields={fieldList}
            onChange={(column, target) => {
              setJobId(null);
              setEdits((chosen) => ({ ...chosen, [column]: target }));
            }}
          />
        </PageSection>
      )}
      <PageSection id="import-run" title={t('run')}>
        <div className={styles.actions}>
          <Button appearance={previewed ? 'secondary' : 'primary'} disabled={!file || running} onClick={() => void run(true)}>
            {t('preview')}
          </Button>
          <Button appearance="primary" disabled={!file || !previewed || running} onClick={() => void run(false)}>
            {t('apply')}
          </Button>
        </div>
        {job.data?.state === 'running' && <ImportProgress job={job.data} />}
        {(start.isPending || saveMapping.isPending) && <Spinner size="small" label={t('sending')} />}
        <ErrorMessage error={saveMapping.error ?? start.error ?? job.error} title={t('notImported')} />
        {job.data?.state === 'failed' && <Text role="alert">{t('stopped')}</Text>}
        {answer && <ImportPreview answer={answer} header={file?.header ?? []} labelOf={labelOf} />}
      </PageSection>
      <LastImportSection onUndo={() => setUndoing(true)} />
      <ConfirmDialog
        open={undoing}
        title={t('undoTitle')}
        confirmLabel={t('undoLabel')}
        pending={undo.isPending}
        error={undo.error}
        onConfirm={() => undo.mutate()}
        onClose={() => setUndoing(false)}
      >
        {t('undoText')}
      </ConfirmDialog>
    </div>
  );
}

function LastImportSection({ onUndo }: { onUndo(): void }) {
  const styles = useStyles();
  const t = useMessages(importsMessages);
  const last = useLastImport();
  if (last.isPending) return <Spinner size="small" label={t('loadingLast')} />;
  if (last.error) return <ErrorMessage error={last.error} />;
  const l = last.data.last;
  return (
    <PageSection id="import-last" title={t('last')}>
      {!l && <Text className={styles.muted}>{t('noneYet')}</Text>}
      {l && (
        <>
          <Text>{sentences([t('lastSummary', { date: when(l.at), who: l.by, ...l.counts }), l.undone && t('lastUndone')])}</Text>
          {!l.undone && (
            <div className={styles.actions}>
              <Button onClick={onUndo}>{t('undoLast')}</Button>
            </div>
          )}
        </>
      )}
    </PageSection>
  );
}
