import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectStorageUnavailable,
  SLOW_STORAGE,
  startSigningFaultHost,
  STORAGE_OUTAGES,
  type StorageFaultHost,
} from '../helpers/storage-fault-host.js';
import type { CallResult } from '../helpers/host.js';

/**
 * The add-in's signature route (POST /api/signature) while storage is out, through the fault proxy: from memory
 * while its trusted reads last, then the last good answer this instance rendered for the same request, marked stale
 * (`X-Signature-Stale` and `stale` in the body), and never for another mailbox or request, nor for a mailbox refused
 * since; the fresh signature again once storage passes, and the apply report that says it was stale kept.
 */

let faults: StorageFaultHost;
let tenant: string;
const MAILBOX = 'ann.lee@fabrikam.test';
/** Past every read this instance trusts for a while (the rendered answer's ten minutes the longest). */
const PAST_TRUSTED_READS = 11 * 60_000;
const signature = async (user = MAILBOX, body: Record<string, unknown> = { type: 'new' }) => {
  const token = await faults.host.token({ tenant, user, scope: 'access_as_user' });
  return faults.host.call('POST', '/api/signature', { token, body });
};
/** A stale answer: the signature as it was, and when it was rendered, in the header and in the body alike. */
function expectStale(res: CallResult, html: string): void {
  const renderedAt = res.headers.get('x-signature-stale');
  expect([res.status, res.json.html, res.json.stale]).toEqual([200, html, renderedAt]);
  expect(Date.parse(renderedAt!)).toBeLessThanOrEqual(faults.host.clock.now().getTime());
}

beforeAll(async () => {
  ({ faults, tenant } = await startSigningFaultHost());
  expect((await signature()).json.html).toBe('<p>Ann Lee</p>');
});
afterAll(() => faults.close());

describe("the add-in's signature while storage is out", () => {
  it.for(STORAGE_OUTAGES)(
    'with $name: from memory, then the last good one marked stale, then the fresh one once it is back',
    async ({ mode, readsPass }) => {
      // The service's clock stands still but where the test moves it: what the route read last stays trusted until then.
      faults.host.clock.freeze(faults.host.clock.now());
      expect((await signature()).status).toBe(200);
      await faults.proxy.set(mode);
      // Within the reads it trusts for a while the route answers from memory (the rate limits grant their next block
      // themselves while their shared counter is out: docs/reliability.md).
      const meanwhile = await signature();
      expect([meanwhile.status, meanwhile.json.html, meanwhile.headers.get('x-signature-stale')]).toEqual([200, '<p>Ann Lee</p>', null]);
      faults.host.clock.advance(PAST_TRUSTED_READS);
      const stale = await signature();
      // Storage that only cuts writes answers every read the signature needs: then it is answered fresh.
      if (readsPass && stale.headers.get('x-signature-stale') === null)
        expect([stale.status, stale.json.html]).toEqual([200, '<p>Ann Lee</p>']);
      else expectStale(stale, '<p>Ann Lee</p>');
      await faults.proxy.set({ kind: 'pass' });
      const back = await signature();
      expect([back.status, back.json.html, back.json.stale, back.headers.get('x-signature-stale')]).toEqual([
        200,
        '<p>Ann Lee</p>',
        undefined,
        null,
      ]);
    },
  );

  it('is answered while storage is slow within its deadline', async () => {
    await faults.proxy.set(SLOW_STORAGE);
    faults.host.clock.advance(PAST_TRUSTED_READS);
    const res = await signature();
    expect([res.status, res.json.html]).toEqual([200, '<p>Ann Lee</p>']);
    await faults.proxy.set({ kind: 'pass' });
  });

  it('serves stale only the request it was rendered for: not another mailbox, other recipients, or a mailbox refused since', async () => {
    faults.host.clock.freeze(faults.host.clock.now());
    const admin = await faults.host.token({ tenant, user: 'faults.admin@fabrikam.test' });
    expect((await signature('finn.berg@fabrikam.test')).status).toBe(200);
    await faults.host.succeed('POST', '/api/admin/exclusions', { token: admin, body: { mailboxes: ['finn.berg@fabrikam.test'] } });
    faults.host.clock.advance(2_000);
    const refused = await signature('finn.berg@fabrikam.test');
    expect([refused.status, refused.json.code]).toEqual([403, 'signature_unavailable']);
    expect((await signature()).status).toBe(200);

    await faults.proxy.set({ kind: 'refuse' });
    faults.host.clock.advance(PAST_TRUSTED_READS);
    expectStale(await signature(), '<p>Ann Lee</p>');
    // Finn was refused after his last good answer; Eva never had one here; Ann's message to other recipients neither.
    expectStorageUnavailable(await signature('finn.berg@fabrikam.test'));
    expectStorageUnavailable(await signature('eva.jansen@fabrikam.test'));
    expectStorageUnavailable(await signature(MAILBOX, { type: 'new', recipients: { domains: ['example.org'] } }));
    expectStorageUnavailable(await signature(MAILBOX, { type: 'reply' }));
    await faults.proxy.set({ kind: 'pass' });
  });

  it('keeps the apply report that says the signature applied was stale', async () => {
    const token = await faults.host.token({ tenant, user: MAILBOX, scope: 'access_as_user' });
    const report = { type: 'new', outcome: 'applied', stale: true };
    expect((await faults.host.call('POST', '/api/signature/report', { token, body: report })).status).toBe(202);
    const admin = await faults.host.token({ tenant, user: 'faults.admin@fabrikam.test' });
    const feed = await faults.host.succeed('GET', `/api/admin/activity/events?mailbox=${encodeURIComponent(MAILBOX)}`, { token: admin });
    expect(feed.events[0]).toMatchObject({ mailbox: MAILBOX, outcome: 'applied', stale: true });
  });
});
