/**
 * The design document of a designed template and the organisation's brand kit: data, rendered to e-mail HTML by
 * `render.ts`. Browser-safe (zod and plain TypeScript only): the portal imports it for its instant preview.
 */
import { z } from 'zod';

/** The document's format version; a stored design of an older version is migrated when read. */
export const DESIGN_VERSION = 1;

export const MAX_BLOCKS = 40;

const HEX = /^#[0-9a-f]{6}$/i;
export const HexColour = z.string().regex(HEX, 'must be a colour as #rrggbb');

/** The brand kit's named colours; a design names one of them or gives its own. */
export const BRAND_COLOURS = ['primary', 'secondary', 'text', 'muted', 'background'] as const;
export const BrandColourName = z.enum(BRAND_COLOURS);
export type BrandColourName = z.infer<typeof BrandColourName>;
/** A colour: `{ brand: 'primary' }` follows the brand kit, `#rrggbb` is a literal. */
export const Colour = z.union([HexColour, z.strictObject({ brand: BrandColourName })]).meta({ id: 'Colour' });
export type Colour = z.infer<typeof Colour>;

/** Font stacks as inline CSS takes them: names, commas, spaces, hyphens, single quotes (no double quotes: style="..."). */
export const FontStack = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(200, 'at most 200 characters')
  .regex(/^[A-Z0-9 ,'-]+$/i, 'letters, digits, spaces, commas, hyphens and single quotes only');
/** Stacks that every mail client shows (web fonts are not loaded by Outlook for Windows). */
export const FONT_STACKS = [
  'Arial, Helvetica, sans-serif',
  "'Segoe UI', Tahoma, Arial, sans-serif",
  'Verdana, Geneva, sans-serif',
  "Tahoma, 'Segoe UI', Arial, sans-serif",
  "'Trebuchet MS', Arial, sans-serif",
  "Georgia, 'Times New Roman', serif",
  "'Times New Roman', Times, serif",
  "'Courier New', Courier, monospace",
] as const;

const PLACEHOLDER_ONLY = /^\{\{\s*[\w.]+\s*\}\}$/;
/** Whether a link may be used: http(s), mailto: or tel:, or a single placeholder (a profile field holding a link). */
export function isAllowedLink(href: string): boolean {
  return /^(?:https?:\/\/[^\s"'<>]+|mailto:[^\s"'<>]+|tel:[^\s"'<>]+)$/i.test(href) || PLACEHOLDER_ONLY.test(href.trim());
}
export const Link = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(2000, 'at most 2,000 characters')
  .refine(isAllowedLink, 'must be an http(s), mailto: or tel: link, or a single placeholder such as {{custom.bookingLink}}');

/** An image of the organisation's asset library, by name (as `cid:<name>` in template HTML). */
export const AssetRef = z
  .string()
  .regex(/^[A-Z0-9][\w.-]{0,99}$/i, 'must be the name of an image in the asset library')
  .refine((n) => !n.includes('..'), 'must not contain ".."');

const Text = (max: number) => z.string().max(max, `at most ${max} characters`);
const Px = (min: number, max: number) => z.number().int(`must be a whole number`).min(min, `at least ${min}`).max(max, `at most ${max}`);

export const Align = z.enum(['left', 'center', 'right']);
export type Align = z.infer<typeof Align>;

export const Padding = z.strictObject({ top: Px(0, 64), right: Px(0, 64), bottom: Px(0, 64), left: Px(0, 64) }).meta({ id: 'Padding' });
export type Padding = z.infer<typeof Padding>;

export const BlockId = z.string().regex(/^[\w-]{1,40}$/, 'letters, digits, dash and underscore; at most 40 characters');

/** Of an out-of-office reply's design: the one reply a block is in (absent: both replies). */
export const ReplyAudience = z.enum(['internal', 'external']);
export type ReplyAudience = z.infer<typeof ReplyAudience>;

/**
 * What every block has: a stable id (the designer's selection, moves and undo follow it), padding and alignment, and
 * in an out-of-office reply the reply it is in.
 */
const base = {
  id: BlockId,
  padding: Padding.optional(),
  align: Align.optional(),
  audience: ReplyAudience.optional().describe(
    'Out-of-office replies only: `internal` shows the block only in the reply to colleagues, `external` only in the reply to people outside; absent, in both',
  ),
};

/** How text looks; anything left out comes from the page settings. */
export const TextStyle = z
  .strictObject({
    colour: Colour.optional(),
    font: FontStack.optional(),
    size: Px(8, 36).optional(),
    bold: z.boolean().optional(),
    italic: z.boolean().optional(),
  })
  .meta({ id: 'TextStyle' });
export type TextStyle = z.infer<typeof TextStyle>;

/**
 * A line of text with placeholders (`{{displayName}}`, `{{custom.pronouns}}`); with `hideWhenEmpty` the whole line is
 * left out for a person whose placeholders on it are all empty.
 */
export const TextBlock = z
  .strictObject({
    ...base,
    type: z.literal('text'),
    text: Text(500).min(1, 'is required'),
    hideWhenEmpty: z.boolean().default(false),
    style: TextStyle.default({}),
    link: Link.optional(),
  })
  .meta({ id: 'TextBlock' });

/** An image of the asset library; without `asset`, the brand kit's logo. */
export const ImageBlock = z
  .strictObject({
    ...base,
    type: z.literal('image'),
    asset: AssetRef.optional(),
    alt: Text(200).default(''),
    width: Px(8, 600).optional(),
    height: Px(8, 600).optional(),
    link: Link.optional(),
  })
  .meta({ id: 'ImageBlock' });

/** The person's photo (`{{photoUrl}}`, or `{{photoRoundUrl}}` cut round): left out for a person without one. */
export const PhotoBlock = z
  .strictObject({
    ...base,
    type: z.literal('photo'),
    size: Px(32, 192).default(80),
    round: z.boolean().default(true),
    alt: Text(200).default('{{displayName}}'),
    link: Link.optional(),
  })
  .meta({ id: 'PhotoBlock' });

export const SOCIAL_NETWORKS = ['linkedin', 'x', 'facebook', 'instagram', 'youtube', 'github', 'tiktok'] as const;
export const SocialNetwork = z.enum(SOCIAL_NETWORKS);
export type SocialNetwork = z.infer<typeof SocialNetwork>;
/** Icon colours served as PNGs: each network's own colour, or one colour for all. */
export const ICON_COLOURS = ['network', 'dark', 'grey', 'white'] as const;
export const IconColour = z.enum(ICON_COLOURS);
export type IconColour = z.infer<typeof IconColour>;

/** One icon of a social row; a network's `url` defaults to the brand kit's profile for it (no profile: left out). */
export const SocialItem = z
  .discriminatedUnion('network', [
    z.strictObject({ network: SocialNetwork, url: Link.optional() }).meta({ id: 'NetworkSocialItem' }),
    z
      .strictObject({ network: z.literal('custom'), url: Link, icon: AssetRef, label: Text(60).min(1, 'is required') })
      .meta({ id: 'CustomSocialItem' }),
  ])
  .meta({ id: 'SocialItem' });
export type SocialItem = z.infer<typeof SocialItem>;

export const SocialBlock = z
  .strictObject({
    ...base,
    type: z.literal('social'),
    items: z.array(SocialItem).min(1, 'name at least one network').max(10, 'at most 10 icons'),
    iconSize: Px(16, 48).default(24),
    gap: Px(0, 24).default(6),
    /** Absent: the brand kit's icon colour. */
    colour: IconColour.optional(),
  })
  .meta({ id: 'SocialBlock' });

export const DividerBlock = z
  .strictObject({
    ...base,
    type: z.literal('divider'),
    colour: Colour.default({ brand: 'muted' }),
    thickness: Px(1, 8).default(1),
    /** Width of the line in pixels; absent: the page width. */
    width: Px(20, 800).optional(),
  })
  .meta({ id: 'DividerBlock' });

export const SpacerBlock = z
  .strictObject({ ...base, type: z.literal('spacer'), height: Px(4, 64).default(12) })
  .meta({ id: 'SpacerBlock' });

/** A call-to-action button; text and link absent: the brand kit's default call to action. */
export const ButtonBlock = z
  .strictObject({
    ...base,
    type: z.literal('button'),
    text: Text(80).min(1, 'is required').optional(),
    url: Link.optional(),
    background: Colour.default({ brand: 'primary' }),
    textColour: Colour.default('#ffffff'),
    radius: Px(0, 24).default(4),
    size: Px(10, 24).default(14),
  })
  .meta({ id: 'ButtonBlock' });

/** The link to the person's contact card (`{{vcardUrl}}`), left out where no card is minted. */
export const VcardBlock = z
  .strictObject({
    ...base,
    type: z.literal('vcard'),
    text: Text(80).min(1, 'is required').default('Save my contact card'),
    style: TextStyle.default({}),
  })
  .meta({ id: 'VcardBlock' });

/**
 * A booking or website link: `url` may be a profile field holding a link (`{{custom.bookingLink}}`); a website link
 * without `url` goes to the brand kit's website.
 */
export const LinkBlock = z
  .strictObject({
    ...base,
    type: z.literal('link'),
    kind: z.enum(['website', 'booking']),
    text: Text(120).min(1, 'is required'),
    url: Link.optional(),
    style: TextStyle.default({}),
  })
  .meta({ id: 'LinkBlock' });

/** Where the organisation's campaign banners appear inside the signature (without the slot: above or below it). */
export const BannerSlotBlock = z.strictObject({ ...base, type: z.literal('banner') }).meta({ id: 'BannerSlotBlock' });
/** Where the compliance footer shows in the designer; footers are always composed last, so this is the last block. */
export const FooterSlotBlock = z.strictObject({ ...base, type: z.literal('footer') }).meta({ id: 'FooterSlotBlock' });

const LEAF_BLOCKS = [
  TextBlock,
  ImageBlock,
  PhotoBlock,
  SocialBlock,
  DividerBlock,
  SpacerBlock,
  ButtonBlock,
  VcardBlock,
  LinkBlock,
  BannerSlotBlock,
  FooterSlotBlock,
] as const;
export const LeafBlock = z.discriminatedUnion('type', LEAF_BLOCKS).meta({ id: 'LeafBlock' });
export type LeafBlock = z.infer<typeof LeafBlock>;

const Column = z.array(LeafBlock).max(MAX_BLOCKS, `at most ${MAX_BLOCKS} blocks`);
/** Two columns side by side (an image beside text); on a screen narrower than both, the right one goes below. */
export const ColumnsBlock = z
  .strictObject({
    ...base,
    type: z.literal('columns'),
    left: Column,
    right: Column,
    /** Width of the left column in pixels; the right one takes the rest of the page. */
    leftWidth: Px(40, 400).default(120),
    gap: Px(0, 48).default(16),
    /** Vertical alignment of the two columns. */
    valign: z.enum(['top', 'middle']).default('top'),
  })
  .meta({ id: 'ColumnsBlock' });

export const Block = z.discriminatedUnion('type', [...LEAF_BLOCKS, ColumnsBlock]).meta({ id: 'Block' });
export type Block = z.infer<typeof Block>;
export type BlockType = Block['type'];
export type ColumnsBlock = z.infer<typeof ColumnsBlock>;

export const PageSettings = z
  .strictObject({
    /** The signature's width in pixels (columns and dividers follow it). */
    width: Px(240, 800).default(520),
    /** Absent: the brand kit's font stack. */
    font: FontStack.optional(),
    size: Px(8, 24).default(14),
    colour: Colour.default({ brand: 'text' }),
    linkColour: Colour.default({ brand: 'primary' }),
    /** Absent: transparent (the message's background, light or dark). */
    background: Colour.optional(),
  })
  .meta({ id: 'PageSettings' });
export type PageSettings = z.infer<typeof PageSettings>;

export const Design = z
  .strictObject({
    version: z.literal(DESIGN_VERSION),
    page: PageSettings.default(PageSettings.parse({})),
    blocks: z.array(Block).min(1, 'add at least one block').max(MAX_BLOCKS, `at most ${MAX_BLOCKS} blocks`),
  })
  .superRefine((d, ctx) => {
    const seen = new Set<string>();
    const all = d.blocks.flatMap((b, i) =>
      b.type === 'columns'
        ? [
            { b, path: ['blocks', i] },
            ...b.left.map((c, j) => ({ b: c, path: ['blocks', i, 'left', j] })),
            ...b.right.map((c, j) => ({ b: c, path: ['blocks', i, 'right', j] })),
          ]
        : [{ b, path: ['blocks', i] }],
    );
    if (all.length > MAX_BLOCKS) ctx.addIssue({ code: 'custom', path: ['blocks'], message: `at most ${MAX_BLOCKS} blocks in all` });
    for (const { b, path } of all) {
      if (seen.has(b.id)) ctx.addIssue({ code: 'custom', path: [...path, 'id'], message: 'is used by another block' });
      seen.add(b.id);
      if (b.type === 'image' && b.asset && (b.width === undefined || b.height === undefined))
        ctx.addIssue({
          code: 'custom',
          path: [...path, b.width === undefined ? 'width' : 'height'],
          message: 'is required for a library image',
        });
    }
    for (const slot of ['banner', 'footer'] as const) {
      const at = all.filter(({ b }) => b.type === slot);
      if (at.length > 1) ctx.addIssue({ code: 'custom', path: [...at[1].path, 'type'], message: `only one ${slot} slot` });
    }
    const footer = d.blocks.findIndex((b) => b.type === 'footer');
    if (all.some(({ b, path }) => b.type === 'footer' && path.length > 2) || (footer >= 0 && footer !== d.blocks.length - 1))
      ctx.addIssue({ code: 'custom', path: ['blocks', Math.max(footer, 0), 'type'], message: 'the footer slot must be the last block' });
  })
  .meta({ id: 'Design' });
/** A design as stored and rendered (defaults filled in). */
export type Design = z.infer<typeof Design>;
/** A design as a client may send it (defaults may be left out). */
export type DesignInput = z.input<typeof Design>;

export const SocialProfiles = z.strictObject(
  Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, Link.optional()])) as Record<SocialNetwork, z.ZodOptional<typeof Link>>,
);

