import type { Day } from './rollup-store.js';
import { ClickTally } from './tally.js';

export const DAY_MS = 86_400_000;
export const clampDays = (days: number | undefined) => Math.min(365, Math.max(7, Math.round(days ?? 30)));

export const dayOf = (at: Date | string): Day => (typeof at === 'string' ? at : at.toISOString()).slice(0, 10);

/** The `days` UTC days of a window ending today, oldest first: reports count whole days, as the rollups do. */
export function windowDays(days: number, now: Date): Day[] {
  return Array.from({ length: days }, (_, i) => dayOf(new Date(now.getTime() - (days - 1 - i) * DAY_MS)));
}

/** One entry per day of the window, zero-filled. */
function dailySeries(byDay: ReadonlyMap<Day, ClickTally>, dates: readonly Day[]): { date: string; clicks: number }[] {
  return dates.map((date) => ({ date, clicks: byDay.get(date)?.n ?? 0 }));
}

/** Clicks by day of week (0 Sunday, UTC) and hour of day: 7 rows of 24. */
function hourGrid(byDay: ReadonlyMap<Day, ClickTally>): number[][] {
  const grid = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  for (const [day, tally] of byDay) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    tally.hour.forEach((k, h) => (grid[weekday][h] += k));
  }
  return grid;
}

/** The days' tallies added up. */
export const sumOf = (byDay: ReadonlyMap<Day, ClickTally>) => [...byDay.values()].reduce((sum, t) => sum.merge(t), new ClickTally());

/** The analytics of a window from its daily rollups. `applies` is how many signatures were applied in it. */
export function analyticsWindow(byDay: ReadonlyMap<Day, ClickTally>, dates: readonly Day[], now: Date, applies: number) {
  const total = sumOf(byDay);
  return {
    days: dates.length,
    from: `${dates[0]}T00:00:00.000Z`,
    to: now.toISOString(),
    totalClicks: total.n,
    daily: dailySeries(byDay, dates),
    devices: total.split('device'),
    clients: total.split('client'),
    referrers: total.split('referrer'),
    hourOfDay: hourGrid(byDay),
    applies,
    clicksPer1000: applies ? Math.round((total.n / applies) * 1000 * 10) / 10 : null,
  };
}
