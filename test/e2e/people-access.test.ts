import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { checkPage, launchBrowser, signInAndOpen } from './helpers/browser.js';

const ADMIN = 'ann.lee@fabrikam.test';
const NEWCOMER = 'ben.okafor@fabrikam.test';

let host: TestHost;
let browser: Browser;
let tenant: string;
let adminToken: string;
let admin: Page;
let secret: string;

const api = (method: string, path: string, payload?: unknown) => host.succeed(method, path, { token: adminToken, body: payload });
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const keyRow = (name: string) => admin.getByTestId('key-row').filter({ hasText: name });
const operation = (method: string, path: string) =>
  admin.getByTestId('operation-row').filter({ has: admin.getByText(`${method} ${path}`, { exact: true }) });

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  tenant = host.tenants[0];
  await host.onboard(tenant);
  adminToken = await host.token({ tenant, user: ADMIN });
  expect((await api('GET', '/api/admin/me')).role).toBe('Admin');
  admin = await signInAndOpen(browser, host, { as: ADMIN, path: '/people' });
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('portal: people and access', () => {
  it('adds a portal user with a role the Admin may grant', async () => {
    await admin.getByRole('heading', { level: 1, name: 'People and access' }).waitFor();
    await admin.getByTestId('user-row').filter({ hasText: ADMIN }).waitFor();
    await checkPage(admin, 'people-users');
    await admin.getByRole('button', { name: 'Add a person' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add a person to the portal' });
    await dialog.getByLabel('E-mail address').fill('not an address');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.getByText('Email must be an e-mail address').waitFor();
    await dialog.getByLabel('E-mail address').fill(NEWCOMER);
    await dialog.getByLabel('Role').selectOption('Editor');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: `${NEWCOMER} is now Editor.` })
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect((await api('GET', '/api/admin/users')).users.find((u: { email: string }) => u.email === NEWCOMER).role).toBe('Editor');
  });

  it('creates a read-only key with chosen areas and shows its secret once', async () => {
    await admin.getByRole('tab', { name: 'API keys' }).click();
    await admin.getByText('No API keys yet.').waitFor();
    await admin.getByRole('button', { name: 'Create an API key' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Create an API key' });
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await dialog.getByText(/Name /).first().waitFor();
    await dialog.getByText('Access at least one access area is required').waitFor();
    await checkPage(admin, 'people-key-refused');
    await dialog.getByLabel('Name').fill('Reporting script');
    await dialog.getByRole('checkbox', { name: 'Templates' }).check();
    await dialog.getByRole('checkbox', { name: 'Monitoring' }).check();
    await expect.poll(() => dialog.getByRole('checkbox', { name: 'Templates' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const shown = admin.getByRole('alertdialog', { name: /The secret of/ });
    await shown.getByText('it is shown this once').waitFor();
    secret = await shown.getByLabel('Secret').inputValue();
    expect(secret).toMatch(/^svc_/);
    await checkPage(admin, 'people-key-secret');
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await shown.waitFor({ state: 'hidden' });
    // Both dialogs closed and the page given back to assistive technology (Fluent lifts aria-hidden after its exit).
    await dialog.waitFor({ state: 'hidden' });
    await admin.waitForFunction(() => !document.getElementById('root')?.hasAttribute('aria-hidden'));
    await keyRow('Reporting script').getByText('Read-only').waitFor();
    await keyRow('Reporting script')
      .getByText(/^(Templates, Monitoring|Monitoring, Templates)$/)
      .waitFor();
    expect(await admin.content()).not.toContain(secret);
    // The secret works, as a key.
    const me = await host.call('GET', '/api/admin/me', { token: secret });
    expect(me.json.key).toMatchObject({ name: 'Reporting script', readOnly: true });
    await checkPage(admin, 'people-keys');
  });

  it('shows the API reference as seen by the read-only key: writes unreachable, with why', async () => {
    await admin.getByRole('tab', { name: 'API reference' }).click();
    await operation('GET', '/api/admin/api-surface').waitFor();
    await checkPage(admin, 'people-reference');
    await admin.getByLabel('As seen by').selectOption({ label: 'Reporting script (read-only)' });
    await admin.getByText('As seen by “Reporting script”').waitFor();
    const publish = operation('PUT', '/api/admin/templates/:id');
    await publish.getByText('Not reachable').waitFor();
    await publish.getByText('A write, and the key is read-only.').waitFor();
    await operation('GET', '/api/admin/templates').getByText('Reachable', { exact: true }).waitFor();
    await operation('GET', '/api/admin/banners').getByText('Needs Banners, which the key does not hold.').waitFor();
    await checkPage(admin, 'people-reference-as-key');
    // The marks are the service's answer for that key.
    const surface = (
      await host.call('GET', `/api/admin/api-surface?key=${(await api('GET', '/api/admin/api-keys')).keys[0].id}`, { token: adminToken })
    ).json;
    const unreachable = surface.operations.filter((o: { reachable: boolean }) => !o.reachable).length;
    await expect.poll(() => admin.getByTestId('operation-row').filter({ hasText: 'Not reachable' }).count()).toBe(unreachable);
  });

  it('downloads the OpenAPI document', async () => {
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Download OpenAPI document' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('signature-service-api.json');
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect(JSON.parse(await readFile(path, 'utf8')).openapi).toMatch(/^3\.1/);
  });

  it('revokes the key with confirmation: the row stays, marked revoked, and the key stops working', async () => {
    await admin.getByRole('tab', { name: 'API keys' }).click();
    await keyRow('Reporting script').getByRole('button', { name: 'Revoke Reporting script' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Revoke “Reporting script”?' });
    await confirm.getByText('cannot be undone').waitFor();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await admin.getByRole('status').filter({ hasText: 'Revoked “Reporting script”' }).waitFor();
    await keyRow('Reporting script')
      .getByText(/^Revoked/)
      .waitFor();
    expect(
      await keyRow('Reporting script')
        .getByRole('button', { name: /Revoke/ })
        .count(),
    ).toBe(0);
    expect((await host.call('GET', '/api/admin/me', { token: secret })).status).toBe(401);
  });

  it('fits a phone screen without sideways scrolling', async () => {
    await admin.setViewportSize({ width: 390, height: 844 });
    for (const tab of ['Users and roles', 'API keys', 'API reference']) {
      await admin.getByRole('tab', { name: tab }).click();
      await admin.getByRole('tabpanel', { name: tab }).getByRole('table').first().waitFor();
      expect(await noSideways(admin), tab).toBe(true);
    }
    await checkPage(admin, 'people-phone');
    await admin.setViewportSize({ width: 1280, height: 800 });
    expect(await noSideways(admin)).toBe(true);
  });
});
