import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { checkPage, ELEMENT_TIMEOUT, launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkBothSizes } from './helpers/viewports.js';

// An out-of-office reply made in the designer, without a line of HTML: started from a reply design of the gallery,
// a block added for people outside only with the absence's placeholder from its menu, both replies previewed, saved
// as a reply template the library lists as one.

const ADMIN = 'ann.lee@fabrikam.test';
const NAME = 'Away (designed)';

let host: TestHost;
let browser: Browser;
let page: Page;
let adminToken: string;

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: ELEMENT_TIMEOUT });
const frame = (title: string) => page.frameLocator(`iframe[title="${title}"]`);
const colleagues = () => frame('Preview of the reply to colleagues');
const outside = () => frame('Preview of the reply to people outside');
const properties = () => page.getByTestId('block-properties');
const designed = async () => {
  const { templates } = (await host.succeed('GET', '/api/admin/templates', { token: adminToken })) as {
    templates: { id: string; name: string; kind: string }[];
  };
  const found = templates.find((t) => t.name === NAME);
  return found && host.succeed('GET', `/api/admin/templates/${found.id}`, { token: adminToken });
};

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost(), launchBrowser()]);
  await host.onboard(host.tenants[0]);
  adminToken = await host.token({ tenant: host.tenants[0], user: ADMIN });
  page = await signInAndOpen(browser, host, { as: ADMIN, path: '/templates/new' });
  page.setDefaultTimeout(ELEMENT_TIMEOUT);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('portal: out-of-office replies in the designer', () => {
  it('offers reply designs after the signatures, each showing the reply to people outside', async () => {
    await page.getByRole('heading', { level: 1, name: 'New template' }).waitFor();
    const replies = page.getByRole('list', { name: 'Reply designs' });
    await replies.getByRole('button', { name: 'Use this design: Out-of-office reply with logo' }).waitFor();
    await frame('Preview of Out-of-office reply with logo')
      .getByText(/Thank you for your message/)
      .waitFor();
    await replies.getByRole('link', { name: 'Write a reply in HTML' }).waitFor();
    await checkPage(page, 'designer-reply-gallery');
    await checkBothSizes(page, 'designer-reply-gallery');
  });

  it('creates a reply from a reply design and opens it in the designer, previewing both replies', async () => {
    await page.getByRole('button', { name: 'Use this design: Out-of-office reply with logo' }).click();
    const dialog = page.getByRole('dialog', { name: 'New out-of-office reply from “Out-of-office reply with logo”' });
    await dialog.getByLabel('Name').fill(NAME);
    await dialog.getByRole('button', { name: 'Create and open' }).click();
    await page.getByRole('heading', { level: 1, name: `Edit "${NAME}"` }).waitFor();
    await page.getByText('Out-of-office reply', { exact: true }).first().waitFor();
    await page.getByTestId('designer').waitFor();
    await colleagues()
      .getByText(/will read your message when I am back/)
      .waitFor();
    await outside()
      .getByText(/Thank you for your message/)
      .waitFor();
    expect(
      await colleagues()
        .getByText(/Thank you for your message/)
        .count(),
    ).toBe(0);
    expect(
      await outside()
        .getByText(/will read your message/)
        .count(),
    ).toBe(0);
    // Campaign banners and the compliance footer are for signatures: a reply's palette has no slots for them.
    await page.getByRole('button', { name: 'Add block' }).click();
    await page.getByRole('menuitem', { name: 'Text line' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Banner slot' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await checkPage(page, 'designer-reply');
    await checkBothSizes(page, 'designer-reply');
  });

  it("adds a line for people outside only, the absence's placeholder inserted from its menu", async () => {
    await page.getByRole('button', { name: 'Add block' }).click();
    await page.getByRole('menuitem', { name: 'Text line' }).click();
    await properties().getByRole('combobox', { name: 'Shown in' }).selectOption({ label: 'Only the reply to people outside' });
    const text = properties().getByRole('textbox', { name: 'Text', exact: true });
    await text.fill('Back in the office on');
    await properties().getByRole('button', { name: 'Insert detail' }).click();
    // A reply's menu starts with the absence's placeholders.
    const first = page.getByRole('menuitem').first();
    expect(await first.textContent()).toBe('The day the person is back');
    // The menu of every detail is taller than the window; the item is picked as a click on it would.
    await first.dispatchEvent('click');
    await poll(() => text.inputValue()).toBe('Back in the office on {{ooo.until}}');
    // A new line is left out while its details are empty, as the day back is in the preview: shown whatever they hold.
    await properties()
      .getByRole('switch', { name: /Leave the line out/ })
      .uncheck();
    await outside()
      .getByText(/Back in the office on/)
      .waitFor();
    expect(
      await colleagues()
        .getByText(/Back in the office on/)
        .count(),
    ).toBe(0);
    await page
      .getByRole('list', { name: 'Blocks of the reply' })
      .getByText(/People outside only: Back in the office on/)
      .waitFor();
  });

  it('saves it as an out-of-office reply with both replies made from the design, listed as one in the library', async () => {
    // The design is saved first (its two replies made from it), then the working copy, when its languages differ.
    const designSaved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/api\/admin\/templates\/[^/]+\/design$/.test(r.url()),
    );
    await page.getByRole('button', { name: 'Save working copy' }).click();
    expect((await designSaved).ok()).toBe(true);
    await page
      .getByText(/Working copy saved/)
      .first()
      .waitFor();
    const t = await designed();
    expect(t.kind).toBe('automatic-reply');
    expect(t.draft.external).toContain('Back in the office on {{ooo.until}}');
    expect(t.draft.external).toContain('Thank you for your message');
    expect(t.draft.html).not.toContain('Back in the office on');
    expect(t.draft.html).toContain('will read your message when I am back');
    await page.getByRole('link', { name: 'Back to templates' }).click();
    const row = (table: string) =>
      page
        .getByRole('table', { name: table })
        .getByTestId('template-row')
        .filter({ has: page.getByRole('link', { name: NAME, exact: true }) });
    await row('Out-of-office reply templates').waitFor();
    expect(await row('Signature templates').count()).toBe(0);
  });
});
