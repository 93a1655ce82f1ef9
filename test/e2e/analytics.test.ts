import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';
import { checkPage, ELEMENT_TIMEOUT, launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkBothSizes } from './helpers/viewports.js';

const ADMIN = 'ann.lee@fabrikam.test';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

let host: TestHost;
let browser: Browser;
let page: Page;
let token: string;
let tenant: string;
let slugs: string[];

const api = async (path: string) => (await host.call('GET', path, { token })).json;
const statValue = async (testId: string) => (await page.getByTestId(testId).locator('span').nth(1).textContent())?.trim();
/** The value a screen reader finds in a chart's data table, in the row named `row`. */
/** How the page words a split's row the API names by a code: a device's kind, a click without a referrer. */
const SHOWN: Record<string, string> = { desktop: 'Computer', mobile: 'Phone', direct: 'Direct \\(no referrer\\)' };
const tableValue = (table: string, row: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row', { name: new RegExp(`^${row} `) })
    .getByRole('cell')
    .nth(1)
    .textContent();

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  [tenant] = host.tenants;
  await host.onboard(tenant);
  token = await host.token({ tenant, user: ADMIN });
  const call = (method: string, path: string, body?: unknown) => host.call(method, path, { token, body });
  await call('GET', '/api/admin/me');
  const html =
    '<p>{{displayName}} <a href="https://fabrikam.example/offer">Offer</a> <a href="https://fabrikam.example/events">Events</a></p>';
  const templateId = (
    await createPublished(call, {
      name: 'Spring campaign',
      html,
    })
  ).json.id;
  await call('PUT', `/api/admin/templates/${templateId}/tracking`, {
    tracking: true,
  });
  await call('PUT', '/api/admin/roles', { new: templateId, reply: null });

  // A staff member's add-in applies the signature (rendering the tracked links) and reports it; people click.
  const staff = await host.token({
    tenant,
    user: 'dev.patel@fabrikam.test',
    scope: 'access_as_user',
  });
  const rendered = (await host.call('POST', '/api/signature', { token: staff, body: {} })).json.html as string;
  slugs = [...rendered.matchAll(/\/r\/([A-Za-z0-9_-]+)/g)].map((m) => m[1]);
  await host.call('POST', '/api/signature/report', {
    token: staff,
    body: {
      type: 'new',
      outcome: 'applied',
      templateId,
      version: 1,
      client: 'Outlook Web',
    },
  });
  await host.call('GET', `/r/${slugs[0]}`, {
    headers: {
      'user-agent': IPHONE,
      referer: 'https://outlook.office.com/mail',
    },
  });
  await host.call('GET', `/r/${slugs[0]}`);
  await host.call('GET', `/r/${slugs[1]}`);
  // Clicks are recorded after the redirect answers: wait until the API counts all three.
  await vi.waitFor(async () => expect((await api('/api/admin/links/overview')).totalClicks).toBe(3), {
    timeout: ELEMENT_TIMEOUT,
    interval: 100,
  });

  page = await signInAndOpen(browser, host, { as: ADMIN, path: '/' });
  page.setDefaultTimeout(ELEMENT_TIMEOUT);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('portal: analytics', () => {
  it('lists every tracked link with the clicks the API gives', async () => {
    await page.getByRole('link', { name: 'Analytics' }).click();
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    const { links } = await api('/api/admin/links');
    expect(links).toHaveLength(2);
    for (const link of links) {
      const row = page.getByTestId('link-row').filter({ hasText: link.target });
      await expect.poll(() => row.getByRole('cell').nth(2).textContent()).toBe(String(link.clicks));
      await row.getByText('Spring campaign').waitFor();
    }
  });

  it('shows the overview numbers the API gives: totals, rate, splits, campaigns and the hour grid', async () => {
    const overview = await api('/api/admin/links/overview?days=30');
    await page.getByTestId('stat-clicks').waitFor();
    expect(await statValue('stat-clicks')).toBe(String(overview.totalClicks));
    expect(await statValue('stat-applies')).toBe(String(overview.applies));
    expect(await statValue('stat-rate')).toBe(overview.clicksPer1000.toLocaleString('en-US'));
    for (const d of overview.devices) expect(await tableValue('Devices', SHOWN[d.name] ?? d.name)).toBe(String(d.clicks));
    for (const r of overview.referrers) expect(await tableValue('Referrers', SHOWN[r.name] ?? r.name)).toBe(String(r.clicks));
    expect(overview.referrers.map((r: { name: string }) => r.name)).toContain('direct');
    expect(await tableValue('Clicks per campaign (template)', 'Spring campaign')).toBe(String(overview.campaigns[0].clicks));
    // Every click of the window is somewhere in the hour grid.
    const grid = page.getByRole('table', { name: /weekday and hour/ });
    const cells = await grid.getByRole('row').filter({ hasText: /day/ }).locator('td').allTextContents();
    expect(cells.map(Number).reduce((a, b) => a + b, 0)).toBe(overview.totalClicks);
    // The eye gets a heat map of 7 × 24 shaded cells; screen readers get the table, which is not drawn.
    const map = page.getByTestId('hour-map');
    expect(await map.getAttribute('aria-hidden')).toBe('true');
    await expect.poll(() => map.locator('span[title]').count()).toBe(7 * 24);
    expect(await grid.evaluate((t) => t.getBoundingClientRect().width <= 1)).toBe(true);
    // The daily chart's first tick is the first day of the window its title names.
    const firstTick = await page
      .locator('figure')
      .filter({ hasText: 'Clicks per day' })
      .locator('.fui-cart__xAxis .tick text')
      .first()
      .textContent();
    expect(firstTick).toBe(
      new Date(`${overview.daily[0].date}T00:00:00Z`).toLocaleDateString('en-US', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    );
    // The chart itself is drawn (the chart library arrives lazily).
    await page.locator('figure').filter({ hasText: 'Clicks per day' }).locator('svg').first().waitFor();
    await checkPage(page, 'analytics');
    await checkBothSizes(page, 'analytics');
  });

  it("changes the window and shows that window's series", async () => {
    await page.getByLabel('Window').selectOption({ label: 'Last 7 days' });
    await page.waitForURL(/days=7/);
    const week = await api('/api/admin/links/overview?days=7');
    const daily = page.getByRole('table', { name: /^Clicks per day/ });
    await expect.poll(() => daily.getByRole('row').count()).toBe(week.daily.length + 1);
    expect(await statValue('stat-clicks')).toBe(String(week.totalClicks));
  });

  it('opens one link in detail with its own numbers', async () => {
    const { links } = await api('/api/admin/links');
    const busiest = links.find((l: { slug: string }) => l.slug === slugs[0]);
    await page.getByRole('link', { name: `Details of ${busiest.target}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Link analytics' }).waitFor();
    const detail = await api(`/api/admin/links/detail/${slugs[0]}?days=7`);
    await page.getByText(busiest.target).waitFor();
    await expect.poll(() => statValue('stat-clicks')).toBe(String(detail.totalClicks));
    expect(await tableValue('Devices', 'Phone')).toBe('1');
    await checkPage(page, 'analytics-link');
    await checkBothSizes(page, 'analytics-link');
  });

  it('shows a new organisation one empty state until there are clicks, not charts and tables of zeros', async () => {
    const [, newcomer] = host.tenants;
    await host.onboard(newcomer);
    const fresh = await signInAndOpen(browser, host, { as: 'nia.ross@northwind.test', path: '/analytics' });
    await fresh.getByText('No tracked links yet.').waitFor();
    await fresh.getByTestId('no-clicks').getByText('No clicks in this window yet').waitFor();
    expect(await fresh.getByRole('table').count()).toBe(0);
    expect(await fresh.getByTestId('hour-map').count()).toBe(0);
    await checkPage(fresh, 'analytics-empty');
    await checkBothSizes(fresh, 'analytics-empty');
    await fresh.context().close();
  });

  it("says in words when a link is not this organisation's", async () => {
    await page.goto(`${host.url}/admin/analytics/links/not-a-link-of-ours`);
    await page.getByText('This organisation has no tracked link at that address').waitFor();
  });
});
