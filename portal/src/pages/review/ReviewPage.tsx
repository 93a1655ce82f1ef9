import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useMe } from '../../api/queries';
import { ButtonLink } from '../../components/ButtonLink';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { versionsMessages } from '../versions/versions.messages';
import { useMessages } from '../../i18n/useMessages';
import { reviewMessages } from './review.messages';
import { when } from '../../format';
import { RejectDialog } from './RejectDialog';
import { useApprovals, useRejectDraft, type ApprovalItem } from './queries';
import { ReviewItem } from './ReviewItem';
import { SuccessNotice } from '../../components/SuccessNotice';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground2 },
});

/** The approvals queue: working copies submitted for review, each beside its live version; approve or send back. */
export default function ReviewPage() {
  const styles = useStyles();
  const me = useMe().data;
  const approvals = useApprovals();
  const [picked, setPicked] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<ApprovalItem | null>(null);
  // The dialog stays mounted and closes through `open`: a Fluent Dialog unmounted while open leaves the page aria-hidden.
  const [rejectOpen, setRejectOpen] = useState(false);
  const t = useMessages(reviewMessages);
  const versionWords = useMessages(versionsMessages);
  const reject = useRejectDraft({
    onSuccess: (template, { item }) => {
      setRejectOpen(false);
      setPicked(null);
      setNotice(t('sentBack', { name: template.name, who: item.submittedBy }));
    },
  });
  const queue = approvals.data?.queue ?? [];
  const open = queue.find((i) => i.id === picked) ?? queue[0];

  return (
    <div className={styles.stack}>
      <PageHeader title={t('title')} actions={<ButtonLink to="/templates">{t('templates')}</ButtonLink>} />
      {approvals.data && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            {!approvals.data.requireApproval
              ? t('approvalOff')
              : approvals.data.canApprove
                ? t('approvalOn')
                : versionWords('approvalRequired')}
          </MessageBarBody>
        </MessageBar>
      )}
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <ErrorMessage error={approvals.error} title={t('notLoaded')} />
      <DataList
        label={t('listLabel')}
        loading={approvals.isPending && t('loading')}
        items={approvals.data?.queue}
        empty={
          <div className={styles.empty}>
            <Text as="p" size={400} weight="semibold">
              {t('emptyTitle')}
            </Text>
            <p>{t('emptyText')}</p>
          </div>
        }
        rowId={(item) => item.id}
        rowTestId="review-row"
        selected={(item) => item.id === open?.id}
        columns={[
          { header: t('headTemplate'), cell: (item) => item.name },
          { header: t('headSubmitted'), cell: (item) => t('submittedBy', { when: when(item.submittedAt), who: item.submittedBy }) },
          { header: t('headLive'), cell: (item) => (item.version > 0 ? item.version : t('notPublishedYet')) },
        ]}
        actions={(item) => (
          <Button onClick={() => setPicked(item.id)} aria-pressed={item.id === open?.id} aria-label={t('reviewName', { name: item.name })}>
            {t('review')}
          </Button>
        )}
      />
      {open && approvals.data && (
        <ReviewItem
          key={open.id}
          item={open}
          canApprove={approvals.data.canApprove}
          canReject={me?.role === 'Admin'}
          onDone={(message) => {
            setPicked(null);
            setNotice(message);
          }}
          onReject={() => {
            reject.reset();
            setRejecting(open);
            setRejectOpen(true);
          }}
        />
      )}
      {rejecting && (
        <RejectDialog
          key={rejecting.id + rejecting.submittedAt}
          open={rejectOpen}
          templateName={rejecting.name}
          pending={reject.isPending}
          error={reject.error}
          onSubmit={(note) => reject.mutate({ item: rejecting, note })}
          onClose={() => setRejectOpen(false)}
        />
      )}
    </div>
  );
}
