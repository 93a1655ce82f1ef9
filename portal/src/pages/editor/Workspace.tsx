import {
  Badge,
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { CalendarClockRegular, ChevronLeftRegular, SaveRegular, SendRegular } from '@fluentui/react-icons';
import { useRef } from 'react';
import type { TemplateDetail } from '../../api/queries';
import { ButtonLink } from '../../components/ButtonLink';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { SuccessNotice } from '../../components/SuccessNotice';
import { useBrandKit, type DesignState } from '../designer/queries';
import { DesignView } from './DesignView';
import { designedLanguage, followsDesign, isDirty, shownHtml, variantDesign } from './draft';
import { LanguageMap, LanguageSwitcher } from './LanguagePanel';
import { languageLabel } from './languages';
import { EditorDialogs } from './EditorDialogs';
import type { HtmlEditorHandle } from './HtmlEditor';
import { HtmlView } from './HtmlView';
import { ApprovalRequiredBar, StaleVersionBar } from './RefusalBars';
import { ReplySides, useReplyLabel } from './ReplySides';
import { docKey, useDraft } from './useDraft';
import { useMessages } from '../../i18n/useMessages';
import { editorMessages } from './editor.messages';
import { stepsMessages } from './steps.messages';
import { useDraftSteps } from './useDraftSteps';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  status: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

interface Props {
  template: TemplateDetail;
  loadedEtag: string | undefined;
  /** The template's design; null for a template written as HTML. */
  designState: DesignState | null;
  onReload: () => void;
}

/** One template open in the editor: its state, the steps to save and publish it, and the designer or the code editor. */
export function Workspace({ template, loadedEtag, designState, onReload }: Props) {
  const styles = useStyles();
  const t = useMessages(editorMessages);
  const tSteps = useMessages(stepsMessages);
  const replyLabel = useReplyLabel();
  const kit = useBrandKit();
  const editor = useRef<HtmlEditorHandle>(null);
  const state = useDraft(template, designState, loadedEtag);
  const { draft, dispatch } = state;
  const steps = useDraftSteps(template, state, editor);
  const { busy, refusals, openDialog } = steps;
  const attached = followsDesign(draft);
  const designed = designedLanguage(draft, draft.language);
  const detachedVariant = attached && draft.language && variantDesign(draft, draft.language)?.detached ? draft.language : null;
  const published = template.version > 0;
  const reply = draft.external !== null;
  const side = reply ? draft.side : 'internal';
  const languageError = (language: string) => refusals.variant(language, side === 'external' ? 'external' : 'html');
  return (
    <div className={styles.stack}>
      <PageHeader
        title={t('title', { name: template.name })}
        actions={
          <ButtonLink to="/templates" appearance="subtle" icon={<ChevronLeftRegular />}>
            {t('back')}
          </ButtonLink>
        }
      />
      <div className={styles.status}>
        {reply && (
          <Badge appearance="filled" color="brand">
            {t('replyBadge')}
          </Badge>
        )}
        {published ? (
          <Badge appearance="tint">{t('publishedVersion', { version: template.version })}</Badge>
        ) : (
          <Badge appearance="tint" color="warning">
            {t('notPublished')}
          </Badge>
        )}
        {template.draft && (
          <Badge appearance="tint" color={template.draft.state === 'submitted' ? 'warning' : 'informative'}>
            {template.draft.state === 'submitted' ? t('draftSubmitted') : t('draftSaved')}
          </Badge>
        )}
        {isDirty(draft) && (
          <Badge appearance="outline" color="danger">
            {t('unsaved')}
          </Badge>
        )}
        {template.draft?.note && <Text>{t('reviewNote', { note: template.draft.note })}</Text>}
      </div>
      <div className={styles.toolbar} role="toolbar" aria-label={t('actions')}>
        <Button icon={<SaveRegular />} onClick={steps.save} disabled={busy}>
          {t('save')}
        </Button>
        <Button onClick={() => openDialog('discard')} disabled={busy || !template.hasDraft || !published}>
          {t('discard')}
        </Button>
        <Button icon={<SendRegular />} onClick={steps.submit} disabled={busy}>
          {t('submit')}
        </Button>
        <Button appearance="primary" onClick={() => steps.publish()} disabled={busy}>
          {t('publish')}
        </Button>
        {/* A staged rollout shares out signatures by mailbox; a reply reaches those who switch it on, all at once. */}
        {!reply && (
          <Button onClick={() => openDialog('rollout')} disabled={busy || !published}>
            {t('rollout')}
          </Button>
        )}
        <Button icon={<CalendarClockRegular />} onClick={() => openDialog('schedule')} disabled={busy || !published}>
          {t('schedule')}
        </Button>
        {busy && <Spinner size="tiny" label={t('working')} />}
      </div>
      {reply && <Text>{t('replyIntro', { until: '{{ooo.until}}', contact: '{{ooo.contact}}' })}</Text>}
      {!published && <Text size={200}>{reply ? t('replyUnpublished') : t('templateUnpublished')}</Text>}
      <SuccessNotice
        notice={draft.notice && tSteps(draft.notice.key, draft.notice.values)}
        onDismiss={() => dispatch({ type: 'noticeDismissed' })}
      />
      {refusals.stale && <StaleVersionBar templateId={template.id} onReload={onReload} />}
      {refusals.approvalRequired && <ApprovalRequiredBar onSubmit={steps.submit} pending={steps.mutations.submit.isPending} />}
      <ErrorMessage
        error={refusals.page}
        shownFields={attached ? Object.keys(refusals.design) : [side === 'external' ? 'external' : 'html']}
      />
      {draft.designInvalid && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <MessageBarTitle>{t('nothingSaved')}</MessageBarTitle>
            {draft.designInvalidIn ? t('designInvalidIn', { language: draft.designInvalidIn }) : t('designInvalid')}
          </MessageBarBody>
        </MessageBar>
      )}
      {draft.design?.detached && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('editedAsHtml')}</MessageBarTitle>
            {t('detachedText')}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => steps.restore()} disabled={busy}>
              {t('backToDesign')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {detachedVariant && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('variantEditedAsHtml', { language: languageLabel(detachedVariant) })}</MessageBarTitle>
            {t('variantDetachedText')}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => steps.restore(detachedVariant)} disabled={busy}>
              {t('backToItsDesign')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}

      <LanguageSwitcher draft={draft} dispatch={dispatch} busy={busy} />
      {/* A reply made in the designer shows both replies in its preview; the tabs choose which HTML is looked at. */}
      {reply && !(designed && draft.view === 'design') && <ReplySides draft={draft} dispatch={dispatch} />}
      {designed ? (
        <DesignView
          draft={draft}
          kit={kit}
          history={state.documents.handle(docKey(draft.language))}
          selected={state.selected}
          onSelect={state.select}
          problems={refusals.design(draft.language)}
          busy={busy}
          onView={(view) => dispatch({ type: 'viewChosen', view })}
          onDetach={() => openDialog('detach')}
        />
      ) : (
        <HtmlView
          key={`${draft.language ?? ''}:${side}`}
          editor={editor}
          html={shownHtml(draft)}
          label={
            reply
              ? replyLabel(side, draft.language)
              : draft.language
                ? t('variantHtml', { language: languageLabel(draft.language) })
                : undefined
          }
          tracking={template.tracking}
          htmlError={draft.language ? languageError(draft.language) : side === 'external' ? refusals.external : refusals.html}
          subject={reply ? side : undefined}
          language={draft.language}
          measured={!reply}
          onEdit={(html) => dispatch({ type: 'edited', html })}
        />
      )}
      {draft.languages.variants.length > 0 && <LanguageMap key={draft.savedLanguages} draft={draft} dispatch={dispatch} busy={busy} />}

      <EditorDialogs draft={draft} steps={steps} />
    </div>
  );
}
