import type { Storage } from '../storage/storage.js';
import { getOrNull } from '../storage/entities.js';

export interface OnboardingRow {
  dismissedAt?: string;
  dismissedBy?: string;
  dpaAcceptedAt?: string;
  dpaAcceptedBy?: string;
  dpaVersion?: string;
}

const ROW = 'onboarding';

/** The getting-started checklist's dismissal and the data processing agreement's acceptance, per organisation. */
export class OnboardingStore {
  private readonly table;
  constructor(storage: Storage) {
    this.table = storage.table('onboarding');
  }

  async get(tenantId: string): Promise<OnboardingRow> {
    return (await getOrNull<OnboardingRow>(this.table, tenantId, ROW)) ?? {};
  }

  async merge(tenantId: string, patch: OnboardingRow): Promise<void> {
    await this.table.upsertEntity({ partitionKey: tenantId, rowKey: ROW, ...patch }, 'Merge');
  }
}
