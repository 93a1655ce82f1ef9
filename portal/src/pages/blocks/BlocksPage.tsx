import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { SuccessNotice } from '../../components/SuccessNotice';
import { BlockDialog, type Draft } from './BlockDialog';
import { audienceWords, stateWords, type Block, type Kind } from './blockWords';
import { blocksMessages } from './blocks.messages';
import { vocabularyMessages } from '../assignment/vocabulary.messages';
import { useMessages } from '../../i18n/useMessages';
import { draftOf, EMPTY } from './draft';
import { useBanners, useDeleteBlock, useFooters, useSaveBlock } from './queries';

const useStyles = makeStyles({
  stack: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
  },
  table: { minWidth: '40rem' },
});

type Editing = { id: string | null; draft: Draft } | null;

/** The campaign banners or the compliance footers: list, create, change, preview inside a signature, delete. */
export function BlocksPage({ kind }: { kind: Kind }) {
  const styles = useStyles();
  const banners = useBanners();
  const footers = useFooters();
  const list = kind === 'banners' ? banners : footers;
  const t = useMessages(blocksMessages);
  const vocabulary = useMessages(vocabularyMessages);
  const title = t('title', { kind });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Block | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const save = useSaveBlock(kind, {
    onSuccess: (b, { id }) => {
      setEditing(null);
      setNotice(t(id ? 'saved' : 'created', { kind, name: b.name }));
    },
  });
  const remove = useDeleteBlock(kind, {
    onSuccess: (b) => {
      setDeleting(null);
      setNotice(t('deleted', { kind, name: b.name }));
    },
  });
  const open = (e: Editing) => {
    save.reset();
    setEditing(e);
  };

  return (
    <div className={styles.stack}>
      <PageHeader
        title={title}
        actions={
          <Button appearance="primary" icon={<AddRegular />} onClick={() => open({ id: null, draft: EMPTY })}>
            {t('newOne', { kind })}
          </Button>
        }
      />
      <Text>{t('intro', { kind })}</Text>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <ErrorMessage error={list.error} title={t('notLoaded', { kind })} />
      <DataList
        label={title}
        scroll
        className={styles.table}
        size="small"
        loading={list.isPending && t('loading', { kind })}
        items={list.data}
        empty={t('empty', { kind })}
        rowId={(b) => b.id}
        rowTestId="block-row"
        columns={[
          { header: t('headName'), cell: (b) => b.name },
          { header: t('headState'), cell: (b) => stateWords(t, b) },
          { header: t('headAudience'), cell: (b) => audienceWords(t, vocabulary, b.audience) },
          kind === 'banners' && { header: t('headPlace'), cell: (b) => (b.position === 'above' ? t('above') : t('below')) },
        ]}
        actions={(b) => (
          <>
            <Button size="small" onClick={() => open({ id: b.id, draft: draftOf(b) })} aria-label={t('editName', { name: b.name })}>
              {t('edit')}
            </Button>
            <Button size="small" onClick={() => setDeleting(b)} aria-label={t('deleteName', { name: b.name })}>
              {t('delete')}
            </Button>
          </>
        )}
      />
      {/* Kept mounted, opened by state: unmounting an open Fluent dialog leaves the page aria-hidden. */}
      <BlockDialog
        kind={kind}
        open={editing !== null}
        editing={!!editing?.id}
        draft={editing?.draft ?? EMPTY}
        pending={save.isPending}
        error={save.error}
        onChange={(draft) => setEditing((e) => e && { ...e, draft })}
        onSubmit={() => editing && save.mutate(editing)}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle', { kind, name: deleting?.name ?? '' })}
        confirmLabel={t('delete')}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      >
        <p>{t('deleteText', { kind })}</p>
      </ConfirmDialog>
    </div>
  );
}

export const BannersPage = () => <BlocksPage kind="banners" />;
export const FootersPage = () => <BlocksPage kind="footers" />;
