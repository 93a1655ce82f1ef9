import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingReports } from '../../addin/src/api.js';
import { handleComposeEvent } from '../../addin/src/compose.js';
import { officeItem } from '../../addin/src/office.js';
import type { Fetch } from '../../addin/src/ports.js';
import { outlookClient } from '../helpers/outlook-mock.js';
import { startSigningFaultHost, type StorageFaultHost } from '../helpers/storage-fault-host.js';
import { withOwnMark } from '../../addin/src/own-mark.js';

/** Ann's signature as the add-in writes it: the service's mark in front. */
const ANN_LEE = withOwnMark('<p>Ann Lee</p>', 'ann.lee@fabrikam.test');

/**
 * The add-in (its own logic, in the Office.js stand-in) against a service whose storage goes out: a mailbox the
 * service answered before gets the last good signature, applied and reported stale once a report goes through; one it
 * never answered keeps the signature the person already has; both get the fresh one once storage is back.
 */

let faults: StorageFaultHost;
let tenant: string;
/** Past every read the service trusts for a while (the rendered answer's ten minutes the longest). */
const PAST_TRUSTED_READS = 11 * 60_000;

const network = (): Fetch => (url, init) =>
  fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), 'x-forwarded-for': faults.host.address } });

/** A fresh Outlook client of `user` (nothing kept on it yet), composing a new message that shows `own` signature. */
async function compose(user: string, own: string) {
  const device = outlookClient(user, {
    base: faults.host.url,
    fetch: network(),
    token: () => faults.host.token({ tenant, user, scope: 'access_as_user' }),
  });
  return { state: await composeOn(device, user, own), device };
}

/** A new message on `device`, from `user`, showing `own` signature (if any), through one launch event. */
async function composeOn(device: ReturnType<typeof outlookClient>, user: string, own?: string) {
  const state = device.outlook.compose({ from: user, ...(own ? { clientSignature: own } : {}) });
  (globalThis as { Office?: unknown }).Office = device.outlook.Office;
  const mailbox = device.outlook.Office.context.mailbox;
  await handleComposeEvent(device.deps, officeItem(mailbox.item as never, mailbox as never), { completed: () => undefined });
  return state;
}

beforeAll(async () => {
  ({ faults, tenant } = await startSigningFaultHost());
});
afterAll(() => faults.close());

describe('the add-in while the service’s storage is out', () => {
  it('applies the last good signature and reports it stale; keeps the person’s own where there is none; fresh once back', async () => {
    const { host, proxy } = faults;
    host.clock.freeze(host.clock.now());
    expect((await compose('ann.lee@fabrikam.test', '<p>Ann (own)</p>')).state.signature).toBe(ANN_LEE);

    await proxy.set({ kind: 'refuse' });
    host.clock.advance(PAST_TRUSTED_READS);
    // Another device of Ann's, nothing kept on it: the service's last good answer, applied.
    const ann = await compose('ann.lee@fabrikam.test', '<p>Ann (own)</p>');
    expect(ann.state.signature).toBe(ANN_LEE);
    // Its report could not be stored: it waits on the device, saying it was stale.
    expect(await pendingReports(ann.device.storage)).toEqual([expect.objectContaining({ outcome: 'applied', stale: true })]);
    // Eva was never answered by this instance: 503, and her own signature stays.
    const eva = await compose('eva.jansen@fabrikam.test', '<p>Eva (own)</p>');
    expect(eva.state.signature).toBe('<p>Eva (own)</p>');

    await proxy.set({ kind: 'pass' });
    // The next compose on Ann's device: fresh, and the waiting report goes through after its own.
    expect((await composeOn(ann.device, 'ann.lee@fabrikam.test')).signature).toBe(ANN_LEE);
    expect(await pendingReports(ann.device.storage)).toEqual([]);
    const admin = await host.token({ tenant, user: 'faults.admin@fabrikam.test' });
    const feed = await host.succeed('GET', '/api/admin/activity/events?mailbox=ann.lee%40fabrikam.test', { token: admin });
    expect(feed.events.filter((e: { stale?: boolean }) => e.stale === true)).toHaveLength(1);
    expect((await compose('eva.jansen@fabrikam.test', '<p>Eva (own)</p>')).state.signature).toBe(
      withOwnMark('<p>Eva Jansen</p>', 'eva.jansen@fabrikam.test'),
    );
  });
});
