import { Button, Field, Input, makeStyles, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { fieldError } from '../../api/refusal';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FormDialog } from '../../components/FormDialog';
import { SuccessNotice } from '../../components/SuccessNotice';
import { when } from '../../format';
import { useMessages } from '../../i18n/useMessages';
import { peopleMessages } from './people.messages';
import { usePortalUsers, usePutPortalUser, useRemovePortalUser, type PortalUserRow } from './queries';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalL },
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
  // Addresses have no spaces to break at: they break anywhere rather than run out of their column.
  wrap: { overflowWrap: 'anywhere' },
});

/** Who uses the portal with which role; only the roles the signed-in person may grant are offered. */
export function UsersTab() {
  const styles = useStyles();
  const t = useMessages(peopleMessages);
  const roleName = (role: string) => t('role', { role });
  const users = usePortalUsers();
  const [editing, setEditing] = useState<{ email: string; role: string; isNew: boolean } | null>(null);
  const [removing, setRemoving] = useState<PortalUserRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const put = usePutPortalUser({
    onSuccess: (u) => {
      setNotice(t('roleGiven', { email: u.email, role: roleName(u.role) }));
      setEditing(null);
    },
  });
  const remove = useRemovePortalUser({
    onSuccess: (_, email) => {
      setNotice(t('userRemoved', { email }));
      setRemoving(null);
    },
  });

  if (users.isPending) return <Spinner label={t('loadingUsers')} />;
  if (users.error) return <ErrorMessage error={users.error} />;
  const { grantable } = users.data;
  const open = (email: string, role: string, isNew: boolean) => {
    put.reset();
    setEditing({ email, role, isNew });
  };

  return (
    <div className={styles.tab}>
      <Text className={styles.muted}>{t('usersIntro', { roles: grantable.map(roleName).join(', ') || t('noRoles') })}</Text>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <div className={styles.actions}>
        <Button appearance="primary" disabled={grantable.length === 0} onClick={() => open('', grantable[0] ?? '', true)}>
          {t('addPerson')}
        </Button>
      </div>
      <div className={styles.scroll}>
        <DataList
          label={t('portalUsers')}
          items={users.data.users}
          rowId={(u) => u.email}
          rowTestId="user-row"
          columns={[
            {
              header: t('person'),
              className: styles.wrap,
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
            { header: t('roleHeader'), cell: (u) => roleName(u.role) },
            { header: t('added'), className: styles.wrap, cell: (u) => t('addedBy', { when: when(u.addedAt), who: u.addedBy }) },
            { header: t('lastSeen'), cell: (u) => (u.lastSeenAt ? when(u.lastSeenAt) : t('never')) },
          ]}
          actions={(u) => (
            <>
              <Button
                size="small"
                onClick={() => open(u.email, grantable.includes(u.role) ? u.role : (grantable[0] ?? u.role), false)}
                aria-label={t('changeRoleOf', { email: u.email })}
              >
                {t('changeRole')}
              </Button>
              <Button
                size="small"
                onClick={() => {
                  remove.reset();
                  setRemoving(u);
                }}
                aria-label={t('removeUser', { email: u.email })}
              >
                {t('remove')}
              </Button>
            </>
          )}
        />
      </div>

      <FormDialog
        open={!!editing}
        title={editing?.isNew ? t('addTitle') : t('changeTitle', { email: editing?.email ?? '' })}
        submitLabel={editing?.isNew ? t('add') : t('changeRole')}
        pending={put.isPending}
        noValidate
        onSubmit={() => editing && put.mutate({ email: editing.email, role: editing.role })}
        onClose={() => setEditing(null)}
      >
        <div className={styles.form}>
          {editing?.isNew && (
            <Field label={t('email')} required validationMessage={fieldError(put.error, 'email')}>
              <Input type="email" value={editing.email} onChange={(_, d) => setEditing({ ...editing, email: d.value })} />
            </Field>
          )}
          <Field label={t('roleHeader')} validationMessage={fieldError(put.error, 'role')}>
            <Select value={editing?.role ?? ''} onChange={(_, d) => editing && setEditing({ ...editing, role: d.value })}>
              {grantable.map((r) => (
                <option key={r} value={r}>
                  {roleName(r)}
                </option>
              ))}
            </Select>
          </Field>
          <ErrorMessage error={put.error} shownFields={['email', 'role']} />
        </div>
      </FormDialog>
      <ConfirmDialog
        open={!!removing}
        title={t('removeTitle', { email: removing?.email ?? '' })}
        confirmLabel={t('remove')}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => removing && remove.mutate(removing.email)}
        onClose={() => setRemoving(null)}
      >
        {t('removeText', { role: roleName(removing?.role ?? '') })}
      </ConfirmDialog>
    </div>
  );
}
