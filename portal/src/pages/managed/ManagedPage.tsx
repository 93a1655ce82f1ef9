import { Button, Card, makeStyles, Spinner, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { useMe } from '../../api/queries';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { SuccessNotice } from '../../components/SuccessNotice';
import { day, when } from '../../format';
import { useMessages } from '../../i18n/useMessages';
import { managedMessages } from './managed.messages';
import { useAnswerTransfer, useManagedStatus, useRevokePartner, type PendingTransfer } from './queries';

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
  const t = useMessages(managedMessages);
  const organisation = me.organisation.name;
  const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

  const answer = useAnswerTransfer({
    onSuccess: (r, { approve }) =>
      setNotice(
        !approve
          ? t('declined', { partner: r.transfer.partnerName })
          : r.previous
            ? t('approvedInstead', { partner: r.transfer.partnerName, organisation, previous: r.previous.partnerName })
            : t('approved', { partner: r.transfer.partnerName, organisation }),
      ),
  });
  const revoke = useRevokePartner({
    onSuccess: (r) => {
      setRevoking(false);
      setNotice(t('revoked', { partner: r.revoked.partnerName, organisation }));
    },
  });

  const managedBy = status.data?.managedBy;
  const asked = (r: PendingTransfer) => ({ b: bold, partner: r.partnerName, organisation, when: when(r.requestedAt), by: r.requestedBy });
  return (
    <div className={styles.stack}>
      <PageHeader title={t('title')} />
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      {status.isPending && <Spinner label={t('loading')} />}
      <ErrorMessage error={status.error} title={t('notLoaded')} />
      {status.data && (
        <>
          <Card className={styles.card} data-testid="managed-by">
            <Subtitle1 as="h2">{t('yourPartner')}</Subtitle1>
            {managedBy ? (
              <>
                <Text>
                  {t.rich('managesSince', {
                    b: bold,
                    via: managedBy.via,
                    partner: managedBy.partnerName,
                    organisation,
                    date: day(managedBy.since),
                  })}
                </Text>
                <Text>{t('howItWorks', { partner: managedBy.partnerName })}</Text>
                <ErrorMessage error={revoke.error} title={t('notRemoved')} />
                <div className={styles.actions}>
                  <Button onClick={() => setRevoking(true)}>{t('endWith', { partner: managedBy.partnerName })}</Button>
                </div>
              </>
            ) : (
              <Text>{t('noPartner', { organisation })}</Text>
            )}
          </Card>
          <section className={styles.card} aria-labelledby="takeovers-heading">
            <Subtitle1 as="h2" id="takeovers-heading">
              {t('takeovers')}
            </Subtitle1>
            {status.data.pendingTransfers.length === 0 && <Text>{t('noRequest')}</Text>}
            <ErrorMessage error={answer.error} title={t('notAnswered')} />
            <ul className={styles.list}>
              {status.data.pendingTransfers.map((r) => (
                <li key={r.id} data-testid="takeover-request">
                  <Card className={styles.card}>
                    <Text>
                      {managedBy ? t.rich('asksReplacing', { ...asked(r), current: managedBy.partnerName }) : t.rich('asks', asked(r))}
                    </Text>
                    <div className={styles.actions}>
                      <Button
                        appearance="primary"
                        disabled={answer.isPending}
                        onClick={() => answer.mutate({ transfer: r, approve: true })}
                        aria-label={t('approveName', { partner: r.partnerName })}
                      >
                        {t('approve')}
                      </Button>
                      <Button
                        disabled={answer.isPending}
                        onClick={() => answer.mutate({ transfer: r, approve: false })}
                        aria-label={t('declineName', { partner: r.partnerName })}
                      >
                        {t('decline')}
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
        title={managedBy ? t('endTitle', { partner: managedBy.partnerName }) : t('endTitleUnnamed')}
        confirmLabel={t('end')}
        pending={revoke.isPending}
        error={revoke.error}
        onConfirm={() => revoke.mutate()}
        onClose={() => {
          setRevoking(false);
          revoke.reset();
        }}
      >
        <p>{t('endText', { organisation })}</p>
      </ConfirmDialog>
    </div>
  );
}
