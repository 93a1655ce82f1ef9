import type { TableClient } from '@azure/data-tables';
import { getOrNull } from '../storage/entities.js';
import type { Storage } from '../storage/storage.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import { factsOf, FindingFacts, inLanguage } from './said.js';
import { Finding } from './schemas.js';
import { z } from 'zod';

/** A finding as recorded: its sentences in English, and what they say as facts (absent in rows recorded before). */
const Stored = z.array(Finding.extend({ said: FindingFacts.optional() }));
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
    const kept = findings.map((f) => ({ ...f, said: factsOf(f) }));
    while (kept.length && JSON.stringify(kept).length > MAX_CHARS) kept.pop();
    await this.table.upsertEntity(
      { partitionKey: tenantId, rowKey: rowKey(templateId, version), findings: JSON.stringify(kept), total: findings.length },
      'Replace',
    );
  }

  /** The findings recorded with a version, written in `language` from their facts. */
  async read(
    tenantId: string,
    templateId: string,
    version: number,
    language: Language = DEFAULT_LANGUAGE,
  ): Promise<{ findings: Finding[]; total: number } | null> {
    const row = await getOrNull<{ findings: string; total: number }>(this.table, tenantId, rowKey(templateId, version));
    if (!row) return null;
    const findings = Stored.parse(JSON.parse(row.findings)).map(({ said, ...finding }) => inLanguage(finding, said, language));
    return { findings, total: row.total };
  }
}
