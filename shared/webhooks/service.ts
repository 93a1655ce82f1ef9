import { invalidSaid } from '../http/said-reasons.js';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../auth/principal.js';
import type { ChangeLogService } from '../changelog/service.js';
import type { Clock } from '../clock.js';
import { notFound } from '../http/errors.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import type { Outbox } from '../outbox/outbox.js';
import { invertedTimeKey } from '../storage/entities.js';
import { urlProblem } from './address.js';
import { postDelivery, type TryOutcome } from './post.js';
import { MAX_WEBHOOKS, type CreateWebhookBody, type Delivery, type Webhook, type WebhookEvent } from './schemas.js';
import { signatureHeader, WebhookSecrets } from './secrets.js';
import { webhookWitness, type StoredDelivery, type StoredWebhook, type WebhookStore } from './store.js';

const MINUTE_MS = 60_000;
/** Retried for a day, waiting twice as long after each failed try (one minute first), at most two hours. */
const GIVE_UP_AFTER_MS = 24 * 60 * MINUTE_MS;
const LONGEST_WAIT_MS = 120 * MINUTE_MS;
/** A delivery being tried is not tried by another run (instance) for this long. */
const TRY_LEASE_MS = 2 * MINUTE_MS;
/** A change-log entry queued but not found in the log after this was never written (its change did not commit). */
const ENTRY_GRACE_MS = 10 * MINUTE_MS;
/** Settled deliveries are kept this long to be read, then removed. */
const KEPT_MS = 7 * 24 * 60 * MINUTE_MS;
/** The most deliveries one run of the timer tries (the rest wait for the next run). */
const PER_RUN = 500;
export const LISTED_DELIVERIES = 50;

export const backoffMs = (attempts: number) => Math.min(MINUTE_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);

type Post = (url: string, body: string, headers: Record<string, string>, allowLoopback: boolean) => Promise<TryOutcome>;

interface Deps {
  clock: Clock;
  secrets: WebhookSecrets;
  /** The service runs on a loopback address (the local host): webhooks may point at loopback addresses, over http. */
  allowLoopback: boolean;
  changelog: Pick<ChangeLogService, 'get'>;
  /** Registering and removing a webhook are changes the change log records, like any other Admin's. */
  outbox: Pick<Outbox, 'commit'>;
  post?: Post;
}

/**
 * A webhook's change-log entry names its host only: the log is exported and delivered, and receivers often take
 * their own secret in the address's path or query.
 */
const changeOf = (hook: Webhook) => ({
  scope: 'tenant' as const,
  target: new URL(hook.url).host,
  details: { id: hook.id, events: hook.events },
});

const publicOf = ({ sealedSecret: _secret, ...hook }: StoredWebhook): Webhook => hook;
const deliveryOf = ({ tenantId: _t, webhookId: _w, payload: _p, etag: _e, ...d }: StoredDelivery): Delivery => d;

/**
 * Webhooks an organisation registers: the change log (and alerts) delivered at least once to each, signed with its
 * secret, retried with backoff for a day by the timer. Queued durably: a change-log entry is queued before it is
 * written, so a crash between the two loses nothing (a queued entry that never got written is dropped after a grace).
 */
export class WebhookService {
  private readonly post: Post;
  constructor(
    private readonly store: WebhookStore,
    private readonly deps: Deps,
  ) {
    this.post = deps.post ?? postDelivery;
  }

  async list(tenantId: string): Promise<Webhook[]> {
    return (await this.store.list(tenantId)).map(publicOf);
  }

  async create(tenantId: string, actor: Actor, body: CreateWebhookBody): Promise<Webhook & { secret: string }> {
    const problem = urlProblem(body.url, this.deps.allowLoopback);
    if (problem) throw invalidSaid({ url: problem });
    if ((await this.store.list(tenantId)).length >= MAX_WEBHOOKS) {
      throw invalidSaid({ url: ['atMostWebhooks', { max: MAX_WEBHOOKS }] });
    }
    const id = randomUUID();
    const secret = WebhookSecrets.fresh();
    const hook: StoredWebhook = {
      id,
      url: new URL(body.url).toString(),
      events: body.events,
      createdAt: this.deps.clock.now().toISOString(),
      createdBy: actor.actor,
      sealedSecret: this.deps.secrets.seal(tenantId, id, secret),
    };
    const work = { log: [{ actor, change: { action: 'webhook.created', ...changeOf(hook) } }] };
    await this.deps.outbox.commit(tenantId, work, webhookWitness(id), (stamp) => this.store.create(tenantId, hook, stamp));
    return { ...publicOf(hook), secret };
  }

  async delete(tenantId: string, actor: Actor, id: string): Promise<void> {
    const hook = await this.store.get(tenantId, id);
    if (!hook) throw notFound('No such webhook');
    const work = { log: [{ actor, change: { action: 'webhook.deleted', ...changeOf(hook) } }] };
    const gone = await this.deps.outbox.commit(tenantId, work, webhookWitness(id, true), () => this.store.delete(tenantId, id), {
      changed: (removed) => removed,
    });
    if (!gone) throw notFound('No such webhook');
  }

  async deliveries(tenantId: string, id: string): Promise<Delivery[]> {
    if (!(await this.store.get(tenantId, id))) throw notFound('No such webhook');
    return (await this.store.deliveriesOf(tenantId, id, LISTED_DELIVERIES)).map(deliveryOf);
  }

