import type { RefObject } from 'react';
import type { TemplateDetail } from '../../api/queries';
import { ApiRefusal, fieldError, type RefusalCode } from '../../api/refusal';
import { when } from '../../format';
import { renderedHtml, useDesignActions } from '../designer/queries';
import { followsDesign, languagesKey, type Dialog } from './draft';
import type { HtmlEditorHandle } from './HtmlEditor';
import { useEditorActions, type PublishAnswer, type RolloutGates } from './queries';
import type { useDraft } from './useDraft';

const NO_PROBLEMS: Record<string, string> = {};

const isRefusal = (error: unknown, code: RefusalCode) => error instanceof ApiRefusal && error.code === code;

/** What a publish tells the person: the version now live, or the rollout it started. */
function publishedNotice(answer: PublishAnswer, hadDraft: boolean, after: TemplateDetail | null): string {
  if ('candidateVersion' in answer)
    return `Rollout started: version ${answer.candidateVersion} goes to ${answer.gates.percentage}% of mailboxes first.`;
  return `Published version ${answer.version}.${hadDraft && !after?.hasDraft ? ' The working copy was published and cleared.' : ''}`;
}

/**
 * The editor's steps on the draft (save, submit, publish, schedule, discard, detach from the design and back), each
 * sending what it must and recording its outcome in the draft; and the refusals they met, by where they show.
 */
export function useDraftSteps(
  template: TemplateDetail,
  { draft, dispatch, designerDocument }: ReturnType<typeof useDraft>,
  editor: RefObject<HtmlEditorHandle | null>,
) {
  const designActions = useDesignActions(template.id);
  const { save, discard, submit, publish, schedule } = useEditorActions(template.id, draft.etag);
  const all = [save, discard, submit, publish, schedule, designActions.save, designActions.detach, designActions.restore];
  const attached = followsDesign(draft);
  const { languages } = draft;
  /** A body to send: its default HTML with the languages in the editor. */
  const bodyOf = (html: string) => ({ html, ...languages });
  const begin = () => {
    dispatch({ type: 'stepStarted' });
    all.forEach((m) => m.reset());
  };
  const openDialog = (dialog: Dialog) => (begin(), dispatch({ type: 'dialogOpened', dialog }));
  const closeDialog = () => dispatch({ type: 'dialogClosed' });

  /**
   * The HTML the next step sends: a designed template's design is saved first (its rendered HTML becomes the working
   * copy); a design that fails its schema is not sent at all, and the fields say why.
   */
  const ready = async (): Promise<string | null> => {
    if (!attached) return draft.html;
    const now = designerDocument.current;
    if (!now) return draft.html;
    dispatch({ type: 'designChecked', valid: now.valid });
    if (!now.valid) return null;
    const answer = await designActions.save.mutateAsync(now.design).catch(() => null);
    if (!answer) return null;
    const rendered = renderedHtml(answer);
    dispatch({ type: 'designSaved', html: rendered });
    return rendered;
  };
  const saveDraft = () => {
    begin();
    // A designed template's default is saved with its design; its languages, when they changed, right after.
    if (attached)
      void ready().then((h) => {
        if (h === null) return;
        const saved = () => dispatch({ type: 'saved', html: h, languages, submitted: false });
        if (languagesKey(languages) === draft.savedLanguages) saved();
        else save.mutate(bodyOf(h), { onSuccess: saved });
      });
    else {
      const html = draft.html;
      save.mutate(bodyOf(html), { onSuccess: () => dispatch({ type: 'saved', html, languages, submitted: false }) });
    }
  };
  const submitDraft = () => {
    begin();
    void ready().then(
      (h) => h !== null && submit.mutate(bodyOf(h), { onSuccess: () => dispatch({ type: 'saved', html: h, languages, submitted: true }) }),
    );
  };
  const detach = () => designActions.detach.mutate(undefined, { onSuccess: (design) => dispatch({ type: 'detached', design }) });
  const restore = () => {
    begin();
    designActions.restore.mutate(undefined, {
      onSuccess: (t) => {
        const html = renderedHtml(t);
        editor.current?.replace(html);
        // The designer starts afresh from the restored design: its first report is that design again.
        designerDocument.current = null;
        dispatch({ type: 'restored', design: t.design, html });
      },
    });
  };
  const discardDraft = () =>
    discard.mutate(undefined, {
      onSuccess: (t) => {
        // Only a published template's working copy can be discarded: it has a live body.
        const html = t.html ?? '';
        editor.current?.replace(html);
        dispatch({ type: 'discarded', html, languages: { variants: t.variants, languageBy: t.languageBy } });
      },
    });
  const closeOnPageRefusal = (error: unknown) => {
    if (isRefusal(error, 'stale_version') || isRefusal(error, 'approval_required')) closeDialog();
  };
  const publishDraft = async (rollout?: RolloutGates) => {
    if (!rollout) begin();
    const hadDraft = template.hasDraft || attached;
    const html = await ready();
    if (html === null) return closeDialog();
    publish.mutate(
      { ...bodyOf(html), rollout },
      {
        onSuccess: ({ answer, etag, template: after }) =>
          dispatch({ type: 'published', html, languages, etag, notice: publishedNotice(answer, hadDraft, after) }),
        onError: closeOnPageRefusal,
      },
    );
  };
  const scheduleDraft = async (v: { publishAt: string; rollout?: RolloutGates }) => {
    const html = await ready();
    if (html === null) return closeDialog();
    schedule.mutate(
      { ...bodyOf(html), ...v },
      {
        onSuccess: (s) =>
          dispatch({ type: 'scheduled', notice: `Publish booked for ${when(s.publishAt)}${s.rollout ? ' as a staged rollout' : ''}.` }),
        onError: closeOnPageRefusal,
      },
    );
  };

  const lastError = all.map((m) => m.error).find(Boolean);
  const stale = isRefusal(publish.error, 'stale_version');
  const approvalRequired = isRefusal(publish.error, 'approval_required') || isRefusal(schedule.error, 'approval_required');
  // A refusal met in a dialog shows in the dialog; the page shows the rest (and the two with bars of their own, there).
  const pageError =
    stale || approvalRequired
      ? null
      : draft.dialog
        ? all
            .filter((m) => m !== publish && m !== schedule)
            .map((m) => m.error)
            .find(Boolean)
        : lastError;
  const refusals = {
    page: pageError,
    stale,
    approvalRequired,
    html: fieldError(lastError, 'html'),
    /** The service's reason for a variant's HTML (`variants.<i>.html`), by its language. */
    variant: (language: string) => {
      const i = draft.languages.variants.findIndex((v) => v.language === language);
      return fieldError(lastError, `variants.${i}.html`) ?? fieldError(lastError, `variants.${i}.language`);
    },
    design: designActions.save.error instanceof ApiRefusal ? designActions.save.error.fields : NO_PROBLEMS,
  };

  return {
    mutations: { save, discard, submit, publish, schedule, detach: designActions.detach },
    busy: all.some((m) => m.isPending),
    refusals,
    openDialog,
    closeDialog,
    save: saveDraft,
    submit: submitDraft,
    publish: (rollout?: RolloutGates) => void publishDraft(rollout),
    schedule: (v: { publishAt: string; rollout?: RolloutGates }) => void scheduleDraft(v),
    discard: discardDraft,
    detach,
    restore,
  };
}
