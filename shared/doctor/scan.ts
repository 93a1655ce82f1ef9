import { isTag, isText, type AnyNode, type Element, type Text } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import type { Declaration } from './css.js';

/** A parsed body with the places of its parts in the source, for findings that point at a line. */
export interface Scan {
  source: string;
  elements: Element[];
  texts: Text[];
  lineStarts: number[];
  /** Each element's inline declarations once a rule has read them (see `declarationsOf`). */
  styles: Map<Element, Declaration[]>;
}

export function scan(source: string): Scan {
  const doc = parseDocument(source, { withStartIndices: true, withEndIndices: true });
  const elements: Element[] = [];
  const texts: Text[] = [];
  // One walk in document order with a stack: recursion overflowed the call stack on 10,000 nested elements (50 kB),
  // and domutils' findAll shifts its own stack at each level, which is quadratic in the depth.
  const stack: AnyNode[] = [...doc.children].reverse();
  for (let n = stack.pop(); n; n = stack.pop()) {
    if (isText(n)) texts.push(n);
    if (isTag(n)) elements.push(n);
    if ('children' in n) for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  return { source, elements, texts, lineStarts, styles: new Map() };
}

/** 1-based line and column of an offset. */
export function lineColumn(s: Scan, offset: number): { line: number; column: number } {
  let lo = 0;
  let hi = s.lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (s.lineStarts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - s.lineStarts[lo] + 1 };
}

/** Where an element's start tag is: `[start, end)` with `end` just past its `>`. */
export function openTag(s: Scan, el: Element): { start: number; end: number } {
  const start = el.startIndex ?? 0;
  let quote = '';
  for (let i = start; i < s.source.length; i++) {
    const ch = s.source[i];
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '>') return { start, end: i + 1 };
  }
  return { start, end: s.source.length };
}

/** Where an attribute's value is in the source (inside its quotes), or the tag's place when it cannot be found. */
const attributePatterns = new Map<string, RegExp>();

export function attributePlace(s: Scan, el: Element, name: string): { start: number; end: number } {
  const tag = openTag(s, el);
  const text = s.source.slice(tag.start, tag.end);
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    // `name` is one of the rules' attribute names (href, src, alt, class, style), never request text. Every
    // alternative of the value either matches at once or fails at the first `>` or space, so the scan is linear.
    // eslint-disable-next-line no-restricted-syntax
    pattern = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i');
    attributePatterns.set(name, pattern);
  }
  const m = pattern.exec(text);
  if (!m) return tag;
  const quoted = m[1].startsWith('"') || m[1].startsWith("'");
  const valueStart = tag.start + m.index + m[0].length - m[1].length + (quoted ? 1 : 0);
  const value = m[2] ?? m[3] ?? m[4] ?? '';
  return { start: valueStart, end: valueStart + value.length };
}

/** Where to insert attributes into a start tag: before its `>` or `/>`. */
export function insertionPoint(s: Scan, el: Element): number {
  const { end } = openTag(s, el);
  return s.source[end - 2] === '/' ? end - 2 : end - 1;
}
