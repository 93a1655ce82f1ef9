import { z } from 'zod';
import { RolloutGates } from '../rollouts/schemas.js';
import { PublishBody } from '../templates/schemas.js';

export const ScheduleBody = PublishBody.extend({
  publishAt: z.iso.datetime({ offset: true, message: 'must be an ISO-8601 instant, e.g. 2026-12-01T08:00:00Z' }),
});

export const ScheduleState = z.enum(['pending', 'publishing', 'published', 'failed', 'cancelled']);
export type ScheduleState = z.infer<typeof ScheduleState>;

export const Schedule = z
  .object({
    templateId: z.string(),
    templateName: z.string().nullable(),
    publishAt: z.string(),
    state: ScheduleState,
    bookedBy: z.string(),
    bookedAt: z.string(),
    /** The version the schedule published, once it has. */
    version: z.number().nullable(),
    /** Why it failed, when it did. */
    reason: z.string().nullable(),
    /** The rollout gates when the booking publishes as a staged rollout. */
    rollout: RolloutGates.nullable(),
  })
  .meta({ id: 'Schedule' });
export type Schedule = z.infer<typeof Schedule>;
