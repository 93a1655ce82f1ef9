import colorString from 'color-string';

/** An sRGB colour, channels 0..255, alpha 0..1. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
  a: number;
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255, a: 1 };
export const BLACK: Rgb = { r: 0, g: 0, b: 0, a: 1 };

/** A CSS colour value (hex, rgb(), hsl(), a keyword), or null for anything else (`inherit`, `currentColor`, a typo). */
export function parseColor(value: string): Rgb | null {
  let known = parsedColours.get(value);
  if (known === undefined) {
    const v = colorString.get.rgb(value.trim());
    known = v ? { r: v[0], g: v[1], b: v[2], a: v[3] ?? 1 } : null;
    if (parsedColours.size >= PARSED_COLOURS_MAX) parsedColours.clear();
    parsedColours.set(value, known);
  }
  return known;
}

/** A template names a few colours many times: each is parsed once (the answers are never changed by their callers). */
const parsedColours = new Map<string, Rgb | null>();
const PARSED_COLOURS_MAX = 2000;

export const toHex = ({ r, g, b }: Rgb) => colorString.to.hex(Math.round(r), Math.round(g), Math.round(b)) ?? '#000000';

const linear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance. */
const luminance = ({ r, g, b }: Rgb) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** WCAG 2 contrast ratio (1..21). */
export function contrast(a: Rgb, b: Rgb): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** A colour with alpha over an opaque background. */
export const over = (fg: Rgb, bg: Rgb): Rgb => ({
  r: fg.r * fg.a + bg.r * (1 - fg.a),
  g: fg.g * fg.a + bg.g * (1 - fg.a),
  b: fg.b * fg.a + bg.b * (1 - fg.a),
  a: 1,
});

function toHsl({ r, g, b }: Rgb): [number, number, number] {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return [h * 60, s, l];
}

function fromHsl(h: number, s: number, l: number, a: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const f = (n: number) => l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return { r: f(0) * 255, g: f(8) * 255, b: f(4) * 255, a };
}

/** The canvas and default text of Outlook's dark mode (the reading pane of Outlook for Windows and on the web). */
export const DARK_CANVAS: Rgb = { r: 0x1f, g: 0x1f, b: 0x1f, a: 1 };
export const DARK_TEXT: Rgb = { r: 0xff, g: 0xff, b: 0xff, a: 1 };
/** Outlook's default link colour in light mode, and the one it shows in dark mode. */
export const LINK_LIGHT: Rgb = { r: 0x05, g: 0x63, b: 0xc1, a: 1 };

/**
 * How Outlook's dark mode ("full colour inversion", Outlook for Windows, on the web and for Mac) recolours a colour, as
 * observed: hue and saturation are kept and only lightness moves. A light background (HSL lightness above 0.5) is
 * inverted (L → 1 − L) and never darker than the dark canvas; a dark background is kept. Dark text (lightness below
 * 0.5) is inverted and lifted to at least 0.6 lightness; light text is kept. Mid tones therefore barely move, which
 * is exactly where dark mode loses contrast (dark text on a mid-tone brand colour turns light on the same colour).
 */
export function darkColor(c: Rgb, role: 'text' | 'background'): Rgb {
  const [h, s, l] = toHsl(c);
  if (role === 'background') {
    if (l <= 0.5) return c;
    return fromHsl(h, s, Math.max(1 - l, toHsl(DARK_CANVAS)[2]), c.a);
  }
  if (l >= 0.5) return c;
  return fromHsl(h, s, Math.max(1 - l, 0.6), c.a);
}
