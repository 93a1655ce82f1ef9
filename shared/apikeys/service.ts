import { invalidSaid } from '../http/said-reasons.js';
import { createHash, randomBytes } from 'node:crypto';
import type { KeyAuthenticator } from '../auth/keys.js';
import type { Actor, KeyPrincipal } from '../auth/principal.js';
import { liveCapabilities, type Capability } from '../auth/roles.js';
import type { RateLimiter } from '../auth/ratelimit.js';
import type { Clock } from '../clock.js';
import { notFound, refuse } from '../http/errors.js';
import type { Outbox } from '../outbox/outbox.js';
import type { ApiKey, CreateKeyBody } from './schemas.js';
import { keyWitness, type ApiKeyStore, type KeyIndexRow } from './store.js';

const KEY_LIMIT_PER_MINUTE = 600;
const ADDRESS_LIMIT_PER_MINUTE = 2000;
const PREFIX_LENGTH = 12;
/**
 * How often an instance asks whether any key was revoked anywhere (one read of one row, whatever the number of keys).
 * Revoking takes effect at once on the instance that revoked, and within this on every other instance.
 */
const REVOCATION_CHECK_MS = 1000;
/**
 * How long an instance trusts a key record it read while no key has been revoked since (expiry is checked on every
 * request). Any revocation clears every instance's trusted records within REVOCATION_CHECK_MS.
 */
const KEY_TRUST_MS = 5 * 60_000;
const KEY_CACHE_LIMIT = 10_000;

// Built once: an error's stack is captured when it is made, a cost every refused (or served) request would pay.
const INVALID_KEY = refuse('invalid_key');
const KEY_EXPIRED = refuse('key_expired');

interface SeenKey {
  row: KeyIndexRow;
  at: number;
}

const hashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** Whoever creates a key, and what they hold (a key never holds more). */
interface KeyCreator extends Actor {
  capabilities: readonly Capability[];
  viaProvider: boolean;
}

/** Tenant API keys: lifecycle, and the key steps of the request pipeline. */
export class ApiKeyService implements KeyAuthenticator {
  private readonly used = new WeakMap<KeyPrincipal, { hash: string; row: KeyIndexRow }>();
  /** Key records by hash, read within the last KEY_TRUST_MS; a burst of one key reads its record once. */
  private readonly recent = new Map<string, SeenKey | Promise<KeyIndexRow | null>>();
  private readonly hashOfId = new Map<string, string>();
  /** The revocation stamp last read, and when. */
  private revocations: { stamp: string | null; at: number } | null = null;
  private revocationsRead: Promise<void> | null = null;

  constructor(
    private readonly store: ApiKeyStore,
    private readonly deps: { limiter: RateLimiter; outbox: Pick<Outbox, 'commit'>; clock: Clock },
  ) {}

  /** A plain date expires at the end of that day (UTC); an instant at that instant. */
  private expiryOf(expires: string | undefined): string | null {
    if (!expires) return null;
    const at = /^\d{4}-\d{2}-\d{2}$/.test(expires) ? new Date(`${expires}T23:59:59.999Z`) : new Date(expires);
    if (!(at.getTime() > this.deps.clock.now().getTime())) throw invalidSaid({ expires: 'mustBeFuture' });
    return at.toISOString();
  }

  async create(tenantId: string, creator: KeyCreator, body: CreateKeyBody): Promise<ApiKey & { secret: string }> {
    const notHeld = body.access.filter((a) => !creator.capabilities.includes(a));
    if (notHeld.length) throw invalidSaid({ access: ['accessNotHeld', { access: notHeld }] });
    const expires = this.expiryOf(body.expires);
    const secret = `svc_${randomBytes(32).toString('base64url')}`;
    const key: ApiKey = {
      id: `k_${randomBytes(9).toString('base64url')}`,
      name: body.name,
      prefix: secret.slice(0, PREFIX_LENGTH),
      access: body.access,
      readOnly: body.readOnly,
      expires,
      createdBy: creator.actor,
      createdAt: this.deps.clock.now().toISOString(),
      lastUsed: null,
      revoked: false,
      revokedAt: null,
      createdByProvider: creator.viaProvider,
    };
    const work = {
      log: [
        {
          actor: creator,
          change: {
            scope: 'tenant' as const,
            action: 'apikey.created',
            target: key.name,
            details: { id: key.id, access: key.access, readOnly: key.readOnly, expires: key.expires },
          },
        },
      ],
    };
    await this.deps.outbox.commit(tenantId, work, keyWitness(key.id), (stamp) => this.store.create(tenantId, key, hashOf(secret), stamp));
    return { ...key, secret };
  }

  list(tenantId: string) {
    return this.store.list(tenantId);
  }

  async get(tenantId: string, id: string): Promise<ApiKey> {
    const key = await this.store.get(tenantId, id);
    if (!key) throw notFound('No such API key');
    return key;
  }

  /** Takes effect on the next request; the row stays, marked revoked. Revoking twice changes nothing. */
  async revoke(tenantId: string, actor: Actor, id: string): Promise<ApiKey> {
    const key = await this.get(tenantId, id);
    if (key.revoked) return key;
    const at = this.deps.clock.now().toISOString();
    const work = { log: [{ actor, change: { scope: 'tenant' as const, action: 'apikey.revoked', target: key.name, details: { id } } }] };
    const hash = await this.deps.outbox.commit(tenantId, work, keyWitness(id), (stamp) => this.store.revoke(tenantId, id, at, stamp), {
      changed: (h) => h !== null,
    });
    if (hash) this.recent.delete(hash);
    this.revocations = null;
    return { ...key, revoked: true, revokedAt: at };
  }

