import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import type { DeltaPages, UserChange } from '../../shared/directory/types.js';
import { directoryUnavailable } from '../../shared/http/errors.js';
import type { OutboxTransport } from '../../shared/mail/transport.js';
import type { RelayedOutcome } from '../../shared/server-side/contract.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';
import { outgoing, serverSideFixture } from './server-side-helpers.js';

/**
 * The alerts for a failing directory sync and for the relay passing messages for the service's reasons. Its
 * organisation and Admins are this file's own (a fresh domain): the run's outbox is shared by every test file.
 */
const { fixture, domains, ids } = serverSideFixture();
const ADMIN = `ann.lee@${domains.fab}`;
const SECOND = `ben.okafor@${domains.fab}`;
const DAY = 86_400_000;

/** The fixture's directory, out (Graph refusing) for the organisations named in `out`. */
class DirectoryThatFails extends FixtureDirectory {
  readonly out = new Set<string>();
  override userDelta(tenantId: string, link: string | null, onPage: DeltaPages<UserChange>): Promise<string> {
    if (this.out.has(tenantId)) return Promise.reject(directoryUnavailable(new Error('Graph answered 503')));
    return super.userDelta(tenantId, link, onPage);
  }
}

const directory = new DirectoryThatFails(fixture);
let host: TestHost;
let tenant: string;
let admin: string;

async function* only(id: string) {
  yield id;
}
/** The nightly jobs' own code, for this file's organisation only (the run's storage holds other files' ones). */
const sync = () => host.services.snapshots.refreshAll(host.services.log, only(tenant));
const checkAlerts = () => host.services.alerts.check(only(tenant));
const mailTo = async (to: string, about: string) =>
  (await (host.services.mail.transport as OutboxTransport).messages()).filter((m) => m.to === to && m.subject.startsWith(about));

beforeAll(async () => {
  host = await startTestHost({ directory, people: fixture });
  tenant = ids.A;
  await host.onboard(tenant, ADMIN);
  admin = await host.token({ tenant, user: ADMIN });
  const api = host.api(admin);
  await ok(api.GET('/api/admin/me'));
  await ok(api.PUT('/api/admin/users', { body: { email: SECOND, role: 'Admin' } }));
  await ok(api.PUT('/api/admin/settings', { body: { digestFrequency: 'off', serverSide: 'unsigned' } }));
  const { id } = await createPublishedWith(api, { name: 'Relay', html: '<p>{{displayName}}</p>' });
  await ok(api.PUT('/api/admin/roles', { body: { new: id, reply: id } }));
});
afterAll(() => host.close());

describe('a directory sync that fails', () => {
  const about = 'The directory sync failed';

  it('is alerted once to every Admin while it fails, closed when a sync works, and alerted again when it fails anew', async () => {
    expect(await sync()).toMatchObject({ failed: 0 });
    await checkAlerts();
    expect(await mailTo(ADMIN, about)).toHaveLength(0);

    directory.out.add(tenant);
    expect(await sync()).toMatchObject({ failed: 1 });
    const failure = await host.services.snapshots.syncFailure(tenant);
    expect(failure).toMatchObject({ runs: 1, cause: 'directory' });
    expect(await checkAlerts()).toMatchObject({ raised: 1 });
    expect(await sync()).toMatchObject({ failed: 1 });
    expect(await host.services.snapshots.syncFailure(tenant)).toMatchObject({ since: failure!.since, runs: 2 });
    expect(await checkAlerts()).toMatchObject({ skipped: 1 });
    // The page the alert links to says so, above the directory as the last sync that worked read it.
    const audit = await ok(host.api(admin).GET('/api/admin/audit'));
    expect(audit.syncFailure).toEqual({ since: failure!.since, lastAt: expect.any(String), runs: 2, cause: 'directory' });

    const mails = await mailTo(ADMIN, about);
    expect(mails).toHaveLength(1);
    expect(await mailTo(SECOND, about)).toHaveLength(1);
    const since = failure!.since;
    expect(mails[0].html).toContain(
      `<p>The nightly directory sync failed, first on ${since.slice(0, 10)} at ${since.slice(11, 16)} UTC: Microsoft 365 could not be reached, or refused to let the service read your directory.</p>`,
    );
    expect(mails[0].html).toMatch(/<a href="[^"]+\/admin\/monitoring">See it in the portal<\/a>/);

    directory.out.delete(tenant);
    expect(await sync()).toMatchObject({ failed: 0 });
    expect(await host.services.snapshots.syncFailure(tenant)).toBeNull();
    expect((await ok(host.api(admin).GET('/api/admin/audit'))).syncFailure).toBeNull();
    await checkAlerts();
    expect(await mailTo(ADMIN, about)).toHaveLength(1);

    directory.out.add(tenant);
    try {
      host.clock.advance(DAY);
      await sync();
      expect(await checkAlerts()).toMatchObject({ raised: 1 });
    } finally {
      directory.out.delete(tenant);
      host.clock.reset();
    }
    expect(await mailTo(ADMIN, about)).toHaveLength(2);
    await sync();
    await checkAlerts();
  });
});

describe('the relay passing messages for the service’s reasons', () => {
  const about = 'The relay sent';
  const unchanged = (reason: string): RelayedOutcome => ({
    status: 'unchanged',
    reason,
    nextHop: '250 2.0.0 Ok',
    placement: null,
    captured: null,
  });
  /** One message the relay decided to sign, ended as the relay tells it. */
  async function relayed(outcome: RelayedOutcome) {
    const message = outgoing({ sender: ADMIN });
    const decision = await host.services.serverSide.decide(message);
    expect(decision.action).toBe('sign');
    await host.services.serverSide.record(message, decision, outcome);
  }

  it('is not alerted for what the message is or the organisation set', async () => {
    await relayed(unchanged('encrypted'));
    await relayed(unchanged('meeting'));
    await checkAlerts();
    expect(await mailTo(ADMIN, about)).toHaveLength(0);
  });

  it('is alerted once per reason while it lasts, and again after a day without', async () => {
    await relayed(unchanged('too_large'));
    await relayed(unchanged('too_large'));
    await checkAlerts();
    await checkAlerts();
    const mails = await mailTo(ADMIN, about);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^The relay sent 2 messages on without a signature \(.+\)$/);
    expect(mails[0].html).toContain(
      '<p>Since yesterday the relay sent 2 messages on unchanged because they were larger than the relay rewrites.</p>',
    );
    expect(mails[0].html).toMatch(/<a href="[^"]+\/admin\/server-side">See it in the portal<\/a>/);
    expect(await mailTo(SECOND, about)).toHaveLength(1);

    // A new reason is an occurrence of its own.
    await relayed(unchanged('unsupported_charset'));
    await checkAlerts();
    expect((await mailTo(ADMIN, about)).map((m) => m.html.includes('character set'))).toEqual([false, true]);

    host.clock.advance(3 * DAY);
    try {
      await checkAlerts();
      expect(await mailTo(ADMIN, about)).toHaveLength(2);
      await relayed(unchanged('too_large'));
      await checkAlerts();
      const again = await mailTo(ADMIN, about);
      expect(again).toHaveLength(3);
      expect(again[2].html).toContain('the relay sent 1 message on unchanged because they were larger');
    } finally {
      host.clock.reset();
    }
  });
});
