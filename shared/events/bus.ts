import type { Actor } from '../auth/principal.js';

/** A template's new version, as the after-commit work of a publish needs it (change log, signature cache). */
export interface TemplatePublished {
  type: 'templatePublished';
  tenantId: string;
  actor: Actor;
  templateId: string;
  name: string;
  version: number;
  source: 'create' | 'publish' | 'draft' | 'rollback' | 'duplicate' | 'import' | 'schedule' | 'rollout';
  fromVersion?: number;
  /** The publish cleared the working copy whose body it published (not implied by its source). */
  workingCopyCleared?: boolean;
  /** When the publish committed: the change-log entry is dated (and keyed) by it, so a retry writes it once. */
  at: string;
  entryKey: string;
}

/** Changes that alter how a tenant's signatures look (or whether they are delivered), by what changed. */
const SIGNATURE_CHANGES = [
  'templateChanged',
  'rolesChanged',
  'deliveryChanged',
  'rulesChanged',
  'rolloutChanged',
  'assetChanged',
  'bannerChanged',
  'footerChanged',
  'profileSaved',
  'photoChanged',
  'profileFieldsChanged',
  'exclusionsChanged',
  'partnerDomainsChanged',
  'directoryRefreshed',
  'tenantStateChanged',
  'billingChanged',
] as const;
type SignatureChange = (typeof SIGNATURE_CHANGES)[number];
/** One member per kind, so that subscribers narrow by `type`. */
type SignatureChangeEvent = { [K in SignatureChange]: { type: K; tenantId: string } }[SignatureChange];

/** What the features announce once a change has committed; subscribers do the work that follows from it. */
export type DomainEvent =
  | TemplatePublished
  | SignatureChangeEvent
  /** A partner's consolidated subscription changed: every client's delivery may follow. */
  | { type: 'partnerSubscriptionChanged'; partnerId: string };

type EventType = DomainEvent['type'];
type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;
type Handler<T extends EventType> = (event: EventOf<T>) => Promise<void> | void;

/** The events of one change to what signatures show, for subscribers that treat them all alike. */
export const signatureChanges = ['templatePublished', ...SIGNATURE_CHANGES] as const;

/** A feature's handler of some kinds of event, as its module hands it to the composition root to subscribe. */
export interface Subscription {
  types: readonly EventType[];
  handler: (event: DomainEvent) => Promise<void> | void;
}

/** A subscription of `handler` to events of the given kinds, the handler typed by them. */
export function subscription<T extends EventType>(types: T | readonly T[], handler: Handler<T>): Subscription {
  return {
    types: typeof types === 'string' ? [types] : types,
    handler: handler as unknown as Subscription['handler'],
  };
}

/**
 * A small typed event bus, built once in the composition root. `emit` runs the handlers in subscription order and
 * awaits each: the caller learns of a failure (and an outbox retries what must not be lost).
 */
export class DomainEvents {
  private readonly handlers = new Map<EventType, ((event: DomainEvent) => Promise<void> | void)[]>();

  on<T extends EventType>(types: T | readonly T[], handler: Handler<T>): void {
    for (const type of typeof types === 'string' ? [types] : types) {
      const list = this.handlers.get(type) ?? [];
      list.push(handler as unknown as (event: DomainEvent) => Promise<void> | void);
      this.handlers.set(type, list);
    }
  }

  /** Subscribes each handler, in order. */
  subscribe(subscriptions: readonly Subscription[]): void {
    for (const s of subscriptions) this.on(s.types, s.handler);
  }

  async emit(event: DomainEvent): Promise<void> {
    for (const handler of this.handlers.get(event.type) ?? []) await handler(event);
  }
}

/** What a feature needs to announce its changes. */
export type Emit = Pick<DomainEvents, 'emit'>;
