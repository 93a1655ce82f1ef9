import {
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  Spinner,
  Subtitle1,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCan, useLibrary, type TemplateSummary } from '../../api/queries';
import { ButtonLink } from '../../components/ButtonLink';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CreateTemplateDialog } from './CreateTemplateDialog';
import { useSetRoleDefaults, type RoleDefaults } from '../assignment/queries';
import { usePendingSchedules, useRolloutsInFlight } from '../rollouts/queries';
import { ImportButton } from './ImportTemplate';
import { NameDialog } from './NameDialog';
import {
  useCreateTemplate,
  useDeleteTemplate,
  useDuplicateTemplate,
  useExportTemplate,
  useImportTemplate,
  useRenameTemplate,
  useSignatureDelivery,
} from './queries';
import { ROLE_WORDS, TemplateActions, TemplateTable, type OpenActions, type TemplateAction } from './TemplateRows';
import { SuccessNotice } from '../../components/SuccessNotice';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground2 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** A template made the default for one role. */
type Assignment = { defaults: RoleDefaults; role: 'new' | 'reply'; template: TemplateSummary };

type DialogKind = 'create' | 'createReply' | 'duplicate' | 'rename' | 'delete';
/** The dialog an address opens: the gallery's "Start from blank HTML" (`?new=html`), or a new reply (`?new=reply`). */
const OPENED_BY: Record<string, DialogKind> = { html: 'create', reply: 'createReply' };

const isReply = (t: TemplateSummary) => t.kind === 'automatic-reply';
/** The reply template the service uses: of those published, the one changed last (as the service chooses it). */
const replyInUse = (replies: TemplateSummary[]) =>
  replies.filter((t) => t.version > 0).reduce<TemplateSummary | undefined>((a, t) => (!a || t.updatedAt > a.updatedAt ? t : a), undefined)
    ?.id;
/** The open dialog, and the template it is about (kept while the dialog closes). */
type Dialogs = { open: DialogKind | null; template: TemplateSummary | null };

