import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

/**
 * The mail client of an apply event, as monitoring shows it: stored as the service wrote it (a known client's English
 * name and its version), shown with the client's name in the reader's language; a client's own words stay as they are.
 */

let host: TestHost;
let tenant: string;
let admin: string;

const ANN = 'ann.lee@fabrikam.test';
const DEV = 'dev.patel@fabrikam.test';
const inLanguage = (language: string) => host.api(admin, { 'accept-language': language });
const events = (language: string, source?: string) =>
  ok(inLanguage(language).GET('/api/admin/activity/events', { params: { query: source === undefined ? {} : { source } } }));

beforeAll(async () => {
  host = await startTestHost();
  [tenant] = host.tenants;
  await host.onboard(tenant, 'monitor.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'monitor.admin@fabrikam.test' });
  await ok(host.api(admin).GET('/api/admin/me'));
  const report = async (user: string, body: { client?: string; host?: { name: string; version: string; platform: string } }) => {
    const token = await host.token({ tenant, user, scope: 'access_as_user' });
    const res = await host.api(token).POST('/api/signature/report', { body: { type: 'new', outcome: 'applied', ...body } });
    expect(res.response.status).toBeLessThan(300);
  };
  await report(ANN, { host: { name: 'OutlookWebApp', version: '16.0.18429.20000', platform: 'OfficeOnline' } });
  await report(DEV, { client: 'Outlook Web' });
});
afterAll(() => host?.close());

describe("monitoring's mail client lines", () => {
  it("name a known client in the reader's language, in the feed and the per-mailbox rollup", async () => {
    const read = async (language: string) => {
      const report = await ok(inLanguage(language).GET('/api/admin/activity'));
      const lastClient = (m: string) => report.mailboxes.find((r) => r.mailbox === m)?.lastClient;
      const feed = (m: string) => report.feed.find((e) => e.mailbox === m)?.client;
      return { ann: [lastClient(ANN), feed(ANN)], dev: [lastClient(DEV), feed(DEV)] };
    };
    expect(await read('en')).toEqual({
      ann: ['Outlook on the web 16.0.18429', 'Outlook on the web 16.0.18429'],
      dev: ['Outlook Web', 'Outlook Web'],
    });
    expect(await read('de-DE,de;q=0.9')).toEqual({
      ann: ['Outlook im Web 16.0.18429', 'Outlook im Web 16.0.18429'],
      dev: ['Outlook Web', 'Outlook Web'],
    });
    expect((await read('fr')).ann).toEqual(['Outlook sur le web 16.0.18429', 'Outlook sur le web 16.0.18429']);
  });

  it('are found by the event search as they were shown, in either language', async () => {
    const german = await events('de', 'Outlook im Web 16.0.18429');
    expect(german.events.map((e) => [e.mailbox, e.client, e.clientFamily])).toEqual([[ANN, 'Outlook im Web 16.0.18429', 'web']]);
    const english = await events('en', 'Outlook on the web 16.0.18429');
    expect(english.events.map((e) => [e.mailbox, e.client])).toEqual([[ANN, 'Outlook on the web 16.0.18429']]);
    expect((await events('de', 'Outlook on the web 16.0.18429')).events.map((e) => e.client)).toEqual(['Outlook im Web 16.0.18429']);
    expect((await events('de', 'Outlook Web')).events.map((e) => [e.mailbox, e.client])).toEqual([[DEV, 'Outlook Web']]);
    // Every event, its stored facts the same in each language: only the client's name changes.
    const [de, en] = [await events('de'), await events('en')];
    expect(de.events.map((e) => ({ ...e, client: null }))).toEqual(en.events.map((e) => ({ ...e, client: null })));
  });
});
