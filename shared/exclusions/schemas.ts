import { z } from 'zod';
import { keySafe, tableKey } from '../storage/keys.js';

const Address = z.string().trim().toLowerCase().pipe(z.email('must be an e-mail address').max(254)).superRefine(keySafe(254));

export const ModeBody = z.strictObject({ mode: z.enum(['exclusion', 'inclusion']) });
export const AddMailboxesBody = z.strictObject({
  mailboxes: z.array(Address).min(1, 'name at least one mailbox').max(500, 'at most 500 at once'),
  note: z.string().trim().max(500, 'at most 500 characters').default(''),
});
export const AddGroupBody = z.strictObject({
  groupId: z.string().trim().min(1, 'is required').pipe(tableKey(100)),
  note: z.string().trim().max(500, 'at most 500 characters').default(''),
});
export const MailboxParams = z.object({ email: Address });
export const GroupParams = z.object({ id: tableKey(100) });
export const GroupSearchQuery = z.object({
  q: z.string().trim().min(2, 'at least two characters').max(100),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
