import type { Page } from 'playwright-core';

/**
 * Text the page cuts off: an element holding text of its own whose content is wider than its box, where the box does
 * not scroll (a scrolling box shows the rest when scrolled). Names the elements and their text, so a failure says
 * what to fix. Inline elements have no box of their own and are judged by their block.
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const e of document.querySelectorAll('body *')) {
      if (!(e instanceof HTMLElement) || e.closest('.cm-editor, iframe')) continue;
      const own = [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      // Text for screen readers only sits in a 1px box on purpose.
      if (!own || e.clientWidth <= 1 || e.closest('.visually-hidden')) continue;
      const style = getComputedStyle(e);
      if (style.display === 'inline' || ['auto', 'scroll'].includes(style.overflowX)) continue;
      if (e.scrollWidth > e.clientWidth + 1) {
        found.push(`${e.tagName.toLowerCase()} "${e.textContent!.trim().slice(0, 60)}": ${e.scrollWidth}px in ${e.clientWidth}px`);
      }
    }
    return found.slice(0, 8);
  });
}
