/**
 * Entra directory roles by name, as their role template ids (the values of a token's `wids` claim). The names are
 * what a directory fixture writes in `directoryRoles`; the ids are the same in every tenant.
 */
export const DIRECTORY_ROLES = {
  'Global Administrator': '62e90394-69f5-4237-9190-012177145e10',
  'Privileged Role Administrator': 'e8611ab8-c189-46e8-94e1-60213ab1f814',
  'Cloud Application Administrator': '158c047a-c907-4556-b7ef-446551a6b5f7',
  'Application Administrator': '9b895d92-2cd3-44c7-9d02-a6ac2d5ea5c3',
  'User Administrator': 'fe930be7-5e62-47db-91af-98c3a49a38b1',
  'Exchange Administrator': '29232cdf-9323-42fd-ade2-1d097af3e4de',
  'Global Reader': 'f2ef992c-3afb-46b9-b7cf-a126ee74c451',
} as const;
export type DirectoryRoleName = keyof typeof DIRECTORY_ROLES;
export const DIRECTORY_ROLE_NAMES = Object.keys(DIRECTORY_ROLES) as [DirectoryRoleName, ...DirectoryRoleName[]];

/**
 * The roles that may grant tenant-wide admin consent to an application asking for Microsoft Graph application
 * permissions (app roles), as Microsoft documents: only a person holding one of them can onboard or link an
 * organisation. Cloud Application Administrator and Application Administrator may consent to other permissions, but
 * not to Microsoft Graph app roles, which is what the service asks for.
 */
export const CONSENT_ROLE_NAMES = ['Global Administrator', 'Privileged Role Administrator'] as const satisfies readonly DirectoryRoleName[];
export const CONSENT_ROLE_IDS: ReadonlySet<string> = new Set(CONSENT_ROLE_NAMES.map((name) => DIRECTORY_ROLES[name]));

export const mayGrantConsent = (roleIds: readonly string[]) => roleIds.some((id) => CONSENT_ROLE_IDS.has(id.toLowerCase()));
