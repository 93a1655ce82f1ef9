import type { ImportService } from '../imports/service.js';
import type { ProfileService } from '../profiles/service.js';
import type { Platform, Wired } from '../wiring.js';
import { ScimService } from './service.js';

/** SCIM 2.0 provisioning (RFC 7643/7644) over the import layer. */
export function wire({
  outbox,
  clock,
  directory,
  profiles,
  imports,
}: Pick<Platform, 'outbox' | 'clock' | 'directory'> & { profiles: ProfileService; imports: ImportService }): Wired<{ scim: ScimService }> {
  return { facade: { scim: new ScimService(imports.store, { outbox, clock, directory, profiles }) } };
}