  /** Queues a change-log entry (by its id) for every webhook that receives the change log. */
  async enqueueEntry(tenantId: string, entryId: string): Promise<void> {
    await this.enqueue(tenantId, 'changelog', entryId);
  }

  /** Queues an alert for every webhook that receives alerts: `body` is delivered as it is, its `id` the delivery's. */
  async enqueueAlert(tenantId: string, body: { id: string } & Record<string, unknown>): Promise<void> {
    await this.enqueue(tenantId, 'alert', body.id, JSON.stringify(body));
  }

  private async enqueue(tenantId: string, event: WebhookEvent, id: string, payload?: string): Promise<void> {
    const hooks = (await this.store.list(tenantId)).filter((h) => h.events.includes(event));
    const now = this.deps.clock.now().toISOString();
    for (const h of hooks) await this.store.enqueue(tenantId, h.id, id, { event, payload, enqueuedAt: now, nextAt: now });
  }

  /** Sends a test delivery now (queued like any other, so a failed one is retried and listed): its outcome. */
  async test(tenantId: string, id: string): Promise<Delivery> {
    if (!(await this.store.get(tenantId, id))) throw notFound('No such webhook');
    const now = this.deps.clock.now();
    const deliveryId = `test-${invertedTimeKey(now)}`;
    const body = { id: deliveryId, event: 'test', tenantId, at: now.toISOString(), message: 'A test delivery from the signature service' };
    await this.store.enqueue(tenantId, id, deliveryId, {
      event: 'test',
      payload: JSON.stringify(body),
      enqueuedAt: now.toISOString(),
      nextAt: now.toISOString(),
    });
    const queued = await this.store.delivery(tenantId, id, deliveryId);
    if (queued) await this.attempt(queued);
    const after = await this.store.delivery(tenantId, id, deliveryId);
    if (!after) throw notFound('No such webhook');
    return deliveryOf(after);
  }

  /** The timer: every due delivery tried once; a webhook that failed this run is not tried again until the next. */
  async deliverDue(log: Logger): Promise<JobCounts> {
    const now = this.deps.clock.now();
    const due: StoredDelivery[] = [];
    for await (const d of this.store.due(now)) if (due.length < PER_RUN) due.push(d);
    const failing = new Set<string>();
    const counts = await eachItem(
      log,
      'webhookDeliver',
      due,
      (d) => ({ tenantId: d.tenantId, id: `${d.webhookId}|${d.id}` }),
      async (d) => {
        if (failing.has(`${d.tenantId}|${d.webhookId}`)) return 'skipped';
        const outcome = await this.attempt(d);
        if (outcome === 'retrying') failing.add(`${d.tenantId}|${d.webhookId}`);
        return outcome;
      },
    );
    for await (const old of this.store.settledBefore(new Date(now.getTime() - KEPT_MS))) await this.store.remove(old.tenantId, old.rowKey);
    return counts;
  }

  /** One try of one delivery, claimed first so two runs do not send it together. */
  private async attempt(d: StoredDelivery): Promise<'delivered' | 'retrying' | 'failed' | 'skipped'> {
    const now = this.deps.clock.now();
    const attempts = d.attempts + 1;
    const lease = new Date(now.getTime() + TRY_LEASE_MS).toISOString();
    const claimed = await this.store.update(d, { nextAt: lease, attempts, lastAt: now.toISOString() });
    if (!claimed) return 'skipped';
    const held = { ...d, etag: claimed };
    const hook = await this.store.get(d.tenantId, d.webhookId);
    if (!hook) {
      await this.store.remove(d.tenantId, `${d.webhookId}|${d.id}`);
      return 'skipped';
    }
    const body = await this.bodyOf(d);
    if (body === null) {
      const late = now.getTime() - Date.parse(d.enqueuedAt) > ENTRY_GRACE_MS;
      await this.store.update(
        held,
        late ? { state: 'failed', lastError: 'the change-log entry was never written' } : { attempts: d.attempts },
      );
      return late ? 'failed' : 'skipped';
    }
    const secret = this.deps.secrets.open(d.tenantId, d.webhookId, hook.sealedSecret);
    const headers = { 'x-signature-webhook': signatureHeader(secret, body, now), 'user-agent': 'signature-service-webhooks/1' };
    const outcome = await this.post(hook.url, body, headers, this.deps.allowLoopback);
    const answer = { lastStatus: outcome.status ?? 0, lastError: outcome.error ?? '', lastAnswer: outcome.answer ?? '' };
    if (outcome.ok) {
      await this.store.update(held, { ...answer, state: 'delivered' });
      return 'delivered';
    }
    const next = this.deps.clock.now().getTime() + backoffMs(attempts);
    const expired = next - Date.parse(d.enqueuedAt) > GIVE_UP_AFTER_MS;
    await this.store.update(held, { ...answer, state: expired ? 'failed' : 'pending', nextAt: new Date(next).toISOString() });
    return expired ? 'failed' : 'retrying';
  }

  /** The body a delivery sends, the same on every try; null while a queued change-log entry is not (yet) in the log. */
  private async bodyOf(d: StoredDelivery): Promise<string | null> {
    if (d.payload !== null) return d.payload;
    const entry = await this.deps.changelog.get(d.tenantId, d.id);
    return entry ? JSON.stringify({ id: d.id, event: 'changelog', tenantId: d.tenantId, entry }) : null;
  }
}
