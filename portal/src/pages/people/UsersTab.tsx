import { Button, Field, Input, makeStyles, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { fieldError } from '../../api/refusal';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FormDialog } from '../../components/FormDialog';
import { SuccessNotice } from '../../components/SuccessNotice';
import { when } from '../../format';
import { usePortalUsers, usePutPortalUser, useRemovePortalUser, type PortalUserRow } from './queries';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalL },
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** Who uses the portal with which role; only the roles the signed-in person may grant are offered. */
export function UsersTab() {
  const styles = useStyles();
  const users = usePortalUsers();
  const [editing, setEditing] = useState<{ email: string; role: string; isNew: boolean } | null>(null);
  const [removing, setRemoving] = useState<PortalUserRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const put = usePutPortalUser({
    onSuccess: (u) => {
      setNotice(`${u.email} is now ${u.role}.`);
      setEditing(null);
    },
  });
  const remove = useRemovePortalUser({
    onSuccess: (_, email) => {
      setNotice(`${email} no longer uses the portal.`);
      setRemoving(null);
    },
  });

  if (users.isPending) return <Spinner label="Loading portal users…" />;
  if (users.error) return <ErrorMessage error={users.error} />;
  const { grantable } = users.data;
  const open = (email: string, role: string, isNew: boolean) => {
    put.reset();
    setEditing({ email, role, isNew });
  };

  return (
    <div className={styles.tab}>
      <Text className={styles.muted}>
        People in this list sign in to the portal with their role. You can give the roles {grantable.join(', ') || '(none)'}: a role holding
        more than you hold is not offered.
      </Text>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <div className={styles.actions}>
        <Button appearance="primary" disabled={grantable.length === 0} onClick={() => open('', grantable[0] ?? '', true)}>
          Add a person
        </Button>
      </div>
      <div className={styles.scroll}>
        <DataList
          label="Portal users"
          items={users.data.users}
          rowId={(u) => u.email}
          rowTestId="user-row"
          columns={[
            {
              header: 'Person',
              cell: (u) => (
                <>
                  {u.name ?? u.email}
                  {u.name && (
                    <>
                      <br />
                      <Text size={200} className={styles.muted}>
                        {u.email}
                      </Text>
                    </>
                  )}
                </>
              ),
            },
            { header: 'Role', cell: (u) => u.role },
            { header: 'Added', cell: (u) => `${when(u.addedAt)} by ${u.addedBy}` },
            { header: 'Last seen', cell: (u) => (u.lastSeenAt ? when(u.lastSeenAt) : 'Never') },
          ]}
          actions={(u) => (
            <>
              <Button
                size="small"
                onClick={() => open(u.email, grantable.includes(u.role) ? u.role : (grantable[0] ?? u.role), false)}
                aria-label={`Change role of ${u.email}`}
              >
                Change role
              </Button>
              <Button
                size="small"
                onClick={() => {
                  remove.reset();
                  setRemoving(u);
                }}
                aria-label={`Remove ${u.email}`}
              >
                Remove
              </Button>
            </>
          )}
        />
      </div>

      <FormDialog
        open={!!editing}
        title={editing?.isNew ? 'Add a person to the portal' : `Change the role of ${editing?.email}`}
        submitLabel={editing?.isNew ? 'Add' : 'Change role'}
        pending={put.isPending}
        noValidate
        onSubmit={() => editing && put.mutate({ email: editing.email, role: editing.role })}
        onClose={() => setEditing(null)}
      >
        <div className={styles.form}>
          {editing?.isNew && (
            <Field label="E-mail address" required validationMessage={fieldError(put.error, 'email')}>
              <Input type="email" value={editing.email} onChange={(_, d) => setEditing({ ...editing, email: d.value })} />
            </Field>
          )}
          <Field label="Role" validationMessage={fieldError(put.error, 'role')}>
            <Select value={editing?.role ?? ''} onChange={(_, d) => editing && setEditing({ ...editing, role: d.value })}>
              {grantable.map((r) => (
                <option key={r}>{r}</option>
              ))}
            </Select>
          </Field>
          <ErrorMessage error={put.error} shownFields={['email', 'role']} />
        </div>
      </FormDialog>
      <ConfirmDialog
        open={!!removing}
        title={`Remove ${removing?.email} from the portal?`}
        confirmLabel="Remove"
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => removing && remove.mutate(removing.email)}
        onClose={() => setRemoving(null)}
      >
        They lose their {removing?.role} role at once. Their signature is not affected.
      </ConfirmDialog>
    </div>
  );
}
