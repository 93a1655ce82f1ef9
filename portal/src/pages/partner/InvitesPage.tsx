import { Button, Card, Checkbox, Field, Input, makeStyles, Subtitle1, Text, Textarea, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { fieldError } from '../../api/refusal';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SuccessNotice } from '../../components/SuccessNotice';
import { day, when } from '../../format';
import { useCreateInvite, useInvites, useRevokeInvite, type Invite } from './queries';
import { useMessages, type Translate } from '../../i18n/useMessages';
import { invitesMessages } from './invites.messages';
import { usePartnerWords } from './words';

type InvitesKey = keyof (typeof invitesMessages)['messages']['en'];

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '40rem' },
  created: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '48rem' },
  linkRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  linkField: { flexGrow: 1, minWidth: 0 },
  table: { minWidth: '48rem' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** A consent link with a copy button: the one thing the client's administrator needs. */
function CopyLink({ link, label }: { link: string; label: string }) {
  const styles = useStyles();
  const [copied, setCopied] = useState<string | null>(null);
  const t = useMessages(invitesMessages);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(t('copied'));
    } catch {
      setCopied(t('copyRefused'));
    }
  };
  return (
    <div className={styles.linkRow}>
      <Field label={label} className={styles.linkField} validationState="none" validationMessage={copied ?? undefined}>
        <Input readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      </Field>
      <Button icon={<CopyRegular />} onClick={() => void copy()}>
        {t('copyLink')}
      </Button>
    </div>
  );
}

/** Whether the link went out by mail; a failed mail loses nothing, the invitation stands. */
function mailWords(t: Translate<InvitesKey>, mail: { sent: boolean; to: string | null; reason: string | null }): string {
  if (mail.sent) return t('mailSent', { to: mail.to });
  if (mail.reason) return t('mailFailed', { to: mail.to, reason: mail.reason });
  return t('handOver');
}

/** An invitation's state with its date and who accepted it. */
function stateWords(t: Translate<InvitesKey>, state: (s: string) => string, i: Invite): string {
  if (i.state === 'pending') return t('pendingUntil', { date: day(i.expiresAt) });
  if (i.acceptedBy && i.acceptedAt) return t('acceptedByOn', { name: i.acceptedBy.name, date: day(i.acceptedAt) });
  if (i.acceptedBy) return t('acceptedBy', { name: i.acceptedBy.name });
  const on = i.acceptedAt ?? i.revokedAt;
  return on ? t('stateOn', { state: state(i.state), date: day(on) }) : state(i.state);
}

/** Invitations: create one (optionally mailed), its consent link to copy, the list with state, revoke a pending one. */
export default function InvitesPage() {
  const styles = useStyles();
  const invites = useInvites();
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [send, setSend] = useState(true);
  const [revoking, setRevoking] = useState<Invite | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const t = useMessages(invitesMessages);
  const words = usePartnerWords();

  const create = useCreateInvite({
    onSuccess: () => {
      setEmail('');
      setNote('');
    },
  });
  const revoke = useRevokeInvite({
    onSuccess: (i) => {
      setRevoking(null);
      setNotice(i.email ? t('revokedFor', { email: i.email }) : t('revoked'));
    },
  });
  const copyRow = (i: Invite) =>
    navigator.clipboard.writeText(i.link).then(
      () => setNotice(i.email ? t('linkCopiedFor', { email: i.email }) : t('linkCopied')),
      () => setNotice(t('copyRefusedRow', { link: i.link })),
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ email: email.trim() || undefined, note: note.trim() || undefined, send: email.trim() ? send : undefined });
  };

  return (
    <div className={styles.stack}>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <Card className={styles.form}>
        <Subtitle1 as="h2">{t('inviteTitle')}</Subtitle1>
        <Text>{t('inviteText')}</Text>
        <form className={styles.form} onSubmit={submit} noValidate aria-label={t('inviteTitle')}>
          <Field label={t('adminEmail')} hint={t('adminEmailHint')} validationMessage={fieldError(create.error, 'email')}>
            <Input type="email" value={email} onChange={(_, d) => setEmail(d.value)} />
          </Field>
          {email.trim() && <Checkbox checked={send} onChange={(_, d) => setSend(!!d.checked)} label={t('mailIt')} />}
          <Field label={t('note')} hint={t('noteHint')} validationMessage={fieldError(create.error, 'note')}>
            <Textarea value={note} onChange={(_, d) => setNote(d.value)} resize="vertical" />
          </Field>
          <ErrorMessage error={create.error} shownFields={['email', 'note']} title={t('notCreated')} />
          <div>
            <Button type="submit" appearance="primary" disabled={create.isPending}>
              {t('create')}
            </Button>
          </div>
        </form>
        {create.data && (
          <div className={styles.created} role="status" data-testid="created-invite">
            <Text weight="semibold">
              {create.data.email
                ? t('createdFor', { email: create.data.email, date: day(create.data.expiresAt) })
                : t('created', { date: day(create.data.expiresAt) })}
            </Text>
            <Text>{mailWords(t, create.data.mail)}</Text>
            <CopyLink link={create.data.link} label={t('consentLink')} />
          </div>
        )}
      </Card>

      <section className={styles.stack} aria-labelledby="invites-heading">
        <Subtitle1 as="h2" id="invites-heading">
          {t('invitations')}
        </Subtitle1>
        <ErrorMessage error={invites.error} title={t('notLoaded')} />
        <DataList
          label={t('invitations')}
          scroll
          className={styles.table}
          size="small"
          loading={invites.isPending && t('loading')}
          items={invites.data}
          empty={t('empty')}
          rowId={(i) => i.token}
          rowTestId="invite-row"
          columns={[
            {
              header: t('for'),
              cell: (i) => (
                <>
                  {i.email ?? (i.domain ? t('orgWith', { domain: i.domain }) : t('noAddress'))}
                  {i.note && (
                    <>
                      <br />
                      <span className={styles.muted}>{i.note}</span>
                    </>
                  )}
                </>
              ),
            },
            {
              header: t('state'),
              cell: (i) => stateWords(t, words.state, i),
            },
            {
              header: t('createdColumn'),
              cell: (i) => (
                <>
                  {when(i.createdAt)}
                  <br />
                  <span className={styles.muted}>{i.createdBy}</span>
                </>
              ),
            },
          ]}
          actionsHeader={t('link')}
          actions={(i) =>
            i.state === 'pending' ? (
              <>
                <Button
                  size="small"
                  icon={<CopyRegular />}
                  onClick={() => void copyRow(i)}
                  aria-label={i.email ? t('copyFor', { email: i.email }) : t('copyForAny')}
                >
                  {t('copy')}
                </Button>
                <Button
                  size="small"
                  onClick={() => setRevoking(i)}
                  aria-label={i.email ? t('revokeFor', { email: i.email }) : t('revokeForAny')}
                >
                  {t('revoke')}
                </Button>
              </>
            ) : (
              <span className={styles.muted}>{t('noLongerUsable')}</span>
            )
          }
        />
      </section>
      <ConfirmDialog
        open={revoking !== null}
        title={t('revokeTitle')}
        confirmLabel={t('revoke')}
        pending={revoke.isPending}
        error={revoke.error}
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onClose={() => {
          setRevoking(null);
          revoke.reset();
        }}
      >
        <p>{revoking?.email ? t('revokeTextFor', { email: revoking.email }) : t('revokeText')}</p>
      </ConfirmDialog>
    </div>
  );
}
