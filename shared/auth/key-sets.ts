import { createRemoteJWKSet, customFetch, type JWTVerifyGetKey } from 'jose';
import { BoundedMap } from '../bounded-map.js';

export interface KeySetOptions {
  authority: string;
  /** Tenants whose key set verified a token: kept, least recently used forgotten first. */
  maxKnown?: number;
  /** Tenants named only by tokens not verified yet (an attacker can name any number): a pool of their own. */
  maxUnproven?: number;
  /** Tenants whose key set could not be fetched, remembered as unknown. */
  maxUnknown?: number;
  /** How long a tenant whose identity provider refused its key set stays unknown. */
  unknownForMs?: number;
  /** How long a tenant whose key set fetch failed (timeout, network) stays unknown. */
  unreachableForMs?: number;
  /** Key set fetches in flight at once, all tenants together. */
  maxFetches?: number;
  now?: () => number;
}

/** The identity provider refused the tenant's key set, or it could not be fetched, a short while ago. */
export class UnknownTenant extends Error {}
/** Too many key set fetches in flight: the token is neither accepted nor refused. */
export class KeySetsBusy extends Error {}

/**
 * Tenants' signing key sets, fetched from the identity provider by tenant id.
 *
 * The tenant id comes from a token that is not verified yet, so anyone can name any number of them. A set joins the
 * known sets only after a token verified against it; until then it sits in a small pool of its own, so unverified
 * names never evict a known tenant's set. A tenant whose set the identity provider refuses (Entra answers 400 for a
 * tenant it does not know) is remembered as unknown for a while and not fetched again, and fetches in flight are
 * bounded for all tenants together.
 */
export class TenantKeySets {
  private readonly known: BoundedMap<string, JWTVerifyGetKey>;
  private readonly unproven: BoundedMap<string, JWTVerifyGetKey>;
  /** Tenant id → the time until which it is unknown. */
  private readonly unknown: BoundedMap<string, number>;
  private fetching = 0;
  private readonly now: () => number;

  constructor(private readonly opts: KeySetOptions) {
    this.known = new BoundedMap(opts.maxKnown ?? 5000);
    this.unproven = new BoundedMap(opts.maxUnproven ?? 256);
    this.unknown = new BoundedMap(opts.maxUnknown ?? 10_000);
    this.now = opts.now ?? Date.now;
  }

  /** The key set to verify a token of `tid` against; throws `UnknownTenant` for a tenant remembered as unknown. */
  forTenant(tid: string): JWTVerifyGetKey {
    const known = this.known.get(tid);
    if (known) return known;
    const until = this.unknown.get(tid);
    if (until !== undefined) {
      if (until > this.now()) throw new UnknownTenant(tid);
      this.unknown.delete(tid);
    }
    let set = this.unproven.get(tid);
    if (!set) {
      set = this.remoteSet(tid);
      this.unproven.set(tid, set);
    }
    return set;
  }

  /** A token of `tid` verified against its set: the set is known from now on. */
  proven(tid: string): void {
    if (this.known.has(tid)) return;
    const set = this.unproven.get(tid);
    if (!set) return;
    this.unproven.delete(tid);
    this.known.set(tid, set);
  }

  private remoteSet(tid: string): JWTVerifyGetKey {
    return createRemoteJWKSet(new URL(`${this.opts.authority}/${tid}/discovery/v2.0/keys`), {
      cooldownDuration: 30_000,
      cacheMaxAge: 24 * 3600_000,
      timeoutDuration: 5000,
      [customFetch]: (url, init) => this.fetchSet(tid, url, init),
    });
  }

  private async fetchSet(tid: string, url: string, init: RequestInit): Promise<Response> {
    if (this.fetching >= (this.opts.maxFetches ?? 16)) throw new KeySetsBusy();
    this.fetching++;
    try {
      const res = await fetch(url, init);
      if (res.status !== 200) this.forget(tid, this.opts.unknownForMs ?? 10 * 60_000);
      return res;
    } catch (err) {
      this.forget(tid, this.opts.unreachableForMs ?? 30_000);
      throw err;
    } finally {
      this.fetching--;
    }
  }

  /** A tenant not known (never verified here) whose set could not be had is unknown for `ms`. */
  private forget(tid: string, ms: number) {
    if (this.known.has(tid)) return;
    this.unproven.delete(tid);
    this.unknown.set(tid, this.now() + ms);
  }
}
