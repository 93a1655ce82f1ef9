import { isTag, isText, type AnyNode, type Element } from 'domhandler';

/**
 * Tree walks in time linear in the number of nodes, whatever the depth. domutils' `findAll` shifts an array stack at
 * each level (quadratic in the depth: 40,000 nested `<div>`s, 200 kB, took seconds) and its `textContent` recurses (a
 * body of 10,000 nested elements overflowed the call stack). Request bodies choose their depth, so every walk over a
 * parsed body goes through here.
 */
export function elementsIn(nodes: AnyNode | readonly AnyNode[], test: (el: Element) => boolean = () => true): Element[] {
  const found: Element[] = [];
  const stack: AnyNode[] = Array.isArray(nodes) ? [...(nodes as readonly AnyNode[])].reverse() : [nodes as AnyNode];
  for (let n = stack.pop(); n; n = stack.pop()) {
    if (isTag(n) && test(n)) found.push(n);
    if ('children' in n) for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return found;
}

/** The text of nodes and their descendants in document order (comments hold none), as domutils' `textContent`. */
export function textIn(nodes: AnyNode | readonly AnyNode[]): string {
  const parts: string[] = [];
  const stack: AnyNode[] = Array.isArray(nodes) ? [...(nodes as readonly AnyNode[])].reverse() : [nodes as AnyNode];
  for (let n = stack.pop(); n; n = stack.pop()) {
    if (isText(n)) parts.push(n.data);
    else if ('children' in n) for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return parts.join('');
}
