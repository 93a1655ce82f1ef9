import { z } from 'zod';
import { withShorthand } from '../http/shorthand.js';
import { ROLLOUT_DEFAULTS } from './vocabulary.js';

/** `rollout: true` takes every default; an object names the gates it changes. */
export const RolloutGates = withShorthand(
  z.literal(true),
  {},
  z
    .strictObject(
      {
        percentage: z
          .number()
          .int('a whole percentage')
          .min(1, 'from 1 to 99')
          .max(99, 'from 1 to 99')
          .default(ROLLOUT_DEFAULTS.percentage),
        minHours: z
          .number()
          .min(0, 'not negative')
          .max(24 * 30, 'at most 720 hours')
          .default(ROLLOUT_DEFAULTS.minHours),
        minApplies: z.number().int().min(1, 'at least 1').max(1_000_000).default(ROLLOUT_DEFAULTS.minApplies),
        maxFailureRateIncrease: z.number().min(0, 'from 0 to 1').max(1, 'from 0 to 1').default(ROLLOUT_DEFAULTS.maxFailureRateIncrease),
        autoPromote: z.boolean().default(ROLLOUT_DEFAULTS.autoPromote),
      },
      { error: 'true, or an object of gates' },
    )
    .meta({ id: 'RolloutGates' }),
);
export type RolloutGates = z.infer<typeof RolloutGates>;

export const RolloutState = z.enum(['running', 'promoted', 'rolled_back']);
export type RolloutState = z.infer<typeof RolloutState>;

export const VersionResults = z.object({
  version: z.number(),
  applied: z.number(),
  failed: z.number(),
  skipped: z.number(),
  /** failed / (applied + failed); null before any attempt. */
  failureRate: z.number().nullable(),
});
export type VersionResults = z.infer<typeof VersionResults>;

const Decision = z.object({
  action: z.enum(['wait', 'promote', 'rollback', 'hold']),
  at: z.string().nullable(),
  reason: z.string(),
});

export const Rollout = z.object({
  templateId: z.string(),
  state: RolloutState,
  gates: z.object({
    percentage: z.number(),
    minHours: z.number(),
    minApplies: z.number(),
    maxFailureRateIncrease: z.number(),
    autoPromote: z.boolean(),
  }),
  startedBy: z.string(),
  startedAt: z.string(),
  baseVersion: z.number(),
  candidateVersion: z.number(),
  decidedAt: z.string().nullable(),
  decidedBy: z.enum(['person', 'automatic']).nullable(),
  reason: z.string().nullable(),
});
export type Rollout = z.infer<typeof Rollout>;

export const RolloutDetail = Rollout.extend({
  results: z.object({ current: VersionResults, candidate: VersionResults }),
  next: Decision.nullable(),
}).meta({ id: 'RolloutDetail' });
export const RolloutSummary = Rollout.pick({ templateId: true, startedBy: true, startedAt: true }).extend({
  percentage: z.number(),
  templateName: z.string().nullable(),
});
