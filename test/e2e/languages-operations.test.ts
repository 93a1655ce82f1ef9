import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translate } from '../../shared/i18n/catalogue.js';
import type { Language } from '../../shared/i18n/languages.js';
import { pseudoText } from '../../portal/src/i18n/pseudo.js';
import { shellMessages } from '../../portal/src/i18n/shell.messages.js';
import { analyticsMessages } from '../../portal/src/pages/analytics/analytics.messages.js';
import { serverSideMessages } from '../../portal/src/pages/server-side/server-side.messages.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';
import { ELEMENT_TIMEOUT, launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkSizes, chooseInUserMenu, goTo, inPseudoLocale, TRANSLATED } from './helpers/language-walk.js';

/**
 * Analytics, monitoring and server-side signatures in the product's languages: analytics (the main page of the three)
 * in each language but English (walked by its own file) at both sizes with axe, and every page of the three in the
 * pseudo-locale, where no text may be cut off and nothing may scroll sideways.
 */

const ADMIN = 'ann.lee@fabrikam.test';
type AnalyticsKey = keyof (typeof analyticsMessages)['messages']['en'];
/** An English sentence as the pseudo-locale shows it. */
const pseudo = (english: string) => `[${pseudoText(english)}]`;

let host: TestHost;
let browser: Browser;
let slug: string;
/** The walk's one signed-in page: each language is chosen in turn from the user menu. */
let walked: Page | undefined;

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  const [tenant] = host.tenants;
  await host.onboard(tenant, ADMIN);
  const token = await host.token({ tenant, user: ADMIN });
  const call = (method: string, path: string, body?: unknown) => host.call(method, path, { token, body });
  // A template with a tracked link, applied by a member of staff's add-in and clicked: analytics and monitoring have
  // charts, tables and rows to lay out, not only their empty states.
  const html = '<p>{{displayName}} <a href="https://fabrikam.example/offer">Offer</a></p>';
  const templateId = (await createPublished(call, { name: 'Spring campaign', html })).json.id;
  await call('PUT', `/api/admin/templates/${templateId}/tracking`, { tracking: true });
  await call('PUT', '/api/admin/roles', { new: templateId, reply: null });
  const staff = await host.token({ tenant, user: 'dev.patel@fabrikam.test', scope: 'access_as_user' });
  const rendered = (await host.call('POST', '/api/signature', { token: staff, body: {} })).json.html as string;
  slug = /\/r\/([A-Za-z0-9_-]+)/.exec(rendered)![1];
  await host.call('POST', '/api/signature/report', {
    token: staff,
    body: { type: 'new', outcome: 'applied', templateId, version: 1, client: 'Outlook Web' },
  });
  await host.call('GET', `/r/${slug}`);
  // Clicks are recorded after the redirect answers.
  await vi.waitFor(async () => expect((await call('GET', '/api/admin/links/overview')).json.totalClicks).toBe(1), {
    timeout: ELEMENT_TIMEOUT,
    interval: 100,
  });
  // Server-side signatures on: the page shows its Exchange Online steps as well.
  await call('PUT', '/api/admin/settings', { serverSide: 'unsigned' });
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

/** Monday as `language` names it in full: the hour grid's weekdays come from Intl, not from a list of English names. */
const monday = (language: Language) => new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(1970, 0, 5));

describe('portal: analytics, monitoring and server-side signatures in their users’ language', () => {
  it.each(TRANSLATED)('shows analytics in %s, chosen in the user menu', async (language) => {
    walked ??= await signInAndOpen(browser, host, { as: ADMIN, locale: 'en-GB', path: '/analytics' });
    const page = walked;
    await chooseInUserMenu(page, language);
    const say = (key: AnalyticsKey) => translate(analyticsMessages, language, key);
    await page.getByRole('heading', { level: 1, name: say('title') }).waitFor();
    await page.getByRole('heading', { name: say('byHour') }).waitFor();
    await page
      .getByRole('table', { name: say('hourGrid') })
      .getByRole('rowheader', { name: monday(language) })
      .waitFor({ state: 'attached' });
    expect(await page.getByLabel(say('window')).locator('option:checked').textContent()).toBe(
      translate(analyticsMessages, language, 'lastDays', { days: 30 }),
    );
    // The charts arrive lazily: the page is checked once they are drawn.
    await page
      .locator('figure')
      .filter({ hasText: say('perDay') })
      .locator('svg')
      .first()
      .waitFor();
    await checkSizes(page, `languages-operations-${language}-analytics`);
  });

  it('cuts no text off and scrolls nothing sideways in the pseudo-locale (accented, about 40% longer)', async () => {
    const page = await inPseudoLocale(browser, host, walked, { as: ADMIN, path: '/analytics' });
    const heading = page.getByRole('heading', { level: 1, name: /^\[.+\]$/ });
    await heading.waitFor();
    await page.locator('figure svg').first().waitFor();
    await checkSizes(page, 'languages-operations-pseudo-analytics', true);

    await goTo(page, `/analytics/links/${slug}`);
    await page.getByTestId('stat-clicks').waitFor();
    await heading.waitFor();
    await page.locator('figure svg').first().waitFor();
    await checkSizes(page, 'languages-operations-pseudo-analytics-link', true);

    await goTo(page, '/monitoring');
    await page.getByTestId('adoption').waitFor();
    await heading.waitFor();
    await page.getByTestId('client-row').first().waitFor();
    await page.getByTestId('audit-summary').waitFor();
    await checkSizes(page, 'languages-operations-pseudo-monitoring', true);

    await goTo(page, '/server-side');
    await page.getByRole('heading', { level: 1, name: pseudo(translate(serverSideMessages, 'en', 'title')) }).waitFor();
    await page.getByRole('heading', { level: 3 }).first().waitFor();
    await checkSizes(page, 'languages-operations-pseudo-server-side', true);

    await goTo(page, '/no-such-page');
    await page.getByRole('heading', { level: 1, name: pseudo(translate(shellMessages, 'en', 'notFound')) }).waitFor();
    await checkSizes(page, 'languages-operations-pseudo-not-found', true);
    await page.context().close();
  });
});
