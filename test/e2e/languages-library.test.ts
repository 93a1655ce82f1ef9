import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../shared/i18n/catalogue.js';
import { pseudoText } from '../../portal/src/i18n/pseudo.js';
import { blocksMessages } from '../../portal/src/pages/blocks/blocks.messages.js';
import { libraryMessages } from '../../portal/src/pages/library/library.messages.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';
import { ELEMENT_TIMEOUT, launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkSizes, chooseInUserMenu, goTo, inPseudoLocale, TRANSLATED } from './helpers/language-walk.js';

const ADMIN = 'ann.lee@fabrikam.test';
const body = (words: string) => `<p style="font-family: Arial">${words}</p>`;

let host: TestHost;
let browser: Browser;
let token: string;
/** The template whose version history is walked. */
let versioned: string;

const api = async (method: string, path: string, payload?: unknown) => {
  const res = await host.call(method, path, { token, body: payload });
  expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
  return res.json;
};
const inHours = (h: number) => new Date(host.clock.now().getTime() + h * 3600_000).toISOString();

/**
 * Something on every page of this part of the portal: templates of both kinds, one deleted, one with three versions,
 * a working copy waiting for review, a rollout in flight, a booked publish, a banner and a footer.
 */
async function seed(): Promise<void> {
  const call = (method: string, path: string, payload?: unknown) => host.call(method, path, { token, body: payload });
  versioned = (await createPublished(call, { name: 'Standard', html: body('Version one') })).json.id;
  await api('PUT', `/api/admin/templates/${versioned}`, { html: body('Version two') });
  await api('PUT', `/api/admin/templates/${versioned}`, { html: body('Version three') });
  const reviewed = (await createPublished(call, { name: 'Sales', html: body('Sales') })).json.id;
  await api('PUT', `/api/admin/templates/${reviewed}/draft`, { html: body('Sales, working copy') });
  await api('POST', `/api/admin/templates/${reviewed}/draft/submit`);
  const staged = (await createPublished(call, { name: 'Events', html: body('Events') })).json.id;
  await api('PUT', `/api/admin/templates/${staged}`, { html: body('Events v2'), rollout: { percentage: 20 } });
  const booked = (await createPublished(call, { name: 'Support', html: body('Support') })).json.id;
  await api('PUT', `/api/admin/templates/${booked}/schedule`, { html: body('Support v2'), publishAt: inHours(48) });
  await api('POST', '/api/admin/templates', {
    name: 'Away',
    kind: 'automatic-reply',
    html: body('Away'),
    external: body('Away'),
    publish: true,
  });
  const old = await api('POST', '/api/admin/templates', { name: 'Old design', html: body('Old') });
  await api('DELETE', `/api/admin/templates/${old.id}?purge=false`);
  const audience = { attribute: 'department', operator: 'equals', value: 'Sales' };
  await api('POST', '/api/admin/banners', {
    name: 'Spring webinar',
    html: body('Join our webinar'),
    active: true,
    position: 'above',
    audience,
  });
  await api('POST', '/api/admin/footers', { name: 'Legal notice', html: body('Registered in Dublin'), active: true, audience: 'everyone' });
}

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  const [tenant] = host.tenants;
  await host.onboard(tenant, ADMIN);
  token = await host.token({ tenant, user: ADMIN });
  await seed();
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

/**
 * The pages of the library's part of the portal, each with what shows once its content has loaded (the footers' rows
 * are the banners' kind, so that page is known by its heading too).
 */
const PAGES: { path: () => string; ready: string; heading?: string }[] = [
  { path: () => '/templates', ready: 'template-row' },
  { path: () => '/templates/deleted', ready: 'deleted-row' },
  { path: () => `/templates/${versioned}/versions`, ready: 'version-row' },
  { path: () => '/review', ready: 'review-row' },
  { path: () => '/rollouts', ready: 'rollout-card' },
  { path: () => '/banners', ready: 'block-row' },
  { path: () => '/footers', ready: 'block-row', heading: `[${pseudoText(translate(blocksMessages, 'en', 'title', { kind: 'footers' }))}]` },
];

/** The walk's one signed-in page: each language is chosen in turn from the user menu. */
let walked: Page | undefined;

describe('portal: the template library and its neighbours in the users’ language', () => {
  it.each(TRANSLATED)('shows the template library in %s, chosen in the user menu', async (language) => {
    walked ??= await signInAndOpen(browser, host, { as: ADMIN, locale: 'en-GB', path: '/templates' });
    const page = walked;
    page.setDefaultTimeout(ELEMENT_TIMEOUT);
    await chooseInUserMenu(page, language);
    await page.getByRole('heading', { level: 1, name: translate(libraryMessages, language, 'title') }).waitFor();
    await page.getByRole('heading', { level: 2, name: translate(libraryMessages, language, 'replies') }).waitFor();
    await page.getByTestId('template-row').first().waitFor();
    await page
      .getByText(translate(libraryMessages, language, 'published'), { exact: true })
      .first()
      .waitFor();
    await checkSizes(page, `languages-${language}-library`);
  });

  it('cuts no text off and scrolls nothing sideways on any of its pages in the pseudo-locale', async () => {
    const page = await inPseudoLocale(browser, host, walked, { as: ADMIN, path: '/templates' });
    page.setDefaultTimeout(ELEMENT_TIMEOUT);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
    for (const { path, ready, heading } of PAGES) {
      await goTo(page, path());
      await page.getByTestId(ready).first().waitFor();
      await page.getByRole('heading', { level: 1, name: heading ?? /^\[.+\]$/ }).waitFor();
      const name = path().replace(versioned, 'id').replaceAll('/', '-');
      await checkSizes(page, `languages-pseudo${name}`, true);
    }
    await page.context().close();
  });
});
