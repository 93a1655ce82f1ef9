// What the add-in tells the service about a message's recipients: their domains, never their addresses (DESIGN §14).

/** The service takes at most this many domains (DESIGN §14). */
export const MAX_RECIPIENT_DOMAINS = 100;
/** How long the recipients must stay unchanged before the add-in asks again: the person may still be typing. */
export const RECIPIENTS_SETTLE_MS = 1500;
/** A domain longer than a DNS name can be is not a domain. */
const MAX_DOMAIN_LENGTH = 253;

const isAscii = (s: string) => {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 127) return false;
  return true;
};

/** Whether every character is one a host name may hold (letters, digits, `-`, `.`), with a dot inside. */
function hostLike(domain: string): boolean {
  for (let i = 0; i < domain.length; i++) {
    const c = domain.charCodeAt(i);
    const ok = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45 || c === 46;
    if (!ok) return false;
  }
  const dot = domain.indexOf('.');
  return dot > 0 && domain[domain.length - 1] !== '.' && domain.indexOf('..') < 0;
}

/** The lower-cased domain of one address (international names as punycode), or undefined when it has none. */
export function domainOf(address: string): string | undefined {
  const at = address.lastIndexOf('@');
  if (at < 0) return undefined;
  let domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase();
  while (domain.endsWith('.')) domain = domain.slice(0, -1);
  if (!domain || domain.length > MAX_DOMAIN_LENGTH) return undefined;
  if (!isAscii(domain)) {
    // The URL parser turns an international name into its ASCII (punycode) form, as Exchange routes it.
    try {
      domain = new URL(`http://${domain}/`).hostname;
    } catch {
      return undefined;
    }
  }
  return hostLike(domain) ? domain : undefined;
}

/**
 * The set of recipient domains the service is told: distinct, lower-cased, sorted so one set is always written the
 * same way, at most 100 (To first, then Cc, then Bcc, when a message has more).
 */
export function recipientDomains(addresses: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const address of addresses) {
    if (seen.size >= MAX_RECIPIENT_DOMAINS) break;
    const domain = domainOf(address);
    if (domain) seen.add(domain);
  }
  return [...seen].sort();
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The runtime's timers: every Outlook runtime has them (classic Outlook's JavaScript-only one too); none, no wait. */
const globalTimers: Timers | undefined =
  typeof setTimeout === 'function'
    ? { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) }
    : undefined;

/**
 * Debounce for events that each must be answered: every call waits `ms`; a call that a later one overtakes answers
 * `false` at once (its event can complete, the later one does the work), the last answers `true` once `ms` passed
 * without another.
 */
export function lastOfBurst(ms: number, timers: Timers | undefined = globalTimers): () => Promise<boolean> {
  let pending: { handle: unknown; settle: (last: boolean) => void } | undefined;
  if (!timers) return () => Promise.resolve(true);
  return () =>
    new Promise<boolean>((resolve) => {
      if (pending) {
        timers.clearTimeout(pending.handle);
        pending.settle(false);
      }
      const entry = {
        settle: resolve,
        handle: timers.setTimeout(() => {
          if (pending === entry) pending = undefined;
          resolve(true);
        }, ms),
      };
      pending = entry;
    });
}

/** Runs tasks one after another (a second event's apply never interleaves with the first's calls to Outlook). */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
