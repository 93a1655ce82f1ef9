import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { checkPage, launchBrowser, signInAndOpen } from './helpers/browser.js';

let host: TestHost;
let browser: Browser;

beforeAll(async () => {
  // The shell and the sign-in run in the full browser people use; the other files run in the headless shell.
  [host, browser] = await Promise.all([startTestHost(), launchBrowser({ kind: 'full', motion: 'no-preference' })]);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('portal: sign-in and the organisation', () => {
  it('signs in through the local /authorize page and shows who is signed in', async () => {
    const [tenant] = host.tenants;
    await host.onboard(tenant);
    const page = await signInAndOpen(browser, host, { as: 'ann.lee@fabrikam.test' });
    await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
    await expect.poll(() => page.getByTestId('who-name').textContent()).toBe('Ann Lee');
    await expect.poll(() => page.getByTestId('who-detail').textContent()).toBe('Admin · Fabrikam Test');
    await page.getByRole('heading', { name: 'Getting started' }).waitFor();
    await checkPage(page, 'home');
    await page.context().close();
  });
});

describe('portal: a new organisation', () => {
  it('shows "Connect your organisation" and connects through admin consent', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${host.url}/admin`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await checkPage(page, 'idp-sign-in');
    await context.close();

    const newcomer = await signInAndOpen(browser, host, { as: 'nia.ross@northwind.test' });
    await newcomer.getByRole('heading', { name: 'Connect your organisation' }).waitFor();
    await checkPage(newcomer, 'connect-organisation');
    await newcomer.getByRole('link', { name: 'Connect your organisation' }).click();
    // Consent as the administrator signed in, then the sign-in the service verifies: the link names them
    // (`login_hint`), so nobody is asked who they are again.
    await newcomer.waitForURL((url) => url.searchParams.has('onboarded'));
    await newcomer.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
    await expect.poll(() => newcomer.getByTestId('who-detail').textContent()).toBe('Admin · Northwind Test');
    await newcomer.context().close();
  });
});

describe('portal: organisation states', () => {
  it('explains a suspended organisation on a page of its own', async () => {
    const [tenant] = host.tenants;
    await host.onboard(tenant).catch(() => undefined);
    await host.services.tenants.pullLever(tenant, 'suspend', 'e2e');
    try {
      const page = await signInAndOpen(browser, host, { as: 'ben.okafor@fabrikam.test' });
      await page.getByRole('heading', { name: 'Your organisation is suspended' }).waitFor();
      await checkPage(page, 'organisation-suspended');
      await page.context().close();
    } finally {
      await host.services.tenants.pullLever(tenant, 'resume', 'e2e');
    }
  });
});
