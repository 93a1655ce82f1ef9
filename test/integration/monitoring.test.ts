import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';

let host: TestHost;
let tenant: string;
let other: string;
let admin: string;
let marketing: string;
let templateId: string;

const call = (method: string, path: string, body?: unknown, token = admin) => host.call(method, path, { token, body });
const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);
const addin = (user: string, t = tenant) => host.token({ tenant: t, user, scope: 'access_as_user' });
const report = async (user: string, outcome: string, client = 'Outlook Web') =>
  host.call('POST', '/api/signature/report', { token: await addin(user), body: { type: 'new', outcome, templateId, version: 1, client } });

beforeAll(async () => {
  host = await startTestHost();
  [tenant, other] = host.tenants;
  await host.onboard(tenant);
  await host.onboard(other);
  admin = await host.token({ tenant, user: 'monitor.admin@fabrikam.test' });
  await call('GET', '/api/admin/me');
  await call('PUT', '/api/admin/users', { email: 'ben.okafor@fabrikam.test', role: 'Marketing' });
  marketing = await host.token({ tenant, user: 'ben.okafor@fabrikam.test' });
  templateId = (
    await createPublished(call, {
      name: 'Tracked',
      html: '<p>{{displayName}} <a href="https://fabrikam.example/a">A</a> <a href="https://fabrikam.example/b">B</a></p>',
    })
  ).json.id;
  await call('PUT', `/api/admin/templates/${templateId}/tracking`, { tracking: true });
  await call('PUT', '/api/admin/roles', { new: templateId, reply: null });
});
afterAll(() => host.close());

describe('monitoring', () => {
  it('rolls activity up per mailbox, with a recent feed and adoption', async () => {
    await report('ann.lee@fabrikam.test', 'applied');
    await report('ann.lee@fabrikam.test', 'failed', 'Outlook for Mac');
    await report('dev.patel@fabrikam.test', 'applied');
    await report('eva.jansen@fabrikam.test', 'skipped');
    const res = await call('GET', '/api/admin/activity');
    expect(res.json.adoption).toEqual({ mailboxes: 7, applying: 2, rate: 2 / 7 });
    const ann = res.json.mailboxes.find((m: { mailbox: string }) => m.mailbox === 'ann.lee@fabrikam.test');
    expect(ann).toMatchObject({ applied: 1, failed: 1, skipped: 0, lastOutcome: 'failed', lastClient: 'Outlook for Mac' });
    expect(res.json.feed).toHaveLength(4);
    expect(res.json.feed[0]).toMatchObject({ mailbox: 'eva.jansen@fabrikam.test', outcome: 'skipped' });
  });

  it('searches events by mailbox, source and outcome, newest first, paged', async () => {
    const byMailbox = await call('GET', '/api/admin/activity/events?mailbox=ANN.LEE@fabrikam.test');
    expect(byMailbox.json.events.map((e: { outcome: string }) => e.outcome)).toEqual(['failed', 'applied']);
    expect((await call('GET', '/api/admin/activity/events?outcome=applied')).json.events).toHaveLength(2);
    expect((await call('GET', '/api/admin/activity/events?source=Outlook%20for%20Mac')).json.events).toHaveLength(1);
    const first = await call('GET', '/api/admin/activity/events?limit=3');
    expect(first.json.events).toHaveLength(3);
    const rest = await call('GET', `/api/admin/activity/events?limit=3&cursor=${first.json.cursor}`);
    expect(rest.json.events).toHaveLength(1);
    expect(rest.json.cursor).toBeNull();
    expectCode(await call('GET', '/api/admin/activity/events?limit=501'), 400, 'invalid_request');
    expectCode(await call('GET', '/api/admin/activity/events?outcome=maybe'), 400, 'invalid_request');
  });

  it('audits directory coverage, counting external and excluded accounts apart', async () => {
    const before = await call('GET', '/api/admin/audit');
    expect(before.json).toMatchObject({ mailboxes: 7, leftOut: { external: 1, excluded: 0 } });
    expect(before.json.coverage.find((c: { attribute: string }) => c.attribute === 'jobTitle')).toMatchObject({ present: 5, missing: 2 });
    // Each attribute carries the label the editor's placeholder list gives it, never Graph's own name.
    const offered = new Map<string, string>(
      (await call('GET', '/api/admin/fields')).json.groups[0].placeholders.map((p: { placeholder: string; label: string }) => [
        p.label,
        p.placeholder,
      ]),
    );
    const labels = before.json.coverage.map((c: { label: string }) => c.label);
    expect(labels.filter((l: string) => !offered.has(l))).toEqual([]);
    expect(before.json.coverage.find((c: { attribute: string }) => c.attribute === 'businessPhones').label).toBe('Business phone');
    await host.services.exclusions.add(tenant, { actor: 'test' }, ['info@fabrikam.test']);
    const after = await call('GET', '/api/admin/audit');
    expect(after.json).toMatchObject({ mailboxes: 6, leftOut: { external: 1, excluded: 1 } });
    await host.services.exclusions.remove(tenant, { actor: 'test' }, 'info@fabrikam.test');
  });

  it('is for the monitoring capability', async () => {
    expectCode(await call('GET', '/api/admin/activity', undefined, marketing), 403, 'missing_capability');
  });
});

