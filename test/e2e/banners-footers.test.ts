import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { checkPage, ELEMENT_TIMEOUT, launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkBothSizes } from './helpers/viewports.js';

const ADMIN = 'ann.lee@fabrikam.test';

let host: TestHost;
let browser: Browser;
let page: Page;
let token: string;

const api = async (path: string) => (await host.call('GET', path, { token })).json;
const status = (text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  const [tenant] = host.tenants;
  await host.onboard(tenant);
  token = await host.token({ tenant, user: ADMIN });
  await api('/api/admin/me');
  page = await signInAndOpen(browser, host, { as: ADMIN, path: '/' });
  page.setDefaultTimeout(ELEMENT_TIMEOUT);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('portal: banners', () => {
  it('creates a banner for an audience, previewed inside a signature', async () => {
    await page.getByRole('link', { name: 'Banners' }).click();
    await page.getByRole('heading', { level: 1, name: 'Banners' }).waitFor();
    await page.getByText('No banner yet.').waitFor();
    await checkPage(page, 'banners-empty');

    await page.getByRole('button', { name: 'New banner' }).click();
    const dialog = page.getByRole('dialog', { name: 'New banner' });
    await dialog.getByLabel('Name').fill('Spring webinar');
    // Refused in words beside the field, and nothing is created.
    await dialog.getByLabel('HTML').fill('<p>Hello {{displayName}}</p>');
    await dialog.getByRole('button', { name: 'Create banner' }).click();
    await dialog.getByText('HTML placeholders are not available in banners and footers').waitFor();
    expect((await api('/api/admin/banners')).banners).toEqual([]);

    await dialog.getByLabel('HTML').fill('<p><a href="https://fabrikam.example/webinar">Join our spring webinar</a></p>');
    await dialog.getByLabel('Place').selectOption({ label: 'Above the signature' });
    await dialog.getByLabel('Audience').selectOption({ label: 'Mailboxes meeting a condition' });
    await dialog.getByLabel('Attribute').selectOption({ label: 'Department' });
    await dialog.getByLabel('Value').fill('Sales');
    const preview = dialog.frameLocator('iframe[title="Preview inside a signature"]');
    await preview.getByText('Join our spring webinar').waitFor();
    await preview.getByText('Sample signature').waitFor();
    // The banner sits above the signature in the preview.
    await expect.poll(() => preview.locator('body > *').first().textContent()).toContain('Join our spring webinar');
    await checkPage(page, 'banner-dialog');
    await dialog.getByRole('button', { name: 'Create banner' }).click();
    await status('Created the banner "Spring webinar"');
    await dialog.waitFor({ state: 'hidden' });

    const [banner] = (await api('/api/admin/banners')).banners;
    expect(banner).toMatchObject({
      name: 'Spring webinar',
      position: 'above',
      active: true,
      audience: { attribute: 'department', operator: 'equals', value: 'Sales' },
    });
    const row = page.getByTestId('block-row').filter({ hasText: 'Spring webinar' });
    await row.getByText('Department is Sales').waitFor();
    await row.getByText('Showing', { exact: true }).waitFor();
    await checkPage(page, 'banners');
    await checkBothSizes(page, 'banners');
  });

  it("changes the banner's dates and deletes it after confirming", async () => {
    await page.getByRole('button', { name: 'Edit Spring webinar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the banner' });
    await dialog.getByLabel('Starts (optional)').fill('2030-03-01T09:00');
    await dialog.getByLabel('Ends (optional)').fill('2030-02-01T09:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(/Ends at must be after startsAt/i).waitFor();
    await dialog.getByLabel('Ends (optional)').fill('2030-03-31T18:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await status('Saved the banner "Spring webinar"');
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByTestId('block-row')
      .getByText(/^Starts /)
      .waitFor();
    expect((await api('/api/admin/banners')).banners[0].startsAt).toBe(new Date('2030-03-01T09:00').toISOString());

    await page.getByRole('button', { name: 'Delete Spring webinar' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Delete the banner "Spring webinar"?',
    });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await status('Deleted the banner "Spring webinar"');
    await confirm.waitFor({ state: 'hidden' });
    await page.getByText('No banner yet.').waitFor();
    expect((await api('/api/admin/banners')).banners).toEqual([]);
  });
});

describe('portal: footers', () => {
  it('creates a footer for everyone', async () => {
    await page.getByRole('link', { name: 'Footers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Footers' }).waitFor();
    await page.getByRole('button', { name: 'New footer' }).click();
    const dialog = page.getByRole('dialog', { name: 'New footer' });
    await dialog.getByLabel('Name').fill('Legal');
    await dialog.getByLabel('HTML').fill('<p>Fabrikam Ltd, registered in England, no. 123456</p>');
    await dialog.frameLocator('iframe').getByText('registered in England').waitFor();
    await dialog.getByRole('button', { name: 'Create footer' }).click();
    await status('Created the footer "Legal"');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('block-row').filter({ hasText: 'Legal' }).getByText('Everyone').waitFor();
    expect((await api('/api/admin/footers')).footers).toMatchObject([{ name: 'Legal', audience: 'everyone' }]);
    await checkPage(page, 'footers');
    await checkBothSizes(page, 'footers');
  });
});
