import { guardCapabilities, type Guard } from '../auth/roles.js';
import { ApiError } from './errors.js';

export const ADMIN_ROLE_REQUIRED = new ApiError(403, 'admin_role_required', 'This operation needs the Admin role');
const MISSING_CAPABILITY = new ApiError(403, 'missing_capability', 'The caller does not hold the capability this operation needs');

/** A route's guard against what the caller holds: 403 `admin_role_required` or `missing_capability`. */
export function checkGuard(guard: Guard, held: readonly string[], isAdminRole: boolean): void {
  if ('role' in guard) {
    if (!isAdminRole) throw ADMIN_ROLE_REQUIRED;
    return;
  }
  const wanted = guardCapabilities(guard);
  if (wanted.length > 0 && !wanted.some((c) => held.includes(c))) throw MISSING_CAPABILITY;
}