export const BrandLogo = z
  .strictObject({
    asset: AssetRef,
    width: Px(8, 600),
    height: Px(8, 600),
    alt: Text(200).default(''),
    link: Link.optional(),
  })
  .meta({ id: 'BrandLogo' });

/** The organisation's brand: what designs refer to, so a rebrand is one change. */
export const BrandKit = z
  .strictObject({
    colours: z.strictObject({ primary: HexColour, secondary: HexColour, text: HexColour, muted: HexColour, background: HexColour }),
    font: FontStack,
    logo: BrandLogo.nullable().default(null),
    social: SocialProfiles.default({}),
    iconColour: IconColour.default('network'),
    /** The organisation's website (website links without their own address go there). */
    website: Link.optional(),
    cta: z
      .strictObject({ text: Text(80).min(1, 'is required'), url: Link })
      .nullable()
      .default(null),
  })
  .meta({ id: 'BrandKit' });
export type BrandKit = z.infer<typeof BrandKit>;
export type BrandKitInput = z.input<typeof BrandKit>;

/** The brand kit of an organisation that has not set one. */
export const DEFAULT_BRAND_KIT: BrandKit = BrandKit.parse({
  colours: { primary: '#0f6cbd', secondary: '#115ea3', text: '#242424', muted: '#616161', background: '#ffffff' },
  font: FONT_STACKS[0],
});
