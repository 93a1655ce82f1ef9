import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { DAY_MS } from '../clock.js';

/** Whom the signature was made for, as the answer named them: all inside, some outside, or not said (null). */
export type MarkedRecipients = 'internal' | 'external' | null;

/** What a token binds: the organisation, the mailbox (its primary address) and the recipients the answer named. */
export interface MarkClaims {
  tenantId: string;
  mailbox: string;
  recipients: MarkedRecipients;
}

/** Why a mark's token did not verify, or that it did. */
export type MarkCheck = 'verified' | 'absent' | 'malformed' | 'forged' | 'expired';

/**
 * A token is good until the start of the fourth UTC day after the day it was issued: between three and four days.
 * A compose window, or a draft, can stay open that long before it is sent, and the add-in does not mark again on
 * send. The day (not the moment) is signed so that every answer of one day is the same bytes, ETag included.
 */
const VALID_DAYS = 4;
/** `<expiry day>.<MAC>`: the day since 1970 (UTC) from which it is no longer good, and 128 bits of HMAC-SHA256. */
const TOKEN = /^(\d{1,6})\.([\w-]{22})$/;

/**
 * The add-in's mark proves the signature route issued it: the answer carries a token that binds the organisation,
 * the mailbox and the recipients it was made for, signed with a key derived from `SIGNING_SECRET`, and the add-in
 * writes it into its mark. Stateless: the relay checks it without storage.
 */
export class MarkTokens {
  private readonly key: Buffer;

  constructor(signingSecret: string) {
    this.key = createHash('sha256').update(`add-in-mark|${signingSecret}`).digest();
  }

  private mac(claims: MarkClaims, expiryDay: number): string {
    const signed = [claims.tenantId.toLowerCase(), claims.mailbox.toLowerCase(), claims.recipients ?? '', expiryDay].join('\n');
    return createHmac('sha256', this.key).update(signed).digest().subarray(0, 16).toString('base64url');
  }

  /** A token for these claims, issued at `now`. */
  issue(claims: MarkClaims, now: Date): string {
    const expiryDay = Math.floor(now.getTime() / DAY_MS) + VALID_DAYS;
    return `${expiryDay}.${this.mac(claims, expiryDay)}`;
  }

  /** Whether `token` was issued for exactly these claims and is still good. */
  check(token: string | null, claims: MarkClaims, now: Date): MarkCheck {
    if (!token) return 'absent';
    const m = token.length <= 32 ? TOKEN.exec(token) : null;
    if (!m) return 'malformed';
    const expiryDay = Number(m[1]);
    if (!timingSafeEqual(Buffer.from(this.mac(claims, expiryDay)), Buffer.from(m[2]))) return 'forged';
    return now.getTime() < expiryDay * DAY_MS ? 'verified' : 'expired';
  }
}
