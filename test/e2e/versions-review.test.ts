import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';
import { checkPage, ELEMENT_TIMEOUT, launchBrowser, signInAndOpen } from './helpers/browser.js';

const ADMIN = 'ann.lee@fabrikam.test';
const EDITOR = 'ben.okafor@fabrikam.test';
const body = (words: string) => `<p style="font-family: Arial">${words}</p>`;

let host: TestHost;
let browser: Browser;
let tenant: string;
let adminToken: string;
let editorToken: string;
let templateId: string;
let admin: Page;

const api = async (token: string, method: string, path: string, payload?: unknown) => {
  const res = await host.call(method, path, { token, body: payload });
  expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
  return res.json;
};

/** Presses a control with the keyboard, as a person without a mouse does. */
async function press(page: Page, name: string | RegExp) {
  await page.getByRole('button', { name }).focus();
  await page.keyboard.press('Enter');
}

const versionRow = (page: Page, label: string) =>
  page.getByTestId('version-row').filter({ has: page.getByRole('cell', { name: label, exact: true }) });

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  tenant = host.tenants[0];
  await host.onboard(tenant);
  adminToken = await host.token({ tenant, user: ADMIN });
  expect((await api(adminToken, 'GET', '/api/admin/me')).role).toBe('Admin');
  await api(adminToken, 'PUT', '/api/admin/users', { email: EDITOR, role: 'Editor' });
  editorToken = await host.token({ tenant, user: EDITOR });

  const created = await createPublished((method, path, payload) => host.call(method, path, { token: adminToken, body: payload }), {
    name: 'Standard',
    html: body('Version one'),
  });
  templateId = created.json.id;
  await api(adminToken, 'PUT', `/api/admin/templates/${templateId}`, { html: body('Version two') });
  await api(adminToken, 'PUT', `/api/admin/templates/${templateId}`, { html: body('Version three') });
  admin = await signInAndOpen(browser, host, { as: ADMIN, path: '/templates' });
  admin.setDefaultTimeout(ELEMENT_TIMEOUT); // a missing element fails with its name, inside the test's time
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('portal: versions', () => {
  it('opens a template’s history from the library’s row menu, with the previous version beside the live one', async () => {
    await press(admin, 'Actions for Standard');
    await admin.getByRole('menuitem', { name: 'Versions' }).focus();
    await admin.keyboard.press('Enter');
    await admin.getByRole('heading', { level: 1, name: 'Versions of "Standard"' }).waitFor();
    await versionRow(admin, '3 (live)').waitFor();
    await expect.poll(() => admin.getByTestId('version-row').count()).toBe(3);
    await admin.frameLocator('iframe[title="Preview: Version 3 (live)"]').getByText('Version three').waitFor();
    await admin.frameLocator('iframe[title="Preview: Version 2"]').getByText('Version two').waitFor();
    await checkPage(admin, 'versions');
  });

  it('previews an old version beside the current one, in sandboxed frames', async () => {
    await press(admin, 'Preview version 1 beside the live version');
    await admin.getByRole('heading', { name: 'Version 1 beside the live version' }).waitFor();
    await admin.frameLocator('iframe[title="Preview: Version 1"]').getByText('Version one').waitFor();
    for (const frame of await admin.locator('iframe').all()) expect(await frame.getAttribute('sandbox')).toBe('');
    await checkPage(admin, 'versions-preview-old');
  });

  it('rolls back with confirmation, and the new version shows', async () => {
    await press(admin, 'Roll back to version 1');
    const dialog = admin.getByRole('alertdialog', { name: 'Roll back "Standard" to version 1?' });
    await dialog.getByText('published again as version 4').waitFor();
    await checkPage(admin, 'versions-rollback-dialog');
    await dialog.getByRole('button', { name: 'Roll back' }).click();
    await admin.getByRole('status').filter({ hasText: 'Rolled back to version 1: it is live again as version 4.' }).waitFor();
    await versionRow(admin, '4 (live)').getByText('Rolled back to version 1').waitFor();
    await admin.frameLocator('iframe[title="Preview: Version 4 (live)"]').getByText('Version one').waitFor();
    expect((await api(adminToken, 'GET', `/api/admin/templates/${templateId}`)).version).toBe(4);
  });

  it('offers to reload when someone published meanwhile, then rolls back', async () => {
    await api(adminToken, 'PUT', `/api/admin/templates/${templateId}`, { html: body('Version five') });
    await press(admin, 'Roll back to version 2');
    const dialog = admin.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Roll back' }).click();
    await dialog.getByText('Someone published meanwhile').waitFor();
    await dialog.getByText('moved on to version 5').waitFor();
    await checkPage(admin, 'versions-rollback-stale');
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await dialog.getByText('published again as version 6').waitFor();
    await dialog.getByRole('button', { name: 'Roll back' }).click();
    await admin.getByRole('status').filter({ hasText: 'live again as version 6' }).waitFor();
  });
});

