// Dependency-free: the service's schedule checks and the portal's booking form both read it.

/** How far ahead a publish may be booked. */
export const MAX_DAYS_AHEAD = 365;
