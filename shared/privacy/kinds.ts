import { z } from 'zod';

/** Every kind of personal data the service holds about a member of staff, in the order answers list them. */
export const PERSON_DATA_KINDS = [
  'directory',
  'roles',
  'profile-values',
  'imported-values',
  'automatic-replies',
  'preferences',
  'photos',
  'apply-reports',
  'message-trail',
  'kept-messages',
  'exclusions',
  'contact-cards',
  'notifications',
  'authorship',
  'change-log',
  'exports',
] as const;
export const PersonDataKindName = z.enum(PERSON_DATA_KINDS);
export type PersonDataKindName = z.infer<typeof PersonDataKindName>;

/** Who a request is about: every address they have had here and their directory object ids. */
export interface PersonRef {
  /** The address or object id the request named. */
  asked: string;
  /** Lower-case addresses: current, aliases and former ones the service still holds. */
  addresses: string[];
  oids: string[];
  /** Their display names, replaced with the addresses where a record is kept under a pseudonym. */
  names: string[];
}

/** A file an export carries besides the JSON (a photo, a kept message). */
export interface ExportFile {
  name: string;
  bytes: Buffer;
}

/** What one kind gives an export: its records as JSON, and files. */
export interface KindExport {
  records: unknown[];
  files?: ExportFile[];
}

/**
 * How one kind of stored data answers for a person: it finds, exports and erases what it holds about them. Each
 * feature owns its adapter (`person-data.ts` in its folder); `tables` and `containers` name where it keeps that data,
 * so that a table holding personal data without an adapter is caught (test/unit/person-data-registry.test.ts).
 */
export interface PersonDataKind {
  kind: PersonDataKindName;
  /** What the kind is, as a sentence for the export's README and the portal. */
  describes: string;
  tables: readonly string[];
  containers: readonly string[];
  find(tenantId: string, person: PersonRef): Promise<number>;
  export(tenantId: string, person: PersonRef): Promise<KindExport>;
  /** Removes (or pseudonymises) what it holds; answers how many records it changed (0 the second time). */
  erase(tenantId: string, person: PersonRef, pseudonym: string): Promise<number>;
}
