import type { PersonDataKind } from '../privacy/kinds.js';
import { anyOf, rowsKind, tenantPartition } from '../privacy/rows.js';
import type { Storage } from '../storage/storage.js';
import { preferenceKey, PREFERENCES_TABLE } from './store.js';

/** The language they chose for the portal, the add-in and the e-mails the service sends them. */
export function preferencesPersonData(storage: Storage): PersonDataKind {
  const table = storage.table(PREFERENCES_TABLE);
  return {
    kind: 'preferences',
    describes: 'The language they chose for the portal, the add-in and the e-mails the service sends them.',
    tables: [PREFERENCES_TABLE],
    containers: [],
    ...rowsKind((tenantId, addresses, oids) => [
      { table, filter: `${tenantPartition(tenantId)} and (${anyOf('RowKey', oids.map(preferenceKey))} or ${anyOf('address', addresses)})` },
    ]),
  };
}
