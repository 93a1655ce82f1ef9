import { Badge, Button, Field, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ApiRefusal, fieldError } from '../../api/refusal';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { when } from '../../format';
import { useListMailboxes, useUnlistMailbox, type ExclusionsOverview } from './queries';
import { mailboxes, MODES, splitAddresses } from './words';
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
  const verb = MODES[overview.mode].listVerb;
  const add = useListMailboxes({
    onSuccess: (r) => {
      setAddresses('');
      setNote('');
      onNotice(`${verb === 'Exclude' ? 'Excluded' : 'Included'} ${mailboxes(r.added.length)}.`);
    },
  });
  const remove = useUnlistMailbox({ onSuccess: (_, email) => onNotice(`Took ${email} off the list.`) });
  const addressReason = addressReasons(add.error);
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
        <Field label="Mailboxes to add" hint="One address a line, or separated by commas." validationMessage={addressReason}>
          <Textarea value={addresses} onChange={(_, d) => setAddresses(d.value)} resize="vertical" />
        </Field>
        <Field label="Note (optional)" hint="Why these mailboxes are on the list." validationMessage={fieldError(add.error, 'note')}>
          <Input value={note} onChange={(_, d) => setNote(d.value)} />
        </Field>
        <ErrorMessage error={add.error} shownFields={shownFields} title="Nothing was added" />
        <div>
          <Button type="submit" appearance="primary" disabled={add.isPending}>
            {verb} mailboxes
          </Button>
        </div>
      </form>
      <ErrorMessage error={remove.error} title="The mailbox was not taken off the list" />
      <DataList
        label="Mailboxes on the list"
        scroll
        className={listed.table}
        size="small"
        items={overview.mailboxes}
        empty="No mailbox is on the list by name."
        rowId={(m) => m.address}
        rowTestId="listed-row"
        columns={[
          { header: 'Mailbox', cell: (m) => m.address, className: styles.wrap },
          {
            header: 'State',
            cell: (m) => (
              <span className={styles.flags}>
                {m.resolves ? (
                  <Badge appearance="tint" color="success">
                    In the directory
                  </Badge>
                ) : (
                  <Badge appearance="tint" color="warning">
                    Not in the directory
                  </Badge>
                )}
                {m.billable ? (
                  <Badge appearance="tint" color="brand">
                    Billed
                  </Badge>
                ) : (
                  <Badge appearance="tint" color="informative">
                    Not billed
                  </Badge>
                )}
              </span>
            ),
          },
          { header: 'Note', cell: (m) => m.note, className: styles.wrap },
          { header: 'Added', cell: (m) => `${m.addedBy}, ${when(m.addedAt)}` },
        ]}
        actions={(m) => (
          <Button size="small" onClick={() => remove.mutate(m.address)} disabled={remove.isPending} aria-label={`Remove ${m.address}`}>
            Remove
          </Button>
        )}
      />
    </>
  );
}

/** The reasons given for the addresses (`mailboxes`, or `mailboxes.3` for the fourth), in words. */
function addressReasons(error: unknown): string | undefined {
  if (!(error instanceof ApiRefusal)) return undefined;
  const reasons = Object.entries(error.fields)
    .filter(([f]) => f === 'mailboxes' || f.startsWith('mailboxes.'))
    .map(([f, reason]) => (f === 'mailboxes' ? `Mailboxes ${reason}` : `Address ${Number(f.split('.')[1]) + 1} ${reason}`));
  return reasons.length ? reasons.join('; ') : undefined;
}
