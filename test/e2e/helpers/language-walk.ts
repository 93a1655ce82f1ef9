import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { checkPage } from './browser.js';
import { clippedText } from './clipped-text.js';
import { DESKTOP, PHONE, sidewaysOverflow } from './viewports.js';

/** The page at both sizes: axe finds nothing serious, nothing scrolls sideways, and (`clipping`) no text is cut off. */
export async function checkSizes(page: Page, name: string, clipping = false): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await checkPage(page, `${name}-${size}`);
    expect(await sidewaysOverflow(page), `${name} at ${size} size scrolls sideways`).toEqual([]);
    if (clipping) expect(await clippedText(page), `${name} at ${size} size cuts text off`).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}
