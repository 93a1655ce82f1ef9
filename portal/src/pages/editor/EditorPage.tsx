import { Badge, Button, Field, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { CalendarClockRegular, ChevronLeftRegular, SaveRegular, SendRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { usePlaceholderFields, useTemplate, type TemplateDetail } from '../../api/queries';
import { ApiRefusal, fieldError } from '../../api/refusal';
import { ButtonLink } from '../../components/ButtonLink';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { DoctorPanel } from './DoctorPanel';
import { HtmlEditor, type HtmlEditorHandle } from './HtmlEditor';
import { ImagePicker } from './ImagePicker';
import { PreviewPanel } from './PreviewPanel';
import { ApprovalRequiredBar, StaleVersionBar } from './RefusalBars';
import { RolloutDialog } from './RolloutDialog';
import { ScheduleDialog } from './ScheduleDialog';
import { useEditorActions } from './useEditorActions';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SuccessNotice } from '../../components/SuccessNotice';

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
});

type Open = 'discard' | 'rollout' | 'schedule' | null;

const isRefusal = (error: unknown, code: string) => error instanceof ApiRefusal && error.code === code;

/** The body the editor starts from: the working copy when there is one, otherwise the live version. */
const startingBody = (t: TemplateDetail) => t.draft?.html ?? t.html;

function Workspace({ template, loadedEtag, onReload }: { template: TemplateDetail; loadedEtag: string | undefined; onReload: () => void }) {
  const styles = useStyles();
  const fields = usePlaceholderFields();
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
  const all = [save, discard, submit, publish, schedule];
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
  const dirty = html !== saved;

  const doSave = () => {
    begin();
    save.mutate(html, { onSuccess: () => (setSaved(html), setNotice('Working copy saved. It reaches nobody until it is published.')) });
  };
  const doSubmit = () => {
    begin();
    submit.mutate(html, {
      onSuccess: () => (setSaved(html), setNotice('Submitted for review. An Admin publishes it from the review queue.')),
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
  const doPublish = (rollout?: Parameters<typeof publish.mutate>[0]['rollout']) => {
    if (!rollout) begin();
    const hadDraft = template.hasDraft;
    publish.mutate(
      { html, rollout },
      {
        onSuccess: ({ answer, etag: published, template: after }) => {
          if (published) setEtag(published);
          setOpen(null);
          setSaved(html);
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
  const doSchedule = (v: { publishAt: string; rollout?: Parameters<typeof schedule.mutate>[0]['rollout'] }) =>
    schedule.mutate(
      { html, ...v },
      {
        onSuccess: (s) => {
          setOpen(null);
          setNotice(`Publish booked for ${new Date(s.publishAt).toLocaleString()}${s.rollout ? ' as a staged rollout' : ''}.`);
        },
        onError: closeOnPageRefusal,
      },
    );

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
        <Button appearance="primary" onClick={() => doPublish()} disabled={busy}>
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
      <ErrorMessage error={pageError} shownFields={['html']} />

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

      {/* Dialogs stay mounted and close through `open`: unmounting an open Fluent dialog leaves the page aria-hidden. */}
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
        onSubmit={(gates) => doPublish(gates)}
        onClose={() => setOpen(null)}
      />
      <ScheduleDialog
        key={`schedule:${opened}`}
        open={open === 'schedule'}
        pending={schedule.isPending}
        error={schedule.error}
        onSubmit={doSchedule}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}

/** The template editor: the body, its images, a live preview in light and dark mode, the signature check, and the ways to publish it. */
export default function EditorPage() {
  const { id = '' } = useParams();
  const template = useTemplate(id);
  const [generation, setGeneration] = useState(0);
  const reload = async () => {
    await template.refetch();
    setGeneration((g) => g + 1);
  };
  if (template.isPending) return <Spinner label="Loading the template…" />;
  if (template.error)
    return (
      <div>
        <PageHeader title="Template" actions={<ButtonLink to="/templates">Back to templates</ButtonLink>} />
        <ErrorMessage error={template.error} title="The template could not be loaded" />
      </div>
    );
  return (
    <Workspace
      key={`${id}:${generation}`}
      template={template.data.template}
      loadedEtag={template.data.etag}
      onReload={() => void reload()}
    />
  );
}
