/**
 * The gallery: designs to start a template from. Each is a design document (brand-kit colours, fonts, logo, profiles
 * and call to action), so it looks like the organisation's own from the first preview. Browser-safe.
 */
import { Design, type BrandKit, type DesignInput, type LeafBlock } from './schema.js';

interface GalleryEntry {
  id: string;
  name: string;
  description: string;
  design: Design;
  /** What a template made from it is: a signature, or an out-of-office reply (its blocks name the reply they are in). */
  kind: 'signature' | 'automatic-reply';
}

type LeafInput = Extract<DesignInput['blocks'][number], { type: LeafBlock['type'] }>;

const name = (size = 16): LeafInput => ({ id: 'name', type: 'text', text: '{{displayName}}', style: { size, bold: true } });
const title = (withDepartment = false): LeafInput => ({
  id: 'title',
  type: 'text',
  text: withDepartment ? '{{jobTitle}}{{#department}} · {{department}}{{/department}}' : '{{jobTitle}}',
  hideWhenEmpty: true,
  style: { colour: { brand: 'muted' } },
});
const company: LeafInput = {
  id: 'company',
  type: 'text',
  text: '{{companyName}}',
  hideWhenEmpty: true,
  style: { bold: true, colour: { brand: 'primary' } },
};
const phone = (label: string, placeholder: 'businessPhone' | 'mobilePhone'): LeafInput => ({
  id: placeholder,
  type: 'text',
  text: `${label}{{${placeholder}}}`,
  hideWhenEmpty: true,
  link: `tel:{{${placeholder}}}`,
  style: { size: 13 },
});
const email: LeafInput = {
  id: 'email',
  type: 'text',
  text: '{{email}}',
  hideWhenEmpty: true,
  link: 'mailto:{{email}}',
  style: { size: 13 },
};
const address: LeafInput = {
  id: 'address',
  type: 'text',
  text: '{{streetAddress}}{{#city}}, {{city}}{{/city}}{{#postalCode}} {{postalCode}}{{/postalCode}}',
  hideWhenEmpty: true,
  style: { size: 12, colour: { brand: 'muted' } },
};
const website: LeafInput = { id: 'website', type: 'link', kind: 'website', text: 'Visit our website', style: { size: 13 } };
const social = (iconSize = 20): LeafInput => ({
  id: 'social',
  type: 'social',
  iconSize,
  items: [{ network: 'linkedin' }, { network: 'x' }, { network: 'facebook' }, { network: 'instagram' }, { network: 'youtube' }],
});
const logo = (width = 140): LeafInput => ({ id: 'logo', type: 'image', alt: '{{companyName}}', width });
const photo = (size = 88): LeafInput => ({ id: 'photo', type: 'photo', size, round: true });
const vcard: LeafInput = { id: 'vcard', type: 'vcard', style: { size: 12 } };
const divider: LeafInput = { id: 'divider', type: 'divider', colour: { brand: 'muted' } };

const entry = (
  id: string,
  name: string,
  description: string,
  design: DesignInput,
  kind: GalleryEntry['kind'] = 'signature',
): GalleryEntry => ({
  id,
  name,
  description,
  design: Design.parse(design),
  kind,
});