  async describe(tenantId: string, id: string) {
    const seen = this.trusted(this.hashOfId.get(id));
    if (seen && seen.row.tenantId === tenantId && seen.row.keyId === id && !seen.row.revoked) {
      const r = seen.row;
      return { id, name: r.name, access: JSON.parse(r.access) as string[], readOnly: r.readOnly, expires: r.expires || null };
    }
    const key = await this.get(tenantId, id);
    return { id: key.id, name: key.name, access: key.access, readOnly: key.readOnly, expires: key.expires };
  }

  limitAddress(address: string) {
    return this.deps.limiter.hit(`addr|${address}`, ADDRESS_LIMIT_PER_MINUTE);
  }

  limitKey(keyId: string) {
    return this.deps.limiter.hit(`key|${keyId}`, KEY_LIMIT_PER_MINUTE);
  }

  async authenticate(secret: string): Promise<KeyPrincipal> {
    if (!/^svc_[\w-]{43}$/.test(secret)) throw INVALID_KEY;
    const hash = hashOf(secret);
    await this.revocationsChecked();
    const row = await this.lookup(hash);
    if (!row || row.revoked) throw INVALID_KEY;
    if (row.expires && Date.parse(row.expires) <= this.deps.clock.now().getTime()) throw KEY_EXPIRED;
    const access = JSON.parse(row.access) as string[];
    const principal: KeyPrincipal = {
      kind: 'key',
      tenantId: row.tenantId,
      keyId: row.keyId,
      keyName: row.name,
      capabilities: liveCapabilities(access),
      readOnly: row.readOnly,
      expires: row.expires || null,
    };
    this.used.set(principal, { hash, row });
    return principal;
  }

  /**
   * Forgets every trusted key record once the revocation stamp has changed. A request waits for the stamp only when
   * the one held is a second old; from half a second it is read again in the background, so a busy instance never
   * waits. A stamp counts as read when its read began.
   */
  private async revocationsChecked(): Promise<void> {
    const now = this.deps.clock.now().getTime();
    const last = this.revocations;
    const age = last ? now - last.at : Infinity;
    if (age >= 0 && age < REVOCATION_CHECK_MS) {
      if (age >= REVOCATION_CHECK_MS / 2 && !this.revocationsRead) void this.readRevocations().catch(() => undefined);
      return;
    }
    await (this.revocationsRead ?? this.readRevocations());
  }

  private readRevocations(): Promise<void> {
    const began = this.deps.clock.now().getTime();
    const read = this.store
      .revocationStamp()
      .then((stamp) => {
        const last = this.revocations;
        if (!last || last.stamp !== stamp) this.forgetRecords();
        if (!this.revocations || this.revocations.at <= began) this.revocations = { stamp, at: began };
      })
      .finally(() => {
        if (this.revocationsRead === read) this.revocationsRead = null;
      });
    this.revocationsRead = read;
    return read;
  }

  /** The record trusted from a recent read, if any. */
  private trusted(hash: string | undefined): SeenKey | null {
    const seen = hash === undefined ? undefined : this.recent.get(hash);
    if (!seen || seen instanceof Promise) return null;
    const now = this.deps.clock.now().getTime();
    return now - seen.at < KEY_TRUST_MS && now >= seen.at ? seen : null;
  }

  /** The key record by hash: trusted for KEY_TRUST_MS, and one read shared by concurrent requests. */
  private async lookup(hash: string): Promise<KeyIndexRow | null> {
    const pending = this.recent.get(hash);
    if (pending instanceof Promise) return pending;
    const seen = this.trusted(hash);
    if (seen) return seen.row;
    const read: Promise<KeyIndexRow | null> = this.store.byHash(hash).then(
      (row) => {
        // A revocation seen while this read was in flight cleared the records (and this read's place): not kept.
        if (this.recent.get(hash) !== read) return row;
        if (this.recent.size > KEY_CACHE_LIMIT) this.forgetRecords();
        // Unknown secrets are not remembered: they are not worth the memory of an attacker's guesses.
        if (!row) {
          this.recent.delete(hash);
          return null;
        }
        this.recent.set(hash, { row, at: this.deps.clock.now().getTime() });
        this.hashOfId.set(row.keyId, hash);
        return row;
      },
      (err: unknown) => {
        if (this.recent.get(hash) === read) this.recent.delete(hash);
        throw err;
      },
    );
    this.recent.set(hash, read);
    return read;
  }

  private forgetRecords() {
    this.recent.clear();
    this.hashOfId.clear();
  }

  async noteUse(principal: KeyPrincipal): Promise<void> {
    const seen = this.used.get(principal);
    if (!seen) return;
    const now = this.deps.clock.now();
    const hour = new Date(Math.floor(now.getTime() / 3600_000) * 3600_000).toISOString();
    if (seen.row.lastUsed === hour) return;
    // The row object is the one this instance trusts: marking it first keeps a burst to one write an hour.
    seen.row.lastUsed = hour;
    const etag = await this.store.noteUse(seen.hash, seen.row, hour);
    // Changed elsewhere since it was read (another instance noted this hour's use): read afresh next time.
    if (etag) seen.row.etag = etag;
    else this.recent.delete(seen.hash);
  }
}
