import { Button } from '@fluentui/react-components';
import type { PendingSchedule } from './queries';
import { DataList } from '../../components/DataList';
import { when } from '../../format';
import { bookingKind } from './words';

interface Props {
  schedules: readonly PendingSchedule[];
  onCallOff(schedule: PendingSchedule): void;
}

const nameOf = (s: PendingSchedule) => s.templateName ?? 'A deleted template';

/** Pending bookings, soonest first (the API's order). */
export function SchedulesTable({ schedules, onCallOff }: Props) {
  return (
    <DataList
      label="Pending schedules"
      items={schedules}
      rowId={(s) => s.templateId}
      rowTestId="schedule-row"
      columns={[
        { header: 'Template', cell: nameOf },
        { header: 'Fires at', cell: (s) => when(s.publishAt) },
        { header: 'Kind', cell: (s) => bookingKind(s.rollout) },
        { header: 'Booked by', cell: (s) => `${s.bookedBy} on ${when(s.bookedAt)}` },
      ]}
      actions={(s) => (
        <Button onClick={() => onCallOff(s)} aria-label={`Call off the schedule of ${nameOf(s)}`}>
          Call off
        </Button>
      )}
    />
  );
}
