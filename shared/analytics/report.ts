import type { Click } from './store.js';

export const DAY_MS = 86_400_000;
export const clampDays = (days: number | undefined) => Math.min(365, Math.max(7, Math.round(days ?? 30)));

const dayOf = (iso: string) => iso.slice(0, 10);

/** One day per entry, oldest first, zero-filled, ending today (UTC). */
export function dailySeries(clicks: readonly Pick<Click, 'at'>[], days: number, now: Date): { date: string; clicks: number }[] {
  const counts = new Map<string, number>();
  for (const c of clicks) counts.set(dayOf(c.at), (counts.get(dayOf(c.at)) ?? 0) + 1);
  return Array.from({ length: days }, (_, i) => {
    const date = dayOf(new Date(now.getTime() - (days - 1 - i) * DAY_MS).toISOString());
    return { date, clicks: counts.get(date) ?? 0 };
  });
}

/** Counts by a property, largest first. */
export function split(clicks: readonly Click[], by: 'device' | 'client' | 'os' | 'referrer'): { name: string; clicks: number }[] {
  const counts = new Map<string, number>();
  for (const c of clicks) {
    const name = c[by] || (by === 'referrer' ? 'direct' : 'unknown');
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].map(([name, n]) => ({ name, clicks: n })).sort((a, b) => b.clicks - a.clicks || a.name.localeCompare(b.name));
}

/** Clicks by day of week (0 Sunday, UTC) and hour of day: 7 rows of 24. */
export function hourGrid(clicks: readonly Pick<Click, 'at'>[]): number[][] {
  const grid = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  for (const c of clicks) {
    const d = new Date(c.at);
    grid[d.getUTCDay()][d.getUTCHours()] += 1;
  }
  return grid;
}

/** The analytics of a set of clicks over a window. `applies` is how many signatures were applied in it. */
export function analyticsWindow(clicks: readonly Click[], days: number, now: Date, applies: number) {
  return {
    days,
    from: new Date(now.getTime() - days * DAY_MS).toISOString(),
    to: now.toISOString(),
    totalClicks: clicks.length,
    daily: dailySeries(clicks, days, now),
    devices: split(clicks, 'device'),
    clients: split(clicks, 'client'),
    referrers: split(clicks, 'referrer'),
    hourOfDay: hourGrid(clicks),
    applies,
    clicksPer1000: applies ? Math.round((clicks.length / applies) * 1000 * 10) / 10 : null,
  };
}
