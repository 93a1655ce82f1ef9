import type { ChangeLogService } from '../changelog/service.js';
import type { DirectorySnapshots } from '../directory/service.js';
import type { PhotoService } from '../photos/service.js';
import type { SignatureChanges } from '../rendering/generation.js';
import type { SettingsService } from '../settings/service.js';
import type { UserService } from '../users/service.js';
import type { Platform, Wired } from '../wiring.js';
import { personDataKinds } from './registry.js';
import { Retention } from './retention.js';
import { PrivacyService } from './service.js';
import { PrivacyStore } from './store.js';

/** A person's data: find, export and erase it across every kind the registry lists. Wired after the change log. */
export function wire({
  config,
  storage,
  directory,
  clock,
  log,
  users,
  snapshots,
  changelog,
  photos,
  settings,
  generations,
}: Pick<Platform, 'config' | 'storage' | 'directory' | 'clock' | 'log'> & {
  users: UserService;
  snapshots: DirectorySnapshots;
  changelog: ChangeLogService;
  photos: PhotoService;
  settings: SettingsService;
  generations: SignatureChanges;
}): Wired<{ privacy: PrivacyService; retention: Retention }> {
  const store = new PrivacyStore(storage, config.SIGNING_SECRET);
  const kinds = personDataKinds({ storage, users, snapshots, store });
  const privacy = new PrivacyService(kinds, store, { storage, directory, clock, log, changelog, generations });
  // The nightly photo sync keeps no new copy of an erased person's photo.
  photos.erased.register((tenantId) => privacy.erasedIds(tenantId));
  return { facade: { privacy, retention: new Retention(storage, store, { clock, settings, changelog }) } };
}
