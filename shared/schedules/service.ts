import { invalidSaid } from '../http/said-reasons.js';
import type { Actor } from '../auth/principal.js';
import { addDays, type Clock } from '../clock.js';
import { ApiError, isStorageUnreachable, notFound, refuse } from '../http/errors.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import type { Outbox } from '../outbox/outbox.js';
import { isPreconditionFailed } from '../storage/entities.js';
import { retryOnConflict } from '../storage/update.js';
import type { BodyInput } from '../templates/variants.js';
import type { RolloutGates } from '../rollouts/schemas.js';
import type { RolloutService } from '../rollouts/service.js';
import type { TemplateService } from '../templates/service.js';
import type { Schedule } from './schemas.js';
import { MAX_DAYS_AHEAD } from './vocabulary.js';
import { scheduleWitness, type ScheduleStore, type StoredSchedule } from './store.js';

const publicView = ({ tenantId: _t, blob: _b, etag: _e, claimedAt: _c, ...s }: StoredSchedule, templateName: string | null): Schedule => ({
  ...s,
  templateName,
});

const firing = () => refuse('schedule_firing');
/**
 * How long a claim may take to settle (a publish: a few storage calls, each bounded by its deadline). A claim this
 * old whose schedule is still publishing was left by a firing that died or that storage failed: the timer fires it
 * again.
 */
const STALE_CLAIM_MS = 10 * 60_000;

/** Scheduled publishing: one pending booking per template, published by a timer at its time, exactly once. */
export class ScheduleService {
  constructor(
    private readonly store: ScheduleStore,
    private readonly deps: { templates: TemplateService; rollouts: RolloutService; outbox: Pick<Outbox, 'commit'>; clock: Clock },
  ) {}

  /** Books (or rebooks) a publish; refused at booking whatever would be refused at firing. */
  async book(
    tenantId: string,
    actor: Actor,
    templateId: string,
    input: BodyInput & { publishAt: string; rollout?: RolloutGates },
  ): Promise<Schedule> {
    const at = new Date(input.publishAt);
    const now = this.deps.clock.now();
    if (at.getTime() <= now.getTime()) throw invalidSaid({ publishAt: 'mustBeFuture' });
    if (at.getTime() > addDays(now, MAX_DAYS_AHEAD).getTime()) throw invalidSaid({ publishAt: ['withinDays', { days: MAX_DAYS_AHEAD }] });
    const template = await this.deps.templates.get(tenantId, templateId);
    if (input.rollout && !template.version)
      throw refuse('not_published', 'The template has never been published: a rollout needs a live version to compare with', {
        templateId,
      });
    // Variants and map left out are the live version's as it is at booking.
    const { publishAt: _at, rollout: _r, ...raw } = input;
    const body = await this.deps.templates.liveCompleted(tenantId, templateId, this.deps.templates.checkPublishable(raw));
    const blob = await this.deps.templates.keepBody(tenantId, templateId, body);
    const row = {
      publishAt: at.toISOString(),
      state: 'pending' as const,
      blob,
      bookedBy: actor.actor,
      bookedAt: now.toISOString(),
      rollout: input.rollout ? JSON.stringify(input.rollout) : '',
    };
    let previous: StoredSchedule | null;
    try {
      // Conditioned on the row as read: a claim by the timer in between makes the booking read again (and refuse).
      previous = await retryOnConflict(
        async () => {
          const current = await this.store.get(tenantId, templateId);
          if (current?.state === 'publishing') throw firing();
          const replaced = current?.state === 'pending';
          const work = {
            log: [
              {
                actor,
                change: {
                  scope: 'tenant' as const,
                  action: 'schedule.booked',
                  target: template.name,
                  details: { id: templateId, publishAt: row.publishAt, replaced },
                },
              },
            ],
          };
          await this.deps.outbox.commit(tenantId, work, scheduleWitness(templateId), (stamp) =>
            this.store.book(tenantId, templateId, row, current, stamp),
          );
          return current;
        },
        { what: 'the schedule' },
      );
    } catch (err) {
      await this.deps.templates.dropKeptBody(blob);
      throw err;
    }
    if (previous?.state === 'pending') await this.deps.templates.dropKeptBody(previous.blob);
    return publicView(
      { tenantId, templateId, ...row, rollout: input.rollout ?? null, version: null, reason: null, etag: '' },
      template.name,
    );
  }

  /** Deleting a template with a pending schedule would make the timer publish to nothing. */
  async blocksDeletion(tenantId: string, templateId: string): Promise<ApiError | null> {
    const s = await this.store.get(tenantId, templateId);
    if (s?.state !== 'pending' && s?.state !== 'publishing') return null;
    const schedule = { templateId, publishAt: s.publishAt, bookedBy: s.bookedBy };
    return refuse('schedule_pending', undefined, {
      schedule,
    });
  }

  /** The schedule on one template, whatever its state (null when it never had one). */
  async get(tenantId: string, templateId: string): Promise<Schedule | null> {
    const template = await this.deps.templates.get(tenantId, templateId);
    const s = await this.store.get(tenantId, templateId);
    return s ? publicView(s, template.name) : null;
  }

