import { createHash } from 'node:crypto';
import type { ActivityService } from '../activity/service.js';
import type { Actor } from '../auth/principal.js';
import { DAY_MS, type Clock } from '../clock.js';
import { ApiError, notFound, refuse } from '../http/errors.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import type { Outbox, Stamp } from '../outbox/outbox.js';
import { isPreconditionFailed } from '../storage/entities.js';
import { matchesVersion, signatureOnly, stale, type TemplateService } from '../templates/service.js';
import type { BodyInput, TemplateBody } from '../templates/variants.js';
import type { Rollout, RolloutGates, VersionResults } from './schemas.js';
import { rolloutWitness, type RolloutStore, type StoredRollout } from './store.js';
import type { Counts } from '../activity/rollups.js';

const HOUR_MS = 3600_000;
/**
 * How long a promotion may take between its claim and its publish. A promotion claimed longer ago whose candidate is
 * still not live was left by an instance stopped in the middle: a retry of the promote, or the decision timer within
 * a day of the claim, finishes it.
 */
const PROMOTE_LEASE_MS = 10 * 60_000;

/** What a running rollout hands out (`RolloutService.candidatePlan`): the candidate body, its variants with it. */
interface CandidatePlan extends TemplateBody {
  version: number;
  percentage: number;
}
type Candidate = TemplateBody & { version: number };
/** A running rollout as the compose path keeps it: where the candidate's body is, its version, its share. */
export interface RunningCandidate {
  blob: string;
  version: number;
  percentage: number;
}
const runningCandidate = (r: StoredRollout): RunningCandidate => ({
  blob: r.blob,
  version: r.candidateVersion,
  percentage: r.gates.percentage,
});

/** The candidate a mailbox gets from a rollout's plan, if it is inside the rollout's share. */
export function candidateOf(plan: CandidatePlan | null, templateId: string, mailbox: string): Candidate | null {
  if (!plan || !inRollout(templateId, mailbox, plan.percentage)) return null;
  const { percentage: _p, ...candidate } = plan;
  return candidate;
}

/** Whether a mailbox sees the candidate: a stable hash of template and mailbox, under the percentage. */
export function inRollout(templateId: string, mailbox: string, percentage: number): boolean {
  const h = createHash('sha256').update(`${templateId}|${mailbox.toLowerCase()}`).digest().readUInt32BE(0);
  return h % 100 < percentage;
}

const results = (version: number, c?: { applied: number; failed: number; skipped: number }): VersionResults => {
  const { applied = 0, failed = 0, skipped = 0 } = c ?? {};
  return { version, applied, failed, skipped, failureRate: applied + failed ? failed / (applied + failed) : null };
};

const publicView = ({ tenantId: _t, blob: _b, etag: _e, baseline: _c, ...r }: StoredRollout): Rollout => r;
const minus = (a: Counts, b: Counts): Counts => ({
  applied: a.applied - b.applied,
  failed: a.failed - b.failed,
  skipped: a.skipped - b.skipped,
});

/**
 * Staged rollouts: a new body reaches a stable share of mailboxes first, and is promoted or rolled back on the apply
 * results the add-in reports for both versions, by a person or by the decision timer.
 */
export class RolloutService {
  constructor(
    private readonly store: RolloutStore,
    private readonly deps: { templates: TemplateService; activity: ActivityService; outbox: Pick<Outbox, 'commit'>; clock: Clock },
  ) {}

  async running(tenantId: string, templateId: string): Promise<StoredRollout | null> {
    const r = await this.store.get(tenantId, templateId);
    return r?.state === 'running' ? r : null;
  }

  /** Deleting a template while its rollout runs would leave the decision timer a rollout of nothing. */
  async blocksDeletion(tenantId: string, templateId: string): Promise<ApiError | null> {
    const r = await this.running(tenantId, templateId);
    if (!r) return null;
    const rollout = { templateId, startedAt: r.startedAt, startedBy: r.startedBy, percentage: r.gates.percentage };
    return refuse('rollout_in_flight', 'A rollout of this template is in flight; promote or abandon it before deleting the template', {
      rollout,
    });
  }

