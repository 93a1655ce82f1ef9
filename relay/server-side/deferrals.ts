import { BoundedMap } from '../../shared/bounded-map.js';

/** How long a message the service cannot decide on is deferred before it goes on unchanged (DESIGN §13). */
export const DEFER_WINDOW_MS = 5 * 60_000;
/** Messages remembered while deferred; the least recently seen goes first. */
const MAX_DEFERRED = 20_000;

/**
 * Messages deferred while the service could not decide, by the sender and Message-ID the client sends them again with:
 * each is deferred from the first time it was seen until the window ends, then passed on unchanged. One without a
 * Message-ID cannot be told when it comes again, so it is not deferred at all. Per replica: a retry that reaches
 * another replica starts its window there, so a message waits at most a few windows, never indefinitely.
 */
export class Deferrals {
  private readonly firstSeen = new BoundedMap<string, number>(MAX_DEFERRED);

  constructor(
    private readonly now: () => number = Date.now,
    private readonly windowMs = DEFER_WINDOW_MS,
  ) {}

  /** Whether to defer this message now (true within its window), remembering when it was first deferred. */
  defer(sender: string, messageId: string | null): boolean {
    if (!messageId) return false;
    const key = `${sender.toLowerCase()}\n${messageId}`;
    const now = this.now();
    const first = this.firstSeen.get(key);
    if (first === undefined) {
      this.firstSeen.set(key, now);
      return true;
    }
    if (now - first < this.windowMs && now >= first) return true;
    this.firstSeen.delete(key);
    return false;
  }
}