export const GALLERY: readonly GalleryEntry[] = [
  entry('plain', 'Plain', 'Text only: name, title, company and contact details', {
    version: 1,
    blocks: [name(), title(), company, phone('T: ', 'businessPhone'), phone('M: ', 'mobilePhone'), email],
  }),
  entry('classic', 'Classic with logo', 'Your logo above the name and contact details, the address below a line', {
    version: 1,
    blocks: [logo(), name(), title(true), phone('T: ', 'businessPhone'), phone('M: ', 'mobilePhone'), email, divider, address, website],
  }),
  entry('photo-left', 'Photo left', "The person's photo beside their details, social icons below", {
    version: 1,
    blocks: [
      {
        id: 'columns',
        type: 'columns',
        leftWidth: 96,
        valign: 'top',
        left: [photo()],
        right: [name(), title(), company, phone('M: ', 'mobilePhone'), email],
      },
      social(),
    ],
  }),
  entry('photo-banner', 'Photo and banner', "Photo, details and the organisation's campaign banner, compliance footer last", {
    version: 1,
    blocks: [
      {
        id: 'columns',
        type: 'columns',
        leftWidth: 96,
        left: [photo()],
        right: [name(), title(true), company, phone('T: ', 'businessPhone'), email],
      },
      divider,
      { id: 'banner', type: 'banner' },
      { id: 'footer', type: 'footer' },
    ],
  }),
  entry('compact', 'Compact', 'Two short lines for replies and busy threads', {
    version: 1,
    page: { size: 12 },
    blocks: [
      {
        id: 'line1',
        type: 'text',
        text: '{{displayName}}{{#jobTitle}} · {{jobTitle}}{{/jobTitle}}{{#companyName}} · {{companyName}}{{/companyName}}',
        style: { bold: true },
      },
      {
        id: 'line2',
        type: 'text',
        text: '{{#mobilePhone}}M: {{mobilePhone}} · {{/mobilePhone}}{{email}}',
        style: { colour: { brand: 'muted' } },
      },
    ],
  }),
  entry('bold-cta', 'Bold call to action', "Details and a button to the organisation's call to action", {
    version: 1,
    blocks: [name(18), title(), company, phone('T: ', 'businessPhone'), email, { id: 'cta', type: 'button', radius: 6 }],
  }),
  entry('two-column', 'Two columns', 'The logo on the left, details on the right; stacks on phones', {
    version: 1,
    blocks: [
      {
        id: 'columns',
        type: 'columns',
        leftWidth: 150,
        gap: 20,
        valign: 'middle',
        left: [logo(130)],
        right: [name(), title(true), phone('T: ', 'businessPhone'), phone('M: ', 'mobilePhone'), email, address],
      },
      vcard,
    ],
  }),
  entry('social-forward', 'Social first', 'Name and title, large social icons and the contact card', {
    version: 1,
    blocks: [name(17), title(), social(28), email, vcard],
  }),
  entry('modern-photo', 'Modern with photo', 'A larger photo on top, details and a line in the brand colour', {
    version: 1,
    blocks: [
      photo(96),
      name(18),
      title(true),
      { id: 'divider', type: 'divider', colour: { brand: 'primary' }, thickness: 2, width: 60 },
      phone('M: ', 'mobilePhone'),
      email,
      website,
      social(18),
    ],
  }),
];

/** The two replies' words: each names the day back and whom to ask only when the person gave them. */
const replyLines = (size = 14): LeafInput[] => [
  {
    id: 'away',
    type: 'text',
    audience: 'internal',
    text:
      'Hello, I am away{{#ooo.until}} until {{ooo.until}}{{/ooo.until}} and will read your message when I am back.' +
      '{{#ooo.contact}} For anything that cannot wait, please ask {{ooo.contact}}.{{/ooo.contact}}',
    style: { size },
  },
  {
    id: 'away-outside',
    type: 'text',
    audience: 'external',
    text:
      'Thank you for your message. I am out of the office{{#ooo.until}} until {{ooo.until}}{{/ooo.until}}.' +
      '{{#ooo.contact}} For anything urgent, please write to {{ooo.contact}}.{{/ooo.contact}}',
    style: { size },
  },
  { id: 'space', type: 'spacer', height: 12 },
];

/** Starting points for out-of-office replies: the reply to colleagues and the one to people outside in one design. */
export const REPLY_GALLERY: readonly GalleryEntry[] = [
  entry(
    'reply-plain',
    'Out-of-office reply',
    'Away until a day, whom to contact meanwhile, then the name; a shorter reply to colleagues',
    { version: 1, blocks: [...replyLines(), name(14), { ...title(), audience: 'external' }] },
    'automatic-reply',
  ),
  entry(
    'reply-branded',
    'Out-of-office reply with logo',
    'The same replies with the name, title and company under a line in the brand colour, the logo last',
    {
      version: 1,
      blocks: [
        ...replyLines(),
        { id: 'divider', type: 'divider', colour: { brand: 'primary' }, thickness: 2, width: 60 },
        name(15),
        title(),
        { ...company, audience: 'external' },
        { ...logo(120), audience: 'external' },
      ],
    },
    'automatic-reply',
  ),
];

export const galleryEntry = (id: string): GalleryEntry | undefined => [...GALLERY, ...REPLY_GALLERY].find((g) => g.id === id);

/** Sample social profiles and call to action, so the gallery shows what a design looks like with them filled in. */
export const GALLERY_SAMPLES: Pick<BrandKit, 'social' | 'cta' | 'website'> = {
  social: {
    linkedin: 'https://www.linkedin.com/',
    x: 'https://x.com/',
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    youtube: 'https://www.youtube.com/',
  },
  cta: { text: 'Book a meeting', url: 'https://example.com/book' },
  website: 'https://example.com/',
};
