import { Button, Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { fieldError } from '../../api/refusal';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { count, when } from '../../format';
import { GroupPicker } from '../assignment/GroupPicker';
import { useListGroup, useSyncGroup, useUnlistGroup, type ExclusionsOverview } from './queries';
import { useMessages } from '../../i18n/useMessages';
import { costListMessages } from './costList.messages';
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
  const t = useMessages(costListMessages);
  const mode = overview.mode;

  const add = useListGroup({
    onSuccess: (g) => {
      setPicked(null);
      setNote('');
      setPickerKey((k) => k + 1);
      onNotice(t('groupAdded', { name: g.displayName, count: g.members.length }));
    },
  });
  const sync = useSyncGroup({
    onSuccess: (r) =>
      onNotice(
        r.stillInDirectory
          ? t('groupSynced', { name: r.group.displayName, added: r.added.length, removed: r.removed.length })
          : t('groupGone', { name: r.group.displayName }),
      ),
  });
  const remove = useUnlistGroup({
    onSuccess: (r, g) =>
      onNotice(
        r.released.length
          ? t('groupRemoved', { name: g.displayName, released: r.released.join(', ') })
          : t('groupRemovedNone', { name: g.displayName }),
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
          label={t('group')}
          value={picked?.id ?? ''}
          name={picked?.displayName}
          error={fieldError(add.error, 'groupId')}
          onPick={setPicked}
        />
        <Field label={t('note')} validationMessage={fieldError(add.error, 'note')}>
          <Input value={note} onChange={(_, d) => setNote(d.value)} />
        </Field>
        <ErrorMessage error={add.error} shownFields={['groupId', 'note']} title={t('groupNotAdded')} />
        <div>
          <Button type="submit" appearance="primary" disabled={add.isPending}>
            {t('addGroup', { mode })}
          </Button>
        </div>
      </form>
      <ErrorMessage error={sync.error ?? remove.error} />
      <DataList
        label={t('groupsOnList')}
        scroll
        className={listed.table}
        size="small"
        items={overview.groups}
        empty={t('noGroup')}
        rowId={(g) => g.id}
        rowTestId="group-row"
        columns={[
          { header: t('group'), cell: (g) => g.displayName },
          { header: t('members'), cell: (g) => count(g.memberCount) },
          { header: t('lastSynced'), cell: (g) => when(g.syncedAt) },
          { header: t('noteColumn'), cell: (g) => g.note },
        ]}
        actions={(g) => (
          <>
            <Button
              size="small"
              onClick={() => sync.mutate(g)}
              disabled={sync.isPending}
              aria-label={t('syncName', { name: g.displayName })}
            >
              {t('syncNow')}
            </Button>
            <Button
              size="small"
              onClick={() => remove.mutate(g)}
              disabled={remove.isPending}
              aria-label={t('removeName', { name: g.displayName })}
            >
              {t('remove')}
            </Button>
          </>
        )}
      />
    </>
  );
}
