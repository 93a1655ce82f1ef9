import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTemplate } from '../../api/queries';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PreviewFrame } from '../versions/PreviewFrame';
import { PublishRefusal } from '../versions/PublishRefusal';
import { when } from '../../format';
import { useVersionPreview } from '../versions/queries';
import { useApproveDraft, useDraftPreview, type ApprovalItem } from './queries';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  compare: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: tokens.spacingHorizontalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

interface Props {
  item: ApprovalItem;
  /** Approving publishes, so only who may publish sees it. */
  canApprove: boolean;
  /** Sending back is for Admins. */
  canReject: boolean;
  onDone(message: string): void;
  /** Opens the send-back dialog (the page holds it, so it outlives this item leaving the queue). */
  onReject(): void;
}

/** One submitted working copy beside the live version, with approve (publish) and send back. */
export function ReviewItem({ item, canApprove, canReject, onDone, onReject }: Props) {
  const styles = useStyles();
  const template = useTemplate(item.id);
  const draft = template.data?.template.draft;
  const draftPreview = useDraftPreview(item.id, draft?.html);
  const livePreview = useVersionPreview(item.id, item.version);
  // An out-of-office reply is reviewed whole: its reply to people outside beside the one to colleagues.
  const reply = template.data?.template.kind === 'automatic-reply';
  const draftOutside = useDraftPreview(item.id, reply ? (draft?.external ?? undefined) : undefined);
  const liveOutside = useDraftPreview(item.id, reply && item.version > 0 ? (template.data?.template.external ?? undefined) : undefined);
  const to = (who: string) => (reply ? `: reply to ${who}` : '');

  const approve = useApproveDraft(item.id, template.data?.etag, {
    onSuccess: (published) => onDone(`Approved "${published.name}": published as version ${published.version}.`),
  });
  return (
    <section className={styles.stack} aria-labelledby="review-item-heading">
      <Text as="h2" id="review-item-heading" weight="semibold" size={500}>
        {item.name}
      </Text>
      <Text>
        Submitted {when(item.submittedAt)} by {item.submittedBy}
      </Text>
      {template.isPending && <Spinner label="Loading the working copy…" />}
      <ErrorMessage error={template.error} title="The working copy could not be loaded" />
      {template.data && !draft && <Text>The working copy is no longer there: it was published or discarded meanwhile.</Text>}
      {draft && (
        <div className={styles.compare}>
          <PreviewFrame
            title={`Working copy${to('colleagues')}`}
            detail={`Last saved ${when(draft.updatedAt)} by ${draft.updatedBy}`}
            preview={draftPreview}
          />
          {reply && (
            <PreviewFrame
              title={`Working copy${to('people outside')}`}
              detail={`Last saved ${when(draft.updatedAt)} by ${draft.updatedBy}`}
              preview={draftOutside}
            />
          )}
          {item.version > 0 ? (
            <PreviewFrame title={`Version ${item.version} (live)${to('colleagues')}`} preview={livePreview} />
          ) : (
            <Text>Not published yet: nothing is live.</Text>
          )}
          {reply && item.version > 0 && (
            <PreviewFrame title={`Version ${item.version} (live)${to('people outside')}`} preview={liveOutside} />
          )}
        </div>
      )}
      {draft && (canApprove || canReject) && (
        <div className={styles.actions}>
          {canApprove && (
            <Button appearance="primary" onClick={() => approve.mutate()} disabled={approve.isPending}>
              Approve and publish
            </Button>
          )}
          {canReject && <Button onClick={onReject}>Send back</Button>}
        </div>
      )}
      <PublishRefusal error={approve.error} onReload={() => void template.refetch().then(() => approve.reset())} />
    </section>
  );
}
