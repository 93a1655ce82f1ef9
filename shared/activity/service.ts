import type { Clock } from '../clock.js';
import type { ActivityStore } from './store.js';
import type { ApplyEvent, ReportBody } from './schemas.js';

/** Apply outcomes of the add-in, for monitoring and for deciding staged rollouts. */
export class ActivityService {
  constructor(
    private readonly store: ActivityStore,
    private readonly clock: Clock,
  ) {}

  /** Records one attempt against the token's mailbox; any mailbox named in the payload is ignored. */
  async report(tenantId: string, mailbox: string, report: ReportBody): Promise<ApplyEvent> {
    const event: ApplyEvent = {
      mailbox: mailbox.toLowerCase(),
      reportedBy: mailbox.toLowerCase(),
      type: report.type,
      outcome: report.outcome,
      templateId: report.templateId ?? null,
      version: report.version ?? null,
      error: report.error ?? null,
      client: report.client ?? null,
      at: this.clock.now().toISOString(),
    };
    await this.store.append(tenantId, event);
    return event;
  }

  outcomesSince(tenantId: string, templateId: string, since: string) {
    return this.store.outcomesSince(tenantId, templateId, since);
  }

  search(tenantId: string, opts: { mailbox?: string; outcome?: string; client?: string; limit: number; cursor?: string }) {
    return this.store.search(tenantId, opts);
  }

  since(tenantId: string, since: Date) {
    return this.store.since(tenantId, since);
  }

  async recent(tenantId: string, limit = 100) {
    return (await this.store.search(tenantId, { limit })).items;
  }
}
