/**
 * Renders a design with a brand kit to e-mail-safe template HTML (placeholders left for the per-person render):
 * nested tables with role="presentation", inline styles only, width and height on every image, no classes, no
 * <style>, no SVG, table-cell buttons (the sanitiser drops comments, so no conditional comments or VML). Pure and
 * browser-safe: the portal's preview runs it too.
 */
import { scanMustacheTags } from '../rendering/mustache-tags.js';
import { SERVICE_PLACEHOLDER } from '../rendering/vocabulary.js';
import type {
  Align,
  Block,
  BrandKit,
  ButtonBlock,
  Colour,
  ColumnsBlock,
  Design,
  IconColour,
  LeafBlock,
  Padding,
  SocialNetwork,
  TextStyle,
} from './schema.js';
import type { z } from 'zod';
import { escapeHtml } from '../rendering/escape.js';

/** Where the social icons are served on the service's origin: `<path>/<network>-<colour>.png`. */
export const SOCIAL_ICON_PATH = '/static/social';
/** The row of a design's banner slot; composition puts the campaign banners in it (or removes it: none to show). */
export const BANNER_SLOT = '<tr><td title="banner-slot"></td></tr>';

/**
 * `html` with `content` spliced in place of its first banner slot (any further slot removed). By index, never through
 * a replacement pattern: `$'` or `$&` in a banner stays text instead of pulling in the markup around the slot.
 */
export function fillBannerSlot(html: string, content: string): string {
  const at = html.indexOf(BANNER_SLOT);
  if (at < 0) return html;
  return (
    html.slice(0, at) +
    content +
    html
      .slice(at + BANNER_SLOT.length)
      .split(BANNER_SLOT)
      .join('')
  );
}

interface RenderOptions {
  /** The service's origin (`https://signatures.example`), for the social icons. */
  iconBaseUrl: string;
}

export const NETWORK_LABELS: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  x: 'X',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  github: 'GitHub',
  tiktok: 'TikTok',
};

/** URL of a social icon PNG (served at twice the size it is shown). */
export const socialIconUrl = (base: string, network: SocialNetwork, colour: IconColour) =>
  `${base.replace(/(?<!\/)\/+$/, '')}${SOCIAL_ICON_PATH}/${network}-${colour}.png`;

const TABLE = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';
const table = (inner: string, attrs = '', style = '') =>
  `<table ${TABLE}${attrs ? ` ${attrs}` : ''} style="border-collapse:collapse;${style}">${inner}</table>`;

const PLACEHOLDER_NAME = /^[\w.]+$/;

/**
 * The placeholders a text always shows: `{{x}}` outside any section (a section's content already hides when its value
 * is empty). One pass over the tags; a section runs to the first close of its name, and one never closed hides nothing.
 */
export function placeholdersIn(text: string): string[] {
  const { tags } = scanMustacheTags(text);
  const closes = new Map<string, number[]>();
  tags.forEach((t, k) => {
    if (t.sigil !== '/') return;
    const list = closes.get(t.name);
    if (list) list.push(k);
    else closes.set(t.name, [k]);
  });
  /** Per name, how many of its closes lie behind the scan (they only ever move forward: linear overall). */
  const passed = new Map<string, number>();
  const names = new Set<string>();
  for (let k = 0; k < tags.length; k++) {
    const { sigil, name } = tags[k];
    if (!PLACEHOLDER_NAME.test(name)) continue;
    if (sigil === '#' || sigil === '^') {
      const list = closes.get(name) ?? [];
      let p = passed.get(name) ?? 0;
      while (p < list.length && list[p] < k) p++;
      passed.set(name, p);
      if (p < list.length) k = list[p];
    } else if (sigil === '') names.add(name);
  }
  return [...names];
}

/** `html` shown only when every placeholder named in `text` has a value for the person. */
const whenAll = (names: string[], html: string) => names.reduceRight((inner, n) => `{{#${n}}}${inner}{{/${n}}}`, html);