  /** Starts a rollout: the body goes to the rollout, not the template; the live signature is unchanged. */
  async start(
    tenantId: string,
    actor: Actor,
    templateId: string,
    raw: BodyInput | string,
    gates: RolloutGates,
    ifMatch?: string,
  ): Promise<Rollout> {
    const template = await this.deps.templates.get(tenantId, templateId);
    signatureOnly(template, 'id', 'replyNotRolledOut');
    if (ifMatch && !matchesVersion(ifMatch, template.version)) throw stale(template.version);
    // A rollout compares a candidate with the live version: a template never published has none to compare with.
    if (!template.version)
      throw refuse('not_published', 'The template has never been published: publish it before rolling out a change', { templateId });
    const previous = await this.store.get(tenantId, templateId);
    if (previous?.state === 'running') throw refuse('rollout_in_flight');
    // The candidate carries its variants: those left out are the live version's.
    const body = await this.deps.templates.liveCompleted(
      tenantId,
      templateId,
      this.deps.templates.checkPublishable(typeof raw === 'string' ? { html: raw } : raw),
    );
    const blob = await this.deps.templates.keepBody(tenantId, templateId, body);
    const startedAt = this.deps.clock.now().toISOString();
    // Results count from here: the version totals as they stand now are subtracted from later ones.
    const [base, candidate] = await Promise.all([
      this.deps.activity.versionTotals(tenantId, templateId, template.version),
      this.deps.activity.versionTotals(tenantId, templateId, template.version + 1),
    ]);
    const work = {
      events: [{ type: 'rolloutChanged' as const, tenantId }],
      log: [
        {
          actor,
          change: { scope: 'template' as const, action: 'rollout.started', target: template.name, details: { id: templateId, ...gates } },
        },
      ],
    };
    const row = {
      gates: JSON.stringify(gates),
      startedBy: actor.actor,
      startedAt,
      baseVersion: template.version,
      candidateVersion: template.version + 1,
      blob,
      baseline: JSON.stringify({ base, candidate }),
    };
    try {
      await this.deps.outbox.commit(tenantId, work, rolloutWitness(templateId), (stamp) =>
        this.store.start(tenantId, templateId, row, previous, stamp),
      );
    } catch (err) {
      await this.deps.templates.dropKeptBody(blob);
      if (isPreconditionFailed(err) || (err as { statusCode?: number }).statusCode === 409) {
        throw refuse('rollout_in_flight', 'A rollout of this template was started at the same time');
      }
      throw err;
    }
    return publicView((await this.store.get(tenantId, templateId))!);
  }

  /** The candidate body for this mailbox, when a rollout of the template is running and the mailbox is in it. */
  async candidateFor(tenantId: string, templateId: string, mailbox: string): Promise<Candidate | null> {
    return candidateOf(await this.candidatePlan(tenantId, templateId), templateId, mailbox);
  }

  /** A running rollout's candidate and the share of mailboxes that get it (the same for every mailbox). */
  async candidatePlan(tenantId: string, templateId: string): Promise<CandidatePlan | null> {
    const r = await this.running(tenantId, templateId);
    return r ? this.planOf(runningCandidate(r)) : null;
  }

  /** Every running rollout's candidate, by template, as plain data (the compose path keeps it a rendering generation). */
  async runningCandidates(tenantId: string): Promise<Record<string, RunningCandidate>> {
    return Object.fromEntries((await this.store.running(tenantId)).map((r) => [r.templateId, runningCandidate(r)]));
  }

  /** The plan of a running candidate: its body read. */
  async planOf(c: RunningCandidate): Promise<CandidatePlan> {
    return { ...(await this.deps.templates.readKeptBody(c.blob)), version: c.version, percentage: c.percentage };
  }

  async detail(tenantId: string, templateId: string) {
    await this.deps.templates.get(tenantId, templateId);
    const r = await this.store.get(tenantId, templateId);
    if (!r) throw notFound('The template has never had a rollout');
    const res = await this.results(r);
    return { ...publicView(r), results: res, next: this.nextDecision(r, res) };
  }

