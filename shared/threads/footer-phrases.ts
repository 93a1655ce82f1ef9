/**
 * The footers phones and mail apps write under a message, as they write them, in the product's languages (English,
 * German, French, Spanish, Dutch): lower-case, spaces single, without a final full stop. A line is a footer only when
 * it is one of these exactly.
 */
export const MOBILE_FOOTERS: ReadonlySet<string> = new Set([
  // Apple Mail on iPhone and iPad.
  'sent from my iphone',
  'sent from my ipad',
  'von meinem iphone gesendet',
  'von meinem ipad gesendet',
  'envoyé de mon iphone',
  'envoyé de mon ipad',
  'enviado desde mi iphone',
  'enviado desde mi ipad',
  'verstuurd vanaf mijn iphone',
  'verstuurd vanaf mijn ipad',
  'verzonden vanaf mijn iphone',
  'verzonden vanaf mijn ipad',
  // Outlook for iOS and Android.
  'get outlook for ios',
  'get outlook for android',
  'outlook für ios beziehen',
  'outlook für android beziehen',
  'obtenir outlook pour ios',
  'obtenir outlook pour android',
  'obtener outlook para ios',
  'obtener outlook para android',
  'outlook voor ios downloaden',
  'outlook voor android downloaden',
  // Samsung Email.
  'sent from my galaxy',
  'sent from my samsung galaxy smartphone',
  'von meinem galaxy gesendet',
  'von meinem samsung galaxy smartphone gesendet',
  'envoyé de mon galaxy',
  'envoyé depuis mon appareil galaxy',
  'enviado desde mi galaxy',
  'enviado desde mi smartphone samsung galaxy',
  'verzonden vanaf mijn galaxy',
  'verzonden vanaf mijn samsung galaxy-smartphone',
  // Mail for Windows.
  'sent from mail for windows',
  'sent from mail for windows 10',
  'gesendet von mail für windows',
  'gesendet von mail für windows 10',
  'envoyé à partir de courrier pour windows',
  'envoyé à partir de courrier pour windows 10',
  'enviado desde correo para windows',
  'enviado desde correo para windows 10',
  'verzonden vanuit e-mail voor windows',
  'verzonden vanuit e-mail voor windows 10',
  'verzonden vanuit mail voor windows',
  'verzonden vanuit mail voor windows 10',
]);

/** The longest footer line looked at (longer text is never one). */
export const MAX_FOOTER_CHARS = 120;

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\u00a0';

/**
 * A line as the footers are written above: lower-case, runs of spaces as one, ends trimmed, a final `.` or `!`
 * dropped, and a link's address in angle brackets (`Get Outlook for iOS<https://aka.ms/o0ukef>`, the text part of
 * Outlook's footer) left out. One pass.
 */
export function footerKey(line: string): string {
  let out = '';
  let inAngle = false;
  let space = false;
  for (const c of line) {
    if (inAngle) {
      if (c === '>') inAngle = false;
      continue;
    }
    if (c === '<') {
      inAngle = true;
      space = true;
      continue;
    }
    if (isSpace(c)) {
      space = true;
      continue;
    }
    if (space && out) out += ' ';
    space = false;
    out += c;
  }
  out = out.toLowerCase();
  while (out.endsWith('.') || out.endsWith('!')) out = out.slice(0, -1).trimEnd();
  return out;
}

export const isMobileFooter = (line: string): boolean => line.length <= MAX_FOOTER_CHARS * 4 && MOBILE_FOOTERS.has(footerKey(line));
