export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const DAY_MS = 24 * 3600_000;
export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);
