import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const ACCENTED: Record<string, string> = {
  a: 'à',
  e: 'é',
  i: 'î',
  o: 'ö',
  u: 'ü',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  z: 'ž',
  g: 'ĝ',
  t: 'ţ',
  l: 'ļ',
  k: 'ķ',
  r: 'ŕ',
  d: 'ď',
  A: 'Å',
  E: 'É',
  I: 'Î',
  O: 'Ö',
  U: 'Ü',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Z: 'Ž',
  G: 'Ĝ',
  T: 'Ţ',
  L: 'Ļ',
  K: 'Ķ',
  R: 'Ŕ',
  D: 'Ď',
};
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'A', 'E', 'I', 'O', 'U']);

/**
 * English text accented and lengthened: every vowel doubled makes words (not just sentences) about 40% longer, as
 * German's are, so a label that only fits in English shows up clipped.
 */
export function pseudoText(text: string): string {
  let out = '';
  for (const ch of text) {
    const accented = ACCENTED[ch] ?? ch;
    out += VOWELS.has(ch) ? accented + accented : accented;
  }
  return out;
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((el) => {
    if (el.type === TYPE.literal) return { ...el, value: pseudoText(el.value) };
    if (el.type === TYPE.tag) return { ...el, children: pseudoElements(el.children) };
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      const options = Object.fromEntries(Object.entries(el.options).map(([k, o]) => [k, { ...o, value: pseudoElements(o.value) }]));
      return { ...el, options };
    }
    return el;
  });
}

const literal = (value: string): MessageFormatElement => ({ type: TYPE.literal, value });

/**
 * A message in the pseudo-locale, as parsed ICU (placeholders, plurals and tags kept), in brackets to show its ends.
 * The portal's build hands the catalogues over compiled (portal/compiled-messages.ts): a string is parsed only where
 * the catalogue was not compiled (tests).
 */
export function pseudoMessage(message: string | MessageFormatElement[]): MessageFormatElement[] {
  return [literal('['), ...pseudoElements(typeof message === 'string' ? parse(message) : message), literal(']')];
}

/** A catalogue's English messages in the pseudo-locale. */
export const pseudoMessages = (
  english: Readonly<Record<string, string | MessageFormatElement[]>>,
): Record<string, MessageFormatElement[]> =>
  Object.fromEntries(Object.entries(english).map(([key, message]) => [key, pseudoMessage(message)]));
