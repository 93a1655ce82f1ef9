import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { checkPage, launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkBothSizes } from './helpers/viewports.js';

const ADMIN = 'ann.lee@fabrikam.test';

let host: TestHost;
let browser: Browser;
let token: string;
let admin: Page;

const settings = () => host.succeed('GET', '/api/admin/settings', { token });

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  const tenant = host.tenants[0];
  await host.onboard(tenant);
  token = await host.token({ tenant, user: ADMIN });
  admin = await signInAndOpen(browser, host, { as: ADMIN, path: '/settings' });
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('portal: the thread settings', () => {
  it('an Admin signs once per thread and keeps the phones’ footers, by keyboard, and the change log says so', async () => {
    await admin.getByRole('heading', { level: 2, name: 'Threads' }).waitFor();
    const every = admin.getByRole('radio', { name: 'Every reply carries its signature' });
    const footers = admin.getByRole('switch', { name: 'Remove the footers phones add' });
    await expect.poll(() => every.isChecked()).toBe(true);
    await expect.poll(() => footers.isChecked()).toBe(true);
    await checkPage(admin, 'settings-threads');

    await admin.getByRole('radio', { name: 'Once per thread' }).click();
    await admin.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor();
    await expect.poll(async () => (await settings()).threadSignature).toBe('oncePerThread');
    await footers.focus();
    await admin.keyboard.press('Space');
    await expect.poll(async () => (await settings()).removeMobileFooters).toBe(false);
    await expect.poll(() => footers.isChecked()).toBe(false);

    await admin.getByRole('heading', { level: 2, name: 'Threads' }).scrollIntoViewIfNeeded();
    await checkBothSizes(admin, 'settings-threads');

    const log = JSON.stringify(await host.succeed('GET', '/api/admin/log', { token }));
    expect(log).toContain('Set replies to carry the full signature once per thread, then the reply signature');
    expect(log).toContain('Stopped removing the footers phones add');
  });
});
