import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type Catalogue } from '../../shared/i18n/catalogue.js';
import { pseudoText } from '../../portal/src/i18n/pseudo.js';
import { assignmentMessages } from '../../portal/src/pages/assignment/assignment.messages.js';
import { rulesMessages } from '../../portal/src/pages/assignment/rules.messages.js';
import { simulateMessages } from '../../portal/src/pages/assignment/simulate.messages.js';
import { dpaMessages } from '../../portal/src/pages/settings/dpa.messages.js';
import { notificationsMessages } from '../../portal/src/pages/settings/notifications.messages.js';
import { settingsMessages } from '../../portal/src/pages/settings/settings.messages.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';
import { ELEMENT_TIMEOUT, launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkSizes, chooseInUserMenu, goTo, inPseudoLocale, TRANSLATED } from './helpers/language-walk.js';

const ADMIN = 'ann.lee@fabrikam.test';

let host: TestHost;
let browser: Browser;
/** The walk's one signed-in page: each language is chosen in turn from the user menu. */
let walked: Page | undefined;

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  const [tenant] = host.tenants;
  await host.onboard(tenant, ADMIN);
  const token = await host.token({ tenant, user: ADMIN });
  const api = (method: string, path: string, body?: unknown) => host.call(method, path, { token, body });
  const standard = (await createPublished(api, { name: 'Standard', html: '<p>Standard {{displayName}}</p>' })).json.id as string;
  const sales = (await createPublished(api, { name: 'Sales', html: '<p>Sales {{displayName}}</p>' })).json.id as string;
  // Rules of each kind the simulation puts in words: an attribute, a recipient test, and one without a name.
  const saved = await api('PUT', '/api/admin/rules', {
    rules: [
      { name: 'Sales team', attribute: 'department', operator: 'equals', value: 'Sales', new: sales, reply: null },
      { name: 'Customers abroad', attribute: 'recipients', operator: 'anyInCountries', value: ['de', 'at'], new: standard, reply: null },
      { attribute: 'country', operator: 'exists', value: true, new: null, reply: standard },
    ],
  });
  expect(saved.status).toBe(200);
  expect((await api('PUT', '/api/admin/settings', { partnerDomains: ['adatum.com'] })).status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

/** Simulates the admin's mailbox writing to a German domain, and waits for the rule-by-rule answer. */
async function simulate(page: Page, labels: { address: string; domains: string; button: string }): Promise<void> {
  await page.getByLabel(labels.address).fill(ADMIN);
  await page.getByLabel(labels.domains).fill('shop.example.de');
  await page.getByRole('button', { name: labels.button, exact: true }).click();
  await expect.poll(() => page.getByTestId('trace-entry').count()).toBe(3);
}

describe('portal: assignment and settings in the users’ languages', () => {
  it.each(TRANSLATED)('shows the rule builder, a simulation and the whole settings page in %s', async (language) => {
    const say = <K extends string>(cat: Catalogue<K>, key: K) => translate(cat, language, key);
    walked ??= await signInAndOpen(browser, host, { as: ADMIN, locale: 'en-GB', path: '/assignment' });
    const page = walked;
    page.setDefaultTimeout(ELEMENT_TIMEOUT);
    await chooseInUserMenu(page, language);
    await goTo(page, '/assignment');
    await page.getByRole('heading', { level: 1, name: say(assignmentMessages, 'title') }).waitFor();
    await expect.poll(() => page.getByTestId('rule-card').count()).toBe(3);
    await page.getByRole('heading', { level: 3, name: `3. ${translate(rulesMessages, language, 'untitled', { position: 3 })}` }).waitFor();
    expect(await page.getByLabel(say(rulesMessages, 'ruleName')).count()).toBe(3);
    await simulate(page, {
      address: say(simulateMessages, 'mailboxAddress'),
      domains: say(simulateMessages, 'recipientDomains'),
      button: say(simulateMessages, 'simulate'),
    });
    const result = page.getByTestId('simulation');
    await result.getByRole('heading', { name: say(simulateMessages, 'ruleByRule') }).waitFor();
    // The recipient test names the countries in the reader's language too.
    const germany = new Intl.DisplayNames([language], { type: 'region' }).of('DE')!;
    await result.getByTestId('trace-entry').nth(1).getByText(germany, { exact: false }).waitFor();
    await checkSizes(page, `languages-assignment-${language}`);

    await goTo(page, '/settings');
    await page.getByRole('heading', { level: 1, name: say(settingsMessages, 'title') }).waitFor();
    await page.getByRole('heading', { level: 2, name: say(dpaMessages, 'heading') }).waitFor();
    await page.getByRole('heading', { level: 2, name: say(notificationsMessages, 'webhooks') }).waitFor();
    await page.getByRole('button', { name: say(notificationsMessages, 'alertsSave') }).waitFor();
    await checkSizes(page, `languages-settings-${language}`);
  });

  it('cuts no text off and scrolls nothing sideways in the pseudo-locale, on assignment, settings, the trail and imports', async () => {
    const pseudo = (english: string) => `[${pseudoText(english)}]`;
    const page = await inPseudoLocale(browser, host, walked, { as: ADMIN, path: '/assignment' });
    page.setDefaultTimeout(ELEMENT_TIMEOUT);
    await page.getByRole('heading', { level: 1, name: pseudo('Assignment') }).waitFor();
    await simulate(page, {
      address: pseudo('Mailbox address'),
      domains: pseudo('Recipient domains, comma-separated (optional)'),
      button: pseudo('Simulate'),
    });
    await checkSizes(page, 'languages-pseudo-assignment', true);

    await goTo(page, '/settings');
    await page.getByRole('heading', { level: 2, name: pseudo('Data processing agreement') }).waitFor();
    await checkSizes(page, 'languages-pseudo-settings', true);

    await goTo(page, '/trail');
    await page.getByRole('heading', { level: 1, name: pseudo('Message trail') }).waitFor();
    await page.getByLabel(pseudo('Mailbox'), { exact: true }).fill(ADMIN);
    await page.getByRole('button', { name: pseudo('Search'), exact: true }).click();
    await page.getByText(pseudo('Nothing was recorded for this search.')).waitFor();
    await checkSizes(page, 'languages-pseudo-trail', true);

    await goTo(page, '/import');
    await page.getByRole('heading', { level: 1, name: pseudo('Import from a file') }).waitFor();
    await page.getByText(pseudo('No file has been imported yet.')).waitFor();
    const csv = `mail,jobTitle\n${ADMIN},=1+1\n`;
    await page.locator('input[type="file"]').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: pseudo('Preview'), exact: true }).click();
    await page.getByTestId('import-problem').first().waitFor();
    await checkSizes(page, 'languages-pseudo-imports', true);
    await page.context().close();
  });
});
