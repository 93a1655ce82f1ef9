import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { fromExchange } from '../helpers/relay-signing.js';
import { startRelayBeside, type RelayBeside } from '../helpers/relay-beside.js';
import { createPublishedWith } from '../helpers/templates.js';
import { fixture } from '../unit/relay-mime-helpers.js';
import { serverSideFixture } from './server-side-helpers.js';

/**
 * The relay's details in the trail, over real traffic (the setup of trail.test.ts, smaller): what the rewrite found in
 * a message and why the admission refused one are kept by key, so a German reader gets them in German.
 */

const { fixture: directory, domains, ids } = serverSideFixture();
const ANN = `ann.lee@${domains.fab}`;
const BEN = `ben.okafor@${domains.fab}`;

let host: TestHost;
let admin: string;
let beside: RelayBeside;

type Entry = { outcome: string; reason?: string; explanation: string };
/** The entries for a query, as a reader whose browser asks for `language` reads them. */
const trail = async (query: string, language?: string): Promise<Entry[]> => {
  await host.services.trail.flush();
  const res = await host.call('GET', `/api/admin/trail?${query}`, {
    token: admin,
    headers: language ? { 'accept-language': language } : {},
  });
  expect(res.status).toBe(200);
  return res.json.entries as Entry[];
};

const send = (raw: Buffer, from: string) => beside.send(raw, from);

beforeAll(async () => {
  host = await startTestHost({ directory: new FixtureDirectory(directory), people: directory });
  await host.onboard(ids.A);
  admin = await host.token({ tenant: ids.A, user: ANN });
  await ok(host.api(admin).GET('/api/admin/me'));
  const standard = await createPublishedWith(host.api(admin), { name: 'Standard', html: '<p>{{displayName}} STANDARD</p>' });
  await ok(host.api(admin).PUT('/api/admin/roles', { body: { new: standard.id, reply: standard.id } }));
  await ok(host.api(admin).PUT('/api/admin/settings', { body: { serverSide: 'unsigned' } }));
  beside = await startRelayBeside(host.services.serverSide);
});
afterAll(async () => {
  await beside?.close();
  await host?.close();
});

describe("the relay's details in the reader's language", () => {
  it('says what the rewrite found in a malformed message in German, with no English detail', async () => {
    const raw = [
      `From: <${BEN}>`,
      'To: bob@example.com',
      'Subject: Cut off',
      'Message-ID: <cut-off@details.test>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Hello',
      '--b1',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>Hello</p>',
      '',
    ].join('\r\n');
    await send(fromExchange(Buffer.from(raw), ids.A), BEN);
    const query = `messageId=${encodeURIComponent('cut-off@details.test')}`;
    await expect.poll(async () => (await trail(query)).length).toBe(1);
    const [english] = await trail(query);
    expect([english.outcome, english.reason, english.explanation]).toEqual([
      'passed',
      'malformed',
      'Passed unchanged by the relay: Malformed message (multipart not closed).',
    ]);
    const [german] = await trail(query, 'de-DE,de;q=0.9');
    expect([german.outcome, german.reason]).toEqual(['passed', 'malformed']);
    expect(german.explanation).toBe('Vom Relay unverändert weitergeleitet: Fehlerhafte Nachricht (Multipart nicht abgeschlossen).');
    expect(german.explanation).not.toMatch(/not closed/);
  });

  it("says the admission's refusal in German, its code as it is, and answers SMTP in English as before", async () => {
    const raw = fixture('gmail-reply.eml').toString('latin1').replaceAll('Ann Lee <ann@contoso.com>', `<${ANN}>`);
    const refused = await send(Buffer.from(raw, 'latin1'), ANN).then(
      () => null,
      (err: { response?: string }) => err,
    );
    expect(refused?.response).toMatch(/^550 5\.7\.1 .*no X-MS-Exchange-CrossTenant-Id/);
    const query = `mailbox=${encodeURIComponent(ANN)}`;
    await expect.poll(async () => (await trail(query)).filter((e) => e.outcome === 'refused').length).toBe(1);
    const [english] = (await trail(query)).filter((e) => e.outcome === 'refused');
    expect(english.explanation).toBe(
      'Refused by the relay: it is not proven to come from the organisation (no_cross_tenant_id ' +
        '(The message carries no X-MS-Exchange-CrossTenant-Id: it did not come from Exchange Online)).',
    );
    const [german] = (await trail(query, 'de')).filter((e) => e.outcome === 'refused');
    expect(german).toMatchObject({ outcome: 'refused', reason: 'no_cross_tenant_id' });
    expect(german.explanation).toBe(
      'Vom Relay abgelehnt: Es ist nicht nachgewiesen, dass sie von der Organisation stammt ' +
        '(no_cross_tenant_id (Die Nachricht hat keine X-MS-Exchange-CrossTenant-Id: Sie kam nicht von Exchange Online)).',
    );
    // Monitoring counts the refusal as a failure of the mailbox: its last error in the reader's language too.
    const lastError = async (language: string) => {
      const res = await host.call('GET', '/api/admin/activity', { token: admin, headers: { 'accept-language': language } });
      expect(res.status).toBe(200);
      return (res.json as { mailboxes: { mailbox: string; lastError: string | null }[] }).mailboxes.find((m) => m.mailbox === ANN)
        ?.lastError;
    };
    await expect
      .poll(() => lastError('en'))
      .toBe('no_cross_tenant_id: The message carries no X-MS-Exchange-CrossTenant-Id: it did not come from Exchange Online');
    expect(await lastError('de')).toBe(
      'no_cross_tenant_id: Die Nachricht hat keine X-MS-Exchange-CrossTenant-Id: Sie kam nicht von Exchange Online',
    );
  });

  it('shows the same detail in monitoring in the reader’s language: the feed, the mailbox’s last error and the event search', async () => {
    const raw = fixture('gmail-reply.eml')
      .toString('latin1')
      .replaceAll('Ann Lee <ann@contoso.com>', `<${BEN}>`)
      .replace(/^Message-ID:.*$/im, 'Message-ID: <auto@details.test>');
    await send(fromExchange(Buffer.from(raw, 'latin1'), ids.A), '');
    const query = `messageId=${encodeURIComponent('auto@details.test')}`;
    await expect.poll(async () => (await trail(query)).length).toBe(1);
    const activity = async (path: string, language: string) => {
      const res = await host.call('GET', path, { token: admin, headers: { 'accept-language': language } });
      expect(res.status).toBe(200);
      return res.json as {
        feed?: { mailbox: string; error: string | null }[];
        mailboxes?: { mailbox: string; lastError: string | null }[];
        events?: { mailbox: string; error: string | null }[];
      };
    };
    const english = 'Sent with the null sender: an automatic reply or a receipt';
    const german = 'Mit leerem Absender gesendet: eine automatische Antwort oder eine Bestätigung';
    for (const [language, text] of [
      ['en', english],
      ['de', german],
    ]) {
      const report = await activity('/api/admin/activity', language);
      expect(report.feed!.find((e) => e.mailbox === BEN)?.error).toBe(text);
      expect(report.mailboxes!.find((m) => m.mailbox === BEN)?.lastError).toBe(text);
      const search = await activity(`/api/admin/activity/events?mailbox=${encodeURIComponent(BEN)}`, language);
      expect(search.events![0]).toMatchObject({ mailbox: BEN, error: text });
      expect(Object.keys(search.events![0])).not.toContain('errorSaid');
    }
  });
});
