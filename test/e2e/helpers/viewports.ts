import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { SCREENSHOTS } from './browser.js';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * Shows the page at desktop and at phone size, keeps a screenshot of each, and fails when either scrolls sideways.
 * Leaves the page at desktop size.
 */
export async function checkBothSizes(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    // Let layout (and charts that measure their container) settle on the new width.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    if (size === 'phone')
      await page.screenshot({
        path: join(SCREENSHOTS, `${name}-phone.png`),
        fullPage: true,
      });
    const overflow = await page.evaluate(() => {
      if (document.documentElement.scrollWidth <= window.innerWidth) return [];
      // Name the elements that reach past the right edge, so a failure says what to fix.
      return [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 5)
        .map((e) => `${e.tagName.toLowerCase()}.${e.className} (${Math.round(e.getBoundingClientRect().right)}px)`);
    });
    expect(overflow, `${name} at ${size} size scrolls sideways`).toEqual([]);
  }
}