const ZERO: Padding = { top: 0, right: 0, bottom: 0, left: 0 };
const DEFAULT_PADDING: Partial<Record<Block['type'], Padding>> = {
  text: { top: 0, right: 0, bottom: 2, left: 0 },
  vcard: { top: 2, right: 0, bottom: 2, left: 0 },
  link: { top: 2, right: 0, bottom: 2, left: 0 },
  social: { top: 6, right: 0, bottom: 6, left: 0 },
  button: { top: 8, right: 0, bottom: 8, left: 0 },
  divider: { top: 8, right: 0, bottom: 8, left: 0 },
  image: { top: 0, right: 0, bottom: 8, left: 0 },
  photo: { top: 0, right: 0, bottom: 8, left: 0 },
};
const paddingOf = (b: Block) => b.padding ?? DEFAULT_PADDING[b.type] ?? ZERO;
const px = (n: number) => (n ? `${n}px` : '0');
const cssPadding = (p: Padding) => `padding:${px(p.top)} ${px(p.right)} ${px(p.bottom)} ${px(p.left)}`;

/** Where a block's output sits in the rendered HTML: `[start, end)`. A columns block's range holds its blocks' ranges. */
export interface BlockPlace {
  id: string;
  start: number;
  end: number;
}

// Marks around each block's output while its places are recorded: private-use characters, taken out again after.
const OPEN = '\uE000';
const NAMED = '\uE001';
const CLOSE = '\uE002';
const MARKS = /[\uE000-\uE002]/;
const MARK = /[\uE000\uE002]/g;

class Renderer {
  constructor(
    private readonly design: Design,
    private readonly kit: BrandKit,
    private readonly options: RenderOptions,
    private readonly marked = false,
  ) {}

  colour(c: Colour): string {
    return typeof c === 'string' ? c.toLowerCase() : this.kit.colours[c.brand];
  }

  get font() {
    return this.design.page.font ?? this.kit.font;
  }

  textCss(style: TextStyle = {}, extra = ''): string {
    const p = this.design.page;
    const size = style.size ?? p.size;
    return [
      `font-family:${style.font ?? this.font}`,
      `font-size:${size}px`,
      `line-height:${Math.round(size * 1.4)}px`,
      `color:${this.colour(style.colour ?? p.colour)}`,
      style.bold ? 'font-weight:bold' : '',
      style.italic ? 'font-style:italic' : '',
      extra,
    ]
      .filter(Boolean)
      .join(';');
  }

  link(href: string, inner: string, css: string) {
    return `<a href="${escapeHtml(href)}" target="_blank" style="${css}">${inner}</a>`;
  }

  linkCss(style: TextStyle = {}) {
    return `color:${this.colour(style.colour ?? this.design.page.linkColour)};text-decoration:none`;
  }

  /** A block as a table row of `width` pixels (null when it shows nothing), marked with its id when places are recorded. */
  row(b: Block, width: number): string | null {
    const html = this.blockRow(b, width);
    return html !== null && this.marked ? `${OPEN}${b.id}${NAMED}${html}${CLOSE}` : html;
  }

