import type { ActivityService } from '../activity/service.js';
import { SERVER_VERSION } from '../activity/client-rollups.js';
import type { ApplyReason } from '../activity/vocabulary.js';
import { dayWindow } from '../monitoring/service.js';
import type { Alert } from './schemas.js';

/** UTC days read: today and yesterday, so a pass just after midnight still counts and the alert ends a day after the last. */
const WINDOW_DAYS = 2;

/**
 * The relay's reasons for passing a message unchanged that are the service's own (it failed, or cannot rewrite the
 * message), not the organisation's settings (excluded, paused, off, no template) nor what the message is (encrypted,
 * a meeting, an automatic reply); each says why in the words of a sentence ending "because …".
 */
export const SERVICE_PASS_REASONS: Partial<Record<ApplyReason, string>> = {
  service_error: 'the service failed while it decided their signature',
  rewrite_failed: 'the signature could not be written into them',
  too_large: 'they were larger than the relay rewrites',
  unsupported_shape: 'their structure is one the relay does not rewrite',
  unsupported_charset: 'their character set is one the relay does not rewrite',
  unsupported_encoding: 'their transfer encoding is one the relay does not rewrite',
};

const messages = (n: number) => (n === 1 ? '1 message' : `${n} messages`);

/** The alerts for the service's reasons the relay passed messages unchanged for lately (each reason one occurrence). */
export async function relayPassAlerts(activity: ActivityService, tenantId: string, now: Date): Promise<Alert[]> {
  const window = dayWindow(now, WINDOW_DAYS);
  const days = (await activity.clientDays(tenantId, window.first, window.last)).filter((d) => d.version === SERVER_VERSION);
  const counts = new Map<string, number>();
  for (const d of days)
    for (const [reason, n] of Object.entries(d.reasons))
      if (n && SERVICE_PASS_REASONS[reason as ApplyReason]) counts.set(reason, (counts.get(reason) ?? 0) + n);
  return [...counts].map(([reason, n]) => ({
    kind: 'relayPasses',
    key: reason,
    subject: `The relay sent ${messages(n)} on without a signature`,
    sentences: [
      `Since yesterday the relay sent ${messages(n)} on unchanged because ${SERVICE_PASS_REASONS[reason as ApplyReason]}.`,
      'Your settings did not cause this. The server-side page counts the messages passed by reason, and the message trail explains each one.',
    ],
    words: {
      subject: { key: 'relayPassesSubject', values: { count: n } },
      sentences: [{ key: 'relayPassesBody', values: { count: n, reason } }, { key: 'relayPassesNext' }],
    },
    page: 'server-side',
  }));
}
