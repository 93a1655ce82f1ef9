import type { Capability } from '../../../../shared/auth/vocabulary';
import type { RefusalCode } from '../../api/refusal';

/** Capability areas as people read them (a missing or unknown area does not compile). */
const AREA_LABEL: Record<Capability, string> = {
  templates: 'Templates',
  rules: 'Assignment rules',
  settings: 'Settings',
  users: 'Users',
  monitoring: 'Monitoring',
  analytics: 'Analytics',
  banners: 'Banners',
  footers: 'Footers',
  billing: 'Billing',
  'cost-management': 'Cost management',
  'staff-profile': 'Staff profile details',
  privacy: 'A person’s data (privacy requests)',
  provisioning: 'Provisioning (SCIM)',
};
export const areaLabel = (area: string) => (AREA_LABEL as Partial<Record<string, string>>)[area] ?? `${area} (retired)`;

/** Why an operation is out of a key's reach, from the API's reason code. */
export function unreachableWords(reason: RefusalCode | null | undefined, capability: string | null): string {
  switch (reason) {
    case 'invalid_key':
      return 'The key is revoked.';
    case 'key_expired':
      return 'The key has expired.';
    case 'read_only_key':
      return 'A write, and the key is read-only.';
    case 'missing_capability':
      return `Needs ${capability ? capability.split(' or ').map(areaLabel).join(' or ') : 'an area'}, which the key does not hold.`;
    case 'approval_required':
      return 'Publish approval is on: only an Admin publishes, never a key.';
    default:
      return 'Not reachable by this key.';
  }
}
