/**
 * How long a call that failed for want of a dependency keeps it named in `/health` when no call has answered since:
 * long enough that a probe every few seconds sees an outage the callers meet, short enough that a dependency nothing
 * has called since it came back is not reported out for long.
 */
export const OUTAGE_REMEMBERED_MS = 60_000;

/** What `/health` says of one dependency this process calls. */
export type DependencyState = { status: 'ok'; detail: string } | { status: 'unavailable'; detail: string };

/**
 * The outcome of this process's last call to a dependency it does not probe itself (Microsoft Graph, Stripe): the
 * callers feed it as their calls end, and `/health` reads it instead of calling the dependency on every probe. A
 * failure is one for want of the dependency (no answer, a timeout, 429 or 5xx after the retries), never a refusal
 * that says the dependency is up (a 404, a 400).
 */
export class DependencyOutcomes {
  private last: { failed: boolean; at: number; detail: string } | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  /** The dependency answered (whatever it answered). */
  answered(): void {
    this.last = { failed: false, at: this.now(), detail: '' };
  }

  /** A call failed for want of the dependency; `detail` is for operators (no tenant's data). */
  failed(detail: string): void {
    this.last = { failed: true, at: this.now(), detail: detail.slice(0, 200) };
  }

  /** Null until the process has called the dependency; unavailable while its last call failed, recently. */
  state(): DependencyState | null {
    if (!this.last) return null;
    const at = new Date(this.last.at).toISOString();
    if (this.last.failed && this.now() - this.last.at < OUTAGE_REMEMBERED_MS) {
      return { status: 'unavailable', detail: `last call failed at ${at}: ${this.last.detail}` };
    }
    return { status: 'ok', detail: this.last.failed ? `last call failed at ${at}; none since` : `last call answered at ${at}` };
  }
}
