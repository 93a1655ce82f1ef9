/*
 * The names of what an import fills, apart from the code that fills it, so the portal can read them without the
 * directory's server-side types.
 */

/**
 * The directory attributes an import may set, by the names Microsoft Graph gives them (`businessPhone` is the first
 * of Graph's `businessPhones`). Custom profile fields are imported by their keys beside these.
 */
export const IMPORTABLE_ATTRIBUTES = [
  'displayName',
  'givenName',
  'surname',
  'jobTitle',
  'department',
  'companyName',
  'officeLocation',
  'streetAddress',
  'city',
  'state',
  'postalCode',
  'country',
  'mobilePhone',
  'businessPhone',
  'preferredLanguage',
] as const;
export type ImportableAttribute = (typeof IMPORTABLE_ATTRIBUTES)[number];

export const isImportableAttribute = (name: string): name is ImportableAttribute =>
  (IMPORTABLE_ATTRIBUTES as readonly string[]).includes(name);
