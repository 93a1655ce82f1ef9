import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';
import { checkPage, ELEMENT_TIMEOUT, launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkBothSizes } from './helpers/viewports.js';

let host: TestHost;
let browser: Browser;
let page: Page;

const PERSON = 'ann.lee@fabrikam.test';
const editor = () => page.locator('[data-testid="html-editor"] .cm-content');
const finding = (rule: string) => page.locator(`[data-testid="doctor-findings"] li[data-rule="${rule}"]`).first();

/** Replaces the editor's body, as typing would. */
async function setBody(html: string) {
  await editor().focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await editor().fill(html);
}

/** The faulty body of the held-out check: an SVG, an image without alt text, a plain-http link, over 30,000 characters. */
const FAULTY = [
  '<p style="font-family:Arial;font-size:14px;color:#222222">{{displayName}}</p>',
  '<img src="https://cdn.example.com/logo.svg" alt="Logo" width="120" height="40">',
  '<img src="https://cdn.example.com/photo.png" width="80" height="80">',
  '<a href="http://example.com/contact">Contact us</a>',
  `<p>${'Lorem ipsum dolor sit amet. '.repeat(1100)}</p>`,
].join('\n');

const BRANDED =
  '<table><tr><td style="background-color:#ffffff;padding:8px"><strong style="color:#1a1a1a;font-size:16px">{{displayName}}</strong><br>' +
  '<span style="color:#555555">{{jobTitle}}</span></td>' +
  '<td style="background-color:#f28c00;padding:8px"><span style="color:#000000">Call us</span></td></tr></table>';

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  const tenant = host.tenants[0];
  await host.onboard(tenant);
  const token = await host.token({ tenant, user: PERSON, name: 'Ann Lee' });
  await host.call('GET', '/api/admin/me', { token });
  const created = await host.call('POST', '/api/admin/templates', { token, body: { name: 'Doctor', html: '<p>{{displayName}}</p>' } });
  expect(created.status).toBe(201);
  page = await signInAndOpen(browser, host, { as: PERSON, path: `/templates/${created.json.id}` });
  page.setDefaultTimeout(ELEMENT_TIMEOUT);
  await editor().waitFor();
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('portal: the signature check in the editor', () => {
  it('names the SVG, the missing alt text, the http link and the length before publishing, each at its line', async () => {
    await setBody(FAULTY);
    for (const rule of ['svg-image', 'image-alt-missing', 'insecure-url', 'too-long']) await finding(rule).waitFor();
    expect(await finding('svg-image').textContent()).toMatch(/SVG image: Outlook for Windows shows nothing.*Line 2, column 1/);
    expect(await finding('image-alt-missing').textContent()).toContain('Line 3');
    expect(await finding('insecure-url').textContent()).toContain('Line 4');
    expect(await finding('too-long').textContent()).toMatch(/over 30,000 characters/);
    await page.getByText(/\d+ errors?, \d+ warnings?: errors must be fixed before publishing/).waitFor();

    // "Show line" puts the editor's selection on the finding's place.
    await finding('svg-image').getByRole('button', { name: 'Show line 2' }).click();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toContain('<img src="https://cdn.example.com/logo.svg"');

    // A dark-mode preview is offered beside the light one.
    await page.locator('[data-testid="preview-dark-frame"]').waitFor();
    await checkPage(page, 'doctor-findings');

    // Publishing is refused with the faults named.
    await page.getByRole('button', { name: 'Publish now', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /characters|fault/ })
      .first()
      .waitFor();
  });

  it('fixes in one click: http becomes https, alt text from the file name', async () => {
    await finding('insecure-url').getByRole('button', { name: 'Fix: Use https' }).click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="html-editor"] .cm-content')?.textContent?.includes('https://example.com/contact'),
    );
    await page.locator('[data-testid="doctor-findings"] li[data-rule="insecure-url"]').waitFor({ state: 'detached' });
    await finding('image-alt-missing').getByRole('button', { name: 'Fix: Add alt="Photo"' }).click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="html-editor"] .cm-content')?.textContent?.includes('alt="Photo"'),
    );
  });

  it("shows light and Outlook's dark mode side by side, and names contrast lost in dark mode", async () => {
    await setBody(BRANDED);
    await finding('contrast-dark').waitFor();
    const dark = page.frameLocator('[data-testid="preview-dark-frame"]');
    await dark.getByText('Call us').waitFor();
    const background = await dark
      .locator('td')
      .first()
      .evaluate((td) => getComputedStyle(td).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    const light = page.frameLocator('[data-testid="preview-frame"]');
    expect(
      await light
        .locator('td')
        .first()
        .evaluate((td) => getComputedStyle(td).backgroundColor),
    ).toBe('rgb(255, 255, 255)');
    await page.getByText('Dark mode (as Outlook recolours it)').scrollIntoViewIfNeeded();
    await checkPage(page, 'doctor-dark-preview');
    await checkBothSizes(page, 'doctor-dark-preview');
  });
});

