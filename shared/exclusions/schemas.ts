import { z } from 'zod';
import { keySafe, tableKey } from '../storage/keys.js';
import { MIN_SEARCH_CHARS, MIN_SEARCH_WORDS } from '../directory/vocabulary.js';

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
  q: z.string().trim().min(MIN_SEARCH_CHARS, `at least ${MIN_SEARCH_WORDS} characters`).max(100),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

const Mode = ModeBody.shape.mode;
const ListedMailbox = z.object({ address: z.string(), note: z.string(), addedBy: z.string(), addedAt: z.string() });
const GroupInfo = z.object({
  id: z.string(),
  displayName: z.string(),
  note: z.string(),
  addedBy: z.string(),
  addedAt: z.string(),
  syncedAt: z.string(),
  memberCount: z.number(),
});

/** `GET /api/admin/exclusions`: the list with its mode, each entry annotated, the groups, totals and the seats billed. */
export const ExclusionsOverview = z.object({
  mode: Mode,
  mailboxes: z.array(ListedMailbox.extend({ resolves: z.boolean(), billable: z.boolean() })),
  groups: z.array(GroupInfo),
  totals: z.object({ directoryMailboxes: z.number(), listed: z.number(), listedInDirectory: z.number() }),
  seatsBilled: z.number(),
  /** Formatted with its currency in the reader's language, e.g. "€12.00" or "12,00 €". */
  monthlyCost: z.string(),
  /** The monthly cost in cents of `currency`, for a client that formats money itself. */
  monthlyCostCents: z.number(),
  /** The ISO 4217 code of the amounts. */
  currency: z.string(),
});
export type ExclusionsOverview = z.infer<typeof ExclusionsOverview>;

export const ModeAnswer = z.object({ mode: Mode });
export const Added = z.object({ added: z.array(z.string()) });
export const AddedGroup = GroupInfo.extend({ members: z.array(z.string()) });
export const Released = z.object({ released: z.array(z.string()) });
export const GroupSync = z.object({
  group: GroupInfo,
  stillInDirectory: z.boolean(),
  added: z.array(z.string()),
  removed: z.array(z.string()),
});
export type GroupSync = z.infer<typeof GroupSync>;

export const Suggestions = z.object({
  windowDays: z.number(),
  mailboxes: z.array(z.object({ address: z.string(), displayName: z.string().nullable(), mailboxType: z.enum(['user', 'shared']) })),
  /** Formatted with its currency in the reader's language. */
  monthlySaving: z.string(),
  /** The monthly saving in cents of `currency`. */
  monthlySavingCents: z.number(),
  /** The ISO 4217 code of the amounts. */
  currency: z.string(),
});
export type Suggestions = z.infer<typeof Suggestions>;
