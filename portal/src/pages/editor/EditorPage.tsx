import {
  Badge,
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { CalendarClockRegular, ChevronLeftRegular, SaveRegular, SendRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useMe, usePlaceholderFields, useTemplate, type TemplateDetail } from '../../api/queries';
import { ApiRefusal, fieldError } from '../../api/refusal';
import { when } from '../../format';
import { ButtonLink } from '../../components/ButtonLink';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { DoctorPanel } from './DoctorPanel';
import { HtmlEditor, type HtmlEditorHandle } from './HtmlEditor';
import { ImagePicker } from './ImagePicker';
import { PreviewPanel } from './PreviewPanel';
import { startingBody } from './prefetch';
import { ApprovalRequiredBar, StaleVersionBar } from './RefusalBars';
import { RolloutDialog } from './RolloutDialog';
import { ScheduleDialog } from './ScheduleDialog';
import { useEditorActions } from './useEditorActions';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SuccessNotice } from '../../components/SuccessNotice';
import type { Design } from '../../../../shared/designs/schema';
import { renderedHtml, useBrandKit, useDesignActions, useTemplateDesign, type DesignState } from '../designer/useDesignActions';

// The designer (and its drag-and-drop) loads only when a designed template opens.
const Designer = lazy(() => import('../designer/Designer'));

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  status: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  code: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    maxHeight: '28rem',
    overflow: 'auto',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
});

type Open = 'discard' | 'rollout' | 'schedule' | 'detach' | null;
type View = 'design' | 'html';

const NO_PROBLEMS: Record<string, string> = {};

const isRefusal = (error: unknown, code: string) => error instanceof ApiRefusal && error.code === code;

interface WorkspaceProps {
  template: TemplateDetail;
  loadedEtag: string | undefined;
  /** The template's design; null for a template written as HTML. */
  designState: DesignState | null;
  onReload: () => void;
}

