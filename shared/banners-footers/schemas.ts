import { z } from 'zod';
import { ConditionInput } from '../rules/schemas.js';
import { keySafe } from '../storage/keys.js';

export const BannerOrFooterKind = z.enum(['banner', 'footer']);
export type BannerOrFooterKind = z.infer<typeof BannerOrFooterKind>;

const Name = z.string().trim().min(1, 'is required').max(100, 'at most 100 characters');
const Html = z
  .string()
  .min(1, 'is required')
  .max(20_000, 'at most 20,000 characters')
  .refine((h) => !h.includes('{{'), 'placeholders are not available in banners and footers');
const Instant = z.iso.datetime({ offset: true, message: 'must be an ISO-8601 instant' }).transform((s) => new Date(s).toISOString());

/** Who sees a block: everyone, or the mailboxes meeting one directory condition (as a rule tests them). */
const Audience = z
  .union([z.literal('everyone'), ConditionInput], { error: '"everyone", or a condition {attribute, operator, value}' })
  .default('everyone');

export const BannerBody = z
  .strictObject({
    name: Name,
    html: Html,
    active: z.boolean().default(true),
    startsAt: Instant.nullable().default(null),
    endsAt: Instant.nullable().default(null),
    audience: Audience,
    position: z.enum(['above', 'below']).default('below'),
  })
  .refine((b) => !b.startsAt || !b.endsAt || b.endsAt > b.startsAt, { message: 'must be after startsAt', path: ['endsAt'] });

export const FooterBody = z.strictObject({ name: Name, html: Html, active: z.boolean().default(true), audience: Audience });

export const BannerOrFooterParams = z.object({
  id: z
    .string()
    .regex(/^b_[\w-]{6,40}$/, 'is not an id')
    .superRefine(keySafe(42)),
});

export const BannerOrFooter = z
  .object({
    id: z.string(),
    kind: BannerOrFooterKind,
    name: z.string(),
    html: z.string(),
    active: z.boolean(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    audience: z.union([z.literal('everyone'), ConditionInput]),
    position: z.enum(['above', 'below']),
    createdAt: z.string(),
    updatedAt: z.string(),
    updatedBy: z.string(),
  })
  .meta({ id: 'BannerOrFooter' });
export type BannerOrFooter = z.infer<typeof BannerOrFooter>;
export type BannerOrFooterInput = Pick<BannerOrFooter, 'name' | 'html' | 'active' | 'position' | 'startsAt' | 'endsAt' | 'audience'>;
