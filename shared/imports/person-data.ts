import { anyOf, countRows, deleteRows, readRows, recordOf, type Rows } from '../privacy/rows.js';
import type { PersonDataKind, PersonRef } from '../privacy/kinds.js';
import type { Storage } from '../storage/storage.js';
import { ImportJobStore } from './job-store.js';
import { allLayerPartitions, allUndoPartitions, layerKey, undoKey } from './layer-keys.js';

/**
 * Values imported for a mailbox (from a CSV file or a SCIM client), and what the last import replaced (kept for its
 * undo, under that import's id). Both are keyed by the mailbox's directory object id.
 */
export function importedValuesPersonData(storage: Storage): PersonDataKind {
  const layers = storage.table('importlayers');
  const runs = storage.table('importruns');
  const rowsOf = async (tenantId: string, { oids }: PersonRef): Promise<Rows[]> => {
    const selected: Rows[] = [
      {
        table: layers,
        filter: `${allLayerPartitions(tenantId)} and ${anyOf('RowKey', oids.map(layerKey))}`,
      },
    ];
    const last = await runs.getEntity<{ id?: string }>(tenantId, 'last').catch(() => null);
    const lastId = last?.id;
    if (lastId) {
      const keys = oids.map((o) => undoKey(lastId, o));
      selected.push({ table: runs, filter: `${allUndoPartitions(tenantId)} and ${anyOf('RowKey', keys)}` });
    }
    return selected;
  };
  const jobs = new ImportJobStore(storage);
  /** The last import job's answer (its changes and problems by mailbox), when it names the person. */
  const jobOf = async (tenantId: string, { addresses }: PersonRef) => {
    const job = await jobs.get(tenantId);
    const answer = job ? await jobs.answer(tenantId, job.id) : null;
    if (!job || !answer) return null;
    const changes = answer.changes.filter((c) => addresses.includes(c.mailbox));
    const named = changes.length > 0 || answer.errors.some((e) => addresses.some((a) => e.message.toLowerCase().includes(a)));
    return named ? { id: job.id, changes } : null;
  };
  return {
    kind: 'imported-values',
    describes:
      'Attribute values imported for their mailbox from a file or an HR system, what the last import replaced, and the answer of the last import job.',
    tables: ['importlayers', 'importruns'],
    containers: ['imports'],
    async find(tenantId, person) {
      let n = (await jobOf(tenantId, person)) ? 1 : 0;
      for (const rows of await rowsOf(tenantId, person)) n += await countRows(rows);
      return n;
    },
    async export(tenantId, person) {
      const job = await jobOf(tenantId, person);
      const records: unknown[] = job ? [{ importJob: job.id, changes: job.changes }] : [];
      for (const rows of await rowsOf(tenantId, person)) records.push(...(await readRows(rows)).map(recordOf));
      return { records };
    },
    async erase(tenantId, person) {
      const job = await jobOf(tenantId, person);
      // The answer goes whole: it is only the last job's preview, and the layers it wrote are erased below.
      if (job) await jobs.dropBlobs(tenantId, job.id, ['answer.json']);
      let n = job ? 1 : 0;
      for (const rows of await rowsOf(tenantId, person)) n += await deleteRows(rows);
      return n;
    },
  };
}
