import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ButtonLink } from '../../components/ButtonLink';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { usePurgeTemplate, useRestoreTemplate, useDeletedTemplates, type DeletedTemplate as Deleted } from './queries';
import { currentLocale } from '../../i18n/language';
import { useMessages } from '../../i18n/useMessages';
import { deletedMessages } from './deleted.messages';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground2 },
});

/** A moment's day in the person's time zone, written as the portal's language writes dates. */
const day = (iso: string) => new Date(iso).toLocaleDateString(currentLocale(), { dateStyle: 'medium' });

/** Templates deleted in the retention window: restore one, or purge it for good. */
export default function DeletedTemplatesPage() {
  const styles = useStyles();
  const deleted = useDeletedTemplates();
  const [purging, setPurging] = useState<Deleted | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const t = useMessages(deletedMessages);

  const restore = useRestoreTemplate({ onSuccess: ({ name }) => setNotice(t('restored', { name })) });
  const purge = usePurgeTemplate({
    onSuccess: ({ name }) => {
      setConfirming(false);
      setNotice(t('purged', { name }));
    },
  });

  return (
    <div className={styles.stack}>
      <PageHeader title={t('title')} actions={<ButtonLink to="/templates">{t('back')}</ButtonLink>} />
      {deleted.data && <Text>{t('keptFor', { days: deleted.data.retentionDays })}</Text>}
      {notice && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      )}
      <ErrorMessage error={restore.error} title={t('notRestored')} />
      <ErrorMessage error={deleted.error} title={t('notLoaded')} />
      <DataList
        label={t('listLabel')}
        loading={deleted.isPending && t('loading')}
        items={deleted.data?.templates}
        empty={
          <div className={styles.empty}>
            <Text as="p" size={400} weight="semibold">
              {t('empty')}
            </Text>
          </div>
        }
        rowId={(d) => d.id}
        rowTestId="deleted-row"
        columns={[
          { header: t('headName'), cell: (d) => d.name },
          { header: t('headDeleted'), cell: (d) => t('deletedBy', { day: day(d.deletedAt), who: d.deletedBy }) },
          { header: t('headPurgedOn'), cell: (d) => day(d.purgeAt) },
        ]}
        actions={(d) => (
          <>
            <Button onClick={() => restore.mutate(d)} disabled={restore.isPending} aria-label={t('restoreName', { name: d.name })}>
              {t('restore')}
            </Button>
            <Button
              appearance="subtle"
              onClick={() => {
                setPurging(d);
                setConfirming(true);
              }}
              aria-label={t('purgeName', { name: d.name })}
            >
              {t('purge')}
            </Button>
          </>
        )}
      />
      {purging && (
        <ConfirmDialog
          open={confirming}
          title={t('purgeTitle', { name: purging.name })}
          confirmLabel={t('purgeForGood')}
          pending={purge.isPending}
          error={purge.error}
          onConfirm={() => purge.mutate(purging)}
          onClose={() => {
            setConfirming(false);
            purge.reset();
          }}
        >
          <p>{t('purgeText')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
