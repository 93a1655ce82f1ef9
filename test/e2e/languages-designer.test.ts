import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../shared/i18n/catalogue.js';
import { pseudoText } from '../../portal/src/i18n/pseudo.js';
import { blocksMessages } from '../../portal/src/pages/designer/blocks.messages.js';
import { brandKitMessages } from '../../portal/src/pages/designer/brandKit.messages.js';
import { designerMessages } from '../../portal/src/pages/designer/designer.messages.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkSizes, chooseInUserMenu, goTo, inPseudoLocale, TRANSLATED } from './helpers/language-walk.js';

// The designer in the languages but English (the main page of its folder; English is walked by its own file), and
// every page of the folder once in the pseudo-locale: nothing cut off, nothing scrolling sideways, at both sizes.

const ADMIN = 'ann.lee@fabrikam.test';

let host: TestHost;
let browser: Browser;
let signature: string;
let reply: string;
/** The walk's one signed-in page: each language is chosen in turn from the user menu. */
let walked: Page | undefined;

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
  await goTo(page, `/templates/${encodeURIComponent(id)}`);
  await page.getByTestId('designer').waitFor();
  await page
    .getByRole('heading', { level: 2, name: blocks, exact: typeof blocks === 'string' })
    .first()
    .waitFor();
  await page.getByTestId('block-properties').waitFor();
}

describe('portal: the designer in its users’ language', () => {
  it.each(TRANSLATED)('shows the designer in %s, chosen in the user menu', async (language) => {
    walked ??= await signInAndOpen(browser, host, { as: ADMIN, locale: 'en-GB', path: `/templates/${encodeURIComponent(signature)}` });
    const page = walked;
    await chooseInUserMenu(page, language);
    await openDesigner(page, signature, translate(designerMessages, language, 'blocks'));
    await page.getByRole('button', { name: translate(designerMessages, language, 'addBlock') }).waitFor();
    await page.getByRole('list', { name: translate(designerMessages, language, 'blocksOf', { reply: 'no' }) }).waitFor();
    await page
      .getByText(translate(blocksMessages, language, 'kindColumns'))
      .first()
      .waitFor();
    await page.frameLocator('[data-testid="design-preview"]').getByText('Ann Lee').first().waitFor();
    await checkSizes(page, `languages-${language}-designer`);
  });

  it('cuts no text off and scrolls nothing sideways in the pseudo-locale (accented, about 40% longer)', async () => {
    const page = await inPseudoLocale(browser, host, walked, { as: ADMIN, path: '/templates/new' });
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
    await goTo(page, '/brand');
    await page.getByRole('heading', { level: 1, name: `[${pseudoText(translate(brandKitMessages, 'en', 'title'))}]` }).waitFor();
    await page.getByRole('button', { name: pseudo }).last().waitFor();
    await checkSizes(page, 'languages-pseudo-brand-kit', true);
    await page.context().close();
  });
});
