import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useMe } from '../../api/queries';
import { ButtonLink } from '../../components/ButtonLink';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { APPROVAL_REQUIRED_WORDS } from '../versions/PublishRefusal';
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
  const reject = useRejectDraft({
    onSuccess: (t, { item }) => {
      setRejectOpen(false);
      setPicked(null);
      setNotice(`Sent "${t.name}" back to ${item.submittedBy} with your note.`);
    },
  });
  const queue = approvals.data?.queue ?? [];
  const open = queue.find((i) => i.id === picked) ?? queue[0];

  return (
    <div className={styles.stack}>
      <PageHeader title="Review" actions={<ButtonLink to="/templates">Templates</ButtonLink>} />
      {approvals.data && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            {!approvals.data.requireApproval
              ? 'Publish approval is off: anyone who edits templates can publish. Working copies submitted for review still wait here.'
              : approvals.data.canApprove
                ? 'Publish approval is on: working copies are published when an Admin approves them here.'
                : APPROVAL_REQUIRED_WORDS}
          </MessageBarBody>
        </MessageBar>
      )}
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <ErrorMessage error={approvals.error} title="The review queue could not be loaded" />
      <DataList
        label="Waiting for review"
        loading={approvals.isPending && 'Loading the review queue…'}
        items={approvals.data?.queue}
        empty={
          <div className={styles.empty}>
            <Text as="p" size={400} weight="semibold">
              Nothing waiting for review
            </Text>
            <p>Working copies submitted for review appear here.</p>
          </div>
        }
        rowId={(item) => item.id}
        rowTestId="review-row"
        selected={(item) => item.id === open?.id}
        columns={[
          { header: 'Template', cell: (item) => item.name },
          { header: 'Submitted', cell: (item) => `${when(item.submittedAt)} by ${item.submittedBy}` },
          { header: 'Live version', cell: (item) => (item.version > 0 ? item.version : 'Not published yet') },
        ]}
        actions={(item) => (
          <Button onClick={() => setPicked(item.id)} aria-pressed={item.id === open?.id} aria-label={`Review ${item.name}`}>
            Review
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
