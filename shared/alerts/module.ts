import type { Platform, Wired } from '../wiring.js';
import { AlertService } from './service.js';
import { AlertStore } from './store.js';

/** What alerts read and send through, besides what the platform gives. */
type AlertDeps = Omit<ConstructorParameters<typeof AlertService>[1], 'clock' | 'log' | 'portalUrl'>;

/** Alerts an organisation subscribes to: wired after webhooks, which deliver them too. */
export function wire({
  config,
  storage,
  clock,
  log,
  ...deps
}: Pick<Platform, 'config' | 'storage' | 'clock' | 'log'> & AlertDeps): Wired<{ alerts: AlertService }> {
  return {
    facade: { alerts: new AlertService(new AlertStore(storage), { ...deps, clock, log, portalUrl: `${config.BASE_URL}/admin` }) },
  };
}
