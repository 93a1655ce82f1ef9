import {
  Button,
  Field,
  Input,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ScrollArea } from '../../components/ScrollArea';
import { count, when } from '../../format';
import { GroupPicker } from '../assignment/GroupPicker';
import { useListGroup, useSyncGroup, useUnlistGroup, type ExclusionsOverview } from './queries';
import { mailboxes, MODES } from './words';
import { useListedStyles } from './listedStyles';

const useStyles = makeStyles({
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
});

/** Directory groups on the list: add one found by name, sync one now, remove one (saying which addresses it released). */
export function ListedGroups({ overview, onNotice }: { overview: ExclusionsOverview; onNotice(text: string): void }) {
  const styles = useStyles();
  const listed = useListedStyles();
  const [picked, setPicked] = useState<{
    id: string;
    displayName: string;
  } | null>(null);
  const [note, setNote] = useState('');
  // Remounts the picker (clearing what was typed) after a group is added.
  const [pickerKey, setPickerKey] = useState(0);
  const verb = MODES[overview.mode].listVerb;

  const add = useListGroup({
    onSuccess: (g) => {
      setPicked(null);
      setNote('');
      setPickerKey((k) => k + 1);
      onNotice(`Added the group ${g.displayName} with ${mailboxes(g.members.length)}.`);
    },
  });
  const sync = useSyncGroup({
    onSuccess: (r) =>
      onNotice(
        r.stillInDirectory
          ? `Synced ${r.group.displayName}: ${mailboxes(r.added.length)} added, ${mailboxes(r.removed.length)} removed.`
          : `${r.group.displayName} is no longer in the directory; its members were released.`,
      ),
  });
  const remove = useUnlistGroup({
    onSuccess: (r, g) =>
      onNotice(
        `Removed the group ${g.displayName}. Released: ${r.released.length ? r.released.join(', ') : 'no mailbox (all are still on the list another way)'}.`,
      ),
  });

  return (
    <>
      <form
        className={listed.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate({ groupId: picked?.id ?? '', note });
        }}
      >
        <GroupPicker
          key={pickerKey}
          label="Group"
          value={picked?.id ?? ''}
          name={picked?.displayName}
          error={fieldError(add.error, 'groupId')}
          onPick={setPicked}
        />
        <Field label="Note (optional)" validationMessage={fieldError(add.error, 'note')}>
          <Input value={note} onChange={(_, d) => setNote(d.value)} />
        </Field>
        <ErrorMessage error={add.error} shownFields={['groupId', 'note']} title="The group was not added" />
        <div>
          <Button type="submit" appearance="primary" disabled={add.isPending}>
            {verb} group
          </Button>
        </div>
      </form>
      <ErrorMessage error={sync.error ?? remove.error} />
      {overview.groups.length === 0 ? (
        <Text className={listed.empty}>No group is on the list.</Text>
      ) : (
        <ScrollArea label="Groups on the list">
          <Table className={listed.table} aria-label="Groups on the list" size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Group</TableHeaderCell>
                <TableHeaderCell>Members</TableHeaderCell>
                <TableHeaderCell>Last synced</TableHeaderCell>
                <TableHeaderCell>Note</TableHeaderCell>
                <TableHeaderCell>
                  <span className="visually-hidden">Actions</span>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {overview.groups.map((g) => (
                <TableRow key={g.id} data-testid="group-row">
                  <TableCell>{g.displayName}</TableCell>
                  <TableCell>{count(g.memberCount)}</TableCell>
                  <TableCell>{when(g.syncedAt)}</TableCell>
                  <TableCell>{g.note}</TableCell>
                  <TableCell>
                    <span className={styles.actions}>
                      <Button
                        size="small"
                        onClick={() => sync.mutate(g)}
                        disabled={sync.isPending}
                        aria-label={`Sync now: ${g.displayName}`}
                      >
                        Sync now
                      </Button>
                      <Button
                        size="small"
                        onClick={() => remove.mutate(g)}
                        disabled={remove.isPending}
                        aria-label={`Remove ${g.displayName}`}
                      >
                        Remove
                      </Button>
                    </span>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollArea>
      )}
    </>
  );
}
