import type { Clock } from '../clock.js';
import type { Directory, DirectoryGroup, DirectoryUser } from './types.js';

const RESOLUTION_TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 50_000;

export interface ResolvedMailbox {
  /** The address asked for, as asked. */
  requested: string;
  /** The mailbox's primary address (an alias resolves to it). */
  primary: string;
  user: DirectoryUser;
  /** Every group the mailbox belongs to, directly or through nested groups. */
  groups: DirectoryGroup[];
}

/** Resolves addresses to mailboxes with their transitive groups, cached ten minutes per mailbox. */
export class MailboxResolver {
  private readonly cache = new Map<string, { value: ResolvedMailbox | null; at: number }>();

  constructor(
    private readonly directory: Directory,
    private readonly clock: Clock,
    private readonly ttlMs = RESOLUTION_TTL_MS,
  ) {}

  /** `live` reads the directory now (simulation), and refreshes the cache with what it read. */
  async resolve(tenantId: string, address: string, opts: { live?: boolean } = {}): Promise<ResolvedMailbox | null> {
    const key = `${tenantId}|${address.trim().toLowerCase()}`;
    const now = this.clock.now().getTime();
    const hit = this.cache.get(key);
    if (!opts.live && hit && now - hit.at < this.ttlMs) return hit.value;
    const user = await this.directory.findMailbox(tenantId, address);
    const value = user
      ? {
          requested: address,
          primary: (user.mail ?? address).toLowerCase(),
          user,
          groups: await this.directory.memberOf(tenantId, user.id),
        }
      : null;
    if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, { value, at: now });
    return value;
  }

  /** Forgets every cached resolution of a tenant (tests, and a tenant purge). */
  forget(tenantId: string) {
    for (const key of this.cache.keys()) if (key.startsWith(`${tenantId}|`)) this.cache.delete(key);
  }
}
