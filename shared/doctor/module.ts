import type { Platform, Wired } from '../wiring.js';
import { DoctorService } from './service.js';
import { DoctorStore } from './store.js';

/** What the doctor reads, besides what the platform gives. */
type DoctorReads = Omit<ConstructorParameters<typeof DoctorService>[1], 'log' | 'images'>;

/** The signature doctor: findings on a body before it is published, and the findings recorded with each version. */
export function wire({
  storage,
  log,
  images,
  ...reads
}: Pick<Platform, 'storage' | 'log' | 'images'> & DoctorReads): Wired<{ doctor: DoctorService }> {
  return { facade: { doctor: new DoctorService(new DoctorStore(storage), { ...reads, log, images }) } };
}
