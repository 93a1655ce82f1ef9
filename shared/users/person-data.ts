import { CAPABILITIES } from '../auth/vocabulary.js';
import type { PersonDataKind } from '../privacy/kinds.js';
import { anyOf, rowsKind, tenantPartition } from '../privacy/rows.js';
import type { Storage } from '../storage/storage.js';
import type { UserService } from './service.js';

const ERASER = { actor: 'Privacy erasure', capabilities: CAPABILITIES };

/** A person's portal role. Erasure removes it through the roster, so the last Admin cannot be erased. */
export function rolesPersonData(storage: Storage, users: Pick<UserService, 'remove'>): PersonDataKind {
  const table = storage.table('users');
  const rows = rowsKind((tenantId, addresses, oids) => [
    {
      table,
      filter: `${tenantPartition(tenantId)} and (${anyOf(
        'RowKey',
        oids.map((o) => `o:${o}`),
      )} or ${anyOf('email', addresses)})`,
    },
  ]);
  return {
    kind: 'roles',
    describes:
      'Their role in the portal (Admin, Editor, Billing, Marketing), their name and address as signed in, and when they last signed in.',
    tables: ['users'],
    containers: [],
    find: rows.find,
    export: rows.export,
    async erase(tenantId, p) {
      const held = (await rows.export(tenantId, p)).records as { email?: string }[];
      for (const r of held) if (r.email) await users.remove(tenantId, ERASER, r.email);
      return held.length;
    },
  };
}
