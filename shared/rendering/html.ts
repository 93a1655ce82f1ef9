import render from 'dom-serializer';
import { findAll } from 'domutils';
import { parseDocument } from 'htmlparser2';

const CID = /^cid:(.+)$/i;
/** Text and attributes were decoded by the parser: encode the markup characters again on the way out. */
const SERIALIZE = { encodeEntities: 'utf8' } as const;

/** Names of uploaded images a body refers to as `<img src="cid:<name>">`. */
export function referencedImages(html: string): string[] {
  const doc = parseDocument(html);
  const names = findAll((el) => el.name === 'img' && CID.test(el.attribs.src ?? ''), doc.children).map(
    (el) => CID.exec(el.attribs.src)![1],
  );
  return [...new Set(names)];
}

/** Rewrites the `src` of every `<img>` whose source `map` answers for; others stay as they are. */
export function mapImageSources(html: string, map: (src: string) => string | undefined): string {
  const doc = parseDocument(html);
  let changed = false;
  for (const img of findAll((el) => el.name === 'img' && !!el.attribs.src, doc.children)) {
    const next = map(img.attribs.src);
    if (next !== undefined) {
      img.attribs.src = next;
      changed = true;
    }
  }
  return changed ? render(doc, SERIALIZE) : html;
}

/** Rewrites every link's `href` that `map` answers for. */
export function mapLinks(html: string, map: (href: string) => string | undefined): string {
  const doc = parseDocument(html);
  let changed = false;
  for (const a of findAll((el) => el.name === 'a' && !!el.attribs.href, doc.children)) {
    const next = map(a.attribs.href);
    if (next !== undefined) {
      a.attribs.href = next;
      changed = true;
    }
  }
  return changed ? render(doc, SERIALIZE) : html;
}

export const cidName = (src: string) => CID.exec(src)?.[1];
