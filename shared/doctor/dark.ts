import render from 'dom-serializer';
import { elementsIn } from '../rendering/dom-walk.js';
import { parseDocument } from 'htmlparser2';
import { darkColor, DARK_CANVAS, DARK_TEXT, parseColor, toHex } from './color.js';
import { declarations, writeDeclarations } from './css.js';

const TEXT_PROPERTIES = new Set([
  'color',
  'border-color',
  'border-top-color',
  'border-bottom-color',
  'border-left-color',
  'border-right-color',
]);
const BACKGROUND_PROPERTIES = new Set(['background-color', 'background']);

const recolour = (value: string, role: 'text' | 'background') => {
  const c = parseColor(value);
  return c ? toHex(darkColor(c, role)) : value;
};

/**
 * The body as Outlook's dark mode shows it (see `darkColor` for the recolouring): every colour in inline styles and
 * in the `bgcolor`/`color` attributes recoloured, images untouched (Outlook does not recolour images), on Outlook's
 * dark canvas. Used by the side-by-side preview.
 */
export function darkModeHtml(html: string): string {
  const doc = parseDocument(html);
  for (const el of elementsIn(doc.children)) {
    if (el.attribs.bgcolor) el.attribs.bgcolor = recolour(el.attribs.bgcolor, 'background');
    if (el.name === 'font' && el.attribs.color) el.attribs.color = recolour(el.attribs.color, 'text');
    if (el.attribs.style) {
      const decls = declarations(el.attribs.style).map((d) =>
        TEXT_PROPERTIES.has(d.property)
          ? { ...d, value: recolour(d.value, 'text') }
          : BACKGROUND_PROPERTIES.has(d.property)
            ? { ...d, value: d.value.replace(/#[0-9a-f]{3,8}\b|rgba?\([^()]*\)|\b[a-z]+\b/gi, (m) => recolour(m, 'background')) }
            : d,
      );
      el.attribs.style = writeDeclarations(decls);
    }
  }
  const body = render(doc, { encodeEntities: 'utf8' });
  return `<div style="background-color:${toHex(DARK_CANVAS)};color:${toHex(DARK_TEXT)};padding:12px">${body}</div>`;
}
