import { Button, Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { fieldError } from '../../api/refusal';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { count, when } from '../../format';
import { GroupPicker } from '../assignment/GroupPicker';
import { useListGroup, useSyncGroup, useUnlistGroup, type ExclusionsOverview } from './queries';
import { mailboxes, MODES } from './words';
import { useListedStyles } from './listedStyles';

/** Directory groups on the list: add one found by name, sync one now, remove one (saying which addresses it released). */
export function ListedGroups({ overview, onNotice }: { overview: ExclusionsOverview; onNotice(text: string): void }) {
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
      <DataList
        label="Groups on the list"
        scroll
        className={listed.table}
        size="small"
        items={overview.groups}
        empty="No group is on the list."
        rowId={(g) => g.id}
        rowTestId="group-row"
        columns={[
          { header: 'Group', cell: (g) => g.displayName },
          { header: 'Members', cell: (g) => count(g.memberCount) },
          { header: 'Last synced', cell: (g) => when(g.syncedAt) },
          { header: 'Note', cell: (g) => g.note },
        ]}
        actions={(g) => (
          <>
            <Button size="small" onClick={() => sync.mutate(g)} disabled={sync.isPending} aria-label={`Sync now: ${g.displayName}`}>
              Sync now
            </Button>
            <Button size="small" onClick={() => remove.mutate(g)} disabled={remove.isPending} aria-label={`Remove ${g.displayName}`}>
              Remove
            </Button>
          </>
        )}
      />
    </>
  );
}
