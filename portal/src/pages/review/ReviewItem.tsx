import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTemplate } from '../../api/queries';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PreviewFrame } from '../versions/PreviewFrame';
import { PublishRefusal } from '../versions/PublishRefusal';
import { when } from '../../format';
import { useVersionPreview } from '../versions/queries';
import { versionsMessages } from '../versions/versions.messages';
import { useMessages } from '../../i18n/useMessages';
import { reviewMessages } from './review.messages';
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
  const t = useMessages(reviewMessages);
  const versionWords = useMessages(versionsMessages);
  // The pane's title, saying which reply it shows when the template is an out-of-office reply.
  const toColleagues = (title: string) => (reply ? versionWords('toColleagues', { title }) : title);
  const toOutside = (title: string) => versionWords('toOutside', { title });
  const live = versionWords('versionLive', { version: item.version });
  const saved = draft ? t('lastSaved', { when: when(draft.updatedAt), who: draft.updatedBy }) : undefined;

  const approve = useApproveDraft(item.id, template.data?.etag, {
    onSuccess: (published) => onDone(t('approved', { name: published.name, version: published.version })),
  });
  return (
    <section className={styles.stack} aria-labelledby="review-item-heading">
      <Text as="h2" id="review-item-heading" weight="semibold" size={500}>
        {item.name}
      </Text>
      <Text>{t('submittedLine', { when: when(item.submittedAt), who: item.submittedBy })}</Text>
      {template.isPending && <Spinner label={t('loadingCopy')} />}
      <ErrorMessage error={template.error} title={t('copyNotLoaded')} />
      {template.data && !draft && <Text>{t('copyGone')}</Text>}
      {draft && (
        <div className={styles.compare}>
          <PreviewFrame title={toColleagues(t('workingCopy'))} detail={saved} preview={draftPreview} />
          {reply && <PreviewFrame title={toOutside(t('workingCopy'))} detail={saved} preview={draftOutside} />}
          {item.version > 0 ? <PreviewFrame title={toColleagues(live)} preview={livePreview} /> : <Text>{t('nothingLive')}</Text>}
          {reply && item.version > 0 && <PreviewFrame title={toOutside(live)} preview={liveOutside} />}
        </div>
      )}
      {draft && (canApprove || canReject) && (
        <div className={styles.actions}>
          {canApprove && (
            <Button appearance="primary" onClick={() => approve.mutate()} disabled={approve.isPending}>
              {t('approve')}
            </Button>
          )}
          {canReject && <Button onClick={onReject}>{t('sendBack')}</Button>}
        </div>
      )}
      <PublishRefusal error={approve.error} onReload={() => void template.refetch().then(() => approve.reset())} />
    </section>
  );
}
