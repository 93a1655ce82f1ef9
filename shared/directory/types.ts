import type { DependencyOutcomes } from '../dependency-outcomes.js';
import { z } from 'zod';
import type { MailboxSettings } from './mailbox-settings.js';

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
  /** The person's preferred language (a tag such as `de-DE`), as Graph's `preferredLanguage` holds it. */
  preferredLanguage: z.string().nullish(),
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

/** A domain as directories compare it: lower case, without surrounding space or a trailing dot. */
export const domainName = (domain: string): string => domain.trim().toLowerCase().replace(/\.$/, '');

/** The domain of an e-mail address (what follows its last `@`), as `domainName` gives it. */
export const domainOfAddress = (address: string): string => domainName(address.slice(address.lastIndexOf('@') + 1));

/** An organisation's primary domain: its first verified one that is not its `onmicrosoft.com` one. */
export const primaryDomain = (domains: readonly string[]): string | null =>
  domains.find((d) => !/\.onmicrosoft\.com$/i.test(d)) ?? domains[0] ?? null;

/**
 * The organisation's directory. Every method takes the tenant id first. Addresses compare case-insensitively.
 * A mailbox is a member (not guest) user whose `mail` or one of whose `smtp:` proxy addresses is the address.
 */
export interface Directory {
  /** The tenant's name and verified domains, or null when the directory does not know it. */
  getTenant(tenantId: string): Promise<DirectoryTenant | null>;
  /** The mailbox that owns `address` (primary or alias), or null. */
  findMailbox(tenantId: string, address: string): Promise<DirectoryUser | null>;
  /**
   * The user with this object id (a token's `oid`), guests and disabled accounts included, or null when the
   * directory does not know it.
   */
  findUser(tenantId: string, id: string): Promise<DirectoryUser | null>;
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
  /**
   * Delta rounds (Graph's `/users/delta`, `/groups/delta`): every page of what changed since `link` goes to `onPage`
   * in order, with the link the round goes on from after it (`resume`: none after the last page), and the answer is
   * the link for the next round. A null link asks for everything; `link` may also be a `resume` of a round that
   * stopped; a link the directory no longer honours throws DeltaExpired.
   */
  userDelta(tenantId: string, link: string | null, onPage: DeltaPages<UserChange>): Promise<string>;
  groupDelta(tenantId: string, link: string | null, onPage: DeltaPages<GroupChange>): Promise<string>;
  /**
   * The user's photo unless it still has `knownEtag` (Graph's `/users/{id}/photo` metadata, then `$value` only when
   * it changed). A directory that keeps no photos may leave this out: nobody has one.
   */
  photo?(tenantId: string, userId: string, knownEtag: string | null): Promise<DirectoryPhoto>;
  /** Mailboxes' automatic replies (see MailboxSettings); a directory without mailboxes leaves it out. */
  readonly mailboxSettings?: MailboxSettings;
  /** The outcome of its last call, for `/health` (a directory that calls no other service leaves it out). */
  readonly outcomes?: Pick<DependencyOutcomes, 'state'>;
}

/** Where a delta round's pages go: each page's changes, and the link the round goes on from after it. */
export type DeltaPages<C> = (changes: C[], resume?: string) => void;

/** A user's photo as the directory answers it: none, the one already fetched, or a new one. */
export type DirectoryPhoto = { state: 'none' } | { state: 'unchanged' } | { state: 'changed'; etag: string; bytes: Buffer };

/** A user as a delta round reports it: removed, or the properties that changed (a first round: all of them). */
export type UserChange = { id: string; removed: true } | { id: string; removed?: false; fields: Record<string, unknown> };

/** A group as a delta round reports it: removed, or changed properties and direct members added or removed. */
export type GroupChange =
  | { id: string; removed: true }
  | { id: string; removed?: false; fields: Record<string, unknown>; membersAdded: string[]; membersRemoved: string[] };

/** Thrown by a delta round whose link the directory no longer honours (Graph's 410): the caller starts over. */
export class DeltaExpired extends Error {
  constructor(what: string) {
    super(`The directory asks for a full resync of ${what}`);
  }
}
