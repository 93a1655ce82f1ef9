import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphDirectory } from '../../shared/directory/graph.js';
import { TENANT_A, testDirectoryFixture } from '../helpers/directory-fixture.js';
import { startGraphStandin, type GraphStandin } from '../helpers/graph-standin.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { capturingLogger } from '../helpers/log.js';
import { solidPhoto } from '../helpers/photos.js';
import { checkPage, ELEMENT_TIMEOUT, keepForReview, launchBrowser, signInAndOpen } from './helpers/browser.js';
import { checkBothSizes, PHONE } from './helpers/viewports.js';

// From "New template" to a published signature with a logo, the person's photo, social icons and a banner, previewed
// as a colleague, without a line of HTML: once by mouse and once by keyboard alone, checked with axe at two sizes.

const ADMIN = 'ann.lee@fabrikam.test';
const COLLEAGUE = 'Cleo Martin';
/** A 120×40 logo. */
const PNG = await sharp({ create: { width: 120, height: 40, channels: 4, background: '#0050a0' } })
  .png()
  .toBuffer();

let standin: GraphStandin;
let host: TestHost;
let browser: Browser;
let page: Page;
let token: string;
let templateId: string;

/** Waits for a value as a person would (the page renders on a loaded machine). */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: ELEMENT_TIMEOUT });
const announcer = () => page.getByTestId('designer-announcer');
const preview = () => page.frameLocator('[data-testid="design-preview"]');
const blocks = () => page.getByRole('list', { name: 'Blocks of the signature' }).getByTestId('designer-block');
const status = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
const blockNames = async () => (await blocks().allTextContents()).map((t) => t.trim());
/** The rows of the top level only, and of one column of the (first) two-column block. */
const topRows = () => page.locator('ol[aria-label="Blocks of the signature"] > li > [data-testid="designer-block"]');
const column = (side: 'Left' | 'Right') =>
  page
    .getByRole('list', { name: `${side} column of Two columns` })
    .first()
    .getByTestId('designer-block');
const namesOf = async (rows: Locator) => (await rows.allTextContents()).map((t) => t.trim());
/** What dnd-kit says to screen readers while a block is dragged. */
const dragSaid = () => page.locator('[id^="DndLiveRegion"]');

/**
 * Waits until a keyboard pick-up is said and dnd-kit listens for the moving keys: its sensor adds that listener in a
 * timer of its own when the drag starts, which a loaded browser can run after the announcement is drawn (an arrow key
 * pressed in between is lost). A timer set now runs after it.
 */
