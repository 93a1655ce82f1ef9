import { refuse } from '../http/errors.js';
import type { SettingsService } from './service.js';

const APPROVAL_REQUIRED = refuse('approval_required');

/** Whether a caller may publish: anyone the guard admits while approval is off, only an Admin while it is on. */
export const mayPublish = (isAdmin: boolean, requireApproval: boolean) => isAdmin || !requireApproval;

/**
 * The publish-approval gate: the pipeline asks it before a route marked `publish` runs, after the route's guard
 * (a key never holds the Admin role).
 */
export class PublishApproval {
  constructor(private readonly settings: Pick<SettingsService, 'get'>) {}

  async check(tenantId: string, isAdmin: boolean): Promise<void> {
    if (isAdmin) return;
    if (!mayPublish(false, (await this.settings.get(tenantId)).requireApproval)) throw APPROVAL_REQUIRED;
  }
}
