import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../shared/i18n/catalogue.js';
import { LANGUAGES, type Language } from '../../shared/i18n/languages.js';
import { blocksMessages } from '../../portal/src/pages/designer/blocks.messages.js';
import { designerMessages } from '../../portal/src/pages/designer/designer.messages.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkSizes } from './helpers/language-walk.js';

// The designer in the five languages (the main page of its folder), and every page of the folder once in the
// pseudo-locale: nothing cut off, nothing scrolling sideways, at both sizes.

const ADMIN = 'ann.lee@fabrikam.test';
/** A browser language for each of the product's (a regional tag, as browsers send them). */
const BROWSER_LOCALE: Record<Language, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR', es: 'es-ES', nl: 'nl-NL' };

let host: TestHost;
let browser: Browser;
let signature: string;
let reply: string;

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  await host.onboard(host.tenants[0], ADMIN);
  const token = await host.token({ tenant: host.tenants[0], user: ADMIN });
  const create = async (name: string, galleryId: string) =>
    (await host.succeed('POST', '/api/admin/designs/templates', { token, body: { name, galleryId } })).id as string;
  [signature, reply] = await Promise.all([create('Designed signature', 'photo-banner'), create('Designed reply', 'reply-branded')]);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

/** Opens a designed template and waits for the designer: its block list, its properties and its preview. */
async function openDesigner(page: Page, id: string, blocks: string | RegExp): Promise<void> {
  await page.goto(`${host.url}/admin/templates/${encodeURIComponent(id)}`);
  await page.getByTestId('designer').waitFor();
  await page
    .getByRole('heading', { level: 2, name: blocks, exact: typeof blocks === 'string' })
    .first()
    .waitFor();
  await page.getByTestId('block-properties').waitFor();
}

describe('portal: the designer in its users’ language', () => {
  it.each(LANGUAGES)('shows the designer in %s, the browser’s language', async (language) => {
    const page = await signInAndOpen(browser, host, { as: ADMIN, locale: BROWSER_LOCALE[language] });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
    await openDesigner(page, signature, translate(designerMessages, language, 'blocks'));
    await page.getByRole('button', { name: translate(designerMessages, language, 'addBlock') }).waitFor();
    await page.getByRole('list', { name: translate(designerMessages, language, 'blocksOf', { reply: 'no' }) }).waitFor();
    await page
      .getByText(translate(blocksMessages, language, 'kindColumns'))
      .first()
      .waitFor();
    await page.frameLocator('[data-testid="design-preview"]').getByText('Ann Lee').first().waitFor();
    await checkSizes(page, `languages-${language}-designer`);
    await page.context().close();
  });

  it('cuts no text off and scrolls nothing sideways in the pseudo-locale (accented, about 40% longer)', async () => {
    const page = await signInAndOpen(browser, host, {
      as: ADMIN,
      path: '/templates/new',
      storage: { 'signature-portal.pseudo-locale': '1' },
    });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
    const pseudo = /^\[.+\]$/;
    await page.getByRole('heading', { level: 1, name: pseudo }).waitFor();
    // Every design of the gallery is drawn, the replies' after the signatures'.
    await expect.poll(() => page.locator('iframe').count()).toBeGreaterThanOrEqual(11);
    await checkSizes(page, 'languages-pseudo-designer-gallery', true);
    await openDesigner(page, signature, pseudo);
    await checkSizes(page, 'languages-pseudo-designer', true);
    await openDesigner(page, reply, pseudo);
    await page.frameLocator('[data-testid="design-preview-external"]').getByText('Ann Lee').first().waitFor();
    await checkSizes(page, 'languages-pseudo-designer-reply', true);
    await page.goto(`${host.url}/admin/brand`);
    await page.getByRole('heading', { level: 1, name: pseudo }).waitFor();
    await page.getByRole('button', { name: pseudo }).last().waitFor();
    await checkSizes(page, 'languages-pseudo-brand-kit', true);
    await page.context().close();
  });
});
