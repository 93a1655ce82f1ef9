// Dependency-free: the service's rollout schema and the portal's gate fields both read it.

/** The gates a staged rollout takes when the request names none. */
export const ROLLOUT_DEFAULTS = { percentage: 10, minHours: 24, minApplies: 50, maxFailureRateIncrease: 0.02, autoPromote: true } as const;

/** The range each numeric gate accepts. */
export const ROLLOUT_LIMITS = {
  percentage: { min: 1, max: 99 },
  minHours: { min: 0, max: 24 * 30 },
  minApplies: { min: 1, max: 1_000_000 },
  maxFailureRateIncrease: { min: 0, max: 1 },
} as const;
