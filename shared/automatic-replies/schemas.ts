import { z } from 'zod';

const Address = z.string().trim().max(254, 'at most 254 characters').pipe(z.email('must be an e-mail address'));
const Instant = z.iso.datetime({ offset: true, message: 'must be a date and time such as 2026-12-14T09:00:00Z' });

/**
 * Switching someone's automatic replies on or off. On without dates, they reply until switched off; with an `end`,
 * they stop by themselves then (from `start`, or from now). `contact` is whom the replies name for urgent matters.
 */
export const AutomaticRepliesBody = z
  .strictObject({
    enabled: z.boolean().describe('Whether the automatic replies are on'),
    start: Instant.optional().describe('When the replies begin (ISO 8601 with an offset); without it, at once'),
    end: Instant.optional().describe('When they stop by themselves (ISO 8601 with an offset); without it, when switched off'),
    contact: Address.optional().describe('Whom the replies name for urgent matters: `{{ooo.contact}}`'),
  })
  .superRefine((b, ctx) => {
    if (b.start && !b.end) ctx.addIssue({ code: 'custom', path: ['end'], message: 'is required with a start (when are you back?)' });
    if (b.start && b.end && Date.parse(b.end) <= Date.parse(b.start))
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'must be after the start' });
  })
  .meta({ id: 'AutomaticRepliesInput' });
export type AutomaticRepliesBody = z.infer<typeof AutomaticRepliesBody>;

export const MailboxParams = z.object({ email: Address });

/** Both replies of a mailbox as they are sent: the one to the organisation and the one to everyone else. */
export const ReplyPreview = z
  .object({
    internal: z.string().describe('The reply to people in the organisation (HTML)'),
    external: z.string().describe('The reply to people outside it (HTML), in the language chosen for them'),
    language: z.string().nullable().describe('The language variant of the external reply (null: the default)'),
    templateId: z.string(),
    version: z.number(),
  })
  .meta({ id: 'AutomaticReplyPreview' });
export type ReplyPreview = z.infer<typeof ReplyPreview>;

export const AutomaticRepliesState = z
  .object({
    mailbox: z.string(),
    displayName: z.string().nullable(),
    enabled: z.boolean(),
    start: z.string().nullable(),
    end: z.string().nullable(),
    contact: z.string().nullable(),
    /** Whether the replies go out now (on, and within the dates). */
    out: z.boolean().describe('Whether the replies go out now: on, and between the dates'),
    templateId: z.string().nullable().describe('The reply template last applied'),
    version: z.number().nullable().describe('Its version last applied'),
    updatedAt: z.string().nullable(),
    updatedBy: z.string().nullable(),
  })
  .meta({ id: 'AutomaticRepliesState' });
export type AutomaticRepliesState = z.infer<typeof AutomaticRepliesState>;

/** A person's own automatic replies, with both replies as they would go out (null while no reply template is published). */
export const OwnAutomaticReplies = AutomaticRepliesState.extend({ preview: ReplyPreview.nullable() }).meta({ id: 'OwnAutomaticReplies' });

export const AutomaticRepliesList = z.object({
  people: z.array(AutomaticRepliesState).describe('Everyone whose automatic replies are on, those out now first, then by name'),
});
