import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../shared/i18n/catalogue.js';
import type { Language } from '../../shared/i18n/languages.js';
import { peopleMessages } from '../../portal/src/pages/people/people.messages.js';
import { profileMessages } from '../../portal/src/pages/profile/profile.messages.js';
import { repliesMessages } from '../../portal/src/pages/profile/replies.messages.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkSizes, chooseInUserMenu, goTo, inPseudoLocale, TRANSLATED } from './helpers/language-walk.js';

const ADMIN = 'ann.lee@fabrikam.test';
/** A member of staff without a portal role: the profile page in its own frame, as staff see it. */
const STAFF = 'cleo.martin@fabrikam.test';

let host: TestHost;
let browser: Browser;
/** The walk's signed-in pages, the Administrator's and the member of staff's: each language is chosen in turn from the user menu. */
let admin: Page | undefined;
let staff: Page | undefined;

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  const tenant = host.tenants[0];
  await host.onboard(tenant, ADMIN);
  const token = await host.token({ tenant, user: ADMIN });
  const api = (path: string, body: unknown) => host.succeed('POST', path, { token, body });
  // Something in each list, so rows, cards and badges are walked too, not only empty states.
  await api('/api/admin/profile-fields', {
    key: 'pronouns',
    label: 'Pronouns',
    type: 'choice',
    options: ['she/her', 'he/him', 'they/them'],
    help: 'Shown after your name.',
  });
  await api('/api/admin/profile-fields', {
    key: 'booking',
    label: 'Booking link',
    type: 'url',
    help: 'Where people book a meeting with you.',
  });
  await api('/api/admin/api-keys', { name: 'Intranet directory sync', readOnly: true, access: ['templates', 'staff-profile'] });
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

/** The staff profile page once its parts have loaded: the heading, the details form, the photo and the out-of-office section. */
async function profileLoaded(page: Page, language: Language | 'pseudo'): Promise<void> {
  const words = (key: 'title' | 'yourDetails') => (language === 'pseudo' ? /^\[.+\]$/ : translate(profileMessages, language, key));
  await page.getByRole('heading', { level: 1, name: words('title') }).waitFor();
  await page.getByRole('form', { name: words('yourDetails') }).waitFor();
  await page.locator('#photo-heading').waitFor();
  await page.locator('#ooo-heading').waitFor();
  if (language !== 'pseudo') await page.getByRole('heading', { name: translate(repliesMessages, language, 'heading') }).waitFor();
}

describe('portal: people and the staff profile in their users’ language', () => {
  it.each(TRANSLATED)('shows people and access, and the staff profile, in %s', async (language) => {
    admin ??= await signInAndOpen(browser, host, { as: ADMIN, locale: 'en-GB', path: '/people' });
    await chooseInUserMenu(admin, language);
    await admin.getByRole('heading', { level: 1, name: translate(peopleMessages, language, 'title') }).waitFor();
    await admin.getByTestId('user-row').first().waitFor();
    await checkSizes(admin, `languages-${language}-people`);

    staff ??= await signInAndOpen(browser, host, { as: STAFF, locale: 'en-GB', path: '/profile' });
    await chooseInUserMenu(staff, language);
    await profileLoaded(staff, language);
    await checkSizes(staff, `languages-${language}-profile`);
  });

  it('cuts no text off and scrolls nothing sideways in the pseudo-locale (accented, about 40% longer)', async () => {
    const pseudoAdmin = await inPseudoLocale(browser, host, admin, { as: ADMIN, path: '/people' });
    await expect.poll(() => pseudoAdmin.evaluate(() => document.documentElement.lang)).toBe('en-XA');
    for (const [path, ready] of [
      ['/people', 'user-row'],
      ['/people?tab=keys', 'key-row'],
      ['/fields', 'field-row'],
      ['/privacy', 'retention-row'],
    ] as const) {
      await goTo(pseudoAdmin, path);
      await pseudoAdmin.getByTestId(ready).first().waitFor();
      await pseudoAdmin.getByRole('heading', { level: 1, name: /^\[.+\]$/ }).waitFor();
      await checkSizes(pseudoAdmin, `languages-pseudo${path.replace(/[/?=]+/g, '-')}`, true);
    }
    await pseudoAdmin.context().close();

    const pseudoStaff = await inPseudoLocale(browser, host, staff, { as: STAFF, path: '/profile' });
    await profileLoaded(pseudoStaff, 'pseudo');
    await checkSizes(pseudoStaff, 'languages-pseudo-profile', true);
    await pseudoStaff.context().close();
  });
});
