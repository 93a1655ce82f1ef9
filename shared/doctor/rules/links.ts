import { textIn } from '../../rendering/dom-walk.js';
import { attributePlace, openTag } from '../scan.js';
import { attr, imagesOf, linksOf, type Hit, type Rule } from '../rule.js';
import { say } from '../said.js';

/** Tracked links past this count look like a marketing mail to spam filters. */
const TRACKED_LINKS_WARN = 10;

const hasPlaceholder = (v: string) => v.includes('{{');

export const insecureUrl: Rule = {
  id: 'insecure-url',
  severity: 'warning',
  clients: 'all',
  title: 'Image and link URLs over plain http',
  check: (s) =>
    [...imagesOf(s).map((e) => [e, 'src'] as const), ...linksOf(s).map((e) => [e, 'href'] as const)]
      .filter(([e, a]) => /^\s*http:\/\//i.test(attr(e, a) ?? ''))
      .map(([e, a]) => {
        const place = attributePlace(s, e, a);
        const at = s.source.indexOf(':', place.start);
        return {
          ...place,
          message: say(e.name === 'img' ? 'insecureImage' : 'insecureLink'),
          fix: { label: say('fixUseHttps'), edits: [{ start: place.start, end: at, text: 'https' }] },
        };
      }),
};

export const scriptUrl: Rule = {
  id: 'script-url',
  severity: 'error',
  clients: 'all',
  title: 'javascript: URLs, and data: URLs in links',
  check: (s) => {
    const hits: Hit[] = [];
    for (const e of s.elements) {
      for (const a of ['href', 'src'] as const) {
        const v = (attr(e, a) ?? '').trim().toLowerCase();
        if (v.startsWith('javascript:')) hits.push({ ...attributePlace(s, e, a), message: say('javascriptUrl') });
        else if (v.startsWith('data:') && a === 'href') hits.push({ ...attributePlace(s, e, a), message: say('dataLink') });
      }
    }
    return hits;
  },
};

const EMAIL = /^[^\s@<>(),;:"[\]]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

/** Whether a `mailto:` target is addresses (comma-separated) and an optional query; placeholders are not judged. */
function validMailto(href: string): boolean {
  const rest = href.slice('mailto:'.length);
  if (hasPlaceholder(rest)) return true;
  const [to, query] = rest.split('?', 2);
  const addresses = decodeURIComponentSafe(to)
    .split(',')
    .map((a) => a.trim());
  return addresses.every((a) => EMAIL.test(a)) && (query === undefined || /^[^=&]+=[^&]*(?:&[^=&]+=[^&]*)*$/.test(query));
}

/** Whether a `tel:` target is a dialable number: digits, an optional leading +, visual separators. */
function validTel(href: string): boolean {
  const rest = decodeURIComponentSafe(href.slice('tel:'.length)).trim();
  if (hasPlaceholder(rest)) return true;
  return /^\+?[0-9 ().-]+$/.test(rest) && rest.replace(/\D/g, '').length >= 3 && rest.replace(/\D/g, '').length <= 15;
}

function decodeURIComponentSafe(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

export const malformedContactLink: Rule = {
  id: 'contact-link-malformed',
  severity: 'warning',
  clients: 'all',
  title: 'Malformed mailto: and tel: links',
  check: (s) =>
    linksOf(s).flatMap((a) => {
      const href = (attr(a, 'href') ?? '').trim();
      if (/^mailto:/i.test(href) && !validMailto(href)) return [{ ...attributePlace(s, a, 'href'), message: say('badMailto', { href }) }];
      if (/^tel:/i.test(href) && !validTel(href)) return [{ ...attributePlace(s, a, 'href'), message: say('badTel', { href }) }];
      return [];
    }),
};

export const trackedLinks: Rule = {
  id: 'tracked-links',
  severity: 'info',
  clients: 'all',
  title: 'How many links are tracked',
  check: (s, ctx) => {
    if (!ctx.tracking) return [];
    const tracked = linksOf(s).filter((a) => /^https?:\/\//i.test((attr(a, 'href') ?? '').trim()));
    if (tracked.length === 0) return [];
    const many = tracked.length > TRACKED_LINKS_WARN;
    return [
      {
        ...openTag(s, tracked[0]),
        whole: true,
        message: many
          ? say('trackedLinksMany', { count: tracked.length, most: TRACKED_LINKS_WARN })
          : say('trackedLinks', { count: tracked.length }),
      },
    ];
  },
};

const DOMAIN_TEXT = /^(?:https?:\/\/)?((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,})(?:[/:?#]\S*)?$/i;
const bare = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** The host a link's text shows ("example.com", "https://www.example.com/x"), or null when the text is no address. */
function shownDomain(text: string): string | null {
  const m = DOMAIN_TEXT.exec(text.trim());
  return m && !text.includes('@') ? bare(m[1]) : null;
}

export const linkDomainMismatch: Rule = {
  id: 'link-domain-mismatch',
  severity: 'warning',
  clients: 'all',
  title: "Link text showing one domain while the link goes to another's",
  check: (s) =>
    linksOf(s).flatMap((a) => {
      const shown = shownDomain(textIn(a));
      const href = (attr(a, 'href') ?? '').trim();
      if (!shown || !/^https?:\/\//i.test(href) || hasPlaceholder(href)) return [];
      let target: string;
      try {
        target = bare(new URL(href).hostname);
      } catch {
        return [];
      }
      if (target === shown || target.endsWith(`.${shown}`)) return [];
      return [
        {
          ...attributePlace(s, a, 'href'),
          message: say('linkDomainMismatch', { shown, target }),
        },
      ];
    }),
};

export const dataImage: Rule = {
  id: 'data-image',
  severity: 'warning',
  clients: ['outlook-web'],
  title: 'Images as data: URLs',
  check: (s) =>
    imagesOf(s)
      .filter((img) => /^\s*data:/i.test(attr(img, 'src') ?? ''))
      .map((img) => ({
        ...attributePlace(s, img, 'src'),
        message: say('dataImage', { cid: 'cid:<name>' }),
      })),
};
