import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages.js';
import { LANGUAGE_NAMES } from '../../../portal/src/i18n/languageNames.js';
import type { TestHost } from '../../helpers/host.js';
import { checkPage, signInAndOpen } from './browser.js';
import { clippedText } from './clipped-text.js';
import { DESKTOP, PHONE, sidewaysOverflow } from './viewports.js';

/** The languages the walks show pages in: English is walked by each page's own browser file. */
export const TRANSLATED: readonly Language[] = LANGUAGES.filter((language) => language !== 'en');

/** The page at both sizes: axe finds nothing serious, nothing scrolls sideways, and (`clipping`) no text is cut off. */
export async function checkSizes(page: Page, name: string, clipping = false): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await checkPage(page, `${name}-${size}`);
    expect(await sidewaysOverflow(page), `${name} at ${size} size scrolls sideways`).toEqual([]);
    if (clipping) expect(await clippedText(page), `${name} at ${size} size cuts text off`).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * Goes to a portal page in the page's router, as a link does: no reload, so no second sign-in and the page keeps the
 * axe it was given (putting axe into a fresh document and its first run there cost about three seconds).
 */
export const goTo = (page: Page, path: string): Promise<void> =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/admin${path}`);

/**
 * Chooses `language` in the user menu, as a person does: the page shows it at once, without a reload, and the choice
 * is saved as the person's preference (so a walk signs in once and shows each language in turn).
 */
export async function chooseInUserMenu(page: Page, language: Language): Promise<void> {
  await page.getByTestId('user-menu').click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/me/preferences') && r.request().method() === 'PUT');
  const name = LANGUAGE_NAMES.find((n) => n.language === language)!.name;
  await page.getByRole('menuitemradio', { name, exact: true }).click();
  expect((await saved).ok(), `saving ${language} as the preference`).toBe(true);
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
}

/** The portal's localStorage switch to the pseudo-locale (read as its script starts). */
export const PSEUDO_STORAGE = { 'signature-portal.pseudo-locale': '1' };

/**
 * A page of `as` signed in and showing `path` in the pseudo-locale: the walk's own page (`walked`, signed in as `as`)
 * with the switch set and the portal loaded again, which keeps its sign-in (a second one cost about 3 s under load);
 * signed in afresh when there is none (the pseudo-locale's test run on its own).
 */
export async function inPseudoLocale(
  browser: Browser,
  host: TestHost,
  walked: Page | undefined,
  o: { as: string; path: string },
): Promise<Page> {
  if (!walked) return signInAndOpen(browser, host, { ...o, storage: PSEUDO_STORAGE });
  await walked.evaluate((entries) => Object.entries(entries).forEach(([k, v]) => localStorage.setItem(k, v)), PSEUDO_STORAGE);
  await walked.goto(`${host.url}/admin${o.path}`);
  return walked;
}