function Workspace({ template, loadedEtag, designState, onReload }: WorkspaceProps) {
  const styles = useStyles();
  const fields = usePlaceholderFields();
  const me = useMe().data?.user;
  const kit = useBrandKit();
  const designActions = useDesignActions(template.id);
  const [design, setDesign] = useState(designState);
  const attached = !!design && !design.detached;
  const [view, setView] = useState<View>(attached ? 'design' : 'html');
  // The designer's document as it stands, and whether it passes its schema; saved designs reset `designDirty`.
  const current = useRef<{ design: Design; valid: boolean } | null>(null);
  const [designDirty, setDesignDirty] = useState(false);
  const [designGeneration, setDesignGeneration] = useState(0);
  const [designError, setDesignError] = useState(false);
  const onDesignChange = useCallback((d: Design, valid: boolean) => {
    const first = current.current === null;
    current.current = { design: d, valid };
    if (!first) setDesignDirty(true);
  }, []);
  const editor = useRef<HtmlEditorHandle>(null);
  const [html, setHtml] = useState(() => startingBody(template));
  const [saved, setSaved] = useState(() => startingBody(template));
  const [open, setOpenState] = useState<Open>(null);
  // Each opening starts a dialog afresh (its inputs back to their defaults).
  const [opened, setOpened] = useState(0);
  const setOpen = (next: Open) => {
    if (next) setOpened((n) => n + 1);
    setOpenState(next);
  };
  const [notice, setNotice] = useState<string | null>(null);
  // The version this editor is based on: as loaded, then as published from here (never what others published).
  const [etag, setEtag] = useState(loadedEtag);
  const actions = useEditorActions(template.id, etag);
  const { save, discard, submit, publish, schedule } = actions;
  const all = [save, discard, submit, publish, schedule, designActions.save, designActions.detach, designActions.restore];
  const begin = () => {
    setNotice(null);
    all.forEach((m) => m.reset());
  };

  const lastError = all.map((m) => m.error).find(Boolean);
  const stale = isRefusal(publish.error, 'stale_version');
  const approvalRequired = isRefusal(publish.error, 'approval_required') || isRefusal(schedule.error, 'approval_required');
  const pageError =
    stale || approvalRequired
      ? null
      : open
        ? all
            .filter((m) => m !== publish && m !== schedule)
            .map((m) => m.error)
            .find(Boolean)
        : lastError;
  const htmlError = fieldError(lastError, 'html');
  const dirty = attached ? designDirty : html !== saved;
  const designProblems = designActions.save.error instanceof ApiRefusal ? designActions.save.error.fields : NO_PROBLEMS;

  /**
   * The HTML the next step sends: a designed template's design is saved first (its rendered HTML becomes the working
   * copy); a design that fails its schema is not sent at all, and the fields say why.
   */
  const ready = async (): Promise<string | null> => {
    if (!attached) return html;
    const now = current.current;
    if (!now) return html;
    if (!now.valid) {
      setNotice(null);
      setDesignError(true);
      return null;
    }
    setDesignError(false);
    const answer = await designActions.save.mutateAsync(now.design).catch(() => null);
    if (!answer) return null;
    const rendered = renderedHtml(answer);
    setHtml(rendered);
    setSaved(rendered);
    setDesignDirty(false);
    return rendered;
  };
  const doSave = () => {
    begin();
    if (attached) void ready().then((h) => h !== null && setNotice('Working copy saved. It reaches nobody until it is published.'));
    else
      save.mutate(html, { onSuccess: () => (setSaved(html), setNotice('Working copy saved. It reaches nobody until it is published.')) });
  };
  const doSubmit = () => {
    begin();
    void ready().then(
      (h) =>
        h !== null &&
        submit.mutate(h, {
          onSuccess: () => (setSaved(h), setNotice('Submitted for review. An Admin publishes it from the review queue.')),
        }),
    );
  };
  const doDetach = () =>
    designActions.detach.mutate(undefined, {
      onSuccess: (state) => {
        setOpen(null);
        setDesign(state);
        setView('html');
        setNotice('The template no longer follows its design: edit its HTML below. “Back to the design” undoes this.');
      },
    });
  const doRestore = () => {
    begin();
    designActions.restore.mutate(undefined, {
      onSuccess: (t) => {
        const rendered = renderedHtml(t);
        editor.current?.replace(rendered);
        setHtml(rendered);
        setSaved(rendered);
        setDesign(t.design);
        current.current = null;
        setDesignDirty(false);
        setDesignGeneration((g) => g + 1);
        setView('design');
        setNotice('Back to the design: its HTML is the working copy again, and hand edits are gone.');
      },
    });
  };
  const doDiscard = () =>
    discard.mutate(undefined, {
      onSuccess: (t) => {
        setOpen(null);
        editor.current?.replace(t.html);
        setHtml(t.html);
        setSaved(t.html);
        setNotice('Working copy discarded: the editor shows the published version.');
      },
    });
  const closeOnPageRefusal = (error: unknown) => {
    if (isRefusal(error, 'stale_version') || isRefusal(error, 'approval_required')) setOpen(null);
  };
  const doPublish = async (rollout?: Parameters<typeof publish.mutate>[0]['rollout']) => {
    if (!rollout) begin();
    const hadDraft = template.hasDraft || attached;
    const body = await ready();
    if (body === null) return setOpen(null);
    publish.mutate(
      { html: body, rollout },
      {
        onSuccess: ({ answer, etag: published, template: after }) => {
          if (published) setEtag(published);
          setOpen(null);
          setSaved(body);
          if ('candidateVersion' in answer)
            setNotice(`Rollout started: version ${answer.candidateVersion} goes to ${answer.gates.percentage}% of mailboxes first.`);
          else
            setNotice(
              `Published version ${answer.version}.${hadDraft && !after?.hasDraft ? ' The working copy was published and cleared.' : ''}`,
            );
        },
        onError: closeOnPageRefusal,
      },
    );
  };
  const doSchedule = async (v: { publishAt: string; rollout?: Parameters<typeof schedule.mutate>[0]['rollout'] }) => {
    const body = await ready();
    if (body === null) return setOpen(null);
    schedule.mutate(
      { html: body, ...v },
      {
        onSuccess: (s) => {
          setOpen(null);
          setNotice(`Publish booked for ${when(s.publishAt)}${s.rollout ? ' as a staged rollout' : ''}.`);
        },
        onError: closeOnPageRefusal,
      },
    );
  };

  const busy = all.some((m) => m.isPending);
  const published = template.version > 0;
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
        {dirty && (
          <Badge appearance="outline" color="danger">
            Unsaved changes
          </Badge>
        )}
        {template.draft?.note && <Text>Review note: {template.draft.note}</Text>}
      </div>
      <div className={styles.toolbar} role="toolbar" aria-label="Template actions">
        <Button icon={<SaveRegular />} onClick={doSave} disabled={busy}>
          Save working copy
        </Button>
        <Button onClick={() => (begin(), setOpen('discard'))} disabled={busy || !template.hasDraft || !published}>
          Discard working copy
        </Button>
        <Button icon={<SendRegular />} onClick={doSubmit} disabled={busy}>
          Submit for review
        </Button>
        <Button appearance="primary" onClick={() => void doPublish()} disabled={busy}>
          Publish now
        </Button>
        <Button onClick={() => (begin(), setOpen('rollout'))} disabled={busy || !published}>
          Publish as staged rollout…
        </Button>
        <Button icon={<CalendarClockRegular />} onClick={() => (begin(), setOpen('schedule'))} disabled={busy || !published}>
          Schedule…
        </Button>
        {busy && <Spinner size="tiny" label="Working…" />}
      </div>
      {!published && (
        <Text size={200}>
          This template reaches nobody until its first publish. A staged rollout or a schedule starts from a published version, so publish
          it once first; its working copy stays until then.
        </Text>
      )}
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      {stale && <StaleVersionBar templateId={template.id} onReload={onReload} />}
      {approvalRequired && <ApprovalRequiredBar onSubmit={doSubmit} pending={submit.isPending} />}
      <ErrorMessage error={pageError} shownFields={attached ? Object.keys(designProblems) : ['html']} />
      {designError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <MessageBarTitle>Nothing was saved</MessageBarTitle>
            Some blocks have a field to fix first; the field says what is wrong.
          </MessageBarBody>
        </MessageBar>
      )}
      {design?.detached && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Edited as HTML</MessageBarTitle>
            This template was made in the designer and its HTML is now edited by hand, so the designer and brand-kit changes no longer reach
            it. Going back to the design drops the hand edits.
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={doRestore} disabled={busy}>
              Back to the design
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {attached && (
        <TabList selectedValue={view} onTabSelect={(_, d) => setView(d.value as View)} aria-label="How to edit the template">
          <Tab value="design">Design</Tab>
          <Tab value="html">HTML (advanced)</Tab>
        </TabList>
      )}

      {attached && view === 'design' && (
        <Suspense fallback={<Spinner label="Loading the designer…" />}>
          {kit.data && me && design ? (
            <Designer
              key={designGeneration}
              initial={design.design}
              kit={kit.data.kit}
              me={{ email: me.email, displayName: me.name }}
              serverProblems={designProblems}
              onChange={onDesignChange}
            />
          ) : (
            <>
              <ErrorMessage error={kit.error} title="The brand kit could not be loaded" />
              {kit.isPending && <Spinner label="Loading the brand kit…" />}
            </>
          )}
        </Suspense>
      )}
      {attached && view === 'html' && (
        <div className={styles.column}>
          <Text>
            This is the HTML the design makes, as last saved. Editing it by hand detaches the template from the designer (you can undo
            that).
          </Text>
          <pre className={styles.code} tabIndex={0} aria-label="HTML of the saved design">
            {html}
          </pre>
          <div>
            <Button onClick={() => (begin(), setOpen('detach'))} disabled={busy}>
              Edit the HTML by hand…
            </Button>
          </div>
        </div>
      )}

      {!attached && (
        <div className={styles.columns}>
          <div className={styles.column}>
            <Field
              label="HTML"
              hint="Type {{ for placeholders. Tab leaves the editor."
              validationMessage={htmlError}
              validationState={htmlError ? 'error' : 'none'}
            >
              {fields.isPending ? (
                <Spinner size="small" label="Loading the placeholders…" />
              ) : (
                <HtmlEditor
                  ref={editor}
                  initialDoc={html}
                  placeholders={fields.data?.groups ?? []}
                  label="HTML of the template"
                  invalid={!!htmlError}
                  onChange={setHtml}
                />
              )}
            </Field>
            <ErrorMessage error={fields.error} title="Placeholder suggestions are not available" />
            <ImagePicker onInsert={(a) => editor.current?.insert(`<img src="cid:${a.name}" alt="">`)} />
          </div>
          <div className={styles.column}>
            <PreviewPanel html={html} />
            <DoctorPanel
              html={html}
              tracking={template.tracking}
              onReveal={(start, end) => editor.current?.reveal(start, end)}
              onFix={(fixed) => {
                editor.current?.replace(fixed);
                setHtml(fixed);
              }}
            />
          </div>
        </div>
      )}

      {/* Dialogs stay mounted and close through `open`: unmounting an open Fluent dialog leaves the page aria-hidden. */}
      <ConfirmDialog
        open={open === 'detach'}
        title="Edit the HTML by hand?"
        confirmLabel="Edit the HTML"
        pending={designActions.detach.isPending}
        error={designActions.detach.error}
        onConfirm={doDetach}
        onClose={() => setOpen(null)}
      >
        <p>
          The template stops following its design: changes made in the designer or to the brand kit no longer reach it. The design is kept,
          and “Back to the design” undoes this (dropping the hand edits).
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'discard'}
        title="Discard the working copy?"
        confirmLabel="Discard"
        pending={discard.isPending}
        error={discard.error}
        onConfirm={doDiscard}
        onClose={() => setOpen(null)}
      >
        <p>The saved working copy and any unsaved changes here are dropped; the editor shows the published version.</p>
      </ConfirmDialog>
      <RolloutDialog
        key={`rollout:${opened}`}
        open={open === 'rollout'}
        pending={publish.isPending}
        error={publish.error}
        onSubmit={(gates) => void doPublish(gates)}
        onClose={() => setOpen(null)}
      />
      <ScheduleDialog
        key={`schedule:${opened}`}
        open={open === 'schedule'}
        pending={schedule.isPending}
        error={schedule.error}
        onSubmit={(v) => void doSchedule(v)}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}

/** The template editor: the body, its images, a live preview in light and dark mode, the signature check, and the ways to publish it. */
export default function EditorPage() {
  const { id = '' } = useParams();
  const template = useTemplate(id);
  const design = useTemplateDesign(id);
  const [generation, setGeneration] = useState(0);
  const reload = async () => {
    await Promise.all([template.refetch(), design.refetch()]);
    setGeneration((g) => g + 1);
  };
  if (template.isPending || design.isPending) return <Spinner label="Loading the template…" />;
  if (template.error || design.error)
    return (
      <div>
        <PageHeader title="Template" actions={<ButtonLink to="/templates">Back to templates</ButtonLink>} />
        <ErrorMessage error={template.error ?? design.error} title="The template could not be loaded" />
      </div>
    );
  return (
    <Workspace
      key={`${id}:${generation}`}
      template={template.data.template}
      loadedEtag={template.data.etag}
      designState={design.data ?? null}
      onReload={() => void reload()}
    />
  );
}
