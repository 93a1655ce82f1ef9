import { z } from 'zod';
import { Role } from '../auth/roles.js';
import { keySafe } from '../storage/keys.js';
import { MIN_SEARCH_CHARS, MIN_SEARCH_WORDS } from '../directory/vocabulary.js';

export const PortalUser = z.object({
  /** The person's directory object id; null for a row granted to an address before people were kept by id, until they sign in. */
  oid: z.string().nullable(),
  email: z.string(),
  role: Role,
  name: z.string().nullable(),
  addedAt: z.string(),
  addedBy: z.string(),
  lastSeenAt: z.string().nullable(),
});
export type PortalUser = z.infer<typeof PortalUser>;

export const Address = z.string().trim().toLowerCase().pipe(z.email('must be an e-mail address').max(254)).superRefine(keySafe(254));

export const PutUserBody = z.strictObject({ email: Address, role: Role });
export const UserParams = z.object({ email: Address });
export const SearchQuery = z.object({
  q: z.string().trim().min(MIN_SEARCH_CHARS, `at least ${MIN_SEARCH_WORDS} characters`).max(100),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
