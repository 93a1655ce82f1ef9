import { useCallback, useRef } from 'react';

/** The class that turns the tables inside an element into stacked rows on a narrow screen (see index.css). */
const STACKED = 'stacked-tables';

/** Gives every body cell the text of its column's header, which a stacked row shows before the cell's content. */
function labelCells(root: HTMLElement) {
  for (const table of root.querySelectorAll('table')) {
    const head = table.tHead?.rows[0];
    if (!head) continue;
    const labels: string[] = [];
    for (const th of head.cells) for (let i = 0; i < th.colSpan; i++) labels.push(th.textContent?.trim() ?? '');
    for (const body of table.tBodies) {
      for (const row of body.rows) {
        let column = 0;
        for (const cell of row.cells) {
          const label = labels[column] ?? '';
          if (cell.dataset.label !== label) cell.dataset.label = label;
          column += cell.colSpan;
        }
      }
    }
  }
}

/**
 * A ref for the element that holds the pages: on a phone every table in it becomes a column of rows, each cell under
 * its header's words, so no table needs sideways scrolling and every row's actions stay in reach. One place for all
 * tables, as they come and go.
 */
export function useStackedTables<E extends HTMLElement>() {
  const observer = useRef<MutationObserver | null>(null);
  return useCallback((element: E | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    element.classList.add(STACKED);
    let queued = false;
    const label = () => {
      queued = false;
      labelCells(element);
    };
    label();
    observer.current = new MutationObserver(() => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(label);
    });
    observer.current.observe(element, { childList: true, subtree: true, characterData: true });
  }, []);
}
