import { describe, expect, it } from 'vitest';
import { MarkTokens, type MarkClaims } from '../../shared/signature/mark-token.js';

const DAY_MS = 86_400_000;
const tokens = new MarkTokens('mark-token-test-secret-0123456789abcdef');
const BEN: MarkClaims = { tenantId: '7d3c8f2a-5b1e-4c6d-9a0f-2e4b6c8d0a1f', mailbox: 'ben.okafor@fabrikam.test', recipients: 'internal' };
/** A moment in the middle of a UTC day. */
const NOON = new Date('2026-03-10T12:00:00Z');
const later = (ms: number) => new Date(NOON.getTime() + ms);

describe("the token of the add-in's mark", () => {
  it('verifies for the claims it was issued for, written in any case', () => {
    const token = tokens.issue(BEN, NOON);
    expect(token).toMatch(/^\d+\.[\w-]{22}$/);
    expect(tokens.check(token, BEN, NOON)).toBe('verified');
    expect(tokens.check(token, { ...BEN, tenantId: BEN.tenantId.toUpperCase(), mailbox: 'Ben.Okafor@Fabrikam.TEST' }, NOON)).toBe(
      'verified',
    );
  });

  it('is the same all day (every answer of a day is the same bytes) and good until the fourth day after it starts', () => {
    const token = tokens.issue(BEN, NOON);
    expect(tokens.issue(BEN, new Date('2026-03-10T00:00:00Z'))).toBe(token);
    expect(tokens.issue(BEN, new Date('2026-03-10T23:59:59.999Z'))).toBe(token);
    expect(tokens.issue(BEN, new Date('2026-03-11T00:00:00Z'))).not.toBe(token);
    expect(tokens.check(token, BEN, new Date('2026-03-13T23:59:59.999Z'))).toBe('verified');
    expect(tokens.check(token, BEN, new Date('2026-03-14T00:00:00Z'))).toBe('expired');
    // At least three days whenever it was issued.
    const lateInTheDay = tokens.issue(BEN, new Date('2026-03-10T23:59:59Z'));
    expect(tokens.check(lateInTheDay, BEN, new Date('2026-03-13T23:59:58Z'))).toBe('verified');
  });

  it('does not verify for another mailbox, another organisation or other recipients', () => {
    const token = tokens.issue(BEN, NOON);
    expect(tokens.check(token, { ...BEN, mailbox: 'ann.lee@fabrikam.test' }, NOON)).toBe('forged');
    expect(tokens.check(token, { ...BEN, tenantId: 'c0ffee00-0000-4000-8000-000000000000' }, NOON)).toBe('forged');
    expect(tokens.check(token, { ...BEN, recipients: 'external' }, NOON)).toBe('forged');
    expect(tokens.check(token, { ...BEN, recipients: null }, NOON)).toBe('forged');
    expect(tokens.check(tokens.issue({ ...BEN, recipients: null }, NOON), BEN, NOON)).toBe('forged');
  });

  it('does not verify when signed with another secret, or when its day is moved on', () => {
    const other = new MarkTokens('another-secret-of-another-deployment-0123');
    expect(tokens.check(other.issue(BEN, NOON), BEN, NOON)).toBe('forged');
    const [day, mac] = tokens.issue(BEN, NOON).split('.');
    expect(tokens.check(`${Number(day) + 30}.${mac}`, BEN, later(DAY_MS))).toBe('forged');
  });

  it('answers absent or malformed for anything else, long or short', () => {
    const token = tokens.issue(BEN, NOON);
    expect(tokens.check(null, BEN, NOON)).toBe('absent');
    expect(tokens.check('', BEN, NOON)).toBe('absent');
    for (const bad of ['x', token.replace('.', ':'), `${token}x`, `12${token}`, token.slice(0, -1), `${token} `, '1.'.repeat(50_000)])
      expect(tokens.check(bad, BEN, NOON)).toBe('malformed');
  });
});
