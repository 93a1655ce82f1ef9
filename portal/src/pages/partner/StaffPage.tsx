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
import { useMessages } from '../../i18n/useMessages';
import { partnerMessages } from './partner.messages';
import { staffMessages } from './staff.messages';
import { PARTNER_ROLES, ROLE_LINES, usePartnerWords } from './words';

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
  const t = useMessages(staffMessages);
  const partnerWords = useMessages(partnerMessages);
  const { roleName } = usePartnerWords();

  const put = usePutStaff({
    onSuccess: (s, b) => {
      if (b.email === email) setEmail('');
      setNotice(t('nowRole', { name: s.name ?? s.email, role: roleName(s.role) }));
    },
  });
  const remove = useRemoveStaff({
    onSuccess: (_, s) => {
      setRemoving(null);
      setNotice(t('noLongerStaff', { name: s.name ?? s.email }));
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
        <Subtitle1 as="h2">{t('roles')}</Subtitle1>
        <ul className={styles.roles}>
          {PARTNER_ROLES.map((r) => (
            <li key={r}>{partnerWords.rich(ROLE_LINES[r], { b: (chunks) => <strong>{chunks}</strong> })}</li>
          ))}
        </ul>
        {canManage ? (
          <form className={styles.form} onSubmit={add} noValidate aria-label={t('addLabel')}>
            <Field
              label={t('email')}
              hint={me.partner ? t('emailHint', { organisation: me.partner.name }) : t('emailHintOwn')}
              validationMessage={fieldError(fromForm ? put.error : null, 'email')}
            >
              <Input type="email" value={email} onChange={(_, d) => setEmail(d.value)} />
            </Field>
            <Field label={t('partnerRole')}>
              <Select value={role} onChange={(_, d) => setRole(d.value as PartnerRole)}>
                {PARTNER_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {roleName(r)}
                  </option>
                ))}
              </Select>
            </Field>
            <div>
              <Button type="submit" appearance="primary" disabled={put.isPending}>
                {t('add')}
              </Button>
            </div>
          </form>
        ) : (
          <Text className={styles.muted}>{t('onlyOwner')}</Text>
        )}
        <ErrorMessage error={fromForm ? put.error : null} shownFields={['email']} title={t('notAdded')} />
      </Card>

      <section className={styles.stack} aria-labelledby="staff-heading">
        <Subtitle1 as="h2" id="staff-heading">
          {t('staff')}
        </Subtitle1>
        <ErrorMessage error={fromForm ? null : put.error} title={t('roleNotChanged')} />
        <ErrorMessage error={staff.error} title={t('notLoaded')} />
        <DataList
          label={t('staff')}
          scroll
          className={styles.table}
          size="small"
          loading={staff.isPending && t('loading')}
          items={staff.data}
          rowId={(s) => s.email}
          rowTestId="staff-row"
          columns={[
            {
              header: t('person'),
              cell: (s) => (
                <>
                  {s.name ?? s.email}
                  <br />
                  <span className={styles.muted}>{s.email}</span>
                </>
              ),
            },
            {
              header: t('role'),
              cell: (s) =>
                canManage ? (
                  <Select
                    aria-label={t('roleOf', { name: s.name ?? s.email })}
                    value={s.role}
                    disabled={put.isPending}
                    onChange={(_, d) => put.mutate({ email: s.email, role: d.value as PartnerRole })}
                  >
                    {PARTNER_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {roleName(r)}
                      </option>
                    ))}
                  </Select>
                ) : (
                  roleName(s.role)
                ),
            },
            {
              header: t('added'),
              cell: (s) => (
                <>
                  {day(s.addedAt)}
                  <br />
                  <span className={styles.muted}>{t('addedBy', { name: s.addedBy })}</span>
                </>
              ),
            },
          ]}
          actionsHeader={t('remove')}
          actions={
            canManage
              ? (s) => (
                  <Button size="small" onClick={() => setRemoving(s)} aria-label={t('removeName', { name: s.name ?? s.email })}>
                    {t('remove')}
                  </Button>
                )
              : undefined
          }
        />
      </section>
      <ConfirmDialog
        open={removing !== null}
        title={t('removeTitle', { name: removing?.name ?? removing?.email ?? '' })}
        confirmLabel={t('remove')}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
      >
        <p>{t('removeText')}</p>
        {remove.error instanceof ApiRefusal && remove.error.code === 'last_owner' && <p>{t('lastOwner')}</p>}
      </ConfirmDialog>
    </div>
  );
}
