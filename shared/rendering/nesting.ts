/** How deep elements, and sections, may nest in a body: signatures nest tables a few dozen deep at most. */
export const MAX_NESTING = 200;

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

const isLetter = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const endsName = (c: string | undefined) =>
  c === undefined || c === '>' || c === '/' || c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';

/**
 * An upper bound of how deep a body's elements nest, in one linear pass without an HTML parser: htmlparser2 keeps its
 * open elements with `Array.unshift`, so parsing n nested elements costs n² (40,000 `<div>`s, 200 kB, took seconds),
 * and tree walks downstream recurse per level. A start tag opens a level unless it is void; an end tag closes levels
 * only when an element of its name is open (as the parser does). Tag-like text inside comments, attributes or scripts
 * is counted too, so the bound can only be too high, never too low.
 */
export function nestingBound(html: string): number {
  const open: string[] = [];
  const openByName = new Map<string, number>();
  let deepest = 0;
  for (let i = html.indexOf('<'); i !== -1; i = html.indexOf('<', i + 1)) {
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      if (end === -1) break;
      i = end + 2;
      continue;
    }
    const closing = html[i + 1] === '/';
    const from = closing ? i + 2 : i + 1;
    if (!isLetter(html.charCodeAt(from))) continue;
    let to = from + 1;
    while (!endsName(html[to])) to++;
    const name = html.slice(from, to).toLowerCase();
    if (!closing) {
      if (VOID.has(name)) continue;
      open.push(name);
      openByName.set(name, (openByName.get(name) ?? 0) + 1);
      if (open.length > deepest) deepest = open.length;
    } else if (openByName.get(name)) {
      // Closes every element opened after the last of that name; each element is popped once, so this stays linear.
      for (let popped = open.pop(); popped !== undefined; popped = open.pop()) {
        openByName.set(popped, openByName.get(popped)! - 1);
        if (popped === name) break;
      }
    }
    i = to - 1;
  }
  return deepest;
}
