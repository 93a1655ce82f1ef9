import { useRef, type RefObject } from 'react';
import { Design } from '../../../../shared/designs/schema';
import type { TemplateDetail } from '../../api/queries';
import { ApiRefusal, fieldError, type RefusalCode } from '../../api/refusal';
import { when } from '../../format';
import { heldLanguages, renderedHtml, useDesignActions } from '../designer/queries';
import { followsDesign, languagesKey, sentBody, variantDesign, type Dialog, type Languages, type Notice } from './draft';
import { languageLabel } from './languages';
import type { HtmlEditorHandle } from './HtmlEditor';
import { useEditorActions, type EditorBody, type PublishAnswer, type RolloutGates } from './queries';
import { documentsOf, type useDraft } from './useDraft';

const NO_PROBLEMS: Record<string, string> = {};
const langsOf = ({ variants, languageBy }: Languages): Languages => ({ variants, languageBy });

const isRefusal = (error: unknown, code: RefusalCode) => error instanceof ApiRefusal && error.code === code;

/** What a publish tells the person: the version now live, or the rollout it started. */
function publishedNotice(answer: PublishAnswer, hadDraft: boolean, after: TemplateDetail | null): Notice {
  if ('candidateVersion' in answer)
    return { key: 'rolloutStarted', values: { version: answer.candidateVersion, percentage: answer.gates.percentage } };
  return { key: hadDraft && !after?.hasDraft ? 'publishedCleared' : 'published', values: { version: answer.version } };
}

/**
 * The editor's steps on the draft (save, submit, publish, schedule, discard, detach from the design and back), each
 * sending what it must and recording its outcome in the draft; and the refusals they met, by where they show.
 */
