import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, statusAndCode, type ApiClient } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

let host: TestHost;
let tenant: string;
let other: string;
let admin: string;
let marketing: string;
let templateId: string;

const api = (token = admin) => host.api(token);
const addin = (user: string, t = tenant) => host.token({ tenant: t, user, scope: 'access_as_user' });
const report = async (user: string, outcome: 'applied' | 'failed' | 'skipped', client = 'Outlook Web') =>
  host.api(await addin(user)).POST('/api/signature/report', { body: { type: 'new', outcome, templateId, version: 1, client } });
type EventQuery = { mailbox?: string; source?: string; outcome?: 'applied' | 'failed' | 'skipped'; limit?: number; cursor?: string };
const events = (query: EventQuery) => api().GET('/api/admin/activity/events', { params: { query } });
/** A published template with one tracked link or more, the organisation's template for new mail. */
async function trackedTemplate(client: ApiClient, name: string, html: string) {
  const { id } = await createPublishedWith(client, { name, html });
  await ok(client.PUT('/api/admin/templates/{id}/tracking', { params: { path: { id } }, body: { tracking: true } }));
  await ok(client.PUT('/api/admin/roles', { body: { new: id, reply: null } }));
  return id;
}
const signatureHtml = async (token: string) => (await ok(host.api(token).POST('/api/signature', { body: {} }))).html;

beforeAll(async () => {
  host = await startTestHost();
  [tenant, other] = host.tenants;
  await host.onboard(tenant, 'monitor.admin@fabrikam.test');
  await host.onboard(other);
  admin = await host.token({ tenant, user: 'monitor.admin@fabrikam.test' });
  await ok(api().GET('/api/admin/me'));
  await ok(api().PUT('/api/admin/users', { body: { email: 'ben.okafor@fabrikam.test', role: 'Marketing' } }));
  marketing = await host.token({ tenant, user: 'ben.okafor@fabrikam.test' });
  templateId = await trackedTemplate(
    api(),
    'Tracked',
    '<p>{{displayName}} <a href="https://fabrikam.example/a">A</a> <a href="https://fabrikam.example/b">B</a></p>',
  );
});
afterAll(() => host.close());

describe('monitoring', () => {
  it('rolls activity up per mailbox, with a recent feed and adoption', async () => {
    await report('ann.lee@fabrikam.test', 'applied');
    await report('ann.lee@fabrikam.test', 'failed', 'Outlook for Mac');
    await report('dev.patel@fabrikam.test', 'applied');
    await report('eva.jansen@fabrikam.test', 'skipped');
    const res = await ok(api().GET('/api/admin/activity'));
    expect(res.adoption).toEqual({ mailboxes: 7, applying: 2, rate: 2 / 7 });
    const ann = res.mailboxes.find((m) => m.mailbox === 'ann.lee@fabrikam.test');
    expect(ann).toMatchObject({ applied: 1, failed: 1, skipped: 0, lastOutcome: 'failed', lastClient: 'Outlook for Mac' });
    expect(res.feed).toHaveLength(4);
    expect(res.feed[0]).toMatchObject({ mailbox: 'eva.jansen@fabrikam.test', outcome: 'skipped' });
  });

  it('searches events by mailbox, source and outcome, newest first, paged', async () => {
    const byMailbox = await ok(events({ mailbox: 'ANN.LEE@fabrikam.test' }));
    expect(byMailbox.events.map((e) => e.outcome)).toEqual(['failed', 'applied']);
    expect((await ok(events({ outcome: 'applied' }))).events).toHaveLength(2);
    expect((await ok(events({ source: 'Outlook for Mac' }))).events).toHaveLength(1);
    const first = await ok(events({ limit: 3 }));
    expect(first.events).toHaveLength(3);
    const rest = await ok(events({ limit: 3, cursor: first.cursor ?? undefined }));
    expect(rest.events).toHaveLength(1);
    expect(rest.cursor).toBeNull();
    expect(statusAndCode(await events({ limit: 501 }))).toEqual([400, 'invalid_request']);
    // An outcome the schema does not know goes raw.
    const maybe = await host.call('GET', '/api/admin/activity/events?outcome=maybe', { token: admin });
    expect([maybe.status, maybe.json?.code]).toEqual([400, 'invalid_request']);
  });

  it('audits directory coverage, counting external and excluded accounts apart', async () => {
    const before = await ok(api().GET('/api/admin/audit'));
    expect(before).toMatchObject({ mailboxes: 7, leftOut: { external: 1, excluded: 0 } });
    expect(before.coverage.find((c) => c.attribute === 'jobTitle')).toMatchObject({ present: 5, missing: 2 });
    // Each attribute carries the label the editor's placeholder list gives it, never Graph's own name.
    const offered = new Map((await ok(api().GET('/api/admin/fields'))).groups[0].placeholders.map((p) => [p.label, p.placeholder]));
    const labels = before.coverage.map((c) => c.label);
    expect(labels.filter((l) => !offered.has(l))).toEqual([]);
    expect(before.coverage.find((c) => c.attribute === 'businessPhones')?.label).toBe('Business phone');
    // In the reader's language, the counts the same.
    const german = await ok(host.api(admin, { 'accept-language': 'de-CH,de;q=0.9' }).GET('/api/admin/audit'));
    expect(german.coverage.find((c) => c.attribute === 'jobTitle')).toMatchObject({ label: 'Position', present: 5, missing: 2 });
    expect(german.coverage.map((c) => [c.attribute, c.present])).toEqual(before.coverage.map((c) => [c.attribute, c.present]));
    await host.services.exclusions.add(tenant, { actor: 'test' }, ['info@fabrikam.test']);
    const after = await api().GET('/api/admin/audit');
    expect(after.data).toMatchObject({ mailboxes: 6, leftOut: { external: 1, excluded: 1 } });
    await host.services.exclusions.remove(tenant, { actor: 'test' }, 'info@fabrikam.test');
  });

  it('is for the monitoring capability', async () => {
    expect(statusAndCode(await api(marketing).GET('/api/admin/activity'))).toEqual([403, 'missing_capability']);
  });
});

