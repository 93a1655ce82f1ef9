import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphMailTransport } from '../../shared/mail/transport.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { checkPage, launchBrowser, signInAndOpen } from './helpers/browser.js';

const ADMIN = 'ann.lee@fabrikam.test';

let host: TestHost;
let browser: Browser;
let tenant: string;
let adminToken: string;
let admin: Page;

const api = (method: string, path: string, payload?: unknown, token = adminToken) => host.succeed(method, path, { token, body: payload });
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

beforeAll(async () => {
  // A deployment that cannot send mail: the digest and test sends answer 503, which the page puts in words.
  const noMail = new GraphMailTransport({ sender: 'noreply@service.example', baseUrl: 'http://127.0.0.1:9', getToken: null });
  [host, browser] = await Promise.all([startTestHost({ mailTransport: noMail }), launchBrowser()]);
  tenant = host.tenants[0];
  await host.onboard(tenant);
  adminToken = await host.token({ tenant, user: ADMIN });
  expect((await api('GET', '/api/admin/me')).role).toBe('Admin');
  // A change made by an API key, to be marked as such in the log.
  const key = await api('POST', '/api/admin/api-keys', { name: 'Joiner script', access: ['templates'], readOnly: false });
  const made = await api('POST', '/api/admin/templates', { name: 'Made by a key', html: '<p>Hi</p>' }, key.secret);
  await api('POST', `/api/admin/templates/${made.id}/publish-draft`, undefined, key.secret);
  admin = await signInAndOpen(browser, host, { as: ADMIN, path: '/settings' });
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('portal: settings and the change log', () => {
  it('changes a setting and sees it in the change log, with the key’s change marked', async () => {
    await admin.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await checkPage(admin, 'settings');
    const editing = admin.getByRole('switch', { name: 'Profile editing' });
    await expect.poll(() => editing.isChecked()).toBe(true);
    await editing.focus();
    await admin.keyboard.press('Space');
    await admin.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor();
    expect((await api('GET', '/api/admin/settings')).profileEditing).toBe(false);
    await admin.getByRole('radio', { name: 'Daily' }).click();
    await admin.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor();
    await expect.poll(async () => (await api('GET', '/api/admin/settings')).digestFrequency).toBe('daily');

    await admin.getByRole('link', { name: 'Change log' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Change log' }).waitFor();
    // Each entry is a sentence: the setting by what it does, not its key and values.
    const row = admin.getByTestId('log-row').filter({ hasText: 'Stopped people editing their own profile values' });
    await row.getByText(ADMIN).waitFor();
    await admin.getByTestId('log-row').filter({ hasText: 'Set the e-mail digest to daily' }).waitFor();
    expect(
      await admin
        .getByTestId('log-row')
        .filter({ hasText: /profileEditing|digestFrequency|true|false/ })
        .count(),
    ).toBe(0);
    // A change to a template links to it.
    const byKey = admin.getByTestId('log-row').filter({ hasText: 'Published the working copy of “Made by a key” as version 1' });
    await byKey.getByRole('link', { name: 'Open the template' }).waitFor();
    await byKey.getByText('API key', { exact: true }).waitFor();
    await byKey.getByText('Joiner script').waitFor();
    await checkPage(admin, 'changelog');

    // Publishing changes how signatures look; creating a template (an unpublished draft) and settings do not.
    await admin.getByLabel('Show').selectOption({ label: 'Changes to how signatures look' });
    await admin.getByTestId('log-row').filter({ hasText: 'Published the working copy of “Made by a key” as version 1' }).waitFor();
    expect(await admin.getByTestId('log-row').filter({ hasText: 'Created the template' }).count()).toBe(0);
    expect(await admin.getByTestId('log-row').filter({ hasText: 'profile values' }).count()).toBe(0);
    await admin.getByLabel('Show').selectOption({ label: 'Other changes' });
    await admin.getByTestId('log-row').filter({ hasText: 'Created the template “Made by a key”' }).waitFor();
    expect(await admin.getByTestId('log-row').filter({ hasText: 'Published' }).count()).toBe(0);
  });

  it('previews the digest in a sandboxed frame and explains a send that cannot go out', async () => {
    await admin.goto(`${host.url}/admin/settings`);
    await admin.getByRole('button', { name: 'Preview the digest' }).click();
    const frame = admin.locator('iframe[title="Preview: health digest"]');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('');
    await admin.getByRole('button', { name: 'Send it to me' }).click();
    await admin.getByText('Mail sending is not set up for the service').waitFor();
    await admin.getByLabel('Inbox').fill('nobody@elsewhere.example');
    await admin.getByRole('button', { name: 'Send a test message' }).click();
    await admin.getByText('To not a mailbox of this organisation').waitFor();
    await admin.getByLabel('Inbox').fill(ADMIN);
    await admin.getByRole('radio', { name: 'A template from the library, with sample details' }).check();
    await admin.getByLabel('Template', { exact: true }).selectOption({ label: 'Made by a key' });
    await admin.getByRole('button', { name: 'Send a test message' }).click();
    await admin.getByText('Mail sending is not set up for the service, so no test message can be sent.').waitFor();
    await checkPage(admin, 'settings-digest');
  });

  it('fits a phone screen without sideways scrolling', async () => {
    await admin.setViewportSize({ width: 390, height: 844 });
    expect(await noSideways(admin)).toBe(true);
    await checkPage(admin, 'settings-phone');
    await admin.goto(`${host.url}/admin/log`);
    await admin.getByTestId('log-row').first().waitFor();
    expect(await noSideways(admin)).toBe(true);
    await checkPage(admin, 'changelog-phone');
  });

  it('sets how long the message trail is kept and who receives which alerts', async () => {
    await admin.setViewportSize({ width: 1280, height: 800 });
    await admin.getByRole('link', { name: 'Settings' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const retention = admin.getByRole('spinbutton', { name: 'Message trail kept for (days)' });
    await expect.poll(() => retention.inputValue()).toBe('30');
    const saveRetention = admin.getByRole('button', { name: 'Save the retention' });
    await retention.fill('120');
    await admin.getByText('A whole number of days from 1 to 90.').waitFor();
    expect(await saveRetention.isDisabled()).toBe(true);
    await retention.fill('45');
    await saveRetention.click();
    await admin.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor();
    await expect.poll(async () => (await api('GET', '/api/admin/settings')).trailRetentionDays).toBe(45);

    const alerts = admin.locator('section[aria-labelledby="s-alerts"]');
    await alerts.getByText('Until an Admin chooses, every Admin receives every alert.').waitFor();
    const mine = alerts.getByRole('group', { name: new RegExp(ADMIN) });
    const rollouts = mine.getByRole('checkbox', { name: 'A rollout is rolled back' });
    await expect.poll(() => rollouts.isChecked()).toBe(true);
    await rollouts.click();
    await alerts.getByRole('button', { name: 'Save the alert recipients' }).click();
    await admin.getByRole('status').filter({ hasText: 'Alert recipients saved.' }).waitFor();
    const saved = await api('GET', '/api/admin/alerts');
    expect(saved.configured).toBe(true);
    expect(saved.recipients).toEqual([{ email: ADMIN, kinds: ['clientFailures', 'relayPasses', 'directorySync'] }]);
    await checkPage(admin, 'settings-alerts');
    await alerts.screenshot({ path: 'test-results/e2e/settings-alerts-1280.png' });

    await admin.setViewportSize({ width: 390, height: 844 });
    expect(await noSideways(admin)).toBe(true);
    await checkPage(admin, 'settings-alerts-phone');
    await alerts.screenshot({ path: 'test-results/e2e/settings-alerts-390.png' });
    await retention.screenshot({ path: 'test-results/e2e/settings-retention-390.png' });
  });
});
