import type { Storage } from '../storage/storage.js';
import { getOrNull } from '../storage/entities.js';
import type { Stamp, Witness } from '../outbox/outbox.js';

interface OnboardingRow {
  dismissedAt?: string;
  dismissedBy?: string;
  dpaAcceptedAt?: string;
  dpaAcceptedBy?: string;
  dpaVersion?: string;
}

const TABLE = 'onboarding';
const ROW = 'onboarding';
/** The row a dismissal or an acceptance lands on (see Outbox.commit). */
export const onboardingWitness: Witness = { table: TABLE, rowKey: ROW };

/** The getting-started checklist's dismissal and the data processing agreement's acceptance, per organisation. */
export class OnboardingStore {
  private readonly table;
  constructor(storage: Storage) {
    this.table = storage.table(TABLE);
  }

  async get(tenantId: string): Promise<OnboardingRow> {
    return (await getOrNull<OnboardingRow>(this.table, tenantId, ROW)) ?? {};
  }

  async merge(tenantId: string, patch: OnboardingRow, stamp: Stamp): Promise<void> {
    await this.table.upsertEntity({ partitionKey: tenantId, rowKey: ROW, ...patch, ...stamp }, 'Merge');
  }
}