export function useDraftSteps(
  template: TemplateDetail,
  { draft, dispatch, documents }: ReturnType<typeof useDraft>,
  editor: RefObject<HtmlEditorHandle | null>,
) {
  const designActions = useDesignActions(template.id);
  const { save, discard, submit, publish, schedule } = useEditorActions(template.id, draft.etag);
  const all = [save, discard, submit, publish, schedule, designActions.save, designActions.detach, designActions.restore];
  const attached = followsDesign(draft);
  const { languages } = draft;
  /** The languages the last design save sent designs for, in its order (its refusals name them by place). */
  const sentLanguages = useRef<string[]>([]);
  /** A body to send: its default HTML (and a reply's external one) with the languages in the editor. */
  const bodyOf = (html: string, l: Languages = languages): EditorBody => sentBody(draft, html, l);
  const begin = () => {
    dispatch({ type: 'stepStarted' });
    all.forEach((m) => m.reset());
  };
  const openDialog = (dialog: Dialog) => (begin(), dispatch({ type: 'dialogOpened', dialog }));
  const closeDialog = () => dispatch({ type: 'dialogClosed' });

  /**
   * The body the next step sends. A designed template's designs are saved first, the default's and each designed
   * variant's (their rendered HTML becomes the working copy); a design that fails its schema is not sent at all,
   * and the fields say why. `held` is what the service then holds, to tell whether the languages need a save too.
   */
  const ready = async (): Promise<{ body: EditorBody; held: Languages } | null> => {
    if (!attached) return { body: bodyOf(draft.html), held: languages };
    const docs = documents.values;
    const sent = languages.variants.filter((v) => variantDesign(draft, v.language) && docs[v.language]).map((v) => v.language);
    // A detached language's design is sent back as the service keeps it (it stays detached); the others as edited.
    const designOf = (l: string) => {
      const kept = variantDesign(draft, l);
      return kept?.detached ? kept.design : docs[l];
    };
    const invalid = [null, ...sent].find((l) => !Design.safeParse(l === null ? docs[''] : designOf(l)).success);
    dispatch({ type: 'designChecked', valid: invalid === undefined, language: invalid ? languageLabel(invalid) : null });
    if (invalid !== undefined) return null;
    sentLanguages.current = sent;
    const variants = sent.map((language) => ({ language, design: designOf(language) }));
    const answer = await designActions.save.mutateAsync({ design: docs[''], variants }).catch(() => null);
    if (!answer) return null;
    const html = renderedHtml(answer);
    const held = heldLanguages(answer);
    const designed = new Set(answer.design.variants.filter((v) => !v.detached).map((v) => v.language));
    const next: Languages = {
      ...languages,
      variants: languages.variants.map((v) => (designed.has(v.language) ? (held.variants.find((h) => h.language === v.language) ?? v) : v)),
    };
    dispatch({ type: 'designSaved', html, external: answer.draft?.external, languages: next, held, design: answer.design });
    // A reply's design made its external reply too: that is what the next step sends.
    const external = draft.external === null ? null : (answer.draft?.external ?? draft.external);
    return { body: sentBody({ ...draft, external }, html, next), held };
  };
  const saveDraft = () => {
    begin();
    // A designed template's designs are saved first; its languages (the map, variants written as HTML), when they
    // differ from what that left, right after.
    void ready().then((r) => {
      if (!r) return;
      const { body } = r;
      const saved = () => dispatch({ type: 'saved', html: body.html, external: body.external, languages: langsOf(body), submitted: false });
      if (attached && languagesKey(body) === languagesKey(r.held)) saved();
      else save.mutate(body, { onSuccess: saved });
    });
  };
  const submitDraft = () => {
    begin();
    void ready().then(
      (r) =>
        r &&
        submit.mutate(r.body, {
          onSuccess: () =>
            dispatch({ type: 'saved', html: r.body.html, external: r.body.external, languages: langsOf(r.body), submitted: true }),
        }),
    );
  };
  /** Detaches the language shown (the default: the whole template) from its design. */
  const detach = () =>
    designActions.detach.mutate(draft.language ?? undefined, { onSuccess: (design) => dispatch({ type: 'detached', design }) });
  const restore = (language?: string) => {
    begin();
    designActions.restore.mutate(language, {
      onSuccess: (t) => {
        const html = renderedHtml(t);
        // The designer starts afresh from the restored designs (or the one restored).
        if (language === undefined) {
          editor.current?.replace(html);
          documents.reset(documentsOf(t.design));
        } else {
          const back = t.design.variants.find((v) => v.language === language);
          if (back) documents.add(language, back.design);
        }
        dispatch({ type: 'restored', design: t.design, html, external: t.draft?.external, languages: heldLanguages(t), language });
      },
    });
  };
  const discardDraft = () =>
    discard.mutate(undefined, {
      onSuccess: (t) => {
        // Only a published template's working copy can be discarded: it has a live body.
        const html = t.html ?? '';
        editor.current?.replace(html);
        dispatch({ type: 'discarded', html, external: t.external, languages: { variants: t.variants, languageBy: t.languageBy } });
      },
    });
  const closeOnPageRefusal = (error: unknown) => {
    if (isRefusal(error, 'stale_version') || isRefusal(error, 'approval_required')) closeDialog();
  };
  const publishDraft = async (rollout?: RolloutGates) => {
    if (!rollout) begin();
    const hadDraft = template.hasDraft || attached;
    const r = await ready();
    if (!r) return closeDialog();
    const { body } = r;
    publish.mutate(
      { ...body, rollout },
      {
        onSuccess: ({ answer, etag, template: after }) =>
          dispatch({
            type: 'published',
            html: body.html,
            external: body.external,
            languages: langsOf(body),
            etag,
            notice: publishedNotice(answer, hadDraft, after),
          }),
        onError: closeOnPageRefusal,
      },
    );
  };
  const scheduleDraft = async (v: { publishAt: string; rollout?: RolloutGates }) => {
    const r = await ready();
    if (!r) return closeDialog();
    schedule.mutate(
      { ...r.body, ...v },
      {
        onSuccess: (s) =>
          dispatch({
            type: 'scheduled',
            notice: { key: s.rollout ? 'scheduledStaged' : 'scheduled', values: { when: when(s.publishAt) } },
          }),
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
    /** The service's reason for a reply's external body (`external`). */
    external: fieldError(lastError, 'external'),
    /** The service's reason for a variant's HTML (`variants.<i>.html`, or a reply's `variants.<i>.external`), by its language. */
    variant: (language: string, side: 'html' | 'external' = 'html') => {
      const i = draft.languages.variants.findIndex((v) => v.language === language);
      return fieldError(lastError, `variants.${i}.${side}`) ?? fieldError(lastError, `variants.${i}.language`);
    },
    /** The service's reasons for a language's design (null: the default's), by field path inside that design. */
    design: (language: string | null) => {
      const fields = designActions.save.error instanceof ApiRefusal ? designActions.save.error.fields : NO_PROBLEMS;
      const prefix = language === null ? 'design.' : `variants.${sentLanguages.current.indexOf(language)}.design.`;
      return Object.fromEntries(Object.entries(fields).flatMap(([p, r]) => (p.startsWith(prefix) ? [[p.slice(prefix.length), r]] : [])));
    },
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
