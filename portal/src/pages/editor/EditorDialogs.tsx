import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { Draft } from './draft';
import { languageLabel } from './languages';
import { RolloutDialog } from './RolloutDialog';
import { ScheduleDialog } from './ScheduleDialog';
import type { useDraftSteps } from './useDraftSteps';

/**
 * The dialogs over the editor. They stay mounted and close through `draft.dialog`: unmounting an open Fluent dialog
 * leaves the page aria-hidden. Each opening starts a form dialog afresh (`draft.opened` in its key).
 */
export function EditorDialogs({ draft, steps }: { draft: Draft; steps: ReturnType<typeof useDraftSteps> }) {
  const { mutations, closeDialog } = steps;
  return (
    <>
      <ConfirmDialog
        open={draft.dialog === 'detach'}
        title="Edit the HTML by hand?"
        confirmLabel="Edit the HTML"
        pending={mutations.detach.isPending}
        error={mutations.detach.error}
        onConfirm={steps.detach}
        onClose={closeDialog}
      >
        <p>
          {draft.language
            ? `The ${languageLabel(draft.language)} version stops following its design: changes made to it in the designer or to the brand kit no longer reach it; the other languages keep theirs.`
            : `The template stops following its design${draft.design?.variants.length ? ', in every language' : ''}: changes made in the designer or to the brand kit no longer reach it.`}{' '}
          The design is kept, and “Back to the design” undoes this (dropping the hand edits).
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={draft.dialog === 'discard'}
        title="Discard the working copy?"
        confirmLabel="Discard"
        pending={mutations.discard.isPending}
        error={mutations.discard.error}
        onConfirm={steps.discard}
        onClose={closeDialog}
      >
        <p>The saved working copy and any unsaved changes here are dropped; the editor shows the published version.</p>
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