  /** Both versions' apply results since the rollout started: version totals now less those at the start. */
  private async results(r: StoredRollout): Promise<{ current: VersionResults; candidate: VersionResults }> {
    if (!r.baseline) {
      // Started before apply rollups were written live: counted from the raw events, as it was then.
      const counts = await this.deps.activity.outcomesSince(r.tenantId, r.templateId, r.startedAt);
      return {
        current: results(r.baseVersion, counts.get(r.baseVersion)),
        candidate: results(r.candidateVersion, counts.get(r.candidateVersion)),
      };
    }
    const [base, candidate] = await Promise.all([
      this.deps.activity.versionTotals(r.tenantId, r.templateId, r.baseVersion),
      this.deps.activity.versionTotals(r.tenantId, r.templateId, r.candidateVersion),
    ]);
    return {
      current: results(r.baseVersion, minus(base, r.baseline.base)),
      candidate: results(r.candidateVersion, minus(candidate, r.baseline.candidate)),
    };
  }

  /** What the decision timer will do next, and when. */
  nextDecision(r: Rollout, res: { current: VersionResults; candidate: VersionResults }) {
    if (r.state !== 'running') return null;
    const now = this.deps.clock.now().getTime();
    const ready = Date.parse(r.startedAt) + r.gates.minHours * HOUR_MS;
    if (now < ready)
      return { action: 'wait' as const, at: new Date(ready).toISOString(), reason: `collecting results for ${r.gates.minHours} hours` };
    const attempts = (v: VersionResults) => v.applied + v.failed;
    if (attempts(res.current) < r.gates.minApplies || attempts(res.candidate) < r.gates.minApplies) {
      return {
        action: 'wait' as const,
        at: null,
        reason: `needs ${r.gates.minApplies} attempts on each version (current ${attempts(res.current)}, candidate ${attempts(res.candidate)})`,
      };
    }
    const increase = (res.candidate.failureRate ?? 0) - (res.current.failureRate ?? 0);
    if (increase > r.gates.maxFailureRateIncrease) {
      return {
        action: 'rollback' as const,
        at: new Date(now).toISOString(),
        reason: `failure rate rose by ${(increase * 100).toFixed(1)} points (allowed ${(r.gates.maxFailureRateIncrease * 100).toFixed(1)})`,
      };
    }
    const within = `failure rate change ${(increase * 100).toFixed(1)} points, within ${(r.gates.maxFailureRateIncrease * 100).toFixed(1)}`;
    return r.gates.autoPromote
      ? { action: 'promote' as const, at: new Date(now).toISOString(), reason: within }
      : { action: 'hold' as const, at: null, reason: `${within}; waiting for a person to promote` };
  }

  /** Publishes the candidate to everyone. The decision is claimed first, so it is taken once. */
  async promote(
    tenantId: string,
    actor: Actor,
    templateId: string,
    decidedBy: 'person' | 'automatic' = 'person',
    reason = 'promoted by a person',
  ) {
    const r = await this.store.get(tenantId, templateId);
    if (!r || (r.state !== 'running' && !(await this.unfinishedPromotion(r)))) throw refuse('no_rollout');
    // Claimed again when unfinished too: of two instances finishing it, one publishes.
    await this.claim(r, 'promoted', decidedBy, reason);
    try {
      await this.deps.templates.versions.publish(tenantId, actor, templateId, await this.deps.templates.readKeptBody(r.blob), {
        source: 'rollout',
        ifMatch: `"v${r.baseVersion}"`,
      });
    } catch (err) {
      const claimed = await this.store.get(tenantId, templateId);
      if (claimed) await this.store.decide(claimed, 'running', decidedBy, '', '').catch(() => undefined);
      throw err;
    }
    await this.deps.templates.dropKeptBody(r.blob);
    return this.detail(tenantId, templateId);
  }

  /** Abandons the rollout: everyone keeps the live version. Not subject to the approval gate. */
  async abandon(
    tenantId: string,
    actor: Actor,
    templateId: string,
    decidedBy: 'person' | 'automatic' = 'person',
    reason = 'abandoned by a person',
  ) {
    const r = await this.running(tenantId, templateId);
    if (!r) throw refuse('no_rollout');
    const target = await this.deps.templates.get(tenantId, templateId).then(
      (t) => t.name,
      () => undefined,
    );
    const work = {
      events: [{ type: 'rolloutChanged' as const, tenantId }],
      log: [
        {
          actor,
          change: { scope: 'template' as const, action: 'rollout.rolled_back', target, details: { id: templateId, decidedBy, reason } },
        },
      ],
    };
    await this.deps.outbox.commit(tenantId, work, rolloutWitness(templateId), (stamp) =>
      this.claim(r, 'rolled_back', decidedBy, reason, stamp),
    );
    await this.deps.templates.dropKeptBody(r.blob);
    return this.detail(tenantId, templateId);
  }

