import type { default as CanIEmail } from 'caniemail/caniemail.json';

type Feature = (typeof CanIEmail)['data'][number];

/** One feature the body uses that some e-mail clients do not show as written. */
export interface CompatibilityHint {
  slug: string;
  title: string;
  url: string;
  unsupported: string[];
  partial: string[];
  notes: string[];
}

/** What a body uses, read by the browser's own HTML and CSS parsers. */
interface BodyUsage {
  doc: Document;
  declarations: CSSStyleDeclaration[];
  /** The properties as written: a shorthand (`border: 0`) is not a use of every longhand it sets (`border-image`). */
  written: Set<string>;
  atRules: Set<string>;
  cssText: string;
}

function readBody(html: string): BodyUsage {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const declarations: CSSStyleDeclaration[] = [];
  const atRules = new Set<string>();
  let cssText = '';
  doc.querySelectorAll<HTMLElement>('[style]').forEach((el) => {
    declarations.push(el.style);
    cssText += `${el.getAttribute('style')};`;
  });
  doc.querySelectorAll('style').forEach((style) => {
    const text = style.textContent ?? '';
    cssText += text;
    for (const m of text.matchAll(/@([a-z-]+)/g)) atRules.add(`@${m[1]}`);
    const sheet = new CSSStyleSheet();
    try {
      sheet.replaceSync(text);
    } catch {
      return;
    }
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule || rule instanceof CSSFontFaceRule) declarations.push(rule.style);
        if (rule instanceof CSSGroupingRule) collect(rule.cssRules);
      }
    };
    collect(sheet.cssRules);
  });
  const written = new Set([...cssText.matchAll(/(?:^|[;{\s])(-?[a-z][a-z-]*)\s*:/g)].map((m) => m[1]));
  return { doc, declarations, written, atRules, cssText };
}

const PROPERTY = /^[a-z-]+$/;
const IGNORED_ELEMENTS = new Set(['html', 'head', 'body']);

/** Whether the body uses a CSS feature, from the feature's title ("border-radius", "display:flex", "rgb()", "@media"). */
function usesCss(title: string, body: BodyUsage): boolean {
  const t = title.replace(/ (CSS )?property$/, '').trim();
  const propertyValue = /^([a-z-]+):\s*([a-z-]+)$/.exec(t);
  if (propertyValue) {
    return (
      body.written.has(propertyValue[1]) &&
      body.declarations.some((d) => d.getPropertyValue(propertyValue[1]).split(/\s+/).includes(propertyValue[2]))
    );
  }
  if (/^@[a-z-]+$/.test(t)) return body.atRules.has(t);
  if (/^[a-z-]+\(\)$/.test(t)) return body.cssText.includes(t.slice(0, -1));
  const properties = t.split(/\s*(?:,|&)\s*/);
  if (properties.every((p) => PROPERTY.test(p))) return properties.some((p) => body.written.has(p));
  return false;
}

/** Whether the body uses an HTML feature: its elements (`<table> element`, `<ul>, <ol> and <dl>`) or attributes. */
function usesHtml(f: Feature, body: BodyUsage): boolean {
  const selectors: string[] = [];
  if (f.slug === 'html-semantics' || f.slug === 'html-h1-h6')
    selectors.push(...(f.keywords ?? '').split(/,\s*/).filter((k) => PROPERTY.test(k) && k !== 'headings'));
  else if (f.slug === 'html-mailto-links') selectors.push('a[href^="mailto:"]');
  else {
    for (const m of f.title.matchAll(/<([a-z][a-z0-9]*)[^>]*>/g)) if (!IGNORED_ELEMENTS.has(m[1])) selectors.push(m[1]);
    const attributes = /^(.+?) attributes?$/.exec(f.title);
    if (attributes && !attributes[1].includes('<'))
      selectors.push(
        ...attributes[1]
          .split(/\s+and\s+|,\s*/)
          .filter((a) => PROPERTY.test(a))
          .map((a) => `[${a}]`),
      );
  }
  return selectors.some((s) => body.doc.body.querySelector(s) !== null);
}

/** The newest tested client version's support ("y", "a #1", …) and its note numbers. */
function latest(versions: Record<string, string>): { support: string; notes: string[] } {
  const keys = Object.keys(versions);
  const [support, ...marks] = (versions[keys[keys.length - 1]] ?? 'u').split(/\s+/);
  return { support, notes: marks.filter((m) => m.startsWith('#')).map((m) => m.slice(1)) };
}

function clientName(data: typeof CanIEmail, family: string, platform: string): string {
  if (family === 'outlook' && platform === 'outlook-com') return 'Outlook.com';
  const f = data.nicenames.family[family] ?? family;
  if (platform === 'desktop-webmail' || platform === 'webmail') return `${f} on the web`;
  return `${f} for ${data.nicenames.platform[platform] ?? platform}`;
}

/** Outlook first: the clients of a Microsoft 365 organisation. */
const byOutlookFirst = (a: string, b: string) => Number(b.startsWith('Outlook')) - Number(a.startsWith('Outlook')) || a.localeCompare(b);

/** The features of caniemail's data the body uses that some clients do not support (or only partly). */
export function compatibilityHints(data: typeof CanIEmail, html: string): CompatibilityHint[] {
  const body = readBody(html);
  const hints: CompatibilityHint[] = [];
  for (const f of data.data) {
    const used = f.category === 'css' ? usesCss(f.title, body) : f.category === 'html' ? usesHtml(f, body) : false;
    if (!used) continue;
    const unsupported: string[] = [];
    const partial: string[] = [];
    const noteNumbers = new Set<string>();
    for (const [family, platforms] of Object.entries(f.stats)) {
      for (const [platform, versions] of Object.entries(platforms)) {
        const { support, notes } = latest(versions);
        if (support === 'n') unsupported.push(clientName(data, family, platform));
        if (support === 'a') partial.push(clientName(data, family, platform));
        if (support === 'n' || support === 'a') notes.forEach((n) => noteNumbers.add(n));
      }
    }
    if (unsupported.length === 0 && partial.length === 0) continue;
    hints.push({
      slug: f.slug,
      title: f.title,
      url: f.url,
      unsupported: unsupported.sort(byOutlookFirst),
      partial: partial.sort(byOutlookFirst),
      // caniemail's notes are per client and often long: the first two say enough beside the link to the full table.
      notes: [...noteNumbers]
        .map((n) => f.notes_by_num?.[n])
        .filter((n): n is string => !!n)
        .slice(0, 2),
    });
  }
  // The features Outlook cannot show matter most in a Microsoft 365 organisation.
  return hints.sort(
    (a, b) => Number(b.unsupported[0]?.startsWith('Outlook') ?? false) - Number(a.unsupported[0]?.startsWith('Outlook') ?? false),
  );
}
