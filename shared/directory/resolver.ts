import type { Clock } from '../clock.js';
import { ApiError } from '../http/errors.js';
import type { Directory, DirectoryGroup, DirectoryUser } from './types.js';

const RESOLUTION_TTL_MS = 10 * 60_000;
/** How old a resolution may be and still answer while the directory is out (the last one it gave). */
const WHILE_DIRECTORY_OUT_MS = 24 * 3600_000;
const MAX_ENTRIES = 50_000;
/**
 * What the cached resolutions may hold together, each counted as its JSON's length (about its size in memory): a
 * mailbox in many nested groups is tens of kB, so the count alone let 50,000 of them hold gigabytes.
 */
const MAX_BYTES = 32 * 1024 * 1024;

export interface ResolvedMailbox {
  /** The address asked for, as asked. */
  requested: string;
  /** The mailbox's primary address (an alias resolves to it). */
  primary: string;
  user: DirectoryUser;
  /** Every group the mailbox belongs to, directly or through nested groups. */
  groups: DirectoryGroup[];
}

/**
 * Resolves addresses to mailboxes with their transitive groups, cached ten minutes per mailbox. While the directory is
 * out (`directory_unavailable`), a mailbox resolved in the last day answers as it was then: signatures keep flowing.
 */
export class MailboxResolver {
  private readonly cache = new Map<string, { value: ResolvedMailbox | null; at: number; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly directory: Directory,
    private readonly clock: Clock,
    private readonly ttlMs = RESOLUTION_TTL_MS,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  /** `live` reads the directory now (simulation), and refreshes the cache with what it read. */
  async resolve(tenantId: string, address: string, opts: { live?: boolean } = {}): Promise<ResolvedMailbox | null> {
    const key = `${tenantId}|${address.trim().toLowerCase()}`;
    const now = this.clock.now().getTime();
    const hit = this.cache.get(key);
    if (!opts.live && hit && now - hit.at < this.ttlMs) return hit.value;
    let value: ResolvedMailbox | null;
    try {
      value = await this.read(tenantId, address);
    } catch (err) {
      const directoryOut = err instanceof ApiError && err.code === 'directory_unavailable';
      if (directoryOut && !opts.live && this.ttlMs > 0 && hit && now - hit.at < WHILE_DIRECTORY_OUT_MS) return hit.value;
      throw err;
    }
    this.remember(key, value, now);
    return value;
  }

  /** The mailbox and its groups as the directory answers now. */
  private async read(tenantId: string, address: string): Promise<ResolvedMailbox | null> {
    const user = await this.directory.findMailbox(tenantId, address);
    return user
      ? {
          requested: address,
          primary: (user.mail ?? address).toLowerCase(),
          user,
          groups: await this.directory.memberOf(tenantId, user.id),
        }
      : null;
  }

  /** Kept as the newest; the oldest go first while the count or the bytes are over their bounds. */
  private remember(key: string, value: ResolvedMailbox | null, at: number) {
    this.drop(key);
    const bytes = key.length + (value ? JSON.stringify(value).length : 0);
    for (const oldest of this.cache.keys()) {
      if (this.cache.size < MAX_ENTRIES && this.bytes + bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
    this.cache.set(key, { value, at, bytes });
    this.bytes += bytes;
  }

  private drop(key: string) {
    const entry = this.cache.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.cache.delete(key);
  }

  /** Forgets every cached resolution of a tenant (tests, and a tenant purge). */
  forget(tenantId: string) {
    for (const key of this.cache.keys()) if (key.startsWith(`${tenantId}|`)) this.drop(key);
  }
}
