import { textIn } from '../../rendering/dom-walk.js';
import { attributePlace, openTag } from '../scan.js';
import { attr, imagesOf, linksOf, type Hit, type Rule } from '../rule.js';

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
          message:
            e.name === 'img'
              ? 'An image over plain http: Outlook blocks it or warns the reader; serve it over https.'
              : 'A link over plain http: browsers warn, and spam filters count it against the message. Use https.',
          fix: { label: 'Use https', edits: [{ start: place.start, end: at, text: 'https' }] },
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
        if (v.startsWith('javascript:'))
          hits.push({
            ...attributePlace(s, e, a),
            message: 'A javascript: URL: every mail client refuses it and the sanitiser removes it.',
          });
        else if (v.startsWith('data:') && a === 'href')
          hits.push({ ...attributePlace(s, e, a), message: 'A data: URL in a link: Outlook and browsers refuse to open it.' });
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
      if (/^mailto:/i.test(href) && !validMailto(href))
        return [{ ...attributePlace(s, a, 'href'), message: `"${href}" is not a valid mailto: link: clicking it opens no message.` }];
      if (/^tel:/i.test(href) && !validTel(href))
        return [
          {
            ...attributePlace(s, a, 'href'),
            message: `"${href}" is not a dialable tel: link: use digits with an optional leading + (tel:+442079460123).`,
          },
        ];
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
        message: `${tracked.length} link${tracked.length === 1 ? ' is' : 's are'} tracked (rewritten to the click address)${
          many ? `: more than ${TRACKED_LINKS_WARN} redirected links look like marketing mail to spam filters` : ''
        }.`,
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
          message: `The link text shows ${shown} but the link goes to ${target}: spam filters and readers take this for phishing.`,
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
        message:
          'An image as a data: URL: Outlook on the web and Gmail refuse to show it, and it counts against the length limit. Upload it and refer to it as cid:<name>.',
      })),
};
