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
import { stateWords } from './words';

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
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Copied.');
    } catch {
      setCopied('The browser did not allow copying: select the link and copy it yourself.');
    }
  };
  return (
    <div className={styles.linkRow}>
      <Field label={label} className={styles.linkField} validationState="none" validationMessage={copied ?? undefined}>
        <Input readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      </Field>
      <Button icon={<CopyRegular />} onClick={() => void copy()}>
        Copy link
      </Button>
    </div>
  );
}

/** Whether the link went out by mail; a failed mail loses nothing, the invitation stands. */
function mailWords(mail: { sent: boolean; to: string | null; reason: string | null }): string {
  if (mail.sent) return `The link was mailed to ${mail.to}.`;
  if (mail.reason) return `The link was not mailed to ${mail.to}: ${mail.reason}. Copy it and hand it over yourself.`;
  return 'Copy the link and hand it to the client’s administrator.';
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

  const create = useCreateInvite({
    onSuccess: () => {
      setEmail('');
      setNote('');
    },
  });
  const revoke = useRevokeInvite({
    onSuccess: (i) => {
      setRevoking(null);
      setNotice(`The invitation${i.email ? ` for ${i.email}` : ''} is revoked: its link no longer works.`);
    },
  });
  const copyRow = (i: Invite) =>
    navigator.clipboard.writeText(i.link).then(
      () => setNotice(`The consent link${i.email ? ` for ${i.email}` : ''} is copied.`),
      () => setNotice(`The browser did not allow copying. The link: ${i.link}`),
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ email: email.trim() || undefined, note: note.trim() || undefined, send: email.trim() ? send : undefined });
  };

  return (
    <div className={styles.stack}>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <Card className={styles.form}>
        <Subtitle1 as="h2">Invite a client</Subtitle1>
        <Text>
          An administrator of the client’s Microsoft 365 organisation opens the link and grants consent; the organisation is then connected
          and managed by you. The link works once, for 14 days.
        </Text>
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Invite a client">
          <Field
            label="Administrator’s e-mail (optional)"
            hint="Only an organisation that verified this address’s domain can accept the invitation. Left empty, the link works for any organisation: hand it over yourself."
            validationMessage={fieldError(create.error, 'email')}
          >
            <Input type="email" value={email} onChange={(_, d) => setEmail(d.value)} />
          </Field>
          {email.trim() && <Checkbox checked={send} onChange={(_, d) => setSend(!!d.checked)} label="Mail the link to this address" />}
          <Field label="Note (optional)" hint="Shown in the invitation mail." validationMessage={fieldError(create.error, 'note')}>
            <Textarea value={note} onChange={(_, d) => setNote(d.value)} resize="vertical" />
          </Field>
          <ErrorMessage error={create.error} shownFields={['email', 'note']} title="The invitation was not created" />
          <div>
            <Button type="submit" appearance="primary" disabled={create.isPending}>
              Create invitation
            </Button>
          </div>
        </form>
        {create.data && (
          <div className={styles.created} role="status" data-testid="created-invite">
            <Text weight="semibold">
              Invitation created{create.data.email ? ` for ${create.data.email}` : ''}, valid until {day(create.data.expiresAt)}.
            </Text>
            <Text>{mailWords(create.data.mail)}</Text>
            <CopyLink link={create.data.link} label="Consent link" />
          </div>
        )}
      </Card>

      <section className={styles.stack} aria-labelledby="invites-heading">
        <Subtitle1 as="h2" id="invites-heading">
          Invitations
        </Subtitle1>
        <ErrorMessage error={invites.error} title="The invitations could not be loaded" />
        <DataList
          label="Invitations"
          scroll
          className={styles.table}
          size="small"
          loading={invites.isPending && 'Loading the invitations…'}
          items={invites.data}
          empty="No invitation yet."
          rowId={(i) => i.token}
          rowTestId="invite-row"
          columns={[
            {
              header: 'For',
              cell: (i) => (
                <>
                  {i.email ?? (i.domain ? `An organisation with ${i.domain}` : 'No address')}
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
              header: 'State',
              cell: (i) => (
                <>
                  {stateWords(i.state)}
                  {i.state === 'pending' && <> until {day(i.expiresAt)}</>}
                  {i.acceptedBy && <> by {i.acceptedBy.name}</>}
                  {i.acceptedAt && <> on {day(i.acceptedAt)}</>}
                  {i.revokedAt && <> on {day(i.revokedAt)}</>}
                </>
              ),
            },
            {
              header: 'Created',
              cell: (i) => (
                <>
                  {when(i.createdAt)}
                  <br />
                  <span className={styles.muted}>{i.createdBy}</span>
                </>
              ),
            },
          ]}
          actionsHeader="Link"
          actions={(i) =>
            i.state === 'pending' ? (
              <>
                <Button
                  size="small"
                  icon={<CopyRegular />}
                  onClick={() => void copyRow(i)}
                  aria-label={`Copy the link for ${i.email ?? 'this invitation'}`}
                >
                  Copy
                </Button>
                <Button size="small" onClick={() => setRevoking(i)} aria-label={`Revoke the invitation for ${i.email ?? 'no address'}`}>
                  Revoke
                </Button>
              </>
            ) : (
              <span className={styles.muted}>No longer usable</span>
            )
          }
        />
      </section>
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke the invitation?"
        confirmLabel="Revoke"
        pending={revoke.isPending}
        error={revoke.error}
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onClose={() => {
          setRevoking(null);
          revoke.reset();
        }}
      >
        <p>
          Its link stops working at once{revoking?.email ? `; ${revoking.email} cannot use it any more` : ''}. You can create a new
          invitation afterwards.
        </p>
      </ConfirmDialog>
    </div>
  );
}
