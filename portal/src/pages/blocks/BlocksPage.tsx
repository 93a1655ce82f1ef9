import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { SuccessNotice } from '../../components/SuccessNotice';
import { BlockDialog, type Draft } from './BlockDialog';
import { audienceWords, KIND, stateWords, type Block, type Kind } from './blockWords';
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
  const { title, one, intro } = KIND[kind];
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Block | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const save = useSaveBlock(kind, {
    onSuccess: (b, { id }) => {
      setEditing(null);
      setNotice(id ? `Saved the ${one} "${b.name}".` : `Created the ${one} "${b.name}".`);
    },
  });
  const remove = useDeleteBlock(kind, {
    onSuccess: (b) => {
      setDeleting(null);
      setNotice(`Deleted the ${one} "${b.name}".`);
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
            New {one}
          </Button>
        }
      />
      <Text>{intro}</Text>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <ErrorMessage error={list.error} title={`The ${title.toLowerCase()} could not be loaded`} />
      <DataList
        label={title}
        scroll
        className={styles.table}
        size="small"
        loading={list.isPending && `Loading the ${title.toLowerCase()}…`}
        items={list.data}
        empty={`No ${one} yet.`}
        rowId={(b) => b.id}
        rowTestId="block-row"
        columns={[
          { header: 'Name', cell: (b) => b.name },
          { header: 'State', cell: (b) => stateWords(b) },
          { header: 'Audience', cell: (b) => audienceWords(b.audience) },
          kind === 'banners' && { header: 'Place', cell: (b) => (b.position === 'above' ? 'Above the signature' : 'Below the signature') },
        ]}
        actions={(b) => (
          <>
            <Button size="small" onClick={() => open({ id: b.id, draft: draftOf(b) })} aria-label={`Edit ${b.name}`}>
              Edit
            </Button>
            <Button size="small" onClick={() => setDeleting(b)} aria-label={`Delete ${b.name}`}>
              Delete
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
        title={`Delete the ${one} "${deleting?.name ?? ''}"?`}
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      >
        <p>It disappears from every signature it is in the next time they are rendered. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}

export const BannersPage = () => <BlocksPage kind="banners" />;
export const FootersPage = () => <BlocksPage kind="footers" />;
