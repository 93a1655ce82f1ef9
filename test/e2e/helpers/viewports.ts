import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { KEEP_EVERY_SCREENSHOT, keepScreenshot } from './browser.js';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * Shows the page at desktop and at phone size and fails when either scrolls sideways, keeping the screenshot of a size
 * that does (and of the phone size for review). Leaves the page at desktop size.
 */
export async function checkBothSizes(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    // Let layout (and charts that measure their container) settle on the new width.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const overflow = await sidewaysOverflow(page);
    if (overflow.length || (KEEP_EVERY_SCREENSHOT && size === 'phone')) await keepScreenshot(page, `${name}-${size}`);
    expect(overflow, `${name} at ${size} size scrolls sideways`).toEqual([]);
  }
}

/**
 * What scrolls sideways: the page itself, or any element inside it (a table in a scrolling box counts too: on a
 * phone a person should not have to scroll a table sideways to reach a row's actions). Names the elements, so a
 * failure says what to fix. The code editor's own scroller is left out: long lines of code may scroll.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (e: Element) =>
      `${e.tagName.toLowerCase()}${e.getAttribute('aria-label') ? `[${e.getAttribute('aria-label')}]` : ''}.${String(e.className).slice(0, 40)}`;
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      for (const e of document.querySelectorAll('body *')) {
        const right = e.getBoundingClientRect().right;
        if (right > width + 1) found.push(`${describe(e)} reaches ${Math.round(right)}px of ${width}px`);
      }
    }
    for (const e of document.querySelectorAll('body *')) {
      if (e.closest('.cm-editor')) continue;
      const style = getComputedStyle(e);
      if (!['auto', 'scroll'].includes(style.overflowX)) continue;
      if (e.scrollWidth > e.clientWidth + 1) found.push(`${describe(e)} scrolls: ${e.scrollWidth}px in ${e.clientWidth}px`);
    }
    return found.slice(0, 6);
  });
}
