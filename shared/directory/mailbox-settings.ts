import { z } from 'zod';

/** A time as Graph's `dateTimeTimeZone` writes it: a local date and time, and the time zone it is in. */
const DateTimeTimeZone = z.object({ dateTime: z.string(), timeZone: z.string() });

/**
 * A mailbox's automatic replies as Microsoft Graph holds them (`mailboxSettings.automaticRepliesSetting`):
 * `status` disabled, alwaysEnabled or scheduled (between the two times), the reply to the organisation and the one
 * to people outside it, and which outside senders get that one.
 */
export const AutomaticRepliesSettingSchema = z.object({
  status: z.enum(['disabled', 'alwaysEnabled', 'scheduled']),
  externalAudience: z.enum(['none', 'contactsOnly', 'all']).optional(),
  internalReplyMessage: z.string().optional(),
  externalReplyMessage: z.string().optional(),
  scheduledStartDateTime: DateTimeTimeZone.optional(),
  scheduledEndDateTime: DateTimeTimeZone.optional(),
});
export type AutomaticRepliesSetting = z.infer<typeof AutomaticRepliesSettingSchema>;

/** What a directory that can set mailboxes' automatic replies offers (Graph's `/users/{id}/mailboxSettings`). */
export interface MailboxSettings {
  /** The mailbox's automatic replies as they stand, or null when the directory does not know the mailbox. */
  automaticReplies(tenantId: string, userId: string): Promise<AutomaticRepliesSetting | null>;
  /** Writes the mailbox's automatic replies (a PATCH of `mailboxSettings`). */
  setAutomaticReplies(tenantId: string, userId: string, setting: AutomaticRepliesSetting): Promise<void>;
}
