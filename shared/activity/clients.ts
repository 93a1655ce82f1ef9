import { CLIENT_LABELS, type ApplyReason, type ClientFamily } from './vocabulary.js';

/** What Office tells the add-in about the client it runs in (`mailbox.diagnostics`, `context.platform`). */
interface ClientHost {
  name: string;
  version: string;
  platform: string;
}

/**
 * The client family of a host. Office names hosts `Outlook` (classic Windows and Mac), `newOutlookWindows`,
 * `OutlookWebApp`, `OutlookIOS` and `OutlookAndroid`; the platform (`PC`, `OfficeOnline`, `Mac`, `iOS`, `Android`)
 * tells classic Windows from Mac.
 */
export function clientFamily(host: Pick<ClientHost, 'name' | 'platform'>): ClientFamily {
  const name = host.name.toLowerCase();
  const platform = host.platform.toLowerCase();
  if (name === 'newoutlookwindows') return 'windows-new';
  if (name === 'outlookios' || platform === 'ios') return 'ios';
  if (name === 'outlookandroid' || platform === 'android') return 'android';
  if (name === 'outlookwebapp' || platform === 'officeonline') return 'web';
  if (platform === 'mac') return 'mac';
  if (platform === 'pc') return 'windows-classic';
  return 'other';
}

/**
 * The host of a report: the structured one when the add-in sent it, else read from the `client` line older add-in
 * builds send (`<hostName> <platform> <hostVersion>`).
 */
export function hostOf(report: { host?: ClientHost; client?: string }): ClientHost | null {
  if (report.host) return report.host;
  const parts = (report.client ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return null;
  const version = parts.length > 1 && /^\d/.test(parts[parts.length - 1]) ? parts.pop()! : '';
  return { name: parts[0], platform: parts.slice(1).join(' '), version };
}

/** Versions grouped to major.minor.build: the revision changes weekly and would split every client into many rows. */
export const clientVersion = (version: string) => /^\d+(?:\.\d+){0,2}/.exec(version)?.[0] ?? '';

/** Why an attempt did not apply, from the error line of add-in builds that do not send a reason. */
export function reasonFromError(outcome: string, error: string | undefined): ApplyReason | null {
  if (outcome === 'applied') return null;
  const e = error ?? '';
  // The add-in skips only when the service serves no signature; a failure without an error line says nothing.
  if (!e) return outcome === 'skipped' ? 'not_served' : null;
  if (/^No token/i.test(e)) return 'no_token';
  if (/^HTTP 40[234]\b/.test(e)) return 'not_served';
  if (/answered \d{3}|^HTTP \d{3}/.test(e)) return 'service_error';
  if (/fetch|network|unreachable|ECONNREFUSED|timed? ?out/i.test(e)) return 'service_unreachable';
  return 'client_error';
}

/** Upper bounds (ms) of the time-to-completed() histogram's buckets; one more bucket holds everything slower. */
export const DURATION_BOUNDS = [50, 100, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 5000, 10000] as const;
export type Histogram = number[];

export const emptyHistogram = (): Histogram => new Array<number>(DURATION_BOUNDS.length + 1).fill(0);

export function bucketOf(ms: number): number {
  const i = DURATION_BOUNDS.findIndex((bound) => ms <= bound);
  return i < 0 ? DURATION_BOUNDS.length : i;
}

export function addHistograms(into: Histogram, h: readonly number[]): Histogram {
  for (let i = 0; i < into.length; i++) into[i] += Number(h[i]) || 0;
  return into;
}

/**
 * The q-quantile of a histogram, interpolated linearly inside its bucket (null when empty). Exact to the bucket's
 * width: a rollup keeps counts, not every duration.
 */
export function quantile(h: Histogram, q: number): number | null {
  const total = h.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = q * total;
  let seen = 0;
  for (let i = 0; i < h.length; i++) {
    if (h[i] === 0) continue;
    if (seen + h[i] >= rank) {
      const lower = i === 0 ? 0 : DURATION_BOUNDS[i - 1];
      if (i === DURATION_BOUNDS.length) return lower;
      const upper = DURATION_BOUNDS[i];
      return Math.round(lower + ((rank - seen) / h[i]) * (upper - lower));
    }
    seen += h[i];
  }
  return DURATION_BOUNDS[DURATION_BOUNDS.length - 1];
}

/** How a report's client reads in the feed and the search: the client's name and version where it is known. */
export function clientLine(report: { client?: string }, host: ClientHost | null): string | null {
  const family = host ? clientFamily(host) : 'other';
  if (!host || family === 'other') return report.client ?? null;
  return [CLIENT_LABELS[family], clientVersion(host.version)].filter(Boolean).join(' ');
}
