import { Button } from '@fluentui/react-components';
import type { PendingSchedule } from './queries';
import { DataList } from '../../components/DataList';
import { when } from '../../format';
import { bookingKind } from './words';
import { useMessages } from '../../i18n/useMessages';
import { rolloutsMessages } from './rollouts.messages';

interface Props {
  schedules: readonly PendingSchedule[];
  onCallOff(schedule: PendingSchedule): void;
}

/** Pending bookings, soonest first (the API's order). */
export function SchedulesTable({ schedules, onCallOff }: Props) {
  const t = useMessages(rolloutsMessages);
  const nameOf = (s: PendingSchedule) => s.templateName ?? t('deletedTemplate');
  return (
    <DataList
      label={t('pending')}
      items={schedules}
      rowId={(s) => s.templateId}
      rowTestId="schedule-row"
      columns={[
        { header: t('headTemplate'), cell: nameOf },
        { header: t('headFires'), cell: (s) => when(s.publishAt) },
        { header: t('headKind'), cell: (s) => bookingKind(t, s.rollout) },
        { header: t('headBooked'), cell: (s) => t('bookedBy', { who: s.bookedBy, when: when(s.bookedAt) }) },
      ]}
      actions={(s) => (
        <Button onClick={() => onCallOff(s)} aria-label={t('callOffName', { name: nameOf(s) })}>
          {t('callOff')}
        </Button>
      )}
    />
  );
}
