import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { ImportableAttribute } from '../imports/attributes.js';
import type { ImportLayer } from '../imports/schemas.js';
import { CORE_USER, ENTERPRISE_USER, SCIM_BASE, SIGNATURE_USER } from './vocabulary.js';

/** A SCIM User as it travels (RFC 7643 §4.1 and §4.3, plus the signature extension), read leniently. */
const Typed = z.object({ type: z.string().optional(), value: z.string().optional(), primary: z.boolean().optional() }).loose();
const Address = z
  .object({
    type: z.string().optional(),
    streetAddress: z.string().optional(),
    locality: z.string().optional(),
    region: z.string().optional(),
    postalCode: z.string().optional(),
    country: z.string().optional(),
  })
  .loose();
export const ScimUser = z
  .object({
    schemas: z.array(z.string()).optional(),
    userName: z.string().trim().min(1, 'is required').max(254),
    externalId: z.string().max(256).nullish(),
    active: z.boolean().optional(),
    displayName: z.string().optional(),
    title: z.string().optional(),
    preferredLanguage: z.string().optional(),
    name: z.object({ givenName: z.string().optional(), familyName: z.string().optional() }).loose().optional(),
    phoneNumbers: z.array(Typed).optional(),
    addresses: z.array(Address).optional(),
    [ENTERPRISE_USER]: z.object({ department: z.string().optional(), organization: z.string().optional() }).loose().optional(),
    [SIGNATURE_USER]: z.record(z.string(), z.string().nullable()).optional(),
  })
  .loose();
export type ScimUser = z.infer<typeof ScimUser>;

/** The version a resource is at, as its `meta.version` and `ETag` say it (from the stored row's own tag). */
export const versionOf = (storageEtag: string) => `W/"${createHash('sha256').update(storageEtag).digest('base64url').slice(0, 22)}"`;

const drop = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;

/** The SCIM User of a mailbox's import layer: what the provisioning client set, read back. */
export function toScimUser(layer: ImportLayer, version: string, origin: string): Record<string, unknown> {
  const a = layer.attributes;
  const address = drop({
    type: 'work',
    streetAddress: a.streetAddress,
    locality: a.city,
    region: a.state,
    postalCode: a.postalCode,
    country: a.country,
  });
  const phones = [
    ...(a.businessPhone ? [{ type: 'work', value: a.businessPhone }] : []),
    ...(a.mobilePhone ? [{ type: 'mobile', value: a.mobilePhone }] : []),
  ];
  const enterprise = drop({ department: a.department, organization: a.companyName });
  return drop({
    schemas: [CORE_USER, ENTERPRISE_USER, SIGNATURE_USER],
    id: layer.id,
    externalId: layer.externalId ?? undefined,
    userName: layer.address,
    active: layer.active,
    displayName: a.displayName,
    title: a.jobTitle,
    preferredLanguage: a.preferredLanguage,
    name: a.givenName || a.surname ? drop({ givenName: a.givenName, familyName: a.surname }) : undefined,
    phoneNumbers: phones.length ? phones : undefined,
    addresses: Object.keys(address).length > 1 ? [address] : undefined,
    [ENTERPRISE_USER]: Object.keys(enterprise).length ? enterprise : undefined,
    [SIGNATURE_USER]: Object.keys(layer.custom).length ? layer.custom : undefined,
    meta: {
      resourceType: 'User',
      lastModified: layer.updatedAt,
      location: `${origin}${SCIM_BASE}/Users/${layer.id}`,
      version,
    },
  });
}

const byType = <T extends { type?: string; primary?: boolean }>(list: readonly T[] | undefined, type: string): T | undefined =>
  list?.find((x) => x.type?.toLowerCase() === type) ?? (type === 'work' ? list?.find((x) => x.primary) : undefined);

/** The directory attributes and custom values a SCIM User sets (an attribute it leaves out is not imported). */
export function fromScimUser(user: ScimUser): { attributes: Record<string, string>; custom: Record<string, string | null> } {
  const work = byType(user.addresses, 'work') ?? user.addresses?.[0];
  const enterprise = user[ENTERPRISE_USER];
  const attributes: Partial<Record<ImportableAttribute, string | undefined>> = {
    displayName: user.displayName,
    givenName: user.name?.givenName,
    surname: user.name?.familyName,
    jobTitle: user.title,
    preferredLanguage: user.preferredLanguage,
    businessPhone: byType(user.phoneNumbers, 'work')?.value,
    mobilePhone: byType(user.phoneNumbers, 'mobile')?.value,
    streetAddress: work?.streetAddress,
    city: work?.locality,
    state: work?.region,
    postalCode: work?.postalCode,
    country: work?.country,
    department: enterprise?.department,
    companyName: enterprise?.organization,
  };
  return {
    attributes: Object.fromEntries(
      Object.entries(attributes).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
    ),
    custom: { ...(user[SIGNATURE_USER] ?? {}) },
  };
}