describe('portal: the signature check in the designer', () => {
  it('names the block a finding comes from; showing it selects the block and focuses its properties; the fix changes the block', async () => {
    const token = await host.token({ tenant: host.tenants[0], user: PERSON, name: 'Ann Lee' });
    const designed = await host.call('POST', '/api/admin/designs/templates', {
      token,
      body: {
        name: 'Designed',
        design: {
          version: 1,
          blocks: [
            { id: 'name', type: 'text', text: '{{displayName}}', style: { bold: true } },
            { id: 'site', type: 'text', text: 'Our website', link: 'http://fabrikam.example/contact' },
          ],
        },
      },
    });
    expect(designed.status, designed.text).toBe(201);
    await page.goto(`${host.url}/admin/templates/${designed.json.id}`);
    await page.getByTestId('designer').waitFor();

    const designFinding = (rule: string) => page.locator(`[data-testid="designer-findings"] li[data-rule="${rule}"]`).first();
    const insecure = designFinding('insecure-url');
    await insecure.waitFor();
    expect(await insecure.getAttribute('data-block')).toBe('site');
    expect(await insecure.textContent()).toContain('In Text line: Our website');

    // Whole-signature settings are shown first; the finding picks the block from the keyboard.
    await page.getByRole('button', { name: 'Whole signature' }).click();
    await insecure.getByRole('button', { name: 'Show the block Text line: Our website' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-block-id="site"][aria-pressed="true"]').waitFor();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-testid="block-properties"]'))).toBe(true);
    const link = page.getByTestId('block-properties').getByRole('textbox', { name: 'Link (optional)' });
    expect(await link.inputValue()).toBe('http://fabrikam.example/contact');
    await checkPage(page, 'designer-findings');
    await checkBothSizes(page, 'designer-findings');

    // The safe fix changes the block's link, not the HTML: the field shows it, and the finding goes.
    await insecure.getByRole('button', { name: 'Fix: Use https' }).click();
    await expect.poll(() => link.inputValue()).toBe('https://fabrikam.example/contact');
    await insecure.waitFor({ state: 'detached' });
  });
});

describe('portal: the check recorded with each version', () => {
  it('shows the warnings found when a version was published, in words', async () => {
    const token = await host.token({ tenant: host.tenants[0], user: PERSON, name: 'Ann Lee' });
    const published = await createPublished((method, path, body) => host.call(method, path, { token, body }), {
      name: 'Recorded',
      html: '<p style="font-family:Arial;color:#222222">{{displayName}} <a href="http://fabrikam.example">fabrikam.example</a></p>',
    });
    await page.goto(`${host.url}/admin/templates/${published.json.id}/versions`);
    const row = page.getByTestId('version-row').first();
    await row.getByRole('button', { name: /^1 warning: show the check of version 1$/ }).click();
    const recorded = page.getByTestId('version-findings');
    await recorded.getByText('Checked when version 1 was published').waitFor();
    await recorded.getByText('A link over plain http: browsers warn, and spam filters count it against the message. Use https.').waitFor();
    await recorded.getByText('Concerns every client').waitFor();
    await checkPage(page, 'version-findings');
    await page.keyboard.press('Escape');
    await recorded.waitFor({ state: 'detached' });
    await checkBothSizes(page, 'versions-with-findings');
  });
});

describe('portal: the check in the reader’s language', () => {
  it('names what it finds, and its fix, in the portal’s language (German here)', async () => {
    const token = await host.token({ tenant: host.tenants[0], user: PERSON, name: 'Ann Lee' });
    const created = await host.call('POST', '/api/admin/templates', {
      token,
      body: {
        name: 'Geprüft',
        html: '<p style="font-family:Arial;color:#222222">{{displayName}} <a href="http://fabrikam.example">Kontakt</a></p>',
      },
    });
    expect(created.status).toBe(201);
    const german = await signInAndOpen(browser, host, { as: PERSON, locale: 'de-DE', path: `/templates/${created.json.id}` });
    try {
      const insecure = german.locator('[data-testid="doctor-findings"] li[data-rule="insecure-url"]').first();
      await insecure
        .getByText(
          'Ein Link über unverschlüsseltes http: Browser warnen, und Spamfilter werten ihn gegen die Nachricht. Verwenden Sie https.',
        )
        .waitFor();
      await insecure.getByRole('button', { name: 'Beheben: https verwenden' }).waitFor();
      await checkPage(german, 'doctor-german');
      await checkBothSizes(german, 'doctor-german');
    } finally {
      await german.context().close();
    }
  });
});
