import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../shared/i18n/catalogue.js';
import { IMPORT_MESSAGES } from '../../shared/imports/messages.js';
import { simulateMessages } from '../../portal/src/pages/assignment/simulate.messages.js';
import { importsMessages } from '../../portal/src/pages/imports/imports.messages.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { launchBrowser, signInAndOpen } from './helpers/browser.js';
import { chooseInUserMenu, goTo } from './helpers/language-walk.js';

/**
 * A change of language in the user menu reaches what the service wrote as well as the portal's own words: a page
 * already on screen shows the service's sentences in the new language without being loaded again.
 */

const ADMIN = 'ann.lee@fabrikam.test';
/** A mailbox of the organisation, for the imported rows. */
const CLEO = 'cleo.martin@fabrikam.test';

let host: TestHost;
let browser: Browser;
let page: Page | undefined;
/** The change log's sentence for the template created below, as the service writes it in English and in German. */
let created: { en: string; de: string };
let token: string;

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  const [tenant] = host.tenants;
  await host.onboard(tenant, ADMIN);
  token = await host.token({ tenant, user: ADMIN });
  expect(
    (await host.call('POST', '/api/admin/templates', { token, body: { name: 'Launch', html: '<p>{{displayName}}</p>' } })).status,
  ).toBe(201);
  // Nobody has chosen a language yet: the service follows the request's Accept-Language.
  const sentence = async (language: string) => {
    const log = await host.call('GET', '/api/admin/log', { token, headers: { 'accept-language': language } });
    const entries = (log.json as { entries: { summary: string }[] }).entries;
    return entries.find((e) => e.summary.includes('Launch'))!.summary;
  };
  created = { en: await sentence('en'), de: await sentence('de') };
  expect(created.de).not.toBe(created.en);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('portal: a language chosen in the user menu', () => {
  it('shows the change log’s sentences in German at once, without a reload, then the import page in German, its problems back in English, and a simulation in German', async () => {
    page = await signInAndOpen(browser, host, { as: ADMIN, locale: 'en-GB', path: '/log' });
    const rows = page.getByTestId('log-row');
    await rows.filter({ hasText: created.en }).waitFor();
    // Set on this document only: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));

    await chooseInUserMenu(page, 'de');
    await rows.filter({ hasText: created.de }).waitFor();
    expect(await rows.filter({ hasText: created.en }).count()).toBe(0);
    expect(await page.evaluate(() => 'stayedOnPage' in window)).toBe(true);

    await goTo(page, '/import');
    await page.getByRole('heading', { level: 1, name: translate(importsMessages, 'de', 'title') }).waitFor();
    const csv = `mail,jobTitle,Title\n${CLEO},Marketing,Marketing\n`;
    await page.locator('input[type="file"]').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    // A column named after an attribute fills it, and the choice names the attribute in German.
    const jobTitle = page.getByLabel(translate(importsMessages, 'de', 'columnFills', { column: 'jobTitle' }));
    await expect.poll(() => jobTitle.locator('option:checked').textContent()).toBe(translate(IMPORT_MESSAGES, 'de', 'jobTitle'));
    const title = page.getByLabel(translate(importsMessages, 'de', 'columnFills', { column: 'Title' }));
    const attributes = title.locator('optgroup').first();
    expect(await attributes.getAttribute('label')).toBe(translate(importsMessages, 'de', 'directoryAttributes'));
    const offered = await attributes.locator('option').allTextContents();
    for (const key of ['displayName', 'department', 'postalCode', 'mobilePhone'] as const)
      expect(offered).toContain(translate(IMPORT_MESSAGES, 'de', key));
    expect(offered).not.toContain(translate(IMPORT_MESSAGES, 'en', 'postalCode'));

    // The preview's problems are the service's sentences too: they follow a change back to English on the spot.
    const formula = `mail,jobTitle\n${CLEO},=1+1\n`;
    await page.locator('input[type="file"]').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(formula) });
    await page.getByRole('button', { name: translate(importsMessages, 'de', 'preview'), exact: true }).click();
    const problem = page.getByTestId('import-problem');
    await problem.filter({ hasText: 'Tabellenformel' }).waitFor();
    await chooseInUserMenu(page, 'en');
    await problem.filter({ hasText: 'spreadsheet formula' }).waitFor();
    await page.getByLabel(translate(importsMessages, 'en', 'columnFills', { column: 'jobTitle' })).waitFor();

    // A simulation's explanation, asked in English, is asked again in German.
    await goTo(page, '/assignment');
    await page.getByLabel(translate(simulateMessages, 'en', 'mailboxAddress')).fill(CLEO);
    await page.getByRole('button', { name: translate(simulateMessages, 'en', 'simulate'), exact: true }).click();
    const thread = page.getByTestId('simulated-thread');
    const english = (await thread.textContent())!;
    await chooseInUserMenu(page, 'de');
    // The person's saved choice is German now: the service answers the test's own call in German too.
    const simulated = await host.call('POST', '/api/admin/rules/simulate', { token, body: { email: CLEO } });
    const german = (simulated.json as { thread: { explanation: string } }).thread.explanation;
    expect(german).not.toBe(english);
    await thread.filter({ hasText: german }).waitFor();
    expect(await page.evaluate(() => 'stayedOnPage' in window)).toBe(true);
    await page.context().close();
  });
});
