import { Button, Card, makeStyles, Spinner, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useMe } from '../../api/queries';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { SuccessNotice } from '../../components/SuccessNotice';
import { day, when } from '../../format';
import { viaWords } from '../partner/words';
import { useAnswerTransfer, useManagedStatus, useRevokePartner } from './queries';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '48rem', minWidth: 0 },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** For the organisation's own Admin: the partner managing it, takeover requests to answer, and ending the relationship. */
export default function ManagedPage() {
  const styles = useStyles();
  const me = useMe().data!;
  const status = useManagedStatus();
  const [notice, setNotice] = useState<string | null>(null);
  const [revoking, setRevoking] = useState(false);

  const answer = useAnswerTransfer({
    onSuccess: (r, { approve }) =>
      setNotice(
        approve
          ? `${r.transfer.partnerName} manages ${me.organisation.name} from now on${r.previous ? `, instead of ${r.previous.partnerName}` : ''}.`
          : `The takeover request of ${r.transfer.partnerName} is declined.`,
      ),
  });
  const revoke = useRevokePartner({
    onSuccess: (r) => {
      setRevoking(false);
      setNotice(`${r.revoked.partnerName} no longer manages ${me.organisation.name}: its staff can no longer work inside it.`);
    },
  });

  const managedBy = status.data?.managedBy;
  return (
    <div className={styles.stack}>
      <PageHeader title="Managed by a partner" />
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      {status.isPending && <Spinner label="Loading…" />}
      <ErrorMessage error={status.error} title="The partner relationship could not be loaded" />
      {status.data && (
        <>
          <Card className={styles.card} data-testid="managed-by">
            <Subtitle1 as="h2">Your partner</Subtitle1>
            {managedBy ? (
              <>
                <Text>
                  <strong>{managedBy.partnerName}</strong> manages {me.organisation.name} since {day(managedBy.since)} (
                  {viaWords(managedBy.via)}).
                </Text>
                <Text>
                  Its staff work inside your organisation as your Admins or Editors would; their changes appear in your change log as “name
                  via {managedBy.partnerName}”. Your own Admins keep every right, and decide who manages you.
                </Text>
                <ErrorMessage error={revoke.error} title="The partner was not removed" />
                <div className={styles.actions}>
                  <Button onClick={() => setRevoking(true)}>End the relationship with {managedBy.partnerName}</Button>
                </div>
              </>
            ) : (
              <Text>No partner manages {me.organisation.name}. A partner can invite you, or ask to take over; you decide here.</Text>
            )}
          </Card>
          <section className={styles.card} aria-labelledby="takeovers-heading">
            <Subtitle1 as="h2" id="takeovers-heading">
              Takeover requests
            </Subtitle1>
            {status.data.pendingTransfers.length === 0 && <Text>No takeover request is waiting for your answer.</Text>}
            <ErrorMessage error={answer.error} title="The request was not answered" />
            <ul className={styles.list}>
              {status.data.pendingTransfers.map((t) => (
                <li key={t.id} data-testid="takeover-request">
                  <Card className={styles.card}>
                    <Text>
                      <strong>{t.partnerName}</strong> asks to manage {me.organisation.name} (requested {when(t.requestedAt)} by{' '}
                      {t.requestedBy}).
                      {managedBy && ` Approving replaces ${managedBy.partnerName}.`}
                    </Text>
                    <div className={styles.actions}>
                      <Button
                        appearance="primary"
                        disabled={answer.isPending}
                        onClick={() => answer.mutate({ transfer: t, approve: true })}
                        aria-label={`Approve ${t.partnerName}`}
                      >
                        Approve
                      </Button>
                      <Button
                        disabled={answer.isPending}
                        onClick={() => answer.mutate({ transfer: t, approve: false })}
                        aria-label={`Decline ${t.partnerName}`}
                      >
                        Decline
                      </Button>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
      <ConfirmDialog
        open={revoking}
        title={`End the relationship with ${managedBy?.partnerName ?? 'your partner'}?`}
        confirmLabel="End the relationship"
        pending={revoke.isPending}
        error={revoke.error}
        onConfirm={() => revoke.mutate()}
        onClose={() => {
          setRevoking(false);
          revoke.reset();
        }}
      >
        <p>
          Its staff can no longer work inside {me.organisation.name}, and it no longer pays for you. Check your own billing first: without a
          subscription of your own (or a trial still running), signatures stop at once. Keys the partner created inside your organisation
          stay until you revoke them.
        </p>
      </ConfirmDialog>
    </div>
  );
}
