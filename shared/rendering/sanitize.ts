import { elementsIn, textIn } from './dom-walk.js';
import { parseDocument } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { normaliseStyle } from './inline-style.js';

const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpeg|gif);base64,[A-Z0-9+/=\s]+$/i;

const COMMON_ATTRIBUTES = [
  'style',
  'class',
  'align',
  'valign',
  'width',
  'height',
  'bgcolor',
  'color',
  'dir',
  'lang',
  'title',
  'border',
  'role',
];

/** What an e-mail signature may contain: layout and text, links and images; no script, handlers or forms. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'a',
    'abbr',
    'b',
    'big',
    'blockquote',
    'br',
    'center',
    'code',
    'del',
    'div',
    'em',
    'font',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'i',
    'img',
    'ins',
    'li',
    'ol',
    'p',
    'pre',
    's',
    'small',
    'span',
    'strike',
    'strong',
    'sub',
    'sup',
    'table',
    'tbody',
    'td',
    'tfoot',
    'th',
    'thead',
    'tr',
    'u',
    'ul',
    'col',
    'colgroup',
    'caption',
  ],
  allowedAttributes: {
    '*': COMMON_ATTRIBUTES,
    a: ['href', 'target', 'rel', 'name'],
    img: ['src', 'alt'],
    font: ['face', 'size'],
    table: ['cellpadding', 'cellspacing', 'summary'],
    td: ['colspan', 'rowspan', 'nowrap'],
    th: ['colspan', 'rowspan', 'nowrap', 'scope'],
    col: ['span'],
    colgroup: ['span'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'cid', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    '*': (tagName, attribs) => {
      if (attribs.style !== undefined) {
        // In place, so the attributes keep their order.
        const kept = normaliseStyle(tagName, attribs.style);
        if (kept === null) delete attribs.style;
        else attribs.style = kept;
      }
      return { tagName, attribs };
    },
    // An inline image may only be a bitmap: an SVG (or HTML) data URI can carry script.
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src === undefined || !/^data:/i.test(src.trim()) || SAFE_DATA_IMAGE.test(src.trim()) ? attribs : rest };
    },
  },
  // Styles are parsed as sanitize-html would, once per distinct value (`'*'` above).
  parseStyleAttributes: false,
  // Placeholders such as {{displayName}} are text to the parser and pass through untouched.
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
};

/** Sanitises template HTML on save and rendered HTML on output. */
export function sanitizeSignatureHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** `tag` and `tag attribute` occurrences of a body, counted. */
function inventory(html: string): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (k: string) => counts.set(k, (counts.get(k) ?? 0) + 1);
  for (const el of elementsIn(parseDocument(html).children)) {
    add(`<${el.name}>`);
    for (const a of Object.keys(el.attribs)) add(`${a} attribute on <${el.name}>`);
  }
  return counts;
}

type Removed = { item: string; count: number }[];

const removedFrom = (all: Map<string, number>, kept: Map<string, number>): Removed =>
  [...all].flatMap(([item, n]) => (n > (kept.get(item) ?? 0) ? [{ item, count: n - (kept.get(item) ?? 0) }] : []));

/** What sanitising took out of a body: elements and attributes, each named once with how often. */
export function removedBySanitiser(raw: string, clean: string): Removed {
  return removedFrom(inventory(raw), inventory(clean));
}

/** `removedBySanitiser` in two steps, a parse each (see rendering/turns.ts). */
export function* removedInSteps(raw: string, clean: string): Generator<void, Removed> {
  const all = inventory(raw);
  yield;
  return removedFrom(all, inventory(clean));
}

/** True when a body shows nothing: no text besides white space and no image. */
export function isBlank(html: string): boolean {
  const doc = parseDocument(html);
  if (elementsIn(doc.children, (el) => el.name === 'img').length) return false;
  return textIn(doc).replace(/\s+/g, '') === '';
}
