import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { PendingSchedule } from './queries';
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
    <Table aria-label="Pending schedules">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Template</TableHeaderCell>
          <TableHeaderCell>Fires at</TableHeaderCell>
          <TableHeaderCell>Kind</TableHeaderCell>
          <TableHeaderCell>Booked by</TableHeaderCell>
          <TableHeaderCell>
            <span className="visually-hidden">Actions</span>
          </TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {schedules.map((s) => (
          <TableRow key={s.templateId} data-testid="schedule-row">
            <TableCell>{nameOf(s)}</TableCell>
            <TableCell>{when(s.publishAt)}</TableCell>
            <TableCell>{bookingKind(s.rollout)}</TableCell>
            <TableCell>
              {s.bookedBy} on {when(s.bookedAt)}
            </TableCell>
            <TableCell>
              <Button onClick={() => onCallOff(s)} aria-label={`Call off the schedule of ${nameOf(s)}`}>
                Call off
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