describe('link analytics', () => {
  it('totals clicks per link with a 30-day trend, and gives the overview and one link in detail', async () => {
    const html = (await host.call('POST', '/api/signature', { token: await addin('ann.lee@fabrikam.test'), body: {} })).json.html as string;
    const [a, b] = [...html.matchAll(/\/r\/([A-Za-z0-9_-]+)/g)].map((m) => m[1]);
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
    await host.call('GET', `/r/${a}`, { headers: { 'user-agent': iphone, referer: 'https://outlook.office.com/mail' } });
    await host.call('GET', `/r/${a}`);
    await host.call('GET', `/r/${b}`);
    await host.services.links.settled();

    const links = (await call('GET', '/api/admin/links', undefined, marketing)).json;
    expect(links.days).toBe(30);
    expect(links.links.map((l: { target: string; clicks: number }) => [l.target, l.clicks])).toEqual([
      ['https://fabrikam.example/a', 2],
      ['https://fabrikam.example/b', 1],
    ]);
    expect(links.links[0].trend).toHaveLength(30);
    expect(links.links[0].trend[29].clicks).toBe(2);
    expect(links.links[0].templateName).toBe('Tracked');

    const overview = (await call('GET', '/api/admin/links/overview', undefined, marketing)).json;
    expect(overview).toMatchObject({ days: 30, totalClicks: 3, applies: 2, clicksPer1000: 1500 });
    expect(overview.daily).toHaveLength(30);
    expect(overview.devices).toEqual([
      { name: 'desktop', clicks: 2 },
      { name: 'mobile', clicks: 1 },
    ]);
    expect(overview.referrers).toContainEqual({ name: 'outlook.office.com', clicks: 1 });
    expect(overview.hourOfDay).toHaveLength(7);
    expect(overview.hourOfDay.flat().reduce((x: number, y: number) => x + y, 0)).toBe(3);
    expect(overview.campaigns).toEqual([{ templateId, templateName: 'Tracked', clicks: 3 }]);

    const detail = (await call('GET', `/api/admin/links/detail/${a}?days=90`, undefined, marketing)).json;
    expect(detail).toMatchObject({ link: { slug: a, target: 'https://fabrikam.example/a' }, days: 90, totalClicks: 2 });
  });

  it('clamps days to 7..365 instead of refusing', async () => {
    expect((await call('GET', '/api/admin/links/overview?days=1')).json.days).toBe(7);
    expect((await call('GET', '/api/admin/links/overview?days=9999')).json.daily).toHaveLength(365);
  });

  it("answers 404 for another organisation's link", async () => {
    const theirAdmin = await host.token({ tenant: other, user: 'nia.ross@northwind.test' });
    await host.call('GET', '/api/admin/me', { token: theirAdmin });
    const t = (
      await createPublished((method, path, body) => host.call(method, path, { token: theirAdmin, body }), {
        name: 'T',
        html: '<p><a href="https://northwind.example">N</a></p>',
      })
    ).json.id;
    await host.call('PUT', `/api/admin/templates/${t}/tracking`, { token: theirAdmin, body: { tracking: true } });
    await host.call('PUT', '/api/admin/roles', { token: theirAdmin, body: { new: t, reply: null } });
    const html = (await host.call('POST', '/api/signature', { token: await addin('nia.ross@northwind.test', other), body: {} })).json
      .html as string;
    const slug = /\/r\/([A-Za-z0-9_-]+)/.exec(html)![1];
    expect((await host.call('GET', `/api/admin/links/detail/${slug}`, { token: theirAdmin })).status).toBe(200);
    expectCode(await call('GET', `/api/admin/links/detail/${slug}`), 404, 'not_found');
  });
});
