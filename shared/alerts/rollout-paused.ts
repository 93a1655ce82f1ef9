import type { RolloutService } from '../rollouts/service.js';
import type { Alert } from './schemas.js';

/** A rollback stays alertable this long after the decision timer took it (the timer runs hourly). */
const WINDOW_MS = 86_400_000;

/** The alerts for rollouts the decision timer rolled back itself (each rollout's decision one occurrence). */
export async function rolloutPausedAlerts(rollouts: RolloutService, tenantId: string, now: Date): Promise<Alert[]> {
  const rolled = await rollouts.rolledBackItself(tenantId, new Date(now.getTime() - WINDOW_MS));
  return rolled.map((r) => {
    const name = r.templateName ?? 'a template';
    return {
      kind: 'rolloutPaused',
      key: `${r.templateId}|${r.decidedAt}`,
      subject: `The rollout of ${name} was rolled back`,
      sentences: [
        `The staged rollout of ${name} was rolled back automatically: ${r.reason}.`,
        'Everyone keeps the live version; the rollouts page shows the results of both versions.',
      ],
      words: {
        subject: { key: 'rolloutPausedSubject', values: { template: name } },
        sentences: [{ key: 'rolloutPausedBody', values: { template: name, reason: r.reason } }, { key: 'rolloutPausedNext' }],
      },
      page: 'rollouts',
    };
  });
}
