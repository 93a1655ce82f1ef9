import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useTemplate } from '../../api/queries';
import { ButtonLink } from '../../components/ButtonLink';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { PreviewFrame } from './PreviewFrame';
import { RollbackDialog } from './RollbackDialog';
import { useReloadHistory, useRollback, useVersionPreview, useVersions, type VersionEntry } from './queries';
import { VersionFindings } from './VersionFindings';
import { when } from '../../format';
import { sourceWords } from './versionWords';
import { SuccessNotice } from '../../components/SuccessNotice';
import { useMessages } from '../../i18n/useMessages';
import { versionsMessages } from './versions.messages';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  compare: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: tokens.spacingHorizontalL },
});

/** The version shown beside the live one: the one picked, else the one before the live version. */
function compared(versions: readonly VersionEntry[], current: number, picked: number | null): VersionEntry | undefined {
  return versions.find((v) => v.version === picked) ?? versions.find((v) => v.version < current) ?? versions[0];
}

/** A template's version history: preview any version beside the live one, and roll back to it. */
export default function VersionsPage() {
  const styles = useStyles();
  const { id = '' } = useParams();
  const template = useTemplate(id);
  const history = useVersions(id);
  const [picked, setPicked] = useState<number | null>(null);
  const [rollingBack, setRollingBack] = useState<VersionEntry | null>(null);
  // The dialog stays mounted and closes through `open`: a Fluent Dialog unmounted while open leaves the page aria-hidden.
  const [dialogOpen, setDialogOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const t = useMessages(versionsMessages);

  const current = history.data?.current ?? 0;
  const versions = history.data?.versions ?? [];
  const other = compared(versions, current, picked);
  const name = template.data?.template.name ?? t('templateFallback');

  const reload = useReloadHistory(id);
  const rollback = useRollback(id, template.data?.etag, {
    onSuccess: (published, v) => {
      setDialogOpen(false);
      setNotice(t('rolledBack', { version: v.version, published: published.version }));
    },
  });
  const closeDialog = () => setDialogOpen(false);
  const openDialog = (v: VersionEntry) => {
    rollback.reset();
    setRollingBack(v);
    setDialogOpen(true);
  };

  return (
    <div className={styles.stack}>
      <PageHeader
        title={template.data ? t('titleOf', { name }) : t('title')}
        actions={<ButtonLink to="/templates">{t('back')}</ButtonLink>}
      />
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <ErrorMessage error={template.error ?? history.error} title={t('notLoaded')} />
      {history.isPending && <Spinner label={t('loading')} />}
      {history.data && versions.length === 0 && <Text>{t('noVersion')}</Text>}

      {other && current > 0 && (
        <section aria-labelledby="compare-heading" className={styles.stack}>
          <Text as="h2" id="compare-heading" weight="semibold" size={500}>
            {other.version === current ? t('liveVersion') : t('besideLive', { version: other.version })}
          </Text>
          <div className={styles.compare}>
            {other.version !== current && <ComparedVersion id={id} entry={other} title={t('version', { version: other.version })} />}
            <ComparedVersion
              id={id}
              entry={versions.find((v) => v.version === current) ?? other}
              title={t('versionLive', { version: current })}
            />
          </div>
        </section>
      )}

      {versions.length > 0 && (
        <section aria-labelledby="history-heading" className={styles.stack}>
          <Text as="h2" id="history-heading" weight="semibold" size={500}>
            {t('history')}
          </Text>
          <DataList
            label={t('historyLabel')}
            items={versions}
            rowId={(v) => String(v.version)}
            rowTestId="version-row"
            selected={(v) => v.version === other?.version && v.version !== current}
            columns={[
              { header: t('headVersion'), cell: (v) => (v.version === current ? t('rowLive', { version: v.version }) : String(v.version)) },
              { header: t('headHow'), cell: (v) => sourceWords(t, v) },
              { header: t('headPublished'), cell: (v) => t('publishedBy', { when: when(v.publishedAt), who: v.publishedBy }) },
              { header: t('headLength'), cell: (v) => t('characters', { count: v.length }) },
              { header: t('headCheck'), cell: (v) => <VersionFindings id={id} version={v.version} /> },
            ]}
            actions={(v) =>
              v.version !== current && (
                <>
                  <Button
                    onClick={() => setPicked(v.version)}
                    aria-pressed={v.version === other?.version}
                    aria-label={t('previewBeside', { version: v.version })}
                  >
                    {t('preview')}
                  </Button>
                  <Button appearance="subtle" onClick={() => openDialog(v)} aria-label={t('rollBackTo', { version: v.version })}>
                    {t('rollBack')}
                  </Button>
                </>
              )
            }
          />
        </section>
      )}

      {rollingBack && (
        <RollbackDialog
          open={dialogOpen}
          templateName={name}
          version={rollingBack.version}
          current={current}
          pending={rollback.isPending}
          error={rollback.error}
          onConfirm={() => rollback.mutate(rollingBack)}
          onReload={() => void reload().then(() => rollback.reset())}
          onClose={closeDialog}
        />
      )}
    </div>
  );
}

/** One version's preview; an out-of-office reply's both replies, the one to people outside beside the one to colleagues. */
function ComparedVersion({ id, entry, title }: { id: string; entry: VersionEntry; title: string }) {
  const preview = useVersionPreview(id, entry.version);
  const t = useMessages(versionsMessages);
  const detail = t('detail', { how: sourceWords(t, entry), when: when(entry.publishedAt), who: entry.publishedBy });
  const external = preview.data?.external;
  if (!external) return <PreviewFrame title={title} detail={detail} preview={preview} />;
  return (
    <>
      <PreviewFrame title={t('toColleagues', { title })} detail={detail} preview={preview} />
      <PreviewFrame title={t('toOutside', { title })} detail={detail} preview={{ ...preview, data: { html: external } }} />
    </>
  );
}
