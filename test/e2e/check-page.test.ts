import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPage, KEEP_EVERY_SCREENSHOT, keepOpenPages, launchBrowser, SCREENSHOTS } from './helpers/browser.js';
import { checkBothSizes } from './helpers/viewports.js';

// The checks every browser file runs on its pages: what they refuse, and which screenshots they keep.
let browser: Browser;
let page: Page;
const kept = (name: string) => existsSync(join(SCREENSHOTS, `${name}.jpeg`));
/** What a check that failed found (the list it expected to be empty). */
const foundBy = (check: Promise<void>) =>
  check.then(
    () => 'nothing',
    (e: { actual?: unknown }) => JSON.stringify(e.actual),
  );
const fresh = (...names: string[]) => names.forEach((n) => rmSync(join(SCREENSHOTS, `${n}.jpeg`), { force: true }));

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});
afterAll(async () => {
  await browser?.close();
});

describe('checkPage', () => {
  it('passes a page without violations, keeping its screenshot only when every page keeps one', async () => {
    fresh('check-page-clean');
    await page.setContent('<html lang="en"><title>Clean</title><main><h1>Clean</h1><p>Nothing wrong here.</p></main></html>');
    await checkPage(page, 'check-page-clean');
    expect(kept('check-page-clean')).toBe(KEEP_EVERY_SCREENSHOT);
  });

  it('fails on a serious violation, names it, and keeps the screenshot of the page as axe saw it', async () => {
    fresh('check-page-violation');
    await page.setContent(
      '<html lang="en"><title>Bad</title><main><h1>Bad</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></html>',
    );
    expect(await foundBy(checkPage(page, 'check-page-violation'))).toContain('image-alt (critical)');
    expect(kept('check-page-violation')).toBe(true);
  });
});

describe('checkBothSizes', () => {
  it("fails when the page scrolls sideways on a phone, naming the element, and keeps that size's screenshot", async () => {
    fresh('check-page-wide-phone', 'check-page-wide-desktop');
    await page.setContent(
      '<html lang="en"><title>Wide</title><main><h1>Wide</h1><div aria-label="wide" style="width:600px">x</div></main></html>',
    );
    expect(await foundBy(checkBothSizes(page, 'check-page-wide'))).toContain('div[wide]');
    expect(kept('check-page-wide-phone')).toBe(true);
    expect(kept('check-page-wide-desktop')).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});

describe('keepOpenPages (after a browser test fails)', () => {
  it('keeps a screenshot of the pages the browser files have open, named after the test', async () => {
    fresh('failed-a-test-that-failed-');
    await page.setContent('<html lang="en"><title>Where it stood</title><main><h1>Where it stood</h1></main></html>');
    await keepOpenPages('a test that failed.');
    expect(kept('failed-a-test-that-failed-')).toBe(true);
  });
});
