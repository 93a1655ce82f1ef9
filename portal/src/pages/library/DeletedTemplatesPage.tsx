import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ButtonLink } from '../../components/ButtonLink';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { usePurgeTemplate, useRestoreTemplate, useDeletedTemplates, type DeletedTemplate as Deleted } from './queries';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground2 },
});

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** Templates deleted in the retention window: restore one, or purge it for good. */
export default function DeletedTemplatesPage() {
  const styles = useStyles();
  const deleted = useDeletedTemplates();
  const [purging, setPurging] = useState<Deleted | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const restore = useRestoreTemplate({ onSuccess: (t) => setNotice(`Restored "${t.name}" to the library.`) });
  const purge = usePurgeTemplate({
    onSuccess: (t) => {
      setConfirming(false);
      setNotice(`Purged "${t.name}" for good.`);
    },
  });

  return (
    <div className={styles.stack}>
      <PageHeader title="Recently deleted" actions={<ButtonLink to="/templates">Back to templates</ButtonLink>} />
      {deleted.data && <Text>Deleted templates are kept for {deleted.data.retentionDays} days, then purged.</Text>}
      {notice && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      )}
      <ErrorMessage error={restore.error} title="The template was not restored" />
      <ErrorMessage error={deleted.error} title="Recently deleted could not be loaded" />
      <DataList
        label="Recently deleted templates"
        loading={deleted.isPending && 'Loading recently deleted templates…'}
        items={deleted.data?.templates}
        empty={
          <div className={styles.empty}>
            <Text as="p" size={400} weight="semibold">
              Nothing deleted recently
            </Text>
          </div>
        }
        rowId={(t) => t.id}
        rowTestId="deleted-row"
        columns={[
          { header: 'Name', cell: (t) => t.name },
          { header: 'Deleted', cell: (t) => `${day(t.deletedAt)} by ${t.deletedBy}` },
          { header: 'Purged on', cell: (t) => day(t.purgeAt) },
        ]}
        actions={(t) => (
          <>
            <Button onClick={() => restore.mutate(t)} disabled={restore.isPending} aria-label={`Restore ${t.name}`}>
              Restore
            </Button>
            <Button
              appearance="subtle"
              onClick={() => {
                setPurging(t);
                setConfirming(true);
              }}
              aria-label={`Purge ${t.name}`}
            >
              Purge
            </Button>
          </>
        )}
      />
      {purging && (
        <ConfirmDialog
          open={confirming}
          title={`Purge "${purging.name}"?`}
          confirmLabel="Purge for good"
          pending={purge.isPending}
          error={purge.error}
          onConfirm={() => purge.mutate(purging)}
          onClose={() => {
            setConfirming(false);
            purge.reset();
          }}
        >
          <p>The template and its versions are deleted for good. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
