import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { checkPage, launchBrowser, runAxe, signInAndOpen } from './helpers/browser.js';

let host: TestHost;
let browser: Browser;
let page: Page;

const row = (name: string) => page.getByTestId('template-row').filter({ has: page.getByRole('cell', { name, exact: true }) });
const notice = (text: string) => page.getByText(text).first().waitFor();

/** Opens a template's actions menu with the keyboard and picks an item. */
async function action(template: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${template}` }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: item }).focus();
  await page.keyboard.press('Enter');
}

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  await host.onboard(host.tenants[0]);
  page = await signInAndOpen(browser, host, { as: 'ann.lee@fabrikam.test', path: '/templates' });
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('portal: template library', () => {
  it('starts empty, and says so', async () => {
    await page.getByText('No templates yet').waitFor();
    // Nothing to deliver, nothing to pause.
    expect(await page.getByRole('button', { name: 'Pause delivery' }).count()).toBe(0);
    await checkPage(page, 'library-empty');
  });

  it('creates a template, with the refusal of a blank name beside the name', async () => {
    await page.getByRole('button', { name: 'New template' }).click();
    // New template opens the gallery of designs; blank HTML is one of its choices.
    await page.getByRole('link', { name: 'Start from blank HTML' }).click();
    const dialog = page.getByRole('dialog', { name: 'New template' });
    await dialog.getByLabel('Name').fill('   ');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Name is required').waitFor();
    await checkPage(page, 'library-create-refused');
    await dialog.getByLabel('Name').fill('Standard');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await notice('Created "Standard"');
    // The gallery's address for the dialog is left behind once it closes: a reload does not open it again.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    // A created template is a draft that reaches nobody until its first publish: the row says so, with no version.
    await row('Standard').getByText('Not published', { exact: true }).waitFor();
    await expect.poll(() => row('Standard').getByRole('cell').nth(3).textContent()).toBe('—');
    await checkPage(page, 'library');
  });

  it('marks a tracked template with a Tracking badge that reads against the row', async () => {
    const token = await host.token({ tenant: host.tenants[0], user: 'ann.lee@fabrikam.test' });
    const { templates } = (await host.succeed('GET', '/api/admin/templates', { token })) as { templates: { id: string; name: string }[] };
    const id = templates.find((t) => t.name === 'Standard')!.id;
    const track = (tracking: boolean) => host.succeed('PUT', `/api/admin/templates/${id}/tracking`, { token, body: { tracking } });
    await track(true);
    await page.reload();
    await row('Standard').getByText('Tracking', { exact: true }).waitFor();
    // "Needs review" counts too: the badge's border pseudo-element once kept axe from failing white text on white.
    const contrast = await runAxe(
      page,
      { include: [['[data-testid="template-row"]']] },
      { runOnly: { type: 'rule', values: ['color-contrast'] } },
    );
    expect([...contrast.violations, ...contrast.incomplete].flatMap((r) => r.nodes.map((n) => n.failureSummary))).toEqual([]);
    expect(contrast.passes.flatMap((r) => r.nodes).length).toBeGreaterThan(0);
    await track(false);
    await page.reload();
    await row('Standard').getByText('Not published', { exact: true }).waitFor();
  });

  it('duplicates with a name, and renames, from the keyboard', async () => {
    await action('Standard', 'Duplicate');
    const duplicate = page.getByRole('dialog', { name: 'Duplicate "Standard"' });
    await expect.poll(() => duplicate.getByLabel('Name of the copy').inputValue()).toBe('Copy of Standard');
    await checkPage(page, 'library-duplicate-dialog');
    await duplicate.getByLabel('Name of the copy').fill('Standard UK');
    await page.keyboard.press('Enter');
    await row('Standard UK').waitFor();

    await action('Standard UK', 'Rename');
    const rename = page.getByRole('dialog', { name: 'Rename "Standard UK"' });
    await rename.getByLabel('New name').fill('Standard Ireland');
    await page.keyboard.press('Enter');
    await row('Standard Ireland').waitFor();
    expect(await row('Standard UK').count()).toBe(0);
  });

  it('deletes to Recently deleted, restores, deletes again and purges', async () => {
    await action('Standard Ireland', 'Delete');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await notice('Moved "Standard Ireland" to Recently deleted');
    expect(await row('Standard Ireland').count()).toBe(0);

    await page.getByRole('link', { name: 'Recently deleted' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Recently deleted' }).waitFor();
    await page.getByTestId('deleted-row').filter({ hasText: 'Standard Ireland' }).waitFor();
    await checkPage(page, 'recently-deleted');
    await page.getByRole('button', { name: 'Restore Standard Ireland' }).click();
    await notice('Restored "Standard Ireland"');
    await page.getByText('Nothing deleted recently').waitFor();
    await checkPage(page, 'recently-deleted-empty');

    await page.getByRole('link', { name: 'Back to templates' }).click();
    await row('Standard Ireland').waitFor();
    await action('Standard Ireland', 'Delete');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await notice('Moved "Standard Ireland" to Recently deleted');
    await page.getByRole('link', { name: 'Recently deleted' }).first().click();
    await page.getByRole('button', { name: 'Purge Standard Ireland' }).click();
    await checkPage(page, 'recently-deleted-purge-dialog');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Purge for good' }).click();
    await notice('Purged "Standard Ireland"');
    await page.getByText('Nothing deleted recently').waitFor();
    await page.getByRole('link', { name: 'Templates', exact: true }).click();
    await row('Standard').waitFor();
  });

  it('exports a bundle file and imports it as a new template', async () => {
    const download = page.waitForEvent('download');
    await action('Standard', 'Export');
    const file = await (await download).path();
    const bundle = JSON.parse(await readFile(file, 'utf8'));
    expect(bundle.template.name).toBe('Standard');
    bundle.template.name = 'Standard imported';
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'standard.signature.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bundle)) });
    await notice('Imported "Standard imported"');
    await row('Standard imported').waitFor();
  });

  it('refuses a file that is not a bundle, in words', async () => {
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('not json') });
    await page.getByText('notes.json is not a template bundle').waitFor();
  });

  it('pauses delivery with a banner, and resumes from the banner', async () => {
    await page.getByRole('button', { name: 'Pause delivery' }).click();
    await page.getByText('Signature delivery is paused').waitFor();
    await checkPage(page, 'library-paused');
    await page.getByRole('button', { name: 'Resume delivery' }).click();
    await page.getByRole('button', { name: 'Pause delivery' }).waitFor();
    expect(await page.getByText('Signature delivery is paused').count()).toBe(0);
  });
});
