import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';
import { checkPage, ELEMENT_TIMEOUT, launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkBothSizes } from './helpers/viewports.js';

const ADMIN = 'ann.lee@fabrikam.test';

let host: TestHost;
let browser: Browser;
let page: Page;
let token: string;

const api = async (method: string, path: string, body?: unknown) => (await host.call(method, path, { token, body })).json;

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  const [tenant] = host.tenants;
  await host.onboard(tenant);
  token = await host.token({ tenant, user: ADMIN });
  await api('GET', '/api/admin/me');
  const templateId = (
    await createPublished((method, path, body) => host.call(method, path, { token, body }), {
      name: 'Standard',
      html: '<p>{{displayName}}</p>',
    })
  ).json.id;
  const report = async (user: string, outcome: string, client: string, error?: string) =>
    host.call('POST', '/api/signature/report', {
      token: await host.token({ tenant, user, scope: 'access_as_user' }),
      body: { type: 'new', outcome, templateId, version: 1, client, error },
    });
  await report('dev.patel@fabrikam.test', 'applied', 'Outlook Web');
  await report('dev.patel@fabrikam.test', 'failed', 'Outlook for Mac', 'The signature could not be inserted');
  await report('ann.lee@fabrikam.test', 'skipped', 'Outlook Web');
  await host.call('POST', '/api/signature/report', {
    token: await host.token({ tenant, user: 'eva.jansen@fabrikam.test', scope: 'access_as_user' }),
    body: {
      type: 'new',
      outcome: 'applied',
      templateId,
      version: 1,
      event: 'newMessage',
      durationMs: 240,
      host: { name: 'newOutlookWindows', platform: 'OfficeOnline', version: '1.2025.1105.100' },
    },
  });
  await api('POST', '/api/admin/exclusions', {
    mailboxes: ['info@fabrikam.test'],
    note: 'Shared inbox',
  });

  page = await signInAndOpen(browser, host, { as: ADMIN, path: '/' });
  page.setDefaultTimeout(ELEMENT_TIMEOUT);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('portal: monitoring', () => {
  it('shows adoption, the rollup per mailbox and the latest events as the API reports them', async () => {
    await page.getByRole('link', { name: 'Monitoring' }).click();
    await page.getByRole('heading', { level: 1, name: 'Monitoring' }).waitFor();
    const activity = await api('GET', '/api/admin/activity');
    const { applying, mailboxes } = activity.adoption;
    await page.getByTestId('adoption').getByText(`${applying} of ${mailboxes} mailboxes applied a signature.`).waitFor();
    const dev = activity.mailboxes.find((m: { mailbox: string }) => m.mailbox === 'dev.patel@fabrikam.test');
    const row = page.getByTestId('mailbox-row').filter({ hasText: 'dev.patel@fabrikam.test' });
    await row.waitFor();
    expect((await row.getByRole('cell').allTextContents()).slice(0, 4)).toEqual([
      'dev.patel@fabrikam.test',
      String(dev.applied),
      String(dev.failed),
      String(dev.skipped),
    ]);
    await row.getByText('The signature could not be inserted').waitFor();
    await expect.poll(() => page.getByRole('table', { name: 'Latest events' }).getByTestId('event-row').count()).toBe(activity.feed.length);
  });

  it('shows health per mail client and version as the API reports it', async () => {
    const { clients } = await api('GET', '/api/admin/activity/clients');
    const fresh = clients.find((c: { client: string }) => c.client === 'windows-new');
    const table = page.getByRole('table', { name: 'Mail clients, last 30 days' });
    const row = table.getByTestId('client-row').filter({ hasText: 'New Outlook for Windows' });
    await row.waitFor();
    expect((await row.getByRole('cell').allTextContents()).slice(0, 5)).toEqual([
      'New Outlook for Windows',
      String(fresh.applied),
      '0 ',
      '0',
      `${fresh.medianMs} ms`,
    ]);
    await table.getByTestId('client-version-row').filter({ hasText: 'Version 1.2025.1105' }).waitFor();
    await page.getByRole('table', { name: 'Latest events' }).getByText('New Outlook for Windows 1.2025.1105').waitFor();
    await page
      .getByRole('table', { name: /^Activity per mailbox/ })
      .getByText('New Outlook for Windows 1.2025.1105')
      .waitFor();
  });

  it('shows directory coverage with external and excluded accounts counted apart', async () => {
    const audit = await api('GET', '/api/admin/audit');
    expect(audit.leftOut.excluded).toBe(1);
    const summary = page.getByTestId('audit-summary');
    await summary.getByText(`${audit.mailboxes} mailboxes get a signature`).waitFor();
    await summary.getByText(`${audit.leftOut.external} external`).waitFor();
    await summary.getByText(`${audit.leftOut.excluded} excluded`).waitFor();
    const jobTitle = audit.coverage.find((c: { attribute: string }) => c.attribute === 'jobTitle');
    const cells = await page
      .getByRole('table', { name: 'Directory attribute coverage' })
      .getByRole('row', { name: /^Job title / })
      .getByRole('cell')
      .allTextContents();
    expect(cells.slice(0, 3)).toEqual(['Job title', String(jobTitle.present), String(jobTitle.missing)]);
    await checkPage(page, 'monitoring');
    await checkBothSizes(page, 'monitoring');
  });

  it('searches events by outcome and by mailbox, from the keyboard', async () => {
    const search = page.getByRole('search', { name: 'Search apply events' });
    await search.getByLabel('Outcome').selectOption({ label: 'Failed' });
    await search.getByRole('button', { name: 'Search' }).press('Enter');
    const found = page.getByRole('table', { name: 'Events found' }).getByTestId('event-row');
    await expect.poll(() => found.count()).toBe(1);
    await found.getByText('Outlook for Mac').waitFor();

    await search.getByLabel('Outcome').selectOption({ label: 'Any outcome' });
    await search.getByLabel('Mailbox').fill('DEV.PATEL@fabrikam.test');
    await search.getByLabel('Mailbox').press('Enter');
    const expected = (await api('GET', '/api/admin/activity/events?mailbox=dev.patel@fabrikam.test')).events.length;
    await expect.poll(() => found.count()).toBe(expected);
    expect(expected).toBe(2);

    await search.getByLabel('Mailbox').fill('nobody@fabrikam.test');
    await search.getByLabel('Mailbox').press('Enter');
    await page.getByText('No event matches this search.').waitFor();
    await checkPage(page, 'monitoring-search');
  });

  it('finds a mailbox on the Message trail page, each decision explained and linked to its simulation', async () => {
    const [tenant] = host.tenants;
    const addin = await host.token({ tenant, user: 'dev.patel@fabrikam.test', scope: 'access_as_user' });
    await host.call('POST', '/api/signature', { token: addin, body: { type: 'new', recipients: { domains: ['customer.example'] } } });
    await host.services.trail.flush();
    const [entry] = (await api('GET', '/api/admin/trail?mailbox=dev.patel@fabrikam.test')).entries;
    await page.getByRole('link', { name: 'Message trail' }).click();
    await page.getByRole('heading', { level: 1, name: 'Message trail' }).waitFor();
    const search = page.getByRole('form', { name: 'Search the message trail' });
    await search.getByLabel('Mailbox').fill('dev.patel@fabrikam.test');
    await search.getByLabel('Mailbox').press('Enter');
    const row = page.getByRole('table', { name: 'Message trail' }).getByTestId('trail-row');
    await expect.poll(() => row.count()).toBe(1);
    await row.getByText(entry.explanation).waitFor();
    // The add-in gave this compose no signature: said so, not in the relay's words ("passed unchanged").
    expect(entry.outcome).toBe('passed');
    await row.getByText('No signature', { exact: true }).waitFor();
    expect(await row.getByRole('link', { name: 'Simulate it' }).getAttribute('href')).toBe(
      '/admin/assignment?simulate=dev.patel%40fabrikam.test&domains=customer.example#simulate-heading',
    );
    await checkPage(page, 'message-trail');
    await checkBothSizes(page, 'message-trail');
  });
});
