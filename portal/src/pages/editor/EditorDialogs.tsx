import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { Draft } from './draft';
import { languageLabel } from './languages';
import { RolloutDialog } from './RolloutDialog';
import { ScheduleDialog } from './ScheduleDialog';
import type { useDraftSteps } from './useDraftSteps';
import { useMessages } from '../../i18n/useMessages';
import { stepsMessages } from './steps.messages';

/**
 * The dialogs over the editor. They stay mounted and close through `draft.dialog`: unmounting an open Fluent dialog
 * leaves the page aria-hidden. Each opening starts a form dialog afresh (`draft.opened` in its key).
 */
export function EditorDialogs({ draft, steps }: { draft: Draft; steps: ReturnType<typeof useDraftSteps> }) {
  const { mutations, closeDialog } = steps;
  const t = useMessages(stepsMessages);
  const detachSaid = draft.language
    ? t('detachVariant', { language: languageLabel(draft.language) })
    : draft.design?.variants.length
      ? t('detachEveryLanguage')
      : t('detachTemplate');
  return (
    <>
      <ConfirmDialog
        open={draft.dialog === 'detach'}
        title={t('detachTitle')}
        confirmLabel={t('detachConfirm')}
        pending={mutations.detach.isPending}
        error={mutations.detach.error}
        onConfirm={steps.detach}
        onClose={closeDialog}
      >
        <p>
          {detachSaid} {t('detachKept')}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={draft.dialog === 'discard'}
        title={t('discardTitle')}
        confirmLabel={t('discardConfirm')}
        pending={mutations.discard.isPending}
        error={mutations.discard.error}
        onConfirm={steps.discard}
        onClose={closeDialog}
      >
        <p>{t('discardText')}</p>
      </ConfirmDialog>
      <RolloutDialog
        key={`rollout:${draft.opened}`}
        open={draft.dialog === 'rollout'}
        pending={mutations.publish.isPending}
        error={mutations.publish.error}
        onSubmit={(gates) => steps.publish(gates)}
        onClose={closeDialog}
      />
      <ScheduleDialog
        key={`schedule:${draft.opened}`}
        open={draft.dialog === 'schedule'}
        pending={mutations.schedule.isPending}
        error={mutations.schedule.error}
        onSubmit={(v) => steps.schedule(v)}
        onClose={closeDialog}
      />
    </>
  );
}
