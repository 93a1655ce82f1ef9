import { isTag, type Element, type Text } from 'domhandler';
import { attr, type Hit, type Rule } from '../rule.js';
import { say } from '../said.js';
import type { Scan } from '../scan.js';
import { declarationsOf, type Declaration } from '../css.js';
import { contrast, darkColor, DARK_CANVAS, DARK_TEXT, LINK_LIGHT, BLACK, WHITE, over, parseColor, toHex, type Rgb } from '../color.js';

/** WCAG 2 AA: 4.5:1 for text, 3:1 for large text (24px, or 18.66px bold). */
const AA_TEXT = 4.5;
const AA_LARGE = 3;

/** An inline style's value of a property (the last declaration wins, as in a browser). */
const styleOf = (decls: readonly Declaration[], property: string): string | undefined => {
  for (let i = decls.length - 1; i >= 0; i--) if (decls[i].property === property) return decls[i].value;
  return undefined;
};

function backgroundOf(el: Element, decls: readonly Declaration[]): Rgb | null {
  const bg = styleOf(decls, 'background-color') ?? styleOf(decls, 'background')?.match(/#[0-9a-f]{3,8}\b|rgba?\([^()]*\)|\b[a-z]+\b/i)?.[0];
  return parseColor(bg ?? attr(el, 'bgcolor') ?? '') ?? null;
}

function textColourOf(el: Element, decls: readonly Declaration[]): Rgb | 'link' | null {
  const c = parseColor(styleOf(decls, 'color') ?? (el.name === 'font' ? (attr(el, 'color') ?? '') : ''));
  if (c) return c;
  return el.name === 'a' ? 'link' : null;
}

function pxOf(size: string | undefined): number | null {
  const m = /^([\d.]+)(px|pt)$/i.exec((size ?? '').trim());
  if (!m) return null;
  return m[2].toLowerCase() === 'pt' ? Number(m[1]) * (4 / 3) : Number(m[1]);
}

interface TextStyle {
  colour: Rgb | 'link' | null;
  background: Rgb | null;
  size: number | null;
  bold: boolean;
}

const NO_STYLE: TextStyle = { colour: null, background: null, size: null, bold: false };

/**
 * The colour, background and size an element's text shows with: its own inline styles, else its parent's (memoised
 * in `known` for one lint; a Map, not a WeakMap: weak keys for thousands of short-lived nodes cost the collector dear).
 */
function styleAt(s: Scan, el: Element, known: Map<Element, TextStyle>): TextStyle {
  // The unknown ancestors are gathered first and styled from the top down: a recursion per level overflowed the
  // call stack on 10,000 nested elements.
  const chain: Element[] = [];
  let parent = NO_STYLE;
  for (let at: Element | null = el; at; at = at.parent && isTag(at.parent) ? at.parent : null) {
    const memo = known.get(at);
    if (memo) {
      parent = memo;
      break;
    }
    chain.push(at);
  }
  for (let i = chain.length - 1; i >= 0; i--) parent = ownStyle(s, chain[i], parent, known);
  return parent;
}

function ownStyle(s: Scan, el: Element, parent: TextStyle, known: Map<Element, TextStyle>): TextStyle {
  const decls = declarationsOf(s, el);
  const own: TextStyle = {
    colour: textColourOf(el, decls) ?? parent.colour,
    background: backgroundOf(el, decls) ?? parent.background,
    size: pxOf(styleOf(decls, 'font-size')) ?? parent.size,
    bold: parent.bold || el.name === 'b' || el.name === 'strong' || /^(?:bold|[6-9]00)$/.test(styleOf(decls, 'font-weight') ?? ''),
  };
  known.set(el, own);
  return own;
}

const isLarge = (t: TextStyle) => t.size !== null && (t.size >= 24 || (t.bold && t.size >= 18.66));

const VISIBLE = /\S/;
/** Whether a text shows something besides spaces and placeholders (tested without copying the text where it can be). */
const shown = (t: Text) => {
  const d = t.data.includes('{{') ? t.data.replace(/\{\{[^{}]*\}\}/g, '') : t.data;
  return VISIBLE.test(d.includes('&nbsp;') ? d.replace(/&nbsp;/g, '') : d);
};

/** The texts the contrast rules judge, each with the style it shows in: found once per lint for both rules. */
const judged = new WeakMap<Scan, { text: Text; style: TextStyle }[]>();
function judgedTexts(s: Scan) {
  let list = judged.get(s);
  if (list) return list;
  list = [];
  const seen = new Set<Element>();
  const known = new Map<Element, TextStyle>();
  for (const t of s.texts) {
    const parent = t.parent as Element | null;
    if (!parent || !isTag(parent) || seen.has(parent) || !shown(t)) continue;
    seen.add(parent);
    list.push({ text: t, style: styleAt(s, parent, known) });
  }
  judged.set(s, list);
  return list;
}

function contrastRule(mode: 'light' | 'dark'): Rule {
  return {
    id: mode === 'light' ? 'contrast-light' : 'contrast-dark',
    severity: 'warning',
    clients: mode === 'light' ? 'all' : ['outlook-windows', 'outlook-mac', 'outlook-web', 'outlook-ios', 'outlook-android'],
    title: mode === 'light' ? 'Text contrast below WCAG AA' : "Text contrast below WCAG AA in Outlook's dark mode",
    check: (s) => {
      const hits: Hit[] = [];
      for (const { text: t, style } of judgedTexts(s)) {
        let fg: Rgb;
        let bg: Rgb;
        if (mode === 'light') {
          bg = style.background ? over(style.background, WHITE) : WHITE;
          fg = style.colour === 'link' ? LINK_LIGHT : (style.colour ?? BLACK);
        } else {
          bg = style.background ? over(darkColor(style.background, 'background'), DARK_CANVAS) : DARK_CANVAS;
          fg = style.colour === 'link' ? darkColor(LINK_LIGHT, 'text') : style.colour ? darkColor(style.colour, 'text') : DARK_TEXT;
        }
        fg = over(fg, bg);
        const ratio = contrast(fg, bg);
        const needed = isLarge(style) ? AA_LARGE : AA_TEXT;
        if (ratio >= needed) continue;
        hits.push({
          start: t.startIndex ?? 0,
          end: t.endIndex === null ? (t.startIndex ?? 0) : t.endIndex + 1,
          message: say(mode === 'dark' ? 'contrastDark' : 'contrastLight', { fg: toHex(fg), bg: toHex(bg), ratio, needed }),
        });
      }
      return hits;
    },
  };
}

export const contrastLight = contrastRule('light');
export const contrastDark = contrastRule('dark');
