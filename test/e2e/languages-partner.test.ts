import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../shared/i18n/catalogue.js';
import { navigationMessages } from '../../portal/src/i18n/navigation.messages.js';
import { pseudoText } from '../../portal/src/i18n/pseudo.js';
import { billingMessages } from '../../portal/src/pages/billing/billing.messages.js';
import { clientsMessages } from '../../portal/src/pages/partner/clients.messages.js';
import { partnerMessages } from '../../portal/src/pages/partner/partner.messages.js';
import { transfersMessages } from '../../portal/src/pages/partner/transfers.messages.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { startStripeStandin, type StripeStandin } from '../helpers/stripe-standin.js';
import { keepForReview, launchBrowser, signInAndOpen } from './helpers/browser.js';
import { clippedText } from './helpers/clipped-text.js';
import { DESKTOP, PHONE, sidewaysOverflow } from './helpers/viewports.js';
import { checkSizes, chooseInUserMenu, goTo, inPseudoLocale, TRANSLATED } from './helpers/language-walk.js';

// Fabrikam is a partner; Northwind, already served, became its client by a takeover its Admin approved.
const PARTNER_ADMIN = 'ann.lee@fabrikam.test';
const CLIENT_ADMIN = 'nia.ross@northwind.test';
const PARTNER = 'Fabrikam Test';
const CLIENT = 'Northwind Test';
const PSEUDO = { 'signature-portal.pseudo-locale': '1' };

let stripe: StripeStandin;
let host: TestHost;
let browser: Browser;
/** The walk's one signed-in page: each language is chosen in turn from the user menu. */
let walked: Page | undefined;

const call = async (method: string, path: string, token: string, body?: unknown) => {
  const res = await host.call(method, path, { token, body });
  expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
  return res.json;
};

beforeAll(async () => {
  stripe = await startStripeStandin();
  [host, browser] = await Promise.all([
    startTestHost({
      env: { STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_WEBHOOK_SECRET: 'whsec_test_0123456789abcdef', STRIPE_API_BASE: stripe.url },
    }),
    launchBrowser(),
  ]);
  const [partnerId, clientId] = host.tenants;
  await Promise.all([host.onboard(partnerId, PARTNER_ADMIN), host.onboard(clientId, CLIENT_ADMIN)]);
  const partner = await host.token({ tenant: partnerId, user: PARTNER_ADMIN });
  const client = await host.token({ tenant: clientId, user: CLIENT_ADMIN });
  const version = (await call('GET', '/api/admin/me', partner)).partnerAgreementVersion as string;
  await call('POST', '/api/admin/partner/agreement/accept', partner, { version });
  await call('POST', '/api/admin/partner/transfers', partner, { tenantId: clientId });
  const [transfer] = (await call('GET', '/api/admin/managed/status', client)).pendingTransfers as { id: string }[];
  await call('POST', `/api/admin/managed/transfer/${transfer.id}/approve`, client);
  await call('POST', '/api/admin/partner/invites', partner, {
    email: 'owen.price@contoso.test',
    note: 'Signatures for the whole sales team',
    send: false,
  });
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
  await stripe?.close();
});

const settle = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** The page's layout at both sizes in the pseudo-locale: nothing scrolls sideways, no text is cut off. */
async function checkLayout(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await settle(page);
    await keepForReview(page, `${name}-${size}`);
    expect(await sidewaysOverflow(page), `${name} at ${size} size scrolls sideways`).toEqual([]);
    expect(await clippedText(page), `${name} at ${size} size cuts text off`).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}

/** Opens a page in the pseudo-locale and waits for its heading, its content and for nothing to be loading any more. */
async function openPseudo(page: Page, path: string, content: (page: Page) => Promise<void>): Promise<void> {
  await goTo(page, path);
  await page.getByRole('heading', { level: 1, name: /^\[.+\]$/ }).waitFor();
  await content(page);
  await expect.poll(() => page.getByRole('progressbar').count(), { timeout: 30_000 }).toBe(0);
}

const row = (testId: string) => (page: Page) => page.getByTestId(testId).first().waitFor();

/** Each page of the partner console and of billing and cost, with what shows it has loaded. */
const PSEUDO_PAGES: [string, (page: Page) => Promise<void>][] = [
  ['/partner/clients', row('client-row')],
  ['/partner/invites', row('invite-row')],
  ['/partner/transfers', (page) => page.getByText(`[${pseudoText(transfersMessages.messages.en.empty)}]`).waitFor()],
  ['/partner/staff', row('staff-row')],
  ['/partner/billing', row('partner-subscription')],
  ['/partner/usage', row('usage-row')],
  ['/partner/events', row('event-row')],
  ['/partner/agreement', row('agreement-status')],
  ['/billing', row('subscription')],
  ['/cost', row('stat-directory')],
];

describe('portal: the partner console and billing in their users’ language', () => {
  it.each(TRANSLATED)('shows the partner’s clients and billing in %s, chosen in the user menu', async (language) => {
    walked ??= await signInAndOpen(browser, host, { as: PARTNER_ADMIN, locale: 'en-GB', path: '/partner/clients' });
    const page = walked;
    await chooseInUserMenu(page, language);
    await goTo(page, '/partner/clients');
    await page.getByRole('heading', { level: 1, name: translate(partnerMessages, language, 'consoleTitle', { name: PARTNER }) }).waitFor();
    const parts = page.getByRole('navigation', { name: translate(navigationMessages, language, 'partner'), exact: true });
    await parts.getByRole('link', { name: translate(navigationMessages, language, 'partnerClients'), exact: true }).waitFor();
    const client = page.getByTestId('client-row').filter({ hasText: CLIENT });
    await client.getByRole('button', { name: translate(clientsMessages, language, 'workInsideName', { name: CLIENT }) }).waitFor();
    await checkSizes(page, `languages-partner-${language}-clients`, true);

    await goTo(page, '/billing');
    await page.getByRole('heading', { level: 1, name: translate(billingMessages, language, 'title') }).waitFor();
    await page
      .getByTestId('subscription')
      .getByText(translate(billingMessages, language, 'status'), { exact: true })
      .waitFor();
    await checkSizes(page, `languages-partner-${language}-billing`, true);
  });

  it('cuts no text off and scrolls nothing sideways in the pseudo-locale, on every page of the console, billing and cost', async () => {
    const page = await inPseudoLocale(browser, host, walked, { as: PARTNER_ADMIN, path: '/partner/clients' });
    for (const [path, content] of PSEUDO_PAGES) {
      await openPseudo(page, path, content);
      await checkLayout(page, `languages-partner-pseudo${path.replace(/\//g, '-')}`);
    }
    await page.context().close();

    const client = await signInAndOpen(browser, host, { as: CLIENT_ADMIN, storage: PSEUDO, path: '/managed' });
    await openPseudo(client, '/managed', row('managed-by'));
    await checkLayout(client, 'languages-partner-pseudo-managed');
    await client.context().close();
  });
});
