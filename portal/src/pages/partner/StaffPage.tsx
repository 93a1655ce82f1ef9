import { Button, Card, Field, Input, makeStyles, Select, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useMe } from '../../api/queries';
import { ApiRefusal, fieldError } from '../../api/refusal';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SuccessNotice } from '../../components/SuccessNotice';
import { day } from '../../format';
import { useCanUse, usePutStaff, useRemoveStaff, useStaff, type PartnerRole, type StaffMember } from './queries';
import { PARTNER_ROLES, ROLE_WORDS } from './words';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    maxWidth: '48rem',
  },
  card: { maxWidth: '48rem', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  roles: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  table: { minWidth: '40rem' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** The partner's staff: people of its own directory with a partner role; Owners add, change and remove them. */
export default function StaffPage() {
  const styles = useStyles();
  const me = useMe().data!;
  const staff = useStaff();
  const canManage = useCanUse('PUT /api/admin/partner/staff');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<PartnerRole>('Technician');
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const put = usePutStaff({
    onSuccess: (s, b) => {
      if (b.email === email) setEmail('');
      setNotice(`${s.name ?? s.email} is now ${s.role}.`);
    },
  });
  const remove = useRemoveStaff({
    onSuccess: (_, s) => {
      setRemoving(null);
      setNotice(`${s.name ?? s.email} is no longer on the staff.`);
    },
  });
  // A refusal of the add form shows beside the form; one of a role change in the table shows beside the table.
  const fromForm = put.variables?.email === email.trim() && email.trim() !== '';
  const add = (e: FormEvent) => {
    e.preventDefault();
    put.mutate({ email: email.trim(), role });
  };

  return (
    <div className={styles.stack}>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <Card className={styles.card}>
        <Subtitle1 as="h2">Partner roles</Subtitle1>
        <ul className={styles.roles}>
          {PARTNER_ROLES.map((r) => (
            <li key={r}>
              <strong>{r}</strong>: {ROLE_WORDS[r]}
            </li>
          ))}
        </ul>
        {canManage ? (
          <form className={styles.form} onSubmit={add} noValidate aria-label="Add a staff member">
            <Field
              label="E-mail address"
              hint={`A person of ${me.partner?.name ?? 'your organisation'}’s own directory`}
              validationMessage={fieldError(fromForm ? put.error : null, 'email')}
            >
              <Input type="email" value={email} onChange={(_, d) => setEmail(d.value)} />
            </Field>
            <Field label="Partner role">
              <Select value={role} onChange={(_, d) => setRole(d.value as PartnerRole)}>
                {PARTNER_ROLES.map((r) => (
                  <option key={r}>{r}</option>
                ))}
              </Select>
            </Field>
            <div>
              <Button type="submit" appearance="primary" disabled={put.isPending}>
                Add to staff
              </Button>
            </div>
          </form>
        ) : (
          <Text className={styles.muted}>Only an Owner adds, changes and removes staff.</Text>
        )}
        <ErrorMessage error={fromForm ? put.error : null} shownFields={['email']} title="The person was not added" />
      </Card>

      <section className={styles.stack} aria-labelledby="staff-heading">
        <Subtitle1 as="h2" id="staff-heading">
          Staff
        </Subtitle1>
        <ErrorMessage error={fromForm ? null : put.error} title="The role was not changed" />
        <ErrorMessage error={staff.error} title="The staff could not be loaded" />
        <DataList
          label="Staff"
          scroll
          className={styles.table}
          size="small"
          loading={staff.isPending && 'Loading the staff…'}
          items={staff.data}
          rowId={(s) => s.email}
          rowTestId="staff-row"
          columns={[
            {
              header: 'Person',
              cell: (s) => (
                <>
                  {s.name ?? s.email}
                  <br />
                  <span className={styles.muted}>{s.email}</span>
                </>
              ),
            },
            {
              header: 'Role',
              cell: (s) =>
                canManage ? (
                  <Select
                    aria-label={`Role of ${s.name ?? s.email}`}
                    value={s.role}
                    disabled={put.isPending}
                    onChange={(_, d) => put.mutate({ email: s.email, role: d.value as PartnerRole })}
                  >
                    {PARTNER_ROLES.map((r) => (
                      <option key={r}>{r}</option>
                    ))}
                  </Select>
                ) : (
                  s.role
                ),
            },
            {
              header: 'Added',
              cell: (s) => (
                <>
                  {day(s.addedAt)}
                  <br />
                  <span className={styles.muted}>by {s.addedBy}</span>
                </>
              ),
            },
          ]}
          actionsHeader="Remove"
          actions={
            canManage
              ? (s) => (
                  <Button size="small" onClick={() => setRemoving(s)} aria-label={`Remove ${s.name ?? s.email}`}>
                    Remove
                  </Button>
                )
              : undefined
          }
        />
      </section>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? removing?.email ?? ''} from the staff?`}
        confirmLabel="Remove"
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
      >
        <p>
          They lose the partner console and can no longer work inside your clients. Their past work stays in the records under their name.
        </p>
        {remove.error instanceof ApiRefusal && remove.error.code === 'last_owner' && (
          <p>Make another staff member an Owner first, then remove this one.</p>
        )}
      </ConfirmDialog>
    </div>
  );
}
