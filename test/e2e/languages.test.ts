import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../shared/i18n/catalogue.js';
import type { Language } from '../../shared/i18n/languages.js';
import { pseudoText } from '../../portal/src/i18n/pseudo.js';
import { navigationMessages } from '../../portal/src/i18n/navigation.messages.js';
import { shellMessages } from '../../portal/src/i18n/shell.messages.js';
import { homeMessages } from '../../portal/src/pages/home.messages.js';
import { assignmentMessages } from '../../portal/src/pages/assignment/assignment.messages.js';
import { settingsMessages } from '../../portal/src/pages/settings/settings.messages.js';
import { ONBOARDING_MESSAGES } from '../../shared/onboarding/messages.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { checkPage, launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkSizes, goTo, inPseudoLocale, TRANSLATED } from './helpers/language-walk.js';

const ADMIN = 'ann.lee@fabrikam.test';
/** A browser language for each of the product's (a regional tag, as browsers send them). */
const BROWSER_LOCALE: Record<Language, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR', es: 'es-ES', nl: 'nl-NL' };

let host: TestHost;
let browser: Browser;
/** The last language's signed-in page, kept for the pseudo-locale's walk (which loads it again with the switch on). */
let walked: Page | undefined;

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  await host.onboard(host.tenants[0], ADMIN);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

/** Opens a page from the navigation by its name in `language` and waits for its heading. */
async function openFromNavigation(page: Page, link: string, heading: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Home, settings and assignment in `language`, each checked at both sizes. */
async function walkMainPages(page: Page, language: Language, clipping = false): Promise<void> {
  await page.getByRole('heading', { level: 1, name: translate(homeMessages, language, 'welcome', { name: 'Ann Lee' }) }).waitFor();
  await page.getByRole('heading', { name: translate(homeMessages, language, 'gettingStarted') }).waitFor();
  // The checklist's steps are the service's sentences, written in the language the portal asks for.
  await page
    .getByText(translate(ONBOARDING_MESSAGES, language, 'template'), { exact: true })
    .first()
    .waitFor();
  await checkSizes(page, `languages-${language}-home`, clipping);
  await openFromNavigation(page, translate(navigationMessages, language, 'settings'), translate(settingsMessages, language, 'title'));
  await page.getByLabel(translate(settingsMessages, language, 'defaultLanguage')).waitFor();
  await checkSizes(page, `languages-${language}-settings`, clipping);
  await openFromNavigation(page, translate(navigationMessages, language, 'assignment'), translate(assignmentMessages, language, 'title'));
  await page.getByRole('heading', { name: translate(assignmentMessages, language, 'roleDefaults') }).waitFor();
  await checkSizes(page, `languages-${language}-assignment`, clipping);
}

describe('portal: the product in its users’ language', () => {
  it.each(TRANSLATED)('shows home, settings and assignment in %s, the browser’s language', async (language) => {
    const page = await signInAndOpen(browser, host, { as: ADMIN, locale: BROWSER_LOCALE[language] });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
    await walkMainPages(page, language);
    await walked?.context().close();
    walked = page;
  });

  it('cuts no text off and scrolls nothing sideways in the pseudo-locale (accented, about 40% longer)', async () => {
    const page = await inPseudoLocale(browser, host, walked, { as: ADMIN, path: '' });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
    await page.getByRole('heading', { level: 1, name: /^\[Wéé/ }).waitFor();
    const links = page.getByRole('navigation').getByRole('link');
    await expect.poll(() => links.first().textContent()).toMatch(/^\[.+\]$/);
    await checkSizes(page, 'languages-pseudo-home', true);
    for (const [path, title] of [
      ['/settings', translate(settingsMessages, 'en', 'title')],
      ['/assignment', translate(assignmentMessages, 'en', 'title')],
    ]) {
      await goTo(page, path);
      await page.getByRole('heading', { level: 1, name: `[${pseudoText(title)}]` }).waitFor();
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await checkSizes(page, `languages-pseudo${path.replace('/', '-')}`, true);
    }
    await page.context().close();
  });

  it('follows the organisation’s default language when the browser asks for none the product speaks', async () => {
    const admin = await signInAndOpen(browser, host, { as: ADMIN, locale: 'en-GB', path: '/settings' });
    const select = admin.getByLabel('Default language');
    await select.selectOption('fr');
    await admin.getByText('Settings saved.').waitFor();
    const visitor = await signInAndOpen(browser, host, { as: 'ben.okafor@fabrikam.test', locale: 'ja-JP' });
    await expect.poll(() => visitor.evaluate(() => document.documentElement.lang)).toBe('fr');
    await visitor.context().close();
    await select.selectOption('en');
    await admin.getByText('Settings saved.').waitFor();
    await admin.context().close();
  });
  it('switches language from the user menu without a reload and remembers the choice', async () => {
    const page = await signInAndOpen(browser, host, { as: ADMIN, locale: 'en-GB' });
    await page.getByRole('heading', { level: 1, name: 'Welcome, Ann Lee' }).waitFor();
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await page.getByRole('button', { name: translate(shellMessages, 'en', 'userMenu') }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/me/preferences') && r.request().method() === 'PUT');
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { level: 1, name: 'Willkommen, Ann Lee' }).waitFor();
    expect((await saved).ok()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await page.getByRole('navigation').getByRole('link', { name: 'Einstellungen', exact: true }).waitFor();
    await checkPage(page, 'languages-menu-de');
    await page.context().close();
    // Remembered as the person's preference: in a browser of their own, which asks for English, the portal is German.
    const again = await signInAndOpen(browser, host, { as: ADMIN, locale: 'en-GB' });
    try {
      await again.getByRole('heading', { level: 1, name: 'Willkommen, Ann Lee' }).waitFor();
    } finally {
      await again.getByRole('button', { name: translate(shellMessages, 'de', 'userMenu') }).click();
      await again.getByRole('menuitemradio', { name: 'English' }).click();
      await again.getByRole('heading', { level: 1, name: 'Welcome, Ann Lee' }).waitFor();
      await again.context().close();
    }
  });
});
