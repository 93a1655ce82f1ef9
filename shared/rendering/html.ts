import render from 'dom-serializer';
import { elementsIn } from './dom-walk.js';
import { parseDocument } from 'htmlparser2';

const CID = /^cid:(.+)$/i;
/** Text and attributes were decoded by the parser: encode the markup characters again on the way out. */
const SERIALIZE = { encodeEntities: 'utf8' } as const;

/** Names of uploaded images a body refers to as `<img src="cid:<name>">`. */
export function referencedImages(html: string): string[] {
  const doc = parseDocument(html);
  const names = elementsIn(doc.children, (el) => el.name === 'img' && CID.test(el.attribs.src ?? '')).map(
    (el) => CID.exec(el.attribs.src)![1],
  );
  return [...new Set(names)];
}

/** Rewrites one attribute of every element of a kind that `map` answers for; others stay as they are. */
function mapAttribute(html: string, tag: string, attribute: string, map: (value: string) => string | undefined): string {
  const doc = parseDocument(html);
  let changed = false;
  for (const el of elementsIn(doc.children, (e) => e.name === tag && !!e.attribs[attribute])) {
    const next = map(el.attribs[attribute]);
    if (next !== undefined) {
      el.attribs[attribute] = next;
      changed = true;
    }
  }
  return changed ? render(doc, SERIALIZE) : html;
}

/** Rewrites the `src` of every `<img>` whose source `map` answers for. */
export const mapImageSources = (html: string, map: (src: string) => string | undefined) => mapAttribute(html, 'img', 'src', map);

/** Rewrites every link's `href` that `map` answers for. */
export const mapLinks = (html: string, map: (href: string) => string | undefined) => mapAttribute(html, 'a', 'href', map);

/** Every link target of a body, in order of appearance. */
export function linkTargets(html: string): string[] {
  return elementsIn(parseDocument(html).children, (el) => el.name === 'a' && !!el.attribs.href).map((a) => a.attribs.href);
}

export const cidName = (src: string) => CID.exec(src)?.[1];
