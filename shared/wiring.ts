import type { PersonLimits } from './auth/person-limits.js';
import type { RateLimiter } from './auth/ratelimit.js';
import type { TokenVerifier } from './auth/token.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Directory } from './directory/types.js';
import type { DomainEvents, Subscription } from './events/bus.js';
import type { ImageWork } from './images/decode.js';
import type { Logger } from './log.js';
import type { Outbox, OutboxRegistrations } from './outbox/outbox.js';
import type { Storage } from './storage/storage.js';

/** What every feature may build on: configuration, storage, the directory, the bus and the one outbox. */
export interface Platform {
  config: Config;
  clock: Clock;
  log: Logger;
  storage: Storage;
  directory: Directory;
  /** One per instance: its gate caps the image work in flight across every feature that decodes images. */
  images: ImageWork;
  tokens: TokenVerifier;
  rateLimits: RateLimiter;
  personLimits: PersonLimits;
  events: DomainEvents;
  outbox: Outbox;
}

/**
 * What a feature's `module.ts` answers from `wire(deps)`: its services by the names the composition root gives
 * them, its handlers of domain events, and what it registers with the outbox (the logs it writes, the outboxes of its
 * own it drains). What it asks of features wired after it, they register with it themselves (shared/registered.ts).
 */
export interface Wired<F extends object> {
  facade: F;
  subscriptions?: readonly Subscription[];
  outbox?: OutboxRegistrations;
}

/** Subscribes a wired feature's handlers and registers its outbox parts, in wiring order; answers its facade. */
export function mounter(platform: Pick<Platform, 'events' | 'outbox'>) {
  return <F extends object>(wired: Wired<F>): F => {
    platform.events.subscribe(wired.subscriptions ?? []);
    if (wired.outbox) platform.outbox.register(wired.outbox);
    return wired.facade;
  };
}
