import { z } from 'zod';

/**
 * The mail clients the doctor speaks of, named by caniemail's family and platform keys for Outlook (the clients an
 * organisation's add-in reports). `outlook-windows` is classic Outlook for Windows (Word's rendering engine).
 */
export const CLIENTS = ['outlook-windows', 'outlook-mac', 'outlook-web', 'outlook-ios', 'outlook-android'] as const;
export const Client = z.enum(CLIENTS);
export type Client = z.infer<typeof Client>;

export const CLIENT_NAMES: Record<Client, string> = {
  'outlook-windows': 'Outlook for Windows',
  'outlook-mac': 'Outlook for Mac',
  'outlook-web': 'Outlook on the web',
  'outlook-ios': 'Outlook for iOS',
  'outlook-android': 'Outlook for Android',
};

export const Severity = z.enum(['error', 'warning', 'info']);
export type Severity = z.infer<typeof Severity>;

/** One replacement in the linted source: `[start, end)` becomes `text`. */
export const Edit = z.object({ start: z.number().int(), end: z.number().int(), text: z.string() });
export type Edit = z.infer<typeof Edit>;

/** A safe fix: edits of the source the finding points into, or (for a logo) making a dark-mode variant of an asset. */
export const Fix = z.object({
  label: z.string(),
  edits: z.array(Edit),
  /** An image the server can make a dark-mode variant of (the Admin chooses the style). */
  darkVariantOf: z.string().optional(),
});
export type Fix = z.infer<typeof Fix>;

export const Finding = z
  .object({
    rule: z.string(),
    severity: Severity,
    clients: z.array(Client),
    message: z.string(),
    /** 1-based line and column of the place in the linted HTML, and its offsets `[start, end)`. */
    line: z.number().int(),
    column: z.number().int(),
    start: z.number().int(),
    end: z.number().int(),
    /** About the whole signature (its length, its images together, only an image), not the element at its place. */
    whole: z.boolean().optional(),
    /** The language variant the finding is in (its place is in that variant's HTML); absent: the default body. */
    variant: z.string().optional(),
    fix: Fix.optional(),
  })
  .meta({ id: 'Finding' });
export type Finding = z.infer<typeof Finding>;

/** What the doctor knows of an image the body names as `cid:<name>` (from the asset library). */
export const ImageFacts = z.object({
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** From its pixels: dark pixels on transparency vanish on a dark background; an opaque white background shows a white box. */
  dark: z.enum(['vanishes', 'white-box']).nullable(),
  /** The name of its dark-mode variant, when one was made. */
  darkVariant: z.string().nullable(),
});
export type ImageFacts = z.infer<typeof ImageFacts>;

/** A CSS property some of the organisation's clients ignore (from caniemail, newest tested version of each client). */
export const CssSupport = z.object({ title: z.string(), url: z.string(), unsupported: z.array(Client), note: z.string().nullable() });
export type CssSupport = z.infer<typeof CssSupport>;

/** Everything the rules need beyond the HTML: gathered once on the server, or fetched once by the editor. */
export const DoctorContext = z.object({
  clients: z.array(Client),
  /** By property name (`border-radius`) and by feature key (`html-style`, `css-selector-class`). */
  support: z.record(z.string(), CssSupport),
  images: z.record(z.string(), ImageFacts),
  /** Placeholder names the organisation knows (without braces); null: do not check. */
  knownPlaceholders: z.array(z.string()).nullable(),
  /** Share (0..1) of the organisation's mailboxes for which a placeholder is empty, and how many mailboxes. */
  emptyShare: z.record(z.string(), z.number()),
  mailboxes: z.number(),
  /** The longest value of each placeholder among the mailboxes (characters, escaped), for the length estimate. */
  longestValue: z.record(z.string(), z.number()),
  /** The rendered length for the longest mailbox, measured on the server (the estimate is used without it). */
  longest: z.object({ length: z.number(), mailbox: z.string() }).nullable(),
  tracking: z.boolean(),
});
export type DoctorContext = z.infer<typeof DoctorContext>;

export const LintAnswer = z.object({
  findings: z.array(Finding),
  errors: z.number(),
  warnings: z.number(),
  length: z.object({ value: z.number(), limit: z.number(), mailbox: z.string().nullable(), estimated: z.boolean() }),
});
export type LintAnswer = z.infer<typeof LintAnswer>;
