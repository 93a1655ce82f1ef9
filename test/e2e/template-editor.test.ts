import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { checkPage, ELEMENT_TIMEOUT, launchBrowser, signInAndOpen } from './helpers/browser.js';

let host: TestHost;
let browser: Browser;
let page: Page;
let templateId: string;

/** A 1×1 transparent PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const editor = () => page.locator('[data-testid="html-editor"] .cm-content');
const preview = () => page.frameLocator('[data-testid="preview-frame"]');
const notice = (text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

/** Replaces the editor's body, as typing would (CodeMirror takes the text as input). */
async function setBody(html: string) {
  await editor().focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await editor().fill(html);
}

/** Presses a toolbar button from the keyboard. */
async function press(name: string) {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  await host.onboard(host.tenants[0]);
  page = await signInAndOpen(browser, host, { as: 'ann.lee@fabrikam.test', path: '/templates' });
  // A step that never comes fails with Playwright's account of what it waited for, inside the test's own time.
  page.setDefaultTimeout(ELEMENT_TIMEOUT);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('portal: template editor', () => {
  it('opens from the library row of a new template', async () => {
    await page.getByRole('button', { name: 'New template' }).click();
    // New template opens the gallery of designs; blank HTML is one of its choices.
    await page.getByRole('link', { name: 'Start from blank HTML' }).click();
    const dialog = page.getByRole('dialog', { name: 'New template' });
    await dialog.getByLabel('Name').fill('Editor test');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Created "Editor test".').waitFor();
    await page.getByRole('link', { name: 'Editor test' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit "Editor test"' }).waitFor();
    templateId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await editor().waitFor();
    await page.getByText('Rendered with sample data.').waitFor();
    // A created template is an unpublished draft: the editor says so, and shows no version.
    await page.getByText('Not published yet', { exact: true }).waitFor();
    expect(await page.getByText(/^Published version \d+$/).count()).toBe(0);
    await checkPage(page, 'editor');
  });

  it('offers placeholders when typing {{', async () => {
    await setBody('<p>Hello ');
    await page.keyboard.type('{{display');
    await page.getByRole('listbox').getByText('{{displayName}}').first().waitFor();
    await page.keyboard.press('Escape');
  });

  it('uploads an image with a progress indicator and inserts it as cid:', async () => {
    await setBody('<p>{{displayName}}</p>\n');
    await page.keyboard.press('ControlOrMeta+End');
    await page.getByTestId('image-file').setInputFiles({ name: 'Logo (1).png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Insert image Logo-1.png' }).waitFor();
    await expect.poll(() => editor().textContent()).toContain('<img src="cid:Logo-1.png" alt="">');
    // The service inlines the uploaded image, and the signature check knows it: no word of a missing one anywhere.
    await preview().locator('img').waitFor();
    await page
      .getByTestId('doctor')
      .getByText(/of 30,000 characters/)
      .waitFor();
    await expect.poll(() => page.locator('[data-testid="doctor-findings"] li[data-rule="image-missing"]').count()).toBe(0);
    await expect.poll(() => page.getByTestId('preview-warnings').count()).toBe(0);
  });

  it('previews as a shared mailbox sent by a person', async () => {
    await page.getByRole('radio', { name: 'A mailbox of the organisation' }).check();
    await page.getByRole('textbox', { name: 'Mailbox' }).fill('info@fabrikam.test');
    await page.getByLabel('Sender (optional)').fill('ann.lee@fabrikam.test');
    await page.getByText('Rendered for Fabrikam Info (shared mailbox), sent by Ann Lee.').waitFor();
    await preview().getByText('Fabrikam Info').waitFor();
    await checkPage(page, 'editor-shared-mailbox');
  });

  it('says a mailbox the organisation does not have beside the mailbox', async () => {
    await page.getByRole('textbox', { name: 'Mailbox' }).fill('nobody@fabrikam.test');
    await page.getByText('Email is not a mailbox of this organisation').waitFor();
    await page.getByRole('textbox', { name: 'Mailbox' }).fill('info@fabrikam.test');
    await page.getByRole('radio', { name: 'Sample data' }).check();
  });

  it('warns in words about an unknown placeholder once, names what sanitising removes, and what Outlook for Windows ignores', async () => {
    await setBody(
      '<div style="display:flex;text-decoration:none" onclick="go()"><p>{{displayName}} {{favouriteColour}}</p><img src="cid:Logo-1.png" alt=""></div>',
    );
    await page
      .locator('[data-testid="doctor-findings"] li[data-rule="placeholder-unknown"]')
      .getByText('{{favouriteColour}} is not a known placeholder: it renders empty.')
      .waitFor();
    // One list says it: the preview's own list keeps only what the service alone knows (what sanitising removes).
    const warnings = page.getByTestId('preview-warnings');
    await warnings.getByText('onclick attribute on <div> was removed: signatures may not contain it').waitFor();
    expect(await warnings.textContent()).not.toContain('favouriteColour');
    const doctor = page.getByTestId('doctor-findings');
    await doctor.getByText(/display:flex is ignored by Outlook for Windows/).waitFor();
    // A shorthand as written is a use of itself, not of every longhand it sets.
    expect(await doctor.textContent()).not.toMatch(/text-decoration-(color|line|style|thickness)/);
    await page
      .getByText(/of 30,000 characters/)
      .first()
      .waitFor();
    await checkPage(page, 'editor-warnings');
  });

  it('saves a working copy and publishes it, from the keyboard', async () => {
    await setBody('<p>{{displayName}}</p><img src="cid:Logo-1.png" alt="">');
    await press('Save working copy');
    await notice('Working copy saved');
    await page.getByText('Working copy saved', { exact: true }).waitFor();
    await press('Publish now');
    await notice('Published version 1');
    await page.getByText('Published version 1', { exact: true }).waitFor();
    // Publishing the editor's content clears the working copy it published, and says so.
    await notice('The working copy was published and cleared.');
    expect(await page.getByText('Working copy saved', { exact: true }).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Discard working copy' }).isDisabled()).toBe(true);
    const stored = (
      await host.call('GET', `/api/admin/templates/${templateId}`, {
        token: await host.token({ tenant: host.tenants[0], user: 'ann.lee@fabrikam.test' }),
      })
    ).json;
    expect([stored.hasDraft, stored.draftState]).toEqual([false, null]);
    // The library says so on arrival: no row left over from before the publish.
    await page.getByRole('link', { name: 'Back to templates' }).click();
    const row = page.getByTestId('template-row').filter({ hasText: 'Editor test' });
    await row.getByText('Published', { exact: true }).waitFor();
    expect(await row.getByText('Draft', { exact: true }).count()).toBe(0);
    await row.getByRole('link', { name: 'Editor test' }).click();
    await editor().waitFor();
  });

  it('shows the staged rollout gates with their defaults', async () => {
    await press('Publish as staged rollout…');
    const dialog = page.getByRole('dialog', { name: 'Publish as a staged rollout' });
    await expect.poll(() => dialog.getByLabel('Share of mailboxes first (%)').inputValue()).toBe('10');
    await expect.poll(() => dialog.getByLabel('Watch for at least (hours)').inputValue()).toBe('24');
    await expect.poll(() => dialog.getByLabel('Minimum signatures applied').inputValue()).toBe('50');
    await expect.poll(() => dialog.getByLabel('Allowed rise in failure rate').inputValue()).toBe('0.02');
    await expect.poll(() => dialog.getByRole('switch').isChecked()).toBe(true);
    await checkPage(page, 'editor-rollout-dialog');
    await dialog.getByLabel('Share of mailboxes first (%)').fill('150');
    await dialog.getByRole('button', { name: 'Start the rollout' }).click();
    await dialog.getByText(/^Rollout percentage /).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('refuses a schedule more than 365 days ahead beside the date', async () => {
    await press('Schedule…');
    const dialog = page.getByRole('dialog', { name: 'Schedule the publish' });
    const far = new Date(Date.now() + 400 * 24 * 3600 * 1000);
    const local = new Date(far.getTime() - far.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await dialog.getByLabel('Publish at').fill(local);
    await dialog.getByRole('button', { name: 'Book the publish' }).click();
    await dialog.getByText('Choose a time at most 365 days ahead.').waitFor();
    await checkPage(page, 'editor-schedule-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('discards the working copy, back to the published version', async () => {
    await setBody('<p>Kept for a moment {{displayName}}</p>');
    await press('Save working copy');
    await notice('Working copy saved');
    await press('Discard working copy');
    const dialog = page.getByRole('alertdialog', { name: 'Discard the working copy?' });
    await dialog.getByRole('button', { name: 'Discard' }).focus();
    await page.keyboard.press('Enter');
    await notice('Working copy discarded');
    await expect.poll(() => page.getByRole('button', { name: 'Discard working copy' }).isDisabled()).toBe(true);
  });

  it('refuses to publish over a version someone published meanwhile, says who, and offers to reload', async () => {
    const other = await host.token({ tenant: host.tenants[0], user: 'ann.lee@fabrikam.test', name: 'Ann Lee' });
    const meanwhile = await host.call('PUT', `/api/admin/templates/${templateId}`, {
      token: other,
      body: { html: '<p>Published elsewhere {{displayName}}</p>' },
    });
    expect(meanwhile.status).toBe(200);
    await setBody('<p>Mine {{displayName}}</p>');
    await press('Publish now');
    const stale = page.getByTestId('stale-version');
    await stale.getByText(/Version 2 was published by .+ after you opened the editor/).waitFor();
    await checkPage(page, 'editor-stale-version');
    await stale.getByRole('button', { name: 'Reload the template' }).click();
    await page.getByText('Published version 2', { exact: true }).waitFor();
    await expect.poll(() => editor().textContent()).toContain('Published elsewhere');
  });

  it('undoes typing with the keyboard', async () => {
    await editor().focus();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('<p>typed by mistake</p>');
    await expect.poll(() => editor().textContent()).toContain('typed by mistake');
    await page.keyboard.press('ControlOrMeta+z');
    await expect.poll(() => editor().textContent()).not.toContain('typed by mistake');
  });

  it('adds a German version, says who gets it, publishes it with the default, and removes it', async () => {
    await page.getByRole('button', { name: 'Add language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch (de)' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Deutsch (de)' }).getAttribute('aria-selected')).toBe('true');
    // A new language starts from the default body: its placeholders are the same.
    await expect.poll(() => editor().textContent()).toContain('Published elsewhere');
    await setBody('<p>Viele Grüße, {{displayName}}</p>');
    await page.getByRole('button', { name: 'Add a country' }).click();
    await page.getByLabel('Country suffix 1', { exact: true }).fill('at');
    await page.getByRole('button', { name: 'Add a domain' }).click();
    await page.getByLabel('Domain 1', { exact: true }).fill('kunde.example');
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
    await checkPage(page, 'editor-languages');
    await page.setViewportSize({ width: 390, height: 844 });
    await checkPage(page, 'editor-languages-narrow');
    await page.setViewportSize({ width: 1280, height: 800 });

    await press('Publish now');
    await notice('Published version 3');
    const token = await host.token({ tenant: host.tenants[0], user: 'ann.lee@fabrikam.test' });
    const stored = (await host.call('GET', `/api/admin/templates/${templateId}`, { token })).json;
    expect(stored.variants).toEqual([{ language: 'de', html: '<p>Viele Grüße, {{displayName}}</p>' }]);
    expect(stored.languageBy).toEqual({ countries: { at: 'de' }, domains: { 'kunde.example': 'de' } });
    expect(stored.html).toContain('Published elsewhere');

    await page.getByRole('tab', { name: 'Default' }).click();
    await expect.poll(() => editor().textContent()).toContain('Published elsewhere');
    await page.getByRole('tab', { name: 'Deutsch (de)' }).click();
    await page.getByRole('button', { name: 'Remove Deutsch (de)' }).click();
    expect(await page.getByRole('tab', { name: 'Deutsch (de)' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Who gets which language' }).count()).toBe(0);
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
  });
});