describe('link analytics', () => {
  it('totals clicks per link with a 30-day trend, and gives the overview and one link in detail', async () => {
    const html = await signatureHtml(await addin('ann.lee@fabrikam.test'));
    const [a, b] = [...html.matchAll(/\/r\/([A-Za-z0-9_-]+)/g)].map((m) => m[1]);
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
    const click = (slug: string, headers?: Record<string, string>) =>
      host.api(undefined, headers).GET('/r/{slug}', { params: { path: { slug } } });
    await click(a, { 'user-agent': iphone, referer: 'https://outlook.office.com/mail' });
    await click(a);
    await click(b);
    await host.services.links.settled();

    const links = await ok(api(marketing).GET('/api/admin/links'));
    expect(links.days).toBe(30);
    expect(links.links.map((l) => [l.target, l.clicks])).toEqual([
      ['https://fabrikam.example/a', 2],
      ['https://fabrikam.example/b', 1],
    ]);
    expect(links.links[0].trend).toHaveLength(30);
    expect(links.links[0].trend[29].clicks).toBe(2);
    expect(links.links[0].templateName).toBe('Tracked');

    const overview = await ok(api(marketing).GET('/api/admin/links/overview'));
    expect(overview).toMatchObject({ days: 30, totalClicks: 3, applies: 2, clicksPer1000: 1500 });
    expect(overview.daily).toHaveLength(30);
    expect(overview.devices).toEqual([
      { name: 'desktop', clicks: 2 },
      { name: 'mobile', clicks: 1 },
    ]);
    expect(overview.referrers).toContainEqual({ name: 'outlook.office.com', clicks: 1 });
    expect(overview.hourOfDay).toHaveLength(7);
    expect(overview.hourOfDay.flat().reduce((x, y) => x + y, 0)).toBe(3);
    expect(overview.campaigns).toEqual([{ templateId, templateName: 'Tracked', clicks: 3 }]);

    const detail = await ok(api(marketing).GET('/api/admin/links/detail/{slug}', { params: { path: { slug: a }, query: { days: 90 } } }));
    expect(detail).toMatchObject({ link: { slug: a, target: 'https://fabrikam.example/a' }, days: 90, totalClicks: 2 });
  });

  it('clamps days to 7..365 instead of refusing', async () => {
    const overview = (days: number) => ok(api().GET('/api/admin/links/overview', { params: { query: { days } } }));
    expect((await overview(1)).days).toBe(7);
    expect((await overview(9999)).daily).toHaveLength(365);
  });

  it("answers 404 for another organisation's link", async () => {
    const theirAdmin = await host.token({ tenant: other, user: 'nia.ross@northwind.test' });
    await ok(api(theirAdmin).GET('/api/admin/me'));
    await trackedTemplate(api(theirAdmin), 'T', '<p><a href="https://northwind.example">N</a></p>');
    const html = await signatureHtml(await addin('nia.ross@northwind.test', other));
    const slug = /\/r\/([A-Za-z0-9_-]+)/.exec(html)![1];
    const detail = (token: string) => api(token).GET('/api/admin/links/detail/{slug}', { params: { path: { slug } } });
    expect((await detail(theirAdmin)).response.status).toBe(200);
    expect(statusAndCode(await detail(admin))).toEqual([404, 'not_found']);
  });
});
