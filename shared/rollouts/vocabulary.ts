// Dependency-free: the service's rollout schema and the portal's rollout dialogs both read it.

/** The gates a staged rollout takes when the request names none. */
export const ROLLOUT_DEFAULTS = { percentage: 10, minHours: 24, minApplies: 50, maxFailureRateIncrease: 0.02, autoPromote: true } as const;