  /** A promotion claimed before the lease whose candidate never went live (its template is still at the base version). */
  private async unfinishedPromotion(r: StoredRollout): Promise<boolean> {
    if (r.state !== 'promoted' || !r.decidedAt) return false;
    if (this.deps.clock.now().getTime() - Date.parse(r.decidedAt) < PROMOTE_LEASE_MS) return false;
    return (await this.deps.templates.get(r.tenantId, r.templateId)).version === r.baseVersion;
  }

  private async claim(
    r: StoredRollout,
    state: 'promoted' | 'rolled_back',
    decidedBy: 'person' | 'automatic',
    reason: string,
    stamp?: Stamp,
  ) {
    try {
      await this.store.decide(r, state, decidedBy, reason, this.deps.clock.now().toISOString(), stamp);
    } catch (err) {
      if (isPreconditionFailed(err)) throw refuse('no_rollout', 'The rollout was decided at the same time');
      throw err;
    }
  }

  /** Rollouts the decision timer rolled back since `since`, with their template's name and the reason. */
  async rolledBackItself(tenantId: string, since: Date) {
    const rolled = await this.store.rolledBackItself(tenantId, since.toISOString());
    if (rolled.length === 0) return [];
    const names = new Map((await this.deps.templates.library(tenantId)).templates.map((t) => [t.id, t.name]));
    return rolled.map((r) => ({
      templateId: r.templateId,
      templateName: names.get(r.templateId) ?? null,
      reason: r.reason ?? '',
      decidedAt: r.decidedAt ?? '',
    }));
  }

  /** Rollouts in flight, without bodies. */
  async inFlight(tenantId: string) {
    const [running, library] = await Promise.all([this.store.running(tenantId), this.deps.templates.library(tenantId)]);
    const names = new Map(library.templates.map((t) => [t.id, t.name]));
    return running
      .map((r) => ({
        templateId: r.templateId,
        templateName: names.get(r.templateId) ?? null,
        percentage: r.gates.percentage,
        startedBy: r.startedBy,
        startedAt: r.startedAt,
      }))
      .sort((a, b) => a.startedAt.localeCompare(b.startedAt));
  }

  /** Timer job: takes each decision the gates call for, rollout by rollout, and finishes promotions left unfinished. */
  decideDue(log: Logger): Promise<JobCounts> {
    return eachItem(
      log,
      'rolloutDecide',
      this.store.toDecide(new Date(this.deps.clock.now().getTime() - DAY_MS).toISOString()),
      (r) => ({ tenantId: r.tenantId, id: r.templateId }),
      (r) => this.decide(r),
    );
  }

  private async decide(r: StoredRollout): Promise<'promoted' | 'rolledBack' | 'skipped'> {
    const system = { actor: 'Staged rollout' };
    if (r.state === 'promoted') {
      if (!(await this.unfinishedPromotion(r))) return 'skipped';
      await this.promote(r.tenantId, system, r.templateId, r.decidedBy ?? 'automatic', r.reason ?? '').catch((err: unknown) => {
        if (err instanceof ApiError && err.code === 'no_rollout') return;
        throw err;
      });
      return 'promoted';
    }
    const { next } = await this.detail(r.tenantId, r.templateId);
    try {
      if (next?.action === 'promote') {
        await this.promote(r.tenantId, system, r.templateId, 'automatic', next.reason);
        return 'promoted';
      }
      if (next?.action === 'rollback') {
        await this.abandon(r.tenantId, system, r.templateId, 'automatic', next.reason);
        return 'rolledBack';
      }
      return 'skipped';
    } catch (err) {
      // Decided meanwhile by a person or another instance.
      if (err instanceof ApiError && err.code === 'no_rollout') return 'skipped';
      throw err;
    }
  }
}
