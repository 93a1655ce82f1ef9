import { Button, Field, Input, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ApiRefusal } from '../../api/refusal';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FormDialog } from '../../components/FormDialog';
import { SuccessNotice } from '../../components/SuccessNotice';
import { dayStart, dayWords, useOutList, useSetSomeonesReplies, type OutList } from '../profile/queries';

type Person = OutList['people'][number];

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** When a person's replies run, in words. */
const period = (p: Person) => {
  if (!p.end) return 'Until switched off';
  return p.out ? `Back on ${dayWords(p.end)}` : `From ${dayWords(p.start!)} to ${dayWords(p.end)}`;
};

/** Who is out of office (their replies on), and switching someone's replies on or off for them. */
export function OutOfOfficeTab() {
  const styles = useStyles();
  const list = useOutList();
  const [adding, setAdding] = useState<{ email: string; end: string; contact: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const set = useSetSomeonesReplies({
    onSuccess: (_, { email, body }) => {
      setNotice(body.enabled ? `The automatic replies of ${email} are on.` : `The automatic replies of ${email} are off.`);
      setAdding(null);
    },
  });
  const reason = (field: string, label: string) => {
    const r = set.error instanceof ApiRefusal ? set.error.fields[field] : undefined;
    return r ? `${label} ${r}` : undefined;
  };

  if (list.isPending) return <Spinner label="Loading who is out of office…" />;
  if (list.error) return <ErrorMessage error={list.error} />;

  return (
    <div className={styles.tab}>
      <Text className={styles.muted}>
        People whose automatic replies are on, those out now first. Replies come from your published out-of-office template; switching them
        on for someone writes to their mailbox at once, and the change log names you.
      </Text>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <div className={styles.actions}>
        <Button
          appearance="primary"
          onClick={() => {
            set.reset();
            setAdding({ email: '', end: '', contact: '' });
          }}
        >
          Switch on for someone
        </Button>
      </div>
      {!adding && <ErrorMessage error={set.error} title="The automatic replies were not changed" />}
      <DataList
        label="People out of office"
        items={list.data.people}
        rowId={(p) => p.mailbox}
        rowTestId="out-row"
        empty="Nobody has automatic replies on."
        columns={[
          {
            header: 'Person',
            cell: (p) => (
              <>
                {p.displayName ?? p.mailbox}
                {p.displayName && (
                  <>
                    <br />
                    <Text size={200} className={styles.muted}>
                      {p.mailbox}
                    </Text>
                  </>
                )}
              </>
            ),
          },
          { header: 'Status', cell: (p) => (p.out ? 'Out now' : 'Not yet') },
          { header: 'When', cell: period },
          { header: 'Contact', cell: (p) => p.contact ?? 'None given' },
        ]}
        actions={(p) => (
          <Button
            size="small"
            disabled={set.isPending}
            onClick={() => set.mutate({ email: p.mailbox, body: { enabled: false } })}
            aria-label={`Switch off the automatic replies of ${p.mailbox}`}
          >
            Switch off
          </Button>
        )}
      />
      <FormDialog
        open={!!adding}
        title="Switch on automatic replies for someone"
        submitLabel="Switch on"
        pending={set.isPending}
        noValidate
        onSubmit={() =>
          adding &&
          set.mutate({
            email: adding.email.trim(),
            body: {
              enabled: true,
              ...(adding.end && { end: dayStart(adding.end) }),
              ...(adding.contact.trim() && { contact: adding.contact.trim() }),
            },
          })
        }
        onClose={() => setAdding(null)}
      >
        <div className={styles.form}>
          <Field label="Their e-mail address" required validationMessage={reason('email', 'The address')}>
            <Input type="email" value={adding?.email ?? ''} onChange={(_, d) => adding && setAdding({ ...adding, email: d.value })} />
          </Field>
          <Field
            label="Back on"
            hint="Leave it empty to send replies until they are switched off."
            validationMessage={reason('end', 'The day they are back')}
          >
            <Input type="date" value={adding?.end ?? ''} onChange={(_, d) => adding && setAdding({ ...adding, end: d.value })} />
          </Field>
          <Field label="Who to contact meanwhile" validationMessage={reason('contact', 'The contact')}>
            <Input type="email" value={adding?.contact ?? ''} onChange={(_, d) => adding && setAdding({ ...adding, contact: d.value })} />
          </Field>
          <ErrorMessage error={set.error} shownFields={['email', 'end', 'contact']} />
        </div>
      </FormDialog>
    </div>
  );
}
