import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addinFiles } from '../../shared/addin/files.js';
import { translate } from '../../shared/i18n/catalogue.js';
import { commonMessages } from '../../portal/src/i18n/common.messages.js';
import { pseudoText } from '../../portal/src/i18n/pseudo.js';
import { editorMessages } from '../../portal/src/pages/editor/editor.messages.js';
import { previewMessages } from '../../portal/src/pages/editor/preview.messages.js';
import { builtAddin } from '../helpers/addin-build.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';
import { launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkSizes, chooseInUserMenu, goTo, inPseudoLocale, TRANSLATED } from './helpers/language-walk.js';

// The template editor in each of the product's languages but English (walked by its own file), and the editor, the
// try-it window and the change log in the pseudo-locale (accented, about 40% longer), so nothing is cut off or scrolls
// sideways when the words grow.

const ADMIN = 'ann.lee@fabrikam.test';
const NAME = 'Standard';
/** An English sentence as the pseudo-locale shows it. */
const pseudo = (english: string) => `[${pseudoText(english)}]`;

let host: TestHost;
let browser: Browser;
let templateId: string;
/** The walk's one signed-in page: each language is chosen in turn from the user menu. */
let walked: Page | undefined;

beforeAll(async () => {
  const built = await builtAddin();
  [host, browser] = await Promise.all([startTestHost({ addin: addinFiles(built) }), launchBrowser()]);
  const [tenant] = host.tenants;
  await host.onboard(tenant, ADMIN);
  const token = await host.token({ tenant, user: ADMIN });
  const call = (method: string, path: string, body?: unknown) => host.call(method, path, { token, body });
  const html =
    '<table><tr><td><strong>{{displayName}}</strong><br>{{jobTitle}}<br>{{#mobilePhone}}{{mobilePhone}}{{/mobilePhone}}</td></tr></table>';
  templateId = (await createPublished(call, { name: NAME, html })).json.id as string;
  // A working copy, so the editor shows its state and a change-log entry names the template.
  expect((await call('PUT', `/api/admin/templates/${templateId}/draft`, { html: `${html}<p>Draft</p>` })).status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

/** The editor with its preview rendered and its check done, whatever the language. */
async function editorSettled(page: Page): Promise<void> {
  await page.getByTestId('preview-frame').waitFor();
  await page.getByTestId('doctor').getByText(/\d/).first().waitFor();
}

describe('portal: the template editor in its users’ language', () => {
  it.each(TRANSLATED)('shows the template editor in %s, chosen in the user menu', async (language) => {
    walked ??= await signInAndOpen(browser, host, { as: ADMIN, locale: 'en-GB', path: `/templates/${templateId}` });
    const page = walked;
    await chooseInUserMenu(page, language);
    await page.getByRole('heading', { level: 1, name: translate(editorMessages, language, 'title', { name: NAME }) }).waitFor();
    await page.getByRole('heading', { level: 2, name: translate(previewMessages, language, 'heading'), exact: true }).waitFor();
    await page.getByRole('button', { name: translate(editorMessages, language, 'save') }).waitFor();
    await editorSettled(page);
    await checkSizes(page, `languages-${language}-editor`);
  });

  it('cuts no text off and scrolls nothing sideways in the pseudo-locale: editor, try-it window and change log', async () => {
    const page = await inPseudoLocale(browser, host, walked, { as: ADMIN, path: `/templates/${templateId}` });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
    await page.getByRole('heading', { level: 1, name: /^\[.+\]$/ }).waitFor();
    await editorSettled(page);
    await checkSizes(page, 'languages-pseudo-editor', true);
    // The editor's dialogs: the schedule (its gates shown) and the staged rollout.
    await page.getByRole('button', { name: pseudo(translate(editorMessages, 'en', 'schedule')), exact: true }).click();
    const schedule = page.getByRole('dialog');
    await schedule.getByRole('checkbox').check();
    await checkSizes(page, 'languages-pseudo-editor-schedule', true);
    await schedule.getByRole('button', { name: pseudo(translate(commonMessages, 'en', 'cancel')), exact: true }).click();
    await schedule.waitFor({ state: 'hidden' });

    await goTo(page, '/try');
    await page.getByTestId('compose-window').waitFor();
    await page.getByTestId('happening-run').first().waitFor();
    await page.getByRole('heading', { level: 1, name: /^\[.+\]$/ }).waitFor();
    await checkSizes(page, 'languages-pseudo-try', true);

    await goTo(page, '/log');
    await page.getByTestId('log-row').first().waitFor();
    await page.getByRole('heading', { level: 1, name: /^\[.+\]$/ }).waitFor();
    await checkSizes(page, 'languages-pseudo-log', true);
    await page.context().close();
  });
});
