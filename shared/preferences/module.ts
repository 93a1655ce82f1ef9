import type { SettingsService } from '../settings/service.js';
import type { Platform, Wired } from '../wiring.js';
import { PreferenceService } from './service.js';
import { PreferenceStore } from './store.js';

/** People's own preferences (their language), and the language each person reads. */
export function wire({
  storage,
  directory,
  clock,
  settings,
}: Pick<Platform, 'storage' | 'directory' | 'clock'> & { settings: SettingsService }): Wired<{ preferences: PreferenceService }> {
  return { facade: { preferences: new PreferenceService(new PreferenceStore(storage), { directory, settings, clock }) } };
}
