import type { Platform, Wired } from '../wiring.js';
import { DigestService } from './service.js';

/** What the digest reports on, besides what the platform gives. */
type DigestReads = Omit<ConstructorParameters<typeof DigestService>[1], 'clock' | 'log' | 'portalUrl'>;

/** The health digest mailed to Admins. */
export function wire({
  config,
  storage,
  clock,
  log,
  ...reads
}: Pick<Platform, 'config' | 'storage' | 'clock' | 'log'> & DigestReads): Wired<{ digest: DigestService }> {
  return { facade: { digest: new DigestService(storage, { ...reads, clock, log, portalUrl: `${config.BASE_URL}/admin` }) } };
}