async function pickedUp(said: string) {
  await poll(() => dragSaid().textContent()).toContain(said);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Drags a block by its handle with the mouse and drops it over the upper or lower half of a row. */
async function drag(handle: Locator, onto: Locator, half: 'upper' | 'lower') {
  // Both ends of the drag on screen: a window tall enough for the whole block list, scrolled to the top.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const from = (await handle.boundingBox())!;
  const to = (await onto.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + from.width / 2, to.y + to.height * (half === 'upper' ? 0.3 : 0.7), { steps: 15 });
  await page.mouse.up();
  await page.setViewportSize({ width: 1280, height: 800 });
}

beforeAll(async () => {
  // The directory is Graph's (a stand-in) with a photo of Ann: the nightly job brings it in, as it would in production.
  standin = await startGraphStandin(testDirectoryFixture, { photos: { [TENANT_A]: { 'a-ann': await solidPhoto('#2f6f4f') } } });
  const graph = new GraphDirectory({ baseUrl: standin.url, getToken: async () => `token-for-${TENANT_A}`, maxRetries: 0 });
  [host, browser] = await Promise.all([startTestHost({ directory: graph }), launchBrowser({ motion: 'no-preference' })]);
  await host.onboard(host.tenants[0]);
  await host.services.photos.syncAll(
    capturingLogger().logger,
    (async function* () {
      yield host.tenants[0];
    })(),
  );
  token = await host.token({ tenant: host.tenants[0], user: ADMIN });
  // A campaign running for everyone: the design's banner slot shows it (banners are made on their own page).
  await host.succeed('POST', '/api/admin/banners', {
    token,
    body: { name: 'Autumn event', html: '<p><a href="https://fabrikam.example/event">Meet us at the autumn event</a></p>' },
  });
  page = await signInAndOpen(browser, host, { as: ADMIN, path: '/brand' });
  page.setDefaultTimeout(ELEMENT_TIMEOUT);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
  await standin?.close();
});

describe('portal: brand kit', () => {
  it('refuses a profile address that is not a web link beside the field, and saves nothing', async () => {
    await page.getByRole('heading', { level: 1, name: 'Brand kit' }).waitFor();
    await page.getByRole('textbox', { name: 'LinkedIn' }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save brand kit' }).click();
    await page
      .getByText(/LinkedIn|must be an http\(s\), mailto: or tel: link/)
      .first()
      .waitFor();
    await page.getByText('Nothing was saved: fix the highlighted fields first.').waitFor();
    const stored = await host.succeed('GET', '/api/admin/brand-kit', { token });
    expect(stored.kit.social.linkedin).toBeUndefined();
  });

  it('takes a logo uploaded here, the profiles and a call to action (by mouse)', async () => {
    await page.getByTestId('asset-file').setInputFiles({ name: 'fabrikam-logo.png', mimeType: 'image/png', buffer: PNG });
    await poll(() => page.getByRole('combobox', { name: 'Logo' }).textContent()).toContain('fabrikam-logo.png');
    await page.getByRole('textbox', { name: 'Alternative text' }).fill('Fabrikam');
    await page.getByRole('textbox', { name: 'LinkedIn' }).fill('https://www.linkedin.com/company/fabrikam');
    await page.getByRole('textbox', { name: 'X', exact: true }).fill('https://x.com/fabrikam');
    await page.getByRole('textbox', { name: 'Website' }).fill('https://fabrikam.example');
    await page.getByRole('textbox', { name: 'Button text' }).fill('Book a demo');
    await page.getByRole('textbox', { name: 'Button link' }).fill('https://fabrikam.example/demo');
    await page.getByRole('button', { name: 'Save brand kit' }).click();
    await status(/Brand kit saved/);
    const stored = await host.succeed('GET', '/api/admin/brand-kit', { token });
    expect(stored.kit.logo.asset).toBe('fabrikam-logo.png');
    expect(stored.kit.social.linkedin).toBe('https://www.linkedin.com/company/fabrikam');
    await checkPage(page, 'brand-kit');
    await checkBothSizes(page, 'brand-kit');
  });
});

describe('portal: designer, by mouse', () => {
  it('New template shows at least 8 designs filled with the Admin’s own details', async () => {
    await page.getByRole('link', { name: 'Templates', exact: true }).click();
    await page.getByRole('button', { name: 'New template' }).click();
    await page.getByRole('heading', { level: 1, name: 'New template' }).waitFor();
    const cards = page.getByRole('list', { name: 'Designs' }).getByRole('button', { name: /^Use this design: / });
    await poll(() => cards.count()).toBeGreaterThanOrEqual(8);
    await page.frameLocator('iframe[title^="Preview of"]').first().getByText('Ann Lee').first().waitFor();
    // A design with a photo shows Ann's, from the directory.
    await page.frameLocator('iframe[title="Preview of Photo left"]').locator(`img[src*="/photos/${host.tenants[0]}/"]`).waitFor();
    await page.getByRole('link', { name: 'Start from blank HTML' }).waitFor();
    await checkPage(page, 'designer-gallery');
    await checkBothSizes(page, 'designer-gallery');
  });

  it('creates a template from a design and opens it in the designer, not the code editor', async () => {
    const use = page.getByRole('button', { name: /^Use this design: / });
    const names = await use.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    // The richest design: a photo beside the details, social icons, a button and the banner slot.
    const rich = names.find((n) => /photo/i.test(n)) ?? names[names.length - 1];
    await page.getByRole('button', { name: rich }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Company signature');
    await dialog.getByRole('button', { name: 'Create and open' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit "Company signature"' }).waitFor();
    templateId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await page.getByTestId('designer').waitFor();
    expect(await page.locator('.cm-content').count()).toBe(0);
    await page.getByRole('tab', { name: 'Design', selected: true }).waitFor();
    await preview().getByText('Ann Lee').first().waitFor();
    await checkPage(page, 'designer');
  });

  it('adds blocks from the palette and drags one to a new place with the mouse', async () => {
    for (const kind of ['Social icons', 'Logo or image', 'Banner slot']) {
      if (kind === 'Banner slot' && (await blockNames()).some((n) => n.startsWith('Banner slot'))) continue;
      await page.getByRole('button', { name: 'Add block' }).click();
      const item = page.getByRole('menuitem', { name: kind });
      if (await item.isDisabled()) {
        // A design holds one banner slot; every other block can always be added.
        expect(kind).toBe('Banner slot');
        await page.keyboard.press('Escape');
        continue;
      }
      await item.click();
      await announcer()
        .getByText(new RegExp(`${kind} added`))
        .waitFor();
    }
    const before = await blockNames();
    const handle = page.getByRole('button', { name: new RegExp(`^Drag ${before[before.length - 1].split(':')[0]}`) }).last();
    const target = blocks().first();
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(to.x + 20, to.y + 2, { steps: 15 });
    await page.mouse.up();
    await poll(async () => (await blockNames())[0]).toBe(before[before.length - 1]);
  });

  it('keeps the two columns side by side in the desktop preview and stacks them in the phone preview', async () => {
    // The two left-aligned tables of the columns block, as the preview frame lays them out.
    const boxes = () =>
      preview()
        .locator('table[align="left"]')
        .evaluateAll((els) =>
          els.slice(0, 2).map((e) => {
            const r = e.getBoundingClientRect();
            return { top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right) };
          }),
        );
    const layout = async () => {
      const [left, right] = await boxes();
      if (!left || !right) return 'none';
      if (right.top >= left.bottom - 1 && right.left === left.left) return 'stacked';
      return right.top === left.top && right.left >= left.right - 1 ? 'side by side' : 'overlapping';
    };
    await poll(layout).toBe('side by side');
    await page.getByRole('radio', { name: 'Phone' }).check();
    await poll(layout).toBe('stacked');
    // Stacked within the phone's width: the message does not scroll sideways.
    expect(
      await preview()
        .locator('html')
        .evaluate((e) => e.scrollWidth <= e.clientWidth),
    ).toBe(true);
    await keepForReview(page, 'designer-phone-preview');
    await page.getByRole('radio', { name: 'Desktop' }).check();
    await poll(layout).toBe('side by side');
  });

  it('drags a block into a column, to the other column and out again with the mouse, and undoes it', async () => {
    const handle = () => page.getByRole('button', { name: /^Drag Logo or image/ });
    await drag(handle(), column('Left').first(), 'lower');
    await announcer().getByText('Logo or image moved to the left column, position 2 of 2.').waitFor();
    await poll(async () => (await namesOf(column('Left')))[1]).toMatch(/^Logo or image/);
    await drag(handle(), column('Right').first(), 'upper');
    await announcer()
      .getByText(/^Logo or image moved to the right column, position 1 of \d+\.$/)
      .waitFor();
    await poll(async () => (await namesOf(column('Left'))).length).toBe(1);
    await drag(handle(), topRows().first(), 'upper');
    await announcer()
      .getByText(/^Logo or image moved out of the columns, to position 1 of \d+\.$/)
      .waitFor();
    await poll(async () => (await namesOf(topRows()))[0]).toMatch(/^Logo or image/);
    await page.getByRole('button', { name: 'Undo' }).click();
    await poll(async () => (await namesOf(column('Right')))[0]).toMatch(/^Logo or image/);
    await page.getByRole('button', { name: 'Redo' }).click();
    await poll(async () => (await namesOf(topRows()))[0]).toMatch(/^Logo or image/);
    await keepForReview(page, 'designer-columns-1280');
  });

  it('refuses a link that is not http(s), mailto or tel beside the field, and saves nothing', async () => {
    await blocks()
      .filter({ hasText: /^Text line/ })
      .first()
      .getByRole('button', { name: /^Text line/ })
      .click();
    const link = page.getByTestId('block-properties').getByRole('textbox', { name: 'Link (optional)' });
    await link.fill('ftp://files.fabrikam.example');
    await page
      .getByTestId('block-properties')
      .getByText(/must be an http\(s\), mailto: or tel: link/)
      .waitFor();
    const stored = await host.succeed('GET', `/api/admin/templates/${templateId}/design`, { token });
    await page.getByRole('button', { name: 'Save working copy' }).click();
    await page.getByText('Nothing was saved').waitFor();
    expect(await host.succeed('GET', `/api/admin/templates/${templateId}/design`, { token })).toEqual(stored);
    await checkPage(page, 'designer-bad-link');
    await link.fill('');
  });

  it('previews as a colleague, at desktop and phone width', async () => {
    const who = page.getByRole('combobox', { name: 'Preview as' });
    await who.fill('');
    await who.pressSequentially('Cleo');
    await page.getByRole('option', { name: new RegExp(COLLEAGUE) }).click();
    await preview().getByText(COLLEAGUE).first().waitFor();
    await page.getByRole('radio', { name: 'Phone' }).check();
    await page.getByText(`As ${COLLEAGUE} gets it, on a phone.`).waitFor();
    await checkPage(page, 'designer-colleague');
    await checkBothSizes(page, 'designer');
    await page.getByRole('radio', { name: 'Desktop' }).check();
  });

  it('publishes, and the live signature has the logo, social icons and the banner', async () => {
    await page.getByRole('button', { name: 'Publish now', exact: true }).click();
    await status('Published version 1');
    // Published, then put to use for new messages from the library.
    await page.getByRole('link', { name: 'Templates', exact: true }).click();
    await page.getByRole('button', { name: 'Actions for Company signature' }).click();
    await page.getByRole('menuitem', { name: 'Use for new messages' }).click();
    const rolesOf = async () =>
      (await host.succeed('GET', '/api/admin/templates', { token })).templates.find((t: { id: string }) => t.id === templateId)?.roles;
    await poll(rolesOf).toContain('new');
    const live = await host.call('POST', '/api/signature', {
      token: await host.token({ tenant: host.tenants[0], user: ADMIN, scope: 'access_as_user' }),
      body: { type: 'new' },
    });
    expect(live.status).toBe(200);
    const html = live.json.html as string;
    expect(html).toContain('Ann Lee');
    expect(html).toMatch(/<img[^>]+alt="Fabrikam"/);
    expect(html).toMatch(/<img[^>]+alt="LinkedIn"/);
    expect(html).toContain('Meet us at the autumn event');
    // Ann's photo from the directory, by URL on the service's origin.
    expect(html).toMatch(new RegExp(`<img[^>]+src="${host.url}/photos/${host.tenants[0]}/[^"]+"`));
    await page.getByRole('link', { name: 'Company signature' }).click();
    await page.getByTestId('designer').waitFor();
  });

  it('reaches the HTML as an advanced view; editing it detaches after a confirmation, and that can be undone', async () => {
    await page.getByRole('tab', { name: 'HTML (advanced)' }).click();
    await page.getByLabel('HTML of the saved design').waitFor();
    await page.getByRole('button', { name: 'Edit the HTML by hand…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Edit the HTML by hand?' });
    await dialog.getByText(/stops following its design/).waitFor();
    await checkPage(page, 'designer-detach-dialog');
    await dialog.getByRole('button', { name: 'Edit the HTML' }).click();
    await page.locator('[data-testid="html-editor"] .cm-content').waitFor();
    await page.getByText('Edited as HTML').waitFor();
    await page.getByRole('button', { name: 'Back to the design' }).click();
    await status('Back to the design');
    await page.getByTestId('designer').waitFor();
    expect((await host.succeed('GET', `/api/admin/templates/${templateId}/design`, { token })).design.detached).toBe(false);
  });

  it('designs a German version: a copy of the design with its own text and undo, saved into the variant', async () => {
    const text = page.getByLabel('Text', { exact: true });
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    const defaultBlocks = await blockNames();
    await blocks().filter({ hasText: '{{displayName}}' }).first().click();
    await poll(() => text.inputValue()).toBe('{{displayName}}');
    await page.getByRole('button', { name: 'Add language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch (de)' }).click();
    await poll(() => page.getByRole('tab', { name: 'Deutsch (de)' }).getAttribute('aria-selected')).toBe('true');
    // The German design starts as a copy of the default: the same blocks, and the block selected stays selected.
    await page.getByTestId('designer').waitFor();
    expect(await blockNames()).toEqual(defaultBlocks);
    await poll(() => text.inputValue()).toBe('{{displayName}}');
    await text.fill('Mit freundlichen Grüßen, {{displayName}}');
    await preview()
      .getByText(/Mit freundlichen Grüßen, /)
      .first()
      .waitFor();
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
    await checkPage(page, 'designer-languages');
    await page.setViewportSize(PHONE);
    await checkPage(page, 'designer-languages-phone');
    await checkBothSizes(page, 'designer-languages');
    // Each language has its own undo: the default is as it was, with nothing to undo.
    await page.getByRole('tab', { name: 'Default' }).click();
    await poll(() => text.inputValue()).toBe('{{displayName}}');
    expect(await undo.isDisabled()).toBe(true);
    await page.getByRole('tab', { name: 'Deutsch (de)' }).click();
    await poll(() => text.inputValue()).toBe('Mit freundlichen Grüßen, {{displayName}}');
    await undo.click();
    await poll(() => text.inputValue()).toBe('{{displayName}}');
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await poll(() => text.inputValue()).toBe('Mit freundlichen Grüßen, {{displayName}}');

    await page.getByRole('button', { name: 'Save working copy' }).click();
    await status('Working copy saved');
    const stored = await host.succeed('GET', `/api/admin/templates/${templateId}`, { token });
    expect(stored.draft.variants.map((v: { language: string }) => v.language)).toEqual(['de']);
    expect(stored.draft.variants[0].html).toContain('Mit freundlichen Grüßen, {{displayName}}');
    expect(stored.draft.html).not.toContain('Mit freundlichen Grüßen');
    const design = await host.succeed('GET', `/api/admin/templates/${templateId}/design`, { token });
    expect(design.design.variants).toMatchObject([{ language: 'de', detached: false }]);
    await page.getByText('Unsaved changes', { exact: true }).waitFor({ state: 'detached' });
  });

  it('edits the German version alone as HTML after a confirmation, and brings it back to its design', async () => {
    const designOf = async () => (await host.succeed('GET', `/api/admin/templates/${templateId}/design`, { token })).design;
    await page.getByRole('tab', { name: 'HTML (advanced)' }).click();
    await page.getByRole('button', { name: 'Edit the HTML by hand…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Edit the HTML by hand?' });
    await dialog.getByText(/The Deutsch \(de\) version stops following its design/).waitFor();
    await dialog.getByRole('button', { name: 'Edit the HTML' }).click();
    await page.getByText('Deutsch (de) edited as HTML').waitFor();
    await page.locator('[data-testid="html-editor"] .cm-content').waitFor();
    expect(await designOf()).toMatchObject({ detached: false, variants: [{ language: 'de', detached: true }] });
    // The default still follows its design.
    await page.getByRole('tab', { name: 'Default' }).click();
    await page.getByTestId('designer').waitFor();
    await page.getByRole('tab', { name: 'Deutsch (de)' }).click();
    await page.getByRole('button', { name: 'Back to its design' }).click();
    await status('Back to the design');
    await page.getByTestId('designer').waitFor();
    expect(await designOf()).toMatchObject({ detached: false, variants: [{ language: 'de', detached: false }] });
  });
});

describe('portal: designer, by keyboard alone', () => {
  it('creates from the gallery, then adds, moves, duplicates, deletes, undoes and redoes with the keyboard', async () => {
    await page.goto(`${host.url}/admin/templates/new`);
    const first = page.getByRole('button', { name: /^Use this design: / }).first();
    await first.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Keyboard signature');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Edit "Keyboard signature"' }).waitFor();
    await page.getByTestId('designer').waitFor();

    // Add a divider from the palette.
    await page.getByRole('button', { name: 'Add block' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Divider' }).waitFor();
    for (let i = 0; i < 12 && !(await page.getByRole('menuitem', { name: 'Divider' }).evaluate((e) => e === document.activeElement)); i++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await announcer()
      .getByText(/Divider added at position (\d+) of (\d+)/)
      .waitFor();
    const [, at] = /position (\d+)/.exec((await announcer().textContent()) ?? '')!;
    // The focus is on the new block: Alt+ArrowUp moves it up one place.
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toMatch(/^Divider/);
    await page.keyboard.press('Alt+ArrowUp');
    await announcer()
      .getByText(`Divider moved to position ${Number(at) - 1}`, { exact: false })
      .waitFor();
    // Duplicate, then delete the copy; undo brings it back, redo takes it away again.
    const count = await blocks().count();
    await page.keyboard.press('ControlOrMeta+d');
    await announcer().getByText('Divider duplicated.').waitFor();
    await poll(() => blocks().count()).toBe(count + 1);
    await page.keyboard.press('Delete');
    await announcer()
      .getByText(/Divider deleted/)
      .waitFor();
    await poll(() => blocks().count()).toBe(count);
    await page.keyboard.press('ControlOrMeta+z');
    await poll(() => blocks().count()).toBe(count + 1);
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await poll(() => blocks().count()).toBe(count);

    // Save from the keyboard.
    await page.getByRole('button', { name: 'Save working copy' }).focus();
    await page.keyboard.press('Enter');
    await status('Working copy saved');
    const saved = await host.succeed(
      'GET',
      `/api/admin/templates/${encodeURIComponent(decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!))}/design`,
      { token },
    );
    expect(saved.design.design.blocks.some((b: { type: string }) => b.type === 'divider')).toBe(true);
    await checkPage(page, 'designer-keyboard');
  });

  it('moves a block into a column, across and out with Alt and the arrows, each move said, and undoes it', async () => {
    // Select the first block, add two columns after it: the first block is then just above them.
    const first = topRows().first().locator('[data-block-id]');
    const kind = ((await first.getAttribute('aria-label')) ?? '').split(':')[0];
    await first.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Add block' }).focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: 'Two columns' });
    await item.waitFor();
    for (let i = 0; i < 14 && !(await item.evaluate((e) => e === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await announcer()
      .getByText(/^Two columns added at position 2 of \d+\.$/)
      .waitFor();

    await topRows().first().locator('[data-block-id]').focus();
    await page.keyboard.press('Alt+ArrowDown');
    await announcer().getByText(`${kind} moved to the left column, position 1 of 2.`).waitFor();
    await poll(() => column('Left').count()).toBe(2);
    await page.keyboard.press('Alt+ArrowRight');
    await announcer().getByText(`${kind} moved to the right column, position 1 of 2.`).waitFor();
    await page.keyboard.press('Alt+ArrowDown');
    await announcer().getByText(`${kind} moved to the right column, position 2 of 2.`).waitFor();
    await page.keyboard.press('Alt+ArrowDown');
    await announcer()
      .getByText(new RegExp(`^${kind} moved out of the columns, to position 2 of \\d+\\.$`))
      .waitFor();
    await poll(() => column('Right').count()).toBe(1);
    // A columns block does not go inside a column: Alt+ArrowUp takes it past the block above, whole.
    await page.getByRole('button', { name: 'Undo' }).focus();
    await page.keyboard.press('Enter');
    await poll(() => column('Right').count()).toBe(2);
    await page.getByRole('button', { name: 'Redo' }).focus();
    await page.keyboard.press('Enter');
    await poll(() => column('Right').count()).toBe(1);

    // dnd-kit's keyboard drag: Space on the handle picks the block up, ArrowUp takes it over the right column's last
    // block, Space drops it there; Escape cancels a second pick-up.
    const handle = topRows()
      .nth(1)
      .getByRole('button', { name: new RegExp(`^Drag ${kind}`) });
    await handle.focus();
    await page.keyboard.press('Space');
    await pickedUp(`Picked up ${kind} at position 2 of`);
    await page.keyboard.press('ArrowUp');
    await poll(() => dragSaid().textContent()).toContain(`${kind} is over the right column, position 1 of 2.`);
    await page.keyboard.press('Space');
    await announcer().getByText(`${kind} moved to the right column, position 1 of 2.`).waitFor();
    await poll(() => column('Right').count()).toBe(2);
    const before = await namesOf(blocks());
    // As a person would, the next pick-up comes once the rows have moved to their new places: picked up while the
    // drop's animation still runs, a block is announced over its neighbour (dnd-kit measures the moving row).
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    await column('Right')
      .first()
      .getByRole('button', { name: /^Drag / })
      .focus();
    await page.keyboard.press('Space');
    await pickedUp('Picked up');
    await page.keyboard.press('ArrowDown');
    // As a person would, Escape comes once the move was said: pressed at once, the move's announcement (measured after
    // the move) could land after the cancel's and replace it.
    await poll(() => dragSaid().textContent()).toContain('is over the right column, position 2 of 2.');
    await page.keyboard.press('Escape');
    await poll(() => dragSaid().textContent()).toContain('was cancelled');
    expect(await namesOf(blocks())).toEqual(before);
    await checkPage(page, 'designer-keyboard-columns');
    await checkBothSizes(page, 'designer-columns');
  });

  it('moves the other rows aside at once, without sliding, for a person who asks their system for less motion', async () => {
    const sliding = page.locator('ol[aria-label="Blocks of the signature"] li[style*="transition"]');
    /** Picks the second top-level row up, takes it over the first, and counts the rows that slide aside; then cancels. */
    async function slidingRowsOnKeyboardDrag(): Promise<number> {
      await topRows()
        .nth(1)
        .getByRole('button', { name: /^Drag / })
        .focus();
      await page.keyboard.press('Space');
      await pickedUp('Picked up');
      await page.keyboard.press('ArrowUp');
      await poll(() => dragSaid().textContent()).toContain(' is over ');
      const count = await sliding.count();
      await page.keyboard.press('Escape');
      await poll(() => dragSaid().textContent()).toContain('was cancelled');
      return count;
    }
    expect(await slidingRowsOnKeyboardDrag()).toBeGreaterThan(0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      expect(await slidingRowsOnKeyboardDrag()).toBe(0);
    } finally {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});
