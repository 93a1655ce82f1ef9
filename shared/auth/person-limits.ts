import { opaqueBucket, type RateLimiter } from './ratelimit.js';

/**
 * Per person (tenant + object id), for requests with a verified token. Generous: a person at the portal or composing
 * mail sends a few requests a second at most; sustained load belongs on an API key.
 */
export const PERSON_LIMIT_PER_MINUTE = 3000;
/**
 * Per calling address, tokens verified afresh (valid or not), counted before the work: a token verified already
 * costs a lookup, so a whole organisation behind one address counts each person about once an hour, while a stranger
 * sending forged or random tokens counts every one.
 */
export const TOKEN_ADDRESS_LIMIT_PER_MINUTE = 2000;

const MAX_BUCKET_NAMES = 20_000;

/** The limiter's bucket of the tokens a calling address had verified afresh. */
export const tokenAddressBucket = (address: string) => `tokenaddr|${address}`;
/** The limiter's bucket of one person's requests. */
export const personBucket = (person: { tenantId: string; oid: string }) => opaqueBucket('person', person.tenantId, person.oid);

/** The person-token steps of the request pipeline: 429 `rate_limited` with `Retry-After` beyond either limit. */
export class PersonLimits {
  /**
   * Each person's bucket name, made once (a digest) rather than on every request; forgotten all at once when full (a
   * name is always made the same again), so a request costs one lookup.
   */
  private readonly buckets = new Map<string, string>();

  constructor(private readonly limiter: Pick<RateLimiter, 'hit'>) {}

  limitAddress(address: string): Promise<void> {
    return this.limiter.hit(tokenAddressBucket(address), TOKEN_ADDRESS_LIMIT_PER_MINUTE);
  }

  limitPerson(person: { tenantId: string; oid: string }): Promise<void> {
    const id = `${person.tenantId}/${person.oid}`;
    let bucket = this.buckets.get(id);
    if (bucket === undefined) {
      if (this.buckets.size >= MAX_BUCKET_NAMES) this.buckets.clear();
      this.buckets.set(id, (bucket = personBucket(person)));
    }
    return this.limiter.hit(bucket, PERSON_LIMIT_PER_MINUTE);
  }
}
