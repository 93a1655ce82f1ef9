import {
  Button,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { ScrollArea } from '../../components/ScrollArea';
import { SuccessNotice } from '../../components/SuccessNotice';
import { PHONE_MEDIA } from '../../shell/AppShell';
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
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  // On a phone the row is a card of narrow cells: the two buttons take a line of their own there.
  actionsCell: { [PHONE_MEDIA]: { gridColumn: '1 / -1' } },
  empty: { color: tokens.colorNeutralForeground2 },
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
      {list.isPending && <Spinner label={`Loading the ${title.toLowerCase()}…`} />}
      {list.data && list.data.length === 0 && <Text className={styles.empty}>No {one} yet.</Text>}
      {list.data && list.data.length > 0 && (
        <ScrollArea label={title}>
          <Table className={styles.table} aria-label={title} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Name</TableHeaderCell>
                <TableHeaderCell>State</TableHeaderCell>
                <TableHeaderCell>Audience</TableHeaderCell>
                {kind === 'banners' && <TableHeaderCell>Place</TableHeaderCell>}
                <TableHeaderCell>
                  <span className="visually-hidden">Actions</span>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.map((b) => (
                <TableRow key={b.id} data-testid="block-row">
                  <TableCell>{b.name}</TableCell>
                  <TableCell>{stateWords(b)}</TableCell>
                  <TableCell>{audienceWords(b.audience)}</TableCell>
                  {kind === 'banners' && <TableCell>{b.position === 'above' ? 'Above the signature' : 'Below the signature'}</TableCell>}
                  <TableCell className={styles.actionsCell}>
                    <span className={styles.actions}>
                      <Button size="small" onClick={() => open({ id: b.id, draft: draftOf(b) })} aria-label={`Edit ${b.name}`}>
                        Edit
                      </Button>
                      <Button size="small" onClick={() => setDeleting(b)} aria-label={`Delete ${b.name}`}>
                        Delete
                      </Button>
                    </span>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollArea>
      )}
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