/** Delivery paused for the whole organisation: said loudly, with the way back. */
function PausedBanner({ canResume }: { canResume: boolean }) {
  const resume = useSignatureDelivery();
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>Signature delivery is paused</MessageBarTitle>
        Nobody in the organisation gets a signature from the service until delivery is resumed.
        <ErrorMessage error={resume.error} />
      </MessageBarBody>
      {canResume && (
        <MessageBarActions>
          <Button onClick={() => resume.mutate(false)} disabled={resume.isPending}>
            Resume delivery
          </Button>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}

export default function LibraryPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const library = useLibrary();
  const schedules = usePendingSchedules();
  const rollouts = useRolloutsInFlight();
  const canAssign = useCan('rules');
  // The gallery's "Start from blank HTML" comes here with ?new=html: the dialog for an HTML template opens.
  const [params, setParams] = useSearchParams();
  const [dialogs, setDialogs] = useState<Dialogs>(() => ({ open: OPENED_BY[params.get('new') ?? ''] ?? null, template: null }));
  const openDialog = (open: DialogKind, template: TemplateSummary | null = null) => setDialogs({ open, template });
  const setOpen = (open: null) => setDialogs((d) => ({ ...d, open }));
  const [notice, setNotice] = useState<string | null>(null);
  const [actionsOpen, setActionsOpen] = useState<OpenActions | null>(null);
  // Stable, so that rows (memoised) do not re-render when the page does.
  const toggleActions = useCallback(
    (open: OpenActions) => setActionsOpen((current) => (current?.template.id === open.template.id ? null : open)),
    [],
  );
  const closeActions = useCallback(() => setActionsOpen(null), []);
  // Closing the dialog the gallery opened also leaves its address, so that a reload does not open it again.
  const closeDialog = () => {
    setOpen(null);
    if (params.has('new')) setParams({}, { replace: true });
  };
  const done = (message: string) => {
    closeDialog();
    setNotice(message);
  };

  const create = useCreateTemplate({ onSuccess: (t) => done(`Created "${t.name}".`) });
  const duplicate = useDuplicateTemplate({ onSuccess: (t) => done(`Created "${t.name}".`) });
  const rename = useRenameTemplate({ onSuccess: (t) => done(`Renamed to "${t.name}".`) });
  const remove = useDeleteTemplate({ onSuccess: (t) => done(`Moved "${t.name}" to Recently deleted.`) });
  const assign = useSetRoleDefaults<Assignment>({
    onSuccess: (v) => done(`"${v.template.name}" is now used for ${ROLE_WORDS[v.role].toLowerCase()}.`),
  });
  const exporting = useExportTemplate();
  const close = () => {
    closeDialog();
    // A dialog opened again starts without the last refusal.
    [create, duplicate, rename, remove].forEach((m) => m.reset());
  };
  const importing = useImportTemplate({ onSuccess: (t) => setNotice(`Imported "${t.name}".`) });
  const pause = useSignatureDelivery();

  const actions: TemplateAction[] = [
    { label: 'Rename', run: (t) => openDialog('rename', t) },
    { label: 'Duplicate', run: (t) => openDialog('duplicate', t) },
    // A bundle carries one body: a reply's external one would be lost on the way.
    { label: 'Export', run: (t) => exporting.mutate(t), when: (t) => !isReply(t) },
    { label: 'Versions', run: (t) => void navigate(`/templates/${t.id}/versions`) },
    {
      label: 'Use for new messages',
      run: (t) => assign.mutate({ defaults: { new: t.id }, role: 'new', template: t }),
      when: (t) => canAssign && !isReply(t) && t.version > 0 && !t.roles.includes('new'),
    },
    {
      label: 'Use for replies',
      run: (t) => assign.mutate({ defaults: { reply: t.id }, role: 'reply', template: t }),
      when: (t) => canAssign && !isReply(t) && t.version > 0 && !t.roles.includes('reply'),
    },
    { label: 'Delete', run: (t) => openDialog('delete', t) },
  ];

  const scheduled = new Set(schedules.data?.schedules.map((s) => s.templateId));
  const inRollout = new Set(rollouts.data?.rollouts.map((r) => r.templateId));
  const templates = library.data?.templates ?? [];
  const signatures = templates.filter((t) => !isReply(t));
  const replies = templates.filter(isReply);
  const table = (label: string, shown: TemplateSummary[]) => (
    <TemplateTable
      label={label}
      templates={shown}
      replyInUse={replyInUse(replies)}
      scheduled={scheduled}
      inRollout={inRollout}
      expandedId={actionsOpen?.template.id}
      onActions={toggleActions}
    />
  );

  return (
    <div className={styles.stack}>
      <PageHeader
        title="Templates"
        actions={
          <>
            <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate('/templates/new')}>
              New template
            </Button>
            <Button icon={<AddRegular />} onClick={() => openDialog('createReply')}>
              New out-of-office reply
            </Button>
            <ImportButton disabled={importing.isPending} onFile={(f) => importing.mutate(f)} />
            {/* Pausing is offered once there is something to deliver. */}
            {canAssign && library.data && !library.data.signaturesPaused && library.data.templates.length > 0 && (
              <Button onClick={() => pause.mutate(true)} disabled={pause.isPending}>
                Pause delivery
              </Button>
            )}
            <ButtonLink to="/templates/deleted" appearance="subtle" icon={<DeleteRegular />}>
              Recently deleted
            </ButtonLink>
          </>
        }
      />
      {library.data?.signaturesPaused && <PausedBanner canResume={canAssign} />}
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      {importing.isPending && (
        <Field validationMessage="Importing the template and its images…" validationState="none">
          <ProgressBar aria-label="Importing the template" />
        </Field>
      )}
      <ErrorMessage error={importing.error} title="The template was not imported" />
      <ErrorMessage error={exporting.error} title="The template was not exported" />
      <ErrorMessage error={pause.error} />
      <ErrorMessage error={assign.error} />
      <ErrorMessage error={library.error} title="The templates could not be loaded" />

      {library.isPending && <Spinner label="Loading templates…" />}
      {library.data && templates.length === 0 && (
        <div className={styles.empty}>
          <Text as="p" size={400} weight="semibold">
            No templates yet
          </Text>
          <p>
            Create your first signature template, or import one exported from another organisation. Out-of-office replies are made here too.
          </p>
        </div>
      )}
      {templates.length > 0 && (
        <>
          <section className={styles.section} aria-labelledby="signatures-heading">
            <Subtitle1 as="h2" id="signatures-heading" className={styles.heading}>
              Signatures
            </Subtitle1>
            {signatures.length > 0 ? table('Signature templates', signatures) : <Text className={styles.muted}>No signatures yet.</Text>}
          </section>
          <section className={styles.section} aria-labelledby="replies-heading">
            <Subtitle1 as="h2" id="replies-heading" className={styles.heading}>
              Out-of-office replies
            </Subtitle1>
            <Text className={styles.muted}>
              The automatic replies people switch on from their profile while they are away: one to colleagues, one to people outside. The
              published reply changed last is the one in use.
            </Text>
            {replies.length > 0 ? (
              table('Out-of-office reply templates', replies)
            ) : (
              <Text className={styles.muted}>None yet: nobody can switch on automatic replies until one is published.</Text>
            )}
          </section>
        </>
      )}
      <TemplateActions open={actionsOpen} actions={actions} onClose={closeActions} />

      <CreateTemplateDialog
        open={dialogs.open === 'create'}
        kind="signature"
        pending={create.isPending}
        error={create.error}
        onSubmit={(v) => create.mutate(v)}
        onClose={close}
      />
      <CreateTemplateDialog
        open={dialogs.open === 'createReply'}
        kind="automatic-reply"
        pending={create.isPending}
        error={create.error}
        onSubmit={(v) => create.mutate(v)}
        onClose={close}
      />
      {dialogs.template && (
        <>
          <NameDialog
            open={dialogs.open === 'duplicate'}
            title={`Duplicate "${dialogs.template.name}"`}
            label="Name of the copy"
            submitLabel="Duplicate"
            initialName={`Copy of ${dialogs.template.name}`}
            pending={duplicate.isPending}
            error={duplicate.error}
            onSubmit={(name) => duplicate.mutate({ id: dialogs.template!.id, name })}
            onClose={close}
          />
          <NameDialog
            open={dialogs.open === 'rename'}
            title={`Rename "${dialogs.template.name}"`}
            label="New name"
            submitLabel="Rename"
            initialName={dialogs.template.name}
            pending={rename.isPending}
            error={rename.error}
            onSubmit={(name) => rename.mutate({ id: dialogs.template!.id, name })}
            onClose={close}
          />
          <ConfirmDialog
            open={dialogs.open === 'delete'}
            title={`Delete "${dialogs.template.name}"?`}
            confirmLabel="Delete"
            pending={remove.isPending}
            error={remove.error}
            onConfirm={() => remove.mutate(dialogs.template!)}
            onClose={close}
          >
            <p>It moves to Recently deleted, where you can restore it until it is purged.</p>
          </ConfirmDialog>
        </>
      )}
    </div>
  );
}
