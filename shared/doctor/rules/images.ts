import { isTag, type Element } from 'domhandler';
import { escapeHtml } from '../../rendering/escape.js';
import { elementsIn, textIn } from '../../rendering/dom-walk.js';
import { attributePlace, insertionPoint, openTag, type Scan } from '../scan.js';
import { attr, cidOf, imagesOf, type Hit, type Rule } from '../rule.js';
import type { DoctorContext } from '../schemas.js';
import { say, type Said } from '../said.js';

const IMAGE_MAX_BYTES = 100 * 1024;
const IMAGES_TOTAL_MAX_BYTES = 500 * 1024;

const isSvg = (src: string) => /^data:image\/svg\+xml/i.test(src) || /\.svgz?$/i.test(src.split(/[?#]/, 1)[0]);

/** "company-logo_2x.png" → "Company logo 2x": the alt text an image's file name suggests. */
export function altFromName(src: string): string {
  const file = (cidOf(src) ?? src.split(/[?#]/)[0].split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '');
  const words = decodeURIComponent(file)
    .replace(/[-_.]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Image';
}

function tagHit(s: Scan, el: Element, message: Said, extra: Partial<Hit> = {}): Hit {
  return { ...openTag(s, el), message, ...extra };
}

export const svgImage: Rule = {
  id: 'svg-image',
  severity: 'error',
  clients: ['outlook-windows', 'outlook-ios'],
  title: 'SVG images',
  check: (s) =>
    s.elements
      .filter((e) => e.name === 'svg' || (e.name === 'img' && isSvg(attr(e, 'src') ?? '')))
      .map((e) => tagHit(s, e, say('svgImage'))),
};

export const imageSizeMissing: Rule = {
  id: 'image-size-missing',
  severity: 'warning',
  clients: ['outlook-windows'],
  title: 'Images without width and height attributes',
  check: (s, ctx) =>
    imagesOf(s)
      .filter((img) => !attr(img, 'width') || !attr(img, 'height'))
      .map((img) => {
        const facts = ctx.images[cidOf(attr(img, 'src')) ?? ''];
        let fix: Hit['fix'];
        if (facts?.width && facts.height) {
          const w = Number(attr(img, 'width')) || null;
          const h = Number(attr(img, 'height')) || null;
          const width = w ?? (h ? Math.round((h * facts.width) / facts.height) : facts.width);
          const height = h ?? Math.round((width * facts.height) / facts.width);
          const add = `${attr(img, 'width') ? '' : ` width="${width}"`}${attr(img, 'height') ? '' : ` height="${height}"`}`;
          const at = insertionPoint(s, img);
          fix = { label: say('fixAddSize', { attributes: add }), edits: [{ start: at, end: at, text: add }] };
        }
        return tagHit(s, img, say('imageSizeMissing'), fix ? { fix } : {});
      }),
};

/** An image with empty alt text that is all a link holds: the link has no name, so screen readers read its address. */
function namesNothing(img: Element): boolean {
  if (attr(img, 'alt')?.trim() !== '') return false;
  let a = img.parent;
  while (a && !(isTag(a) && a.name === 'a')) a = a.parent;
  if (!a) return false;
  return textIn(a).trim() === '' && !elementsIn(a.children, (e) => e.name === 'img' && !!attr(e, 'alt')?.trim()).length;
}

export const imageAltMissing: Rule = {
  id: 'image-alt-missing',
  severity: 'warning',
  clients: 'all',
  title: 'Images without alt text, and linked images with empty alt text',
  check: (s) =>
    imagesOf(s).flatMap((img) => {
      const alt = altFromName(attr(img, 'src') ?? '');
      if (attr(img, 'alt') === undefined) {
        const at = insertionPoint(s, img);
        return [
          tagHit(s, img, say('imageAltMissing'), {
            fix: { label: say('fixAddAlt', { alt }), edits: [{ start: at, end: at, text: ` alt="${escapeHtml(alt)}"` }] },
          }),
        ];
      }
      if (!namesNothing(img)) return [];
      const place = attributePlace(s, img, 'alt');
      return [
        tagHit(s, img, say('linkedImageEmptyAlt'), {
          fix: { label: say('fixSetAlt', { alt }), edits: [{ start: place.start, end: place.end, text: escapeHtml(alt) }] },
        }),
      ];
    }),
};

export const imageMissing: Rule = {
  id: 'image-missing',
  severity: 'warning',
  clients: 'all',
  title: 'cid: images that name no uploaded image',
  check: (s, ctx) =>
    imagesOf(s)
      .filter((img) => {
        const name = cidOf(attr(img, 'src'));
        return name !== undefined && !ctx.images[name];
      })
      .map((img) => ({
        ...attributePlace(s, img, 'src'),
        message: say('imageMissing', { cid: `cid:${cidOf(attr(img, 'src'))}` }),
      })),
};

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

export const imageTooLarge: Rule = {
  id: 'image-too-large',
  severity: 'warning',
  clients: 'all',
  title: `An image over ${kb(IMAGE_MAX_BYTES)}, or inline images over ${kb(IMAGES_TOTAL_MAX_BYTES)} together`,
  check: (s, ctx) => {
    const hits: Hit[] = [];
    const seen = new Map<string, Element>();
    for (const img of imagesOf(s)) {
      const name = cidOf(attr(img, 'src'));
      const facts = name ? ctx.images[name] : undefined;
      if (!name || !facts || seen.has(name)) continue;
      seen.set(name, img);
      if (facts.size > IMAGE_MAX_BYTES)
        hits.push(tagHit(s, img, say('imageTooLarge', { name, size: kb(facts.size), most: kb(IMAGE_MAX_BYTES) })));
    }
    const total = [...seen.keys()].reduce((sum, n) => sum + ctx.images[n].size, 0);
    if (total > IMAGES_TOTAL_MAX_BYTES) {
      const first = [...seen.values()][0];
      hits.push(tagHit(s, first, say('imagesTooLarge', { total: kb(total), most: kb(IMAGES_TOTAL_MAX_BYTES) }), { whole: true }));
    }
    return hits;
  },
};

function darkFacts(ctx: DoctorContext, img: Element) {
  const name = cidOf(attr(img, 'src'));
  const facts = name ? ctx.images[name] : undefined;
  return name && facts?.dark ? { name, facts } : null;
}

export const logoDarkMode: Rule = {
  id: 'logo-dark-mode',
  severity: 'warning',
  clients: ['outlook-windows', 'outlook-mac', 'outlook-web', 'outlook-ios', 'outlook-android'],
  title: 'A logo that disappears on a dark background or shows a white box',
  check: (s, ctx) =>
    imagesOf(s).flatMap((img) => {
      const found = darkFacts(ctx, img);
      if (!found) return [];
      const { name, facts } = found;
      const vanishes = facts.dark === 'vanishes';
      const place = attributePlace(s, img, 'src');
      const variant = facts.darkVariant;
      if (variant) {
        return [
          {
            ...place,
            message: say(vanishes ? 'logoVanishesVariant' : 'logoWhiteBoxVariant', { name, variant }),
            fix: { label: say('fixUseVariant', { variant }), edits: [{ ...place, text: `cid:${variant}` }] },
          },
        ];
      }
      const message = say(vanishes ? 'logoVanishes' : 'logoWhiteBox', { name });
      return [{ ...place, message, fix: { label: say('fixMakeDarkVariant'), edits: [], darkVariantOf: name } }];
    }),
};
