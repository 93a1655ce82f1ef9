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
import { TemplateActions, TemplateTable, type OpenActions, type TemplateAction } from './TemplateRows';
import { SuccessNotice } from '../../components/SuccessNotice';
import { useMessages } from '../../i18n/useMessages';
import { libraryMessages } from './library.messages';

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
  const t = useMessages(libraryMessages);
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('pausedTitle')}</MessageBarTitle>
        {t('pausedText')}
        <ErrorMessage error={resume.error} />
      </MessageBarBody>
      {canResume && (
        <MessageBarActions>
          <Button onClick={() => resume.mutate(false)} disabled={resume.isPending}>
            {t('resumeDelivery')}
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
  const t = useMessages(libraryMessages);
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

  const create = useCreateTemplate({ onSuccess: ({ name }) => done(t('created', { name })) });
  const duplicate = useDuplicateTemplate({ onSuccess: ({ name }) => done(t('created', { name })) });
  const rename = useRenameTemplate({ onSuccess: ({ name }) => done(t('renamed', { name })) });
  const remove = useDeleteTemplate({ onSuccess: ({ name }) => done(t('deleted', { name })) });
  const assign = useSetRoleDefaults<Assignment>({
    onSuccess: (v) => done(t(v.role === 'new' ? 'usedForNew' : 'usedForReplies', { name: v.template.name })),
  });
  const exporting = useExportTemplate();
  const close = () => {
    closeDialog();
    // A dialog opened again starts without the last refusal.
    [create, duplicate, rename, remove].forEach((m) => m.reset());
  };
  const importing = useImportTemplate({ onSuccess: ({ name }) => setNotice(t('imported', { name })) });
  const pause = useSignatureDelivery();

  const actions: TemplateAction[] = [
    { label: t('rename'), run: (template) => openDialog('rename', template) },
    { label: t('duplicate'), run: (template) => openDialog('duplicate', template) },
    // A bundle carries one body: a reply's external one would be lost on the way.
    { label: t('export'), run: (template) => exporting.mutate(template), when: (template) => !isReply(template) },
    { label: t('versions'), run: (template) => void navigate(`/templates/${template.id}/versions`) },
    {
      label: t('useForNew'),
      run: (template) => assign.mutate({ defaults: { new: template.id }, role: 'new', template }),
      when: (template) => canAssign && !isReply(template) && template.version > 0 && !template.roles.includes('new'),
    },
    {
      label: t('useForReplies'),
      run: (template) => assign.mutate({ defaults: { reply: template.id }, role: 'reply', template }),
      when: (template) => canAssign && !isReply(template) && template.version > 0 && !template.roles.includes('reply'),
    },
    { label: t('delete'), run: (template) => openDialog('delete', template) },
  ];

  const scheduled = new Set(schedules.data?.schedules.map((s) => s.templateId));
  const inRollout = new Set(rollouts.data?.rollouts.map((r) => r.templateId));
  const templates = library.data?.templates ?? [];
  const signatures = templates.filter((template) => !isReply(template));
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
        title={t('title')}
        actions={
          <>
            <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate('/templates/new')}>
              {t('newTemplate')}
            </Button>
            <Button icon={<AddRegular />} onClick={() => openDialog('createReply')}>
              {t('newReply')}
            </Button>
            <ImportButton disabled={importing.isPending} onFile={(f) => importing.mutate(f)} />
            {/* Pausing is offered once there is something to deliver. */}
            {canAssign && library.data && !library.data.signaturesPaused && library.data.templates.length > 0 && (
              <Button onClick={() => pause.mutate(true)} disabled={pause.isPending}>
                {t('pauseDelivery')}
              </Button>
            )}
            <ButtonLink to="/templates/deleted" appearance="subtle" icon={<DeleteRegular />}>
              {t('recentlyDeleted')}
            </ButtonLink>
          </>
        }
      />
      {library.data?.signaturesPaused && <PausedBanner canResume={canAssign} />}
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      {importing.isPending && (
        <Field validationMessage={t('importing')} validationState="none">
          <ProgressBar aria-label={t('importingLabel')} />
        </Field>
      )}
      <ErrorMessage error={importing.error} title={t('notImported')} />
      <ErrorMessage error={exporting.error} title={t('notExported')} />
      <ErrorMessage error={pause.error} />
      <ErrorMessage error={assign.error} />
      <ErrorMessage error={library.error} title={t('notLoaded')} />

      {library.isPending && <Spinner label={t('loading')} />}
      {library.data && templates.length === 0 && (
        <div className={styles.empty}>
          <Text as="p" size={400} weight="semibold">
            {t('emptyTitle')}
          </Text>
          <p>{t('emptyText')}</p>
        </div>
      )}
      {templates.length > 0 && (
        <>
          <section className={styles.section} aria-labelledby="signatures-heading">
            <Subtitle1 as="h2" id="signatures-heading" className={styles.heading}>
              {t('signatures')}
            </Subtitle1>
            {signatures.length > 0 ? table(t('signatureTable'), signatures) : <Text className={styles.muted}>{t('noSignatures')}</Text>}
          </section>
          <section className={styles.section} aria-labelledby="replies-heading">
            <Subtitle1 as="h2" id="replies-heading" className={styles.heading}>
              {t('replies')}
            </Subtitle1>
            <Text className={styles.muted}>{t('repliesText')}</Text>
            {replies.length > 0 ? table(t('replyTable'), replies) : <Text className={styles.muted}>{t('noReplies')}</Text>}
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
            title={t('duplicateTitle', { name: dialogs.template.name })}
            label={t('copyName')}
            submitLabel={t('duplicate')}
            initialName={t('copyOf', { name: dialogs.template.name })}
            pending={duplicate.isPending}
            error={duplicate.error}
            onSubmit={(name) => duplicate.mutate({ id: dialogs.template!.id, name })}
            onClose={close}
          />
          <NameDialog
            open={dialogs.open === 'rename'}
            title={t('renameTitle', { name: dialogs.template.name })}
            label={t('newName')}
            submitLabel={t('rename')}
            initialName={dialogs.template.name}
            pending={rename.isPending}
            error={rename.error}
            onSubmit={(name) => rename.mutate({ id: dialogs.template!.id, name })}
            onClose={close}
          />
          <ConfirmDialog
            open={dialogs.open === 'delete'}
            title={t('deleteTitle', { name: dialogs.template.name })}
            confirmLabel={t('delete')}
            pending={remove.isPending}
            error={remove.error}
            onConfirm={() => remove.mutate(dialogs.template!)}
            onClose={close}
          >
            <p>{t('deleteText')}</p>
          </ConfirmDialog>
        </>
      )}
    </div>
  );
}
