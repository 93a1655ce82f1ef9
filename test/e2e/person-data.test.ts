import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { BEN, seedPerson } from '../helpers/person-data-seed.js';
import { checkPage, ELEMENT_TIMEOUT, launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkBothSizes } from './helpers/viewports.js';

const ADMIN = 'ann.lee@fabrikam.test';

let host: TestHost;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  const [tenant] = host.tenants;
  await host.onboard(tenant);
  await seedPerson(host, tenant, host.clock.now());
  page = await signInAndOpen(browser, host, { as: ADMIN, path: '/' });
  page.setDefaultTimeout(ELEMENT_TIMEOUT);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe("portal: a person's data", () => {
  it('finds a person by a former address and shows each kind held about them', async () => {
    await page.getByRole('link', { name: 'A person’s data' }).click();
    await page.getByRole('heading', { level: 1, name: 'A person’s data' }).waitFor();
    await page.getByRole('textbox', { name: /e-mail address or directory object id/ }).fill(BEN.former);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByTestId('person-kind').first().waitFor();
    expect(await page.getByTestId('person-kind').count()).toBe(16);
    await page.getByTestId('retention-row').first().waitFor();
    await checkPage(page, 'person-data');
    await checkBothSizes(page, 'person-data');
  });

  it('downloads a copy once', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download a copy' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-.*\.zip$/);
    await page.getByRole('status').filter({ hasText: 'The archive was downloaded' }).waitFor();
  });

  it('erases after confirmation and says what the change log now calls them', async () => {
    await page.getByRole('button', { name: 'Erase their data' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Erase this person’s data?' });
    await dialog.waitFor();
    await checkPage(page, 'person-data-erase');
    await dialog.getByRole('button', { name: 'Erase' }).click();
    await page.getByRole('status').filter({ hasText: 'The change log now names this person' }).waitFor();
  });

  it('sets how long a kind is kept, and refuses a value outside its bounds', async () => {
    const days = page.getByRole('spinbutton', { name: 'Days to keep apply reports' });
    await days.fill('0');
    await page.getByRole('button', { name: 'Save retention' }).click();
    await page.getByText('must be from 1 to 90 days').first().waitFor();
    await days.fill('30');
    await page.getByRole('button', { name: 'Save retention' }).click();
    await page.getByRole('status').filter({ hasText: 'The retention was saved' }).waitFor();
    await checkBothSizes(page, 'person-data-retention');
  });
});