  blockRow(b: Block, width: number): string | null {
    const pad = paddingOf(b);
    const inner = width - pad.left - pad.right;
    const cell = (html: string, css = '') =>
      `<tr><td align="${b.align ?? 'left'}" valign="top" style="${cssPadding(pad)}${css ? `;${css}` : ''}">${html}</td></tr>`;
    switch (b.type) {
      case 'text': {
        const text = escapeHtml(b.text);
        const html = b.link ? this.link(b.link, text, this.linkCss(b.style)) : text;
        const line = cell(html, this.textCss(b.style));
        return b.hideWhenEmpty ? whenAll(placeholdersIn(b.text), line) : line;
      }
      case 'image': {
        const img = this.image(b, inner);
        return img ? cell(img) : null;
      }
      case 'photo': {
        // A round photo is the photo cut round as pixels: Outlook for Windows ignores border-radius.
        const url = b.round ? SERVICE_PLACEHOLDER.roundPhoto : SERVICE_PLACEHOLDER.photo;
        const img = `<img src="{{${url}}}" width="${b.size}" height="${b.size}" alt="${escapeHtml(b.alt)}" style="display:block;border:0;outline:none;width:${b.size}px;height:${b.size}px" />`;
        return `{{#${url}}}${cell(b.link ? this.link(b.link, img, 'text-decoration:none') : img)}{{/${url}}}`;
      }
      case 'social': {
        const colour = b.colour ?? this.kit.iconColour;
        const icons = b.items.flatMap((item) => {
          const url = item.network === 'custom' ? item.url : (item.url ?? this.kit.social[item.network]);
          if (!url) return [];
          const [src, alt] =
            item.network === 'custom'
              ? [`cid:${item.icon}`, item.label]
              : [socialIconUrl(this.options.iconBaseUrl, item.network, colour), NETWORK_LABELS[item.network]];
          const img = `<img src="${escapeHtml(src)}" width="${b.iconSize}" height="${b.iconSize}" alt="${escapeHtml(alt)}" style="display:block;border:0;outline:none;width:${b.iconSize}px;height:${b.iconSize}px" />`;
          return [this.link(url, img, 'text-decoration:none')];
        });
        if (icons.length === 0) return null;
        const cells = icons.map((icon, i) => `<td style="padding:0 ${px(i < icons.length - 1 ? b.gap : 0)} 0 0">${icon}</td>`).join('');
        return cell(table(`<tr>${cells}</tr>`, alignAttr(b.align)));
      }
      case 'divider': {
        const w = Math.min(b.width ?? inner, inner);
        const line = `<tr><td height="${b.thickness}" style="border-top:${b.thickness}px solid ${this.colour(b.colour)};font-size:1px;line-height:1px;height:${b.thickness}px">&nbsp;</td></tr>`;
        return cell(table(line, `width="${w}"${alignAttr(b.align) ? ` ${alignAttr(b.align)}` : ''}`, `width:${w}px`));
      }
      case 'spacer':
        return `<tr><td height="${b.height}" style="height:${b.height}px;font-size:${b.height}px;line-height:${b.height}px">&nbsp;</td></tr>`;
      case 'button': {
        const button = this.button(b);
        return button ? cell(button) : null;
      }
      case 'vcard': {
        const card = SERVICE_PLACEHOLDER.card;
        return `{{#${card}}}${cell(this.link(`{{${card}}}`, escapeHtml(b.text), this.linkCss(b.style)), this.textCss(b.style))}{{/${card}}}`;
      }
      case 'link': {
        const url = b.url ?? (b.kind === 'website' ? this.kit.website : undefined);
        if (!url) return null;
        const html = cell(this.link(url, escapeHtml(b.text), this.linkCss(b.style)), this.textCss(b.style));
        // A link held in a profile field: left out for a person who has none.
        return placeholdersIn(url).length ? whenAll(placeholdersIn(url), html) : html;
      }
      case 'banner':
        return BANNER_SLOT;
      case 'footer':
        // Footers are composed after the signature by the service; the slot shows where in the designer only.
        return null;
      case 'columns':
        return cell(this.columns(b, inner));
    }
  }

  image(b: Extract<LeafBlock, { type: 'image' }>, maxWidth: number): string | null {
    const logo = b.asset ? null : this.kit.logo;
    const asset = b.asset ?? logo?.asset;
    if (!asset) return null;
    let width = b.width ?? logo?.width ?? 0;
    let height = b.height ?? logo?.height ?? 0;
    if (logo && b.width !== undefined && b.height === undefined) height = Math.round((logo.height * b.width) / logo.width);
    if (logo && b.height !== undefined && b.width === undefined) width = Math.round((logo.width * b.height) / logo.height);
    if (width > maxWidth) {
      height = Math.max(1, Math.round((height * maxWidth) / width));
      width = maxWidth;
    }
    const alt = b.alt || logo?.alt || '';
    const img = `<img src="cid:${escapeHtml(asset)}" width="${width}" height="${height}" alt="${escapeHtml(alt)}" style="display:block;border:0;outline:none;width:${width}px;height:${height}px" />`;
    const href = b.link ?? logo?.link;
    return href ? this.link(href, img, 'text-decoration:none') : img;
  }

  button(b: z.infer<typeof ButtonBlock>): string | null {
    const text = b.text ?? this.kit.cta?.text;
    const url = b.url ?? this.kit.cta?.url;
    if (!text || !url) return null;
    const bg = this.colour(b.background);
    const fg = this.colour(b.textColour);
    const padV = Math.round(b.size * 0.7);
    const padH = Math.round(b.size * 1.3);
    const a = this.link(
      url,
      escapeHtml(text),
      `display:inline-block;color:${fg};text-decoration:none;font-family:${this.font};font-size:${b.size}px;line-height:${Math.round(b.size * 1.2)}px;font-weight:bold`,
    );
    const td = `<td align="center" bgcolor="${bg}" style="background-color:${bg};border-radius:${b.radius}px;padding:${padV}px ${padH}px">${a}</td>`;
    return table(`<tr>${td}</tr>`, alignAttr(b.align));
  }

