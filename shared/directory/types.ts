import { z } from 'zod';

/** A directory user as the service sees it (the Graph user attributes of DESIGN §7, plus the mailbox type). */
export const DirectoryUserSchema = z.object({
  id: z.string(),
  userPrincipalName: z.string().nullish(),
  mail: z.string().nullish(),
  displayName: z.string().nullish(),
  givenName: z.string().nullish(),
  surname: z.string().nullish(),
  jobTitle: z.string().nullish(),
  department: z.string().nullish(),
  companyName: z.string().nullish(),
  officeLocation: z.string().nullish(),
  streetAddress: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  postalCode: z.string().nullish(),
  country: z.string().nullish(),
  mobilePhone: z.string().nullish(),
  businessPhones: z.array(z.string()).default([]),
  proxyAddresses: z.array(z.string()).default([]),
  userType: z.string().nullish(),
  accountEnabled: z.boolean().nullish(),
  mailboxType: z.enum(['user', 'shared']).default('user'),
});
export type DirectoryUser = z.infer<typeof DirectoryUserSchema>;

export const DirectoryGroupSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  mail: z.string().nullish(),
});
export type DirectoryGroup = z.infer<typeof DirectoryGroupSchema>;

export interface DirectoryTenant {
  id: string;
  displayName: string;
  domains: string[];
}

/**
 * The organisation's directory. Every method takes the tenant id first. Addresses compare case-insensitively.
 * A mailbox is a member (not guest) user whose `mail` or one of whose `smtp:` proxy addresses is the address.
 */
export interface Directory {
  /** The tenant's name and verified domains, or null when the directory does not know it. */
  getTenant(tenantId: string): Promise<DirectoryTenant | null>;
  /** The mailbox that owns `address` (primary or alias), or null. */
  findMailbox(tenantId: string, address: string): Promise<DirectoryUser | null>;
  /** Users whose display name, mail or UPN starts with `query` (at most `limit`). */
  searchUsers(tenantId: string, query: string, limit: number): Promise<DirectoryUser[]>;
  /** Groups whose display name or mail starts with `query` (at most `limit`). */
  searchGroups(tenantId: string, query: string, limit: number): Promise<DirectoryGroup[]>;
  getGroup(tenantId: string, groupId: string): Promise<DirectoryGroup | null>;
  /** Every group the user belongs to, directly or through nested groups. */
  memberOf(tenantId: string, userId: string): Promise<DirectoryGroup[]>;
  /** Every user in the group, directly or through nested groups. */
  groupMembers(tenantId: string, groupId: string): Promise<DirectoryUser[]>;
  /** Every user of the tenant, page by page. */
  listUsers(tenantId: string): AsyncIterable<DirectoryUser>;
}
