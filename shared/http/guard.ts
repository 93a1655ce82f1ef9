import { guardCapabilities, type Guard } from '../auth/roles.js';
import { refuse } from './errors.js';

export const ADMIN_ROLE_REQUIRED = refuse('admin_role_required');

/** Names what is missing, so the person or the key's owner knows what to ask for: `capability` is the first accepted one. */
const missingCapability = (wanted: readonly string[]) =>
  refuse(
    'missing_capability',
    `This operation needs the ${wanted.map((c) => `“${c}”`).join(' or ')} capability, which the caller does not hold`,
    { capability: wanted[0], ...(wanted.length > 1 ? { anyOf: wanted } : {}) },
  );

/** A route's guard against what the caller holds: 403 `admin_role_required` or `missing_capability`. */
export function checkGuard(guard: Guard, held: readonly string[], isAdminRole: boolean): void {
  if ('role' in guard) {
    if (!isAdminRole) throw ADMIN_ROLE_REQUIRED;
    return;
  }
  const wanted = guardCapabilities(guard);
  if (wanted.length > 0 && !wanted.some((c) => held.includes(c))) throw missingCapability(wanted);
}