  columns(b: ColumnsBlock, width: number): string {
    const left = Math.min(b.leftWidth, width - 40);
    const right = Math.max(40, width - left - b.gap);
    // Two tables aligned left sit side by side where there is room and stack where there is not, with no classes or
    // media queries. `max-width:100%` lets a column narrow to a phone's width, inside a fixed-layout table that does
    // not widen to the columns' widths (else the message scrolls sideways on a phone); Outlook for Windows ignores
    // both and keeps the widths the attributes give, side by side.
    const column = (blocks: readonly LeafBlock[], w: number, gap: number) => {
      const rows = blocks.map((c) => this.row(c, w)).filter((r): r is string => r !== null);
      // The inner table fills its column (`width:100%`, of the column's fixed width in Outlook), so it does not hold
      // the column at its full width on a phone.
      const inner = table(rows.join('') || '<tr><td></td></tr>', `width="${w}"`, 'width:100%');
      return table(
        `<tr><td valign="${b.valign}" style="padding:0 ${px(gap)} 0 0">${inner}</td></tr>`,
        `align="left" width="${w + gap}"`,
        `width:${w + gap}px;max-width:100%`,
      );
    };
    return table(
      `<tr><td>${column(b.left, left, b.gap)}${column(b.right, right, 0)}</td></tr>`,
      'width="100%"',
      'width:100%;table-layout:fixed',
    );
  }

  render(): string {
    const p = this.design.page;
    const rows = this.design.blocks.map((b) => this.row(b, p.width)).filter((r): r is string => r !== null);
    const bg = p.background ? `;background-color:${this.colour(p.background)}` : '';
    const bgAttr = p.background ? ` bgcolor="${this.colour(p.background)}"` : '';
    return table(
      rows.join(''),
      `width="100%"${bgAttr}`,
      `max-width:${p.width}px;font-family:${this.font};color:${this.colour(p.colour)}${bg}`,
    );
  }
}

const alignAttr = (a: Align | undefined) => (a && a !== 'left' ? `align="${a}"` : '');

/** The template HTML of a design, with the brand kit's colours, fonts, logo, profiles and call to action applied. */
export function renderDesign(design: Design, kit: BrandKit, options: RenderOptions): string {
  return new Renderer(design, kit, options).render();
}

/**
 * The same HTML as `renderDesign`, with where each block's output sits in it (for the doctor's findings, which point
 * at places in the HTML, to name the block they come from). A design holding the marks' own characters (none can be
 * typed) gets no places.
 */
export function renderDesignPlaces(design: Design, kit: BrandKit, options: RenderOptions): { html: string; places: BlockPlace[] } {
  if (MARKS.test(JSON.stringify([design, kit]))) return { html: renderDesign(design, kit, options), places: [] };
  const marked = new Renderer(design, kit, options, true).render();
  const places: BlockPlace[] = [];
  const open: BlockPlace[] = [];
  let html = '';
  let from = 0;
  for (const m of marked.matchAll(MARK)) {
    html += marked.slice(from, m.index);
    if (m[0] === OPEN) {
      const named = marked.indexOf(NAMED, m.index);
      const place = { id: marked.slice(m.index + 1, named), start: html.length, end: html.length };
      open.push(place);
      places.push(place);
      from = named + 1;
    } else {
      open.pop()!.end = html.length;
      from = m.index + 1;
    }
  }
  html += marked.slice(from);
  return { html, places };
}

/** The innermost block whose output holds `offset`, or null (the signature's own table: a whole-signature finding). */
export function blockAt(places: readonly BlockPlace[], offset: number): string | null {
  let best: BlockPlace | null = null;
  for (const p of places) if (p.start <= offset && offset < p.end && (!best || p.end - p.start < best.end - best.start)) best = p;
  return best?.id ?? null;
}
