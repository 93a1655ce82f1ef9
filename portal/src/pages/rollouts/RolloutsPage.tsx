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
import { message, useMessages } from '../../i18n/useMessages';
import { rolloutsMessages } from './rollouts.messages';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalS },
  empty: { color: tokens.colorNeutralForeground2 },
});

type Open = RolloutDecision | { kind: 'call-off'; schedule: PendingSchedule } | null;

/** approval_required said as what it means for a promote. */
function promoteRefusal(error: unknown): unknown {
  if (error instanceof ApiRefusal && error.code === 'approval_required') {
    return new Error(message(rolloutsMessages, 'promoteRefused'));
  }
  return error;
}

export default function RolloutsPage() {
  const styles = useStyles();
  const rollouts = useRolloutsInFlight();
  const schedules = usePendingSchedules();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const t = useMessages(rolloutsMessages);

  const decide = useDecideRollout({
    onSuccess: ({ kind, rollout }) => {
      setOpen(null);
      setNotice(t(kind === 'promote' ? 'promoted' : 'abandoned', { name: rollout.name }));
    },
  });
  const callOff = useCallOffSchedule({
    onSuccess: (s) => {
      setOpen(null);
      setNotice(s.templateName ? t('calledOff', { name: s.templateName }) : t('calledOffUnnamed'));
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
      <PageHeader title={t('title')} />
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />

      <section className={styles.section} aria-labelledby="rollouts-heading">
        <Subtitle1 as="h2" id="rollouts-heading">
          {t('inFlight')}
        </Subtitle1>
        <ErrorMessage error={rollouts.error} title={t('rolloutsNotLoaded')} />
        {rollouts.isPending && <Spinner label={t('loadingRollouts')} />}
        {rollouts.data && inFlight.length === 0 && <Text className={styles.empty}>{t('noRollout')}</Text>}
        {inFlight.map((r) => {
          const rollout = { templateId: r.templateId, name: r.templateName ?? t('deletedTemplate') };
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
          {t('pending')}
        </Subtitle1>
        <ErrorMessage error={schedules.error} title={t('schedulesNotLoaded')} />
        {schedules.isPending && <Spinner label={t('loadingSchedules')} />}
        {schedules.data && pending.length === 0 && <Text className={styles.empty}>{t('noSchedule')}</Text>}
        {pending.length > 0 && <SchedulesTable schedules={pending} onCallOff={(schedule) => setOpen({ kind: 'call-off', schedule })} />}
      </section>

      {/* Kept mounted, opened by `open`: unmounting an open Fluent dialog leaves the page aria-hidden. */}
      <ConfirmDialog
        open={promoting !== null}
        title={t('promoteTitle', { name: promoting?.rollout.name ?? '' })}
        confirmLabel={t('promote')}
        pending={decide.isPending}
        error={promoteRefusal(decide.error)}
        onConfirm={() => promoting && decide.mutate(promoting)}
        onClose={close}
      >
        <p>{t('promoteText')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={abandoning !== null}
        title={t('abandonTitle', { name: abandoning?.rollout.name ?? '' })}
        confirmLabel={t('abandonRollout')}
        pending={decide.isPending}
        error={decide.error}
        onConfirm={() => abandoning && decide.mutate(abandoning)}
        onClose={close}
      >
        <p>{t('abandonText')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={callingOff !== null}
        title={callingOff?.schedule.templateName ? t('callOffTitle', { name: callingOff.schedule.templateName }) : t('callOffTitleUnnamed')}
        confirmLabel={t('callOff')}
        pending={callOff.isPending}
        error={callOff.error}
        onConfirm={() => callingOff && callOff.mutate(callingOff.schedule)}
        onClose={close}
      >
        <p>{callingOff && t('callOffText', { who: callingOff.schedule.bookedBy, when: when(callingOff.schedule.publishAt) })}</p>
      </ConfirmDialog>
    </div>
  );
}
