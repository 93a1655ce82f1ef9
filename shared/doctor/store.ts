import type { TableClient } from '@azure/data-tables';
import { getOrNull } from '../storage/entities.js';
import type { Storage } from '../storage/storage.js';
import { Finding } from './schemas.js';
import { z } from 'zod';

const Stored = z.array(Finding);
/** Table rows hold at most 64 KiB a property: the stored findings keep the first ones that fit. */
const MAX_CHARS = 30_000;

const rowKey = (templateId: string, version: number) => `${templateId}|${String(version).padStart(8, '0')}`;

/** The doctor's warnings recorded with each published version: partition = tenant, row = template and version. */
export class DoctorStore {
  private readonly table: TableClient;
  constructor(storage: Storage) {
    this.table = storage.table('doctorfindings');
  }

  async record(tenantId: string, templateId: string, version: number, findings: Finding[]): Promise<void> {
    const kept = [...findings];
    while (kept.length && JSON.stringify(kept).length > MAX_CHARS) kept.pop();
    await this.table.upsertEntity(
      { partitionKey: tenantId, rowKey: rowKey(templateId, version), findings: JSON.stringify(kept), total: findings.length },
      'Replace',
    );
  }

  async read(tenantId: string, templateId: string, version: number): Promise<{ findings: Finding[]; total: number } | null> {
    const row = await getOrNull<{ findings: string; total: number }>(this.table, tenantId, rowKey(templateId, version));
    return row ? { findings: Stored.parse(JSON.parse(row.findings)), total: row.total } : null;
  }
}
