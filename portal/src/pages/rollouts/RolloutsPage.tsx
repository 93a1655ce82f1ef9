import { makeStyles, Spinner, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ApiRefusal } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { RolloutCard } from './RolloutCard';
import {
  useCallOffSchedule,
  useDecideRollout,
  usePendingSchedules,
  useRolloutsInFlight,
  type PendingSchedule,
  type RolloutDecision,
} from './queries';
import { SchedulesTable } from './SchedulesTable';
import { when } from '../../format';
import { SuccessNotice } from '../../components/SuccessNotice';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalS },
  empty: { color: tokens.colorNeutralForeground2 },
});

type Open = RolloutDecision | { kind: 'call-off'; schedule: PendingSchedule } | null;

/** approval_required said as what it means for a promote. */
function promoteRefusal(error: unknown): unknown {
  if (error instanceof ApiRefusal && error.code === 'approval_required') {
    return new Error(
      'Publish approval is on, so only an Admin can promote a rollout to everyone. Ask an Admin to promote it, or abandon it.',
    );
  }
  return error;
}

export default function RolloutsPage() {
  const styles = useStyles();
  const rollouts = useRolloutsInFlight();
  const schedules = usePendingSchedules();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const decide = useDecideRollout({
    onSuccess: ({ kind, rollout }) => {
      setOpen(null);
      setNotice(
        kind === 'promote'
          ? `Promoted "${rollout.name}": everyone now gets the new version.`
          : `Abandoned the rollout of "${rollout.name}": everyone keeps the live version.`,
      );
    },
  });
  const callOff = useCallOffSchedule({
    onSuccess: (s) => {
      setOpen(null);
      setNotice(`Called off the schedule of "${s.templateName ?? 'the template'}".`);
    },
  });
  const close = () => {
    setOpen(null);
    decide.reset();
    callOff.reset();
  };

  const promoting = open?.kind === 'promote' ? open : null;
  const abandoning = open?.kind === 'abandon' ? open : null;
  const callingOff = open?.kind === 'call-off' ? open : null;

  const inFlight = rollouts.data?.rollouts ?? [];
  const pending = schedules.data?.schedules ?? [];

  return (
    <div className={styles.stack}>
      <PageHeader title="Rollouts and schedules" />
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />

      <section className={styles.section} aria-labelledby="rollouts-heading">
        <Subtitle1 as="h2" id="rollouts-heading">
          Rollouts in flight
        </Subtitle1>
        <ErrorMessage error={rollouts.error} title="The rollouts could not be loaded" />
        {rollouts.isPending && <Spinner label="Loading rollouts…" />}
        {rollouts.data && inFlight.length === 0 && (
          <Text className={styles.empty}>No rollout is in flight. Start one from the editor with "Publish as a staged rollout".</Text>
        )}
        {inFlight.map((r) => {
          const rollout = { templateId: r.templateId, name: r.templateName ?? 'A deleted template' };
          return (
            <RolloutCard
              key={r.templateId}
              templateId={r.templateId}
              templateName={rollout.name}
              onPromote={() => setOpen({ kind: 'promote', rollout })}
              onAbandon={() => setOpen({ kind: 'abandon', rollout })}
            />
          );
        })}
      </section>

      <section className={styles.section} aria-labelledby="schedules-heading">
        <Subtitle1 as="h2" id="schedules-heading">
          Pending schedules
        </Subtitle1>
        <ErrorMessage error={schedules.error} title="The schedules could not be loaded" />
        {schedules.isPending && <Spinner label="Loading schedules…" />}
        {schedules.data && pending.length === 0 && (
          <Text className={styles.empty}>Nothing is booked. Book a publish from the editor with "Publish on a schedule".</Text>
        )}
        {pending.length > 0 && <SchedulesTable schedules={pending} onCallOff={(schedule) => setOpen({ kind: 'call-off', schedule })} />}
      </section>

      {/* Kept mounted, opened by `open`: unmounting an open Fluent dialog leaves the page aria-hidden. */}
      <ConfirmDialog
        open={promoting !== null}
        title={`Promote "${promoting?.rollout.name ?? ''}" to everyone?`}
        confirmLabel="Promote"
        pending={decide.isPending}
        error={promoteRefusal(decide.error)}
        onConfirm={() => promoting && decide.mutate(promoting)}
        onClose={close}
      >
        <p>The candidate becomes the live version for every mailbox now, whatever the gates say.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={abandoning !== null}
        title={`Abandon the rollout of "${abandoning?.rollout.name ?? ''}"?`}
        confirmLabel="Abandon rollout"
        pending={decide.isPending}
        error={decide.error}
        onConfirm={() => abandoning && decide.mutate(abandoning)}
        onClose={close}
      >
        <p>Everyone keeps the live version; the candidate is dropped. To try it again, publish it again from the editor.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={callingOff !== null}
        title={`Call off the schedule of "${callingOff?.schedule.templateName ?? 'this template'}"?`}
        confirmLabel="Call off"
        pending={callOff.isPending}
        error={callOff.error}
        onConfirm={() => callingOff && callOff.mutate(callingOff.schedule)}
        onClose={close}
      >
        <p>
          It was booked by {callingOff?.schedule.bookedBy} to publish on {callingOff ? when(callingOff.schedule.publishAt) : ''}. Nothing is
          published.
        </p>
      </ConfirmDialog>
    </div>
  );
}
