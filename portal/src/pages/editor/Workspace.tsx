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
import { REPLY_SIDES, replyLabel, ReplySides } from './ReplySides';
import { docKey, useDraft } from './useDraft';
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
        title={`Edit "${template.name}"`}
        actions={
          <ButtonLink to="/templates" appearance="subtle" icon={<ChevronLeftRegular />}>
            Back to templates
          </ButtonLink>
        }
      />
      <div className={styles.status}>
        {reply && (
          <Badge appearance="filled" color="brand">
            Out-of-office reply
          </Badge>
        )}
        {published ? (
          <Badge appearance="tint">Published version {template.version}</Badge>
        ) : (
          <Badge appearance="tint" color="warning">
            Not published yet
          </Badge>
        )}
        {template.draft && (
          <Badge appearance="tint" color={template.draft.state === 'submitted' ? 'warning' : 'informative'}>
            {template.draft.state === 'submitted' ? 'Working copy submitted for review' : 'Working copy saved'}
          </Badge>
        )}
        {isDirty(draft) && (
          <Badge appearance="outline" color="danger">
            Unsaved changes
          </Badge>
        )}
        {template.draft?.note && <Text>Review note: {template.draft.note}</Text>}
      </div>
      <div className={styles.toolbar} role="toolbar" aria-label="Template actions">
        <Button icon={<SaveRegular />} onClick={steps.save} disabled={busy}>
          Save working copy
        </Button>
        <Button onClick={() => openDialog('discard')} disabled={busy || !template.hasDraft || !published}>
          Discard working copy
        </Button>
        <Button icon={<SendRegular />} onClick={steps.submit} disabled={busy}>
          Submit for review
        </Button>
        <Button appearance="primary" onClick={() => steps.publish()} disabled={busy}>
          Publish now
        </Button>
        {/* A staged rollout shares out signatures by mailbox; a reply reaches those who switch it on, all at once. */}
        {!reply && (
          <Button onClick={() => openDialog('rollout')} disabled={busy || !published}>
            Publish as staged rollout…
          </Button>
        )}
        <Button icon={<CalendarClockRegular />} onClick={() => openDialog('schedule')} disabled={busy || !published}>
          Schedule…
        </Button>
        {busy && <Spinner size="tiny" label="Working…" />}
      </div>
      {reply && (
        <Text>
          People switch this reply on from their profile page while they are away (or an Admin does for them). Write both replies: the one
          to colleagues and the one to people outside; {'{{ooo.until}}'} and {'{{ooo.contact}}'} give the day they are back and whom to
          contact.
        </Text>
      )}
      {!published && (
        <Text size={200}>
          {reply
            ? 'This reply reaches nobody until its first publish. A schedule starts from a published version, so publish it once first; its working copy stays until then.'
            : 'This template reaches nobody until its first publish. A staged rollout or a schedule starts from a published version, so publish it once first; its working copy stays until then.'}
        </Text>
      )}
      <SuccessNotice notice={draft.notice} onDismiss={() => dispatch({ type: 'noticeDismissed' })} />
      {refusals.stale && <StaleVersionBar templateId={template.id} onReload={onReload} />}
      {refusals.approvalRequired && <ApprovalRequiredBar onSubmit={steps.submit} pending={steps.mutations.submit.isPending} />}
      <ErrorMessage
        error={refusals.page}
        shownFields={attached ? Object.keys(refusals.design) : [side === 'external' ? 'external' : 'html']}
      />
      {draft.designInvalid && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <MessageBarTitle>Nothing was saved</MessageBarTitle>
            Some blocks{draft.designInvalidIn ? ` of the ${draft.designInvalidIn} design` : ''} have a field to fix first; the field says
            what is wrong.
          </MessageBarBody>
        </MessageBar>
      )}
      {draft.design?.detached && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Edited as HTML</MessageBarTitle>
            This template was made in the designer and its HTML is now edited by hand, so the designer and brand-kit changes no longer reach
            it. Going back to the design drops the hand edits.
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => steps.restore()} disabled={busy}>
              Back to the design
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {detachedVariant && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{languageLabel(detachedVariant)} edited as HTML</MessageBarTitle>
            This version was made in the designer and its HTML is now edited by hand, so its design and brand-kit changes no longer reach
            it. Going back to its design drops the hand edits.
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => steps.restore(detachedVariant)} disabled={busy}>
              Back to its design
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
            reply ? replyLabel(side, draft.language) : draft.language ? `HTML of the ${languageLabel(draft.language)} version` : undefined
          }
          tracking={template.tracking}
          htmlError={draft.language ? languageError(draft.language) : side === 'external' ? refusals.external : refusals.html}
          subject={reply ? REPLY_SIDES[side].subject : undefined}
          measured={!reply}
          onEdit={(html) => dispatch({ type: 'edited', html })}
        />
      )}
      {draft.languages.variants.length > 0 && <LanguageMap key={draft.savedLanguages} draft={draft} dispatch={dispatch} busy={busy} />}

      <EditorDialogs draft={draft} steps={steps} />
    </div>
  );
}