describe('portal: review with publish approval on', () => {
  let editor: Page;

  beforeAll(async () => {
    await api(adminToken, 'PUT', '/api/admin/settings', { requireApproval: true });
    // The editor page is another helper's part: the working copy is saved and submitted through the API.
    await api(editorToken, 'PUT', `/api/admin/templates/${templateId}/draft`, { html: body('Working copy A') });
    await api(editorToken, 'POST', `/api/admin/templates/${templateId}/draft/submit`);
    editor = await signInAndOpen(browser, host, { as: EDITOR, path: '/review' });
    editor.setDefaultTimeout(ELEMENT_TIMEOUT);
  });

  it('tells an Editor what approval means, and offers them no approve', async () => {
    await editor.getByRole('heading', { level: 1, name: 'Review' }).waitFor();
    await editor.getByText('Publish approval is on: an Admin must publish this; submit it for review.').waitFor();
    await editor.getByTestId('review-row').filter({ hasText: 'Standard' }).waitFor();
    await editor.frameLocator('iframe[title="Preview: Working copy"]').getByText('Working copy A').waitFor();
    expect(await editor.getByRole('button', { name: 'Approve and publish' }).count()).toBe(0);
    expect(await editor.getByRole('button', { name: 'Send back' }).count()).toBe(0);
    await checkPage(editor, 'review-editor');
  });

  it('shows an Editor’s refused rollback as what approval means, not as a code', async () => {
    await editor.goto(`${host.url}/admin/templates/${templateId}/versions`);
    await press(editor, 'Roll back to version 2');
    const dialog = editor.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Roll back' }).click();
    await dialog.getByText('Publish approval is on: an Admin must publish this; submit it for review.').waitFor();
    expect(await dialog.getByText('approval_required').count()).toBe(0);
    await checkPage(editor, 'versions-approval-required');
  });

  it('lets an Admin send it back only with a note, showing both the page’s and the server’s reasons', async () => {
    await admin.reload(); // the navigation counts what waits when the page loads
    const reviewLink = admin.getByRole('link', { name: /^Review/ });
    await reviewLink.getByText('1', { exact: true }).waitFor(); // the waiting count beside Review
    await reviewLink.focus();
    await admin.keyboard.press('Enter');
    await admin.getByRole('heading', { level: 1, name: 'Review' }).waitFor();
    await admin.frameLocator('iframe[title="Preview: Working copy"]').getByText('Working copy A').waitFor();
    await admin.frameLocator('iframe[title="Preview: Version 6 (live)"]').getByText('Version two').waitFor();
    await checkPage(admin, 'review');

    await press(admin, 'Send back');
    const dialog = admin.getByRole('dialog', { name: 'Send back "Standard"' });
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await dialog.getByText('Write a note: the author sees it beside their working copy.').waitFor();
    await checkPage(admin, 'review-reject-empty-note');
    await dialog.getByLabel('Note for the author').fill('x'.repeat(2001));
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await dialog.getByText('Note at most 2,000 characters').waitFor();

    await dialog.getByLabel('Note for the author').fill('Use the new logo');
    await admin.keyboard.press('Tab');
    await press(admin, 'Send back');
    await admin
      .getByRole('status')
      .filter({ hasText: `Sent "Standard" back to ${EDITOR}` })
      .waitFor();
    await admin.getByText('Nothing waiting for review').waitFor();
    await checkPage(admin, 'review-empty');
    const t = await api(adminToken, 'GET', `/api/admin/templates/${templateId}`);
    expect(t.draft).toMatchObject({ state: 'saved', note: 'Use the new logo' });
  });

  it('approves the working copy submitted again: it is published', async () => {
    await api(editorToken, 'PUT', `/api/admin/templates/${templateId}/draft`, { html: body('Working copy B') });
    await api(editorToken, 'POST', `/api/admin/templates/${templateId}/draft/submit`);
    await admin.reload();
    await admin.frameLocator('iframe[title="Preview: Working copy"]').getByText('Working copy B').waitFor();
    await press(admin, 'Approve and publish');
    await admin.getByRole('status').filter({ hasText: 'Approved "Standard": published as version 7.' }).waitFor();
    await admin.getByText('Nothing waiting for review').waitFor();

    const versions = await api(adminToken, 'GET', `/api/admin/templates/${templateId}/versions`);
    expect(versions.current).toBe(7);
    expect(versions.versions[0]).toMatchObject({ version: 7, source: 'draft' });
    await admin.goto(`${host.url}/admin/templates/${templateId}/versions`);
    await versionRow(admin, '7 (live)').getByText('Working copy published').waitFor();
    await admin.frameLocator('iframe[title="Preview: Version 7 (live)"]').getByText('Working copy B').waitFor();
  });
});
