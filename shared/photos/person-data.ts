import type { PersonDataKind, PersonRef } from '../privacy/kinds.js';
import type { Storage } from '../storage/storage.js';
import { PhotoStore } from './store.js';

/** A person's photos: the one copied from the directory and their own upload, each in every size the signature uses. */
export function photosPersonData(storage: Storage): PersonDataKind {
  const store = new PhotoStore(storage);
  const rows = async (tenantId: string, p: PersonRef) => {
    const out = [];
    for (const oid of p.oids) {
      const row = await store.get(tenantId, oid);
      if (row) out.push({ userId: oid, row });
    }
    return out;
  };
  return {
    kind: 'photos',
    describes: 'Their photo as copied from the directory and any photo they uploaded themselves, with when it last changed.',
    tables: ['photos'],
    containers: ['photos'],
    find: async (tenantId, p) => (await rows(tenantId, p)).length,
    async export(tenantId, p) {
      const records = [];
      const files = [];
      for (const { userId, row } of await rows(tenantId, p)) {
        records.push({ userId, fromDirectory: row.graphId !== '', uploaded: row.uploadId !== '', updatedAt: row.updatedAt });
        for (const [id, source] of [
          [row.graphId, 'directory'],
          [row.uploadId, 'upload'],
        ] as const) {
          const bytes = id ? await store.rendition(tenantId, id, '192.jpg') : null;
          if (bytes) files.push({ name: `photo-${source}.jpg`, bytes });
        }
      }
      return { records, files };
    },
    async erase(tenantId, p) {
      const held = await rows(tenantId, p);
      for (const { userId, row } of held) {
        for (const id of [row.graphId, row.uploadId]) if (id) await store.deleteRenditions(tenantId, id);
        await storage.table('photos').deleteEntity(tenantId, userId);
      }
      return held.length;
    },
  };
}
