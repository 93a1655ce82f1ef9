import { Badge, Button, Field, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ApiRefusal, fieldError } from '../../api/refusal';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { when } from '../../format';
import { useListMailboxes, useUnlistMailbox, type ExclusionsOverview } from './queries';
import { useMessages, type Translate } from '../../i18n/useMessages';
import { costListMessages } from './costList.messages';
import { splitAddresses } from './words';
import { useListedStyles } from './listedStyles';

const useStyles = makeStyles({
  wrap: { overflowWrap: 'anywhere' },
  flags: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

/** The mailboxes named on the list one by one: add some with a note, see whether each resolves and is billed, remove one. */
export function ListedMailboxes({ overview, onNotice }: { overview: ExclusionsOverview; onNotice(text: string): void }) {
  const styles = useStyles();
  const listed = useListedStyles();
  const [addresses, setAddresses] = useState('');
  const [note, setNote] = useState('');
  const t = useMessages(costListMessages);
  const mode = overview.mode;
  const add = useListMailboxes({
    onSuccess: (r) => {
      setAddresses('');
      setNote('');
      onNotice(t('mailboxesAdded', { mode, count: r.added.length }));
    },
  });
  const remove = useUnlistMailbox({ onSuccess: (_, address) => onNotice(t('tookOff', { address })) });
  const addressReason = addressReasons(t, add.error);
  const shownFields =
    add.error instanceof ApiRefusal ? Object.keys(add.error.fields).filter((f) => f === 'note' || f.startsWith('mailboxes')) : [];

  return (
    <>
      <form
        className={listed.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate({ mailboxes: splitAddresses(addresses), note });
        }}
      >
        <Field label={t('mailboxesToAdd')} hint={t('mailboxesHint')} validationMessage={addressReason}>
          <Textarea value={addresses} onChange={(_, d) => setAddresses(d.value)} resize="vertical" />
        </Field>
        <Field label={t('note')} hint={t('noteHint')} validationMessage={fieldError(add.error, 'note')}>
          <Input value={note} onChange={(_, d) => setNote(d.value)} />
        </Field>
        <ErrorMessage error={add.error} shownFields={shownFields} title={t('nothingAdded')} />
        <div>
          <Button type="submit" appearance="primary" disabled={add.isPending}>
            {t('addMailboxes', { mode })}
          </Button>
        </div>
      </form>
      <ErrorMessage error={remove.error} title={t('notTakenOff')} />
      <DataList
        label={t('mailboxesOnList')}
        scroll
        className={listed.table}
        size="small"
        items={overview.mailboxes}
        empty={t('noMailbox')}
        rowId={(m) => m.address}
        rowTestId="listed-row"
        columns={[
          { header: t('mailbox'), cell: (m) => m.address, className: styles.wrap },
          {
            header: t('state'),
            cell: (m) => (
              <span className={styles.flags}>
                {m.resolves ? (
                  <Badge appearance="tint" color="success">
                    {t('inDirectory')}
                  </Badge>
                ) : (
                  <Badge appearance="tint" color="warning">
                    {t('notInDirectory')}
                  </Badge>
                )}
                {m.billable ? (
                  <Badge appearance="tint" color="brand">
                    {t('billed')}
                  </Badge>
                ) : (
                  <Badge appearance="tint" color="informative">
                    {t('notBilled')}
                  </Badge>
                )}
              </span>
            ),
          },
          { header: t('noteColumn'), cell: (m) => m.note, className: styles.wrap },
          { header: t('added'), cell: (m) => t('addedByAt', { by: m.addedBy, when: when(m.addedAt) }) },
        ]}
        actions={(m) => (
          <Button
            size="small"
            onClick={() => remove.mutate(m.address)}
            disabled={remove.isPending}
            aria-label={t('removeName', { name: m.address })}
          >
            {t('remove')}
          </Button>
        )}
      />
    </>
  );
}

/** The reasons given for the addresses (`mailboxes`, or `mailboxes.3` for the fourth), in words. */
function addressReasons(t: Translate<keyof (typeof costListMessages)['messages']['en']>, error: unknown): string | undefined {
  if (!(error instanceof ApiRefusal)) return undefined;
  const reasons = Object.entries(error.fields)
    .filter(([f]) => f === 'mailboxes' || f.startsWith('mailboxes.'))
    .map(([f, reason]) =>
      f === 'mailboxes' ? t('mailboxesReason', { reason }) : t('addressReason', { number: Number(f.split('.')[1]) + 1, reason }),
    );
  return reasons.length ? reasons.join('; ') : undefined;
}