  async cancel(tenantId: string, actor: Actor, templateId: string): Promise<Schedule> {
    const template = await this.deps.templates.get(tenantId, templateId);
    const s = await this.store.get(tenantId, templateId);
    if (!s || s.state !== 'pending') throw notFound('The template has no pending schedule');
    const work = {
      log: [
        {
          actor,
          change: {
            scope: 'tenant' as const,
            action: 'schedule.cancelled',
            target: template.name,
            details: { id: templateId, publishAt: s.publishAt },
          },
        },
      ],
    };
    try {
      await this.deps.outbox.commit(tenantId, work, scheduleWitness(templateId), (stamp) =>
        this.store.update(s, { state: 'cancelled' }, stamp),
      );
    } catch (err) {
      if (isPreconditionFailed(err)) throw firing();
      throw err;
    }
    await this.deps.templates.dropKeptBody(s.blob);
    return publicView({ ...s, state: 'cancelled' }, template.name);
  }

  /** Every pending schedule of the organisation, soonest first. */
  async pending(tenantId: string): Promise<Schedule[]> {
    const [pending, library] = await Promise.all([this.store.pending(tenantId), this.deps.templates.library(tenantId)]);
    const names = new Map(library.templates.map((t) => [t.id, t.name]));
    return pending.map((s) => publicView(s, names.get(s.templateId) ?? null));
  }

  /**
   * Timer job: publishes every due schedule. Each is claimed with an ETag-guarded update first, so two instances
   * firing together publish it once. The body comes from the schedule, never from the working copy; a booking with a
   * rollout block starts a staged rollout instead.
   */
  fireDue(log: Logger): Promise<JobCounts> {
    return eachItem(
      log,
      'schedulePublish',
      this.store.due(this.deps.clock.now().toISOString(), new Date(this.deps.clock.now().getTime() - STALE_CLAIM_MS).toISOString()),
      (s) => ({ tenantId: s.tenantId, id: s.templateId }),
      (s) => this.fire(s),
    );
  }

  /**
   * Publishes one schedule as listed, claimed by the ETag it was listed with: a booking changed since (rebooked or
   * cancelled) is skipped, and a rebook after the claim is refused with 409 `schedule_firing`. A failure is recorded
   * on the schedule, then thrown (the job counts it); but a publish that storage interrupts goes back to pending with
   * its body kept, for the next run. A firing taken up again (after an interruption, or a claim left by an instance
   * stopped in the middle) first looks for what an earlier firing of this booking made, and records it.
   */
  async fire(s: StoredSchedule): Promise<'published' | 'skipped'> {
    try {
      await this.store.update(s, { state: 'publishing', claimedAt: this.deps.clock.now().toISOString() });
    } catch (err) {
      if (isPreconditionFailed(err)) return 'skipped';
      throw err;
    }
    const claimed = { ...s, etag: '*' };
    const actor = { actor: `Schedule booked by ${s.bookedBy}` };
    let interrupted = false;
    try {
      let version = await this.publishedAlready(s, actor.actor);
      if (version === null) {
        const html = await this.deps.templates.readKeptBody(s.blob);
        version = s.rollout
          ? (await this.deps.rollouts.start(s.tenantId, actor, s.templateId, html, s.rollout)).candidateVersion
          : (await this.deps.templates.versions.publish(s.tenantId, actor, s.templateId, html, { source: 'schedule' })).version;
      }
      await this.store.update(claimed, { state: 'published', version });
      return 'published';
    } catch (err) {
      if (isStorageUnreachable(err)) {
        // Storage out half-way: no reason to book again. Back to pending when storage takes that much; else it stays
        // publishing, and the timer fires it again once the claim is stale.
        interrupted = true;
        await this.store.update(claimed, { state: 'pending' }).catch(() => undefined);
        throw err;
      }
      // Our refusals say why in our words; anything else (storage's own text) stays in the log the timer writes.
      const reason = err instanceof ApiError ? err.message.slice(0, 500) : 'The publish could not be completed on our side; book it again';
      await this.store.update(claimed, { state: 'failed', reason });
      throw err;
    } finally {
      if (!interrupted) await this.deps.templates.dropKeptBody(s.blob).catch(() => undefined);
    }
  }

  /** The version an earlier firing of this booking made (its answer lost to a storage failure or a kill), or null. */
  private async publishedAlready(s: StoredSchedule, actor: string): Promise<number | null> {
    if (s.rollout) {
      const r = await this.deps.rollouts.running(s.tenantId, s.templateId);
      return r && r.startedAt >= s.bookedAt ? r.candidateVersion : null;
    }
    const { versions } = await this.deps.templates.versions.list(s.tenantId, s.templateId);
    return versions.find((v) => v.source === 'schedule' && v.publishedBy === actor && v.publishedAt >= s.bookedAt)?.version ?? null;
  }
}
