import type { PersonDataKind } from '../privacy/kinds.js';
import { anyOf, rowsKind, tenantPartition } from '../privacy/rows.js';
import type { Storage } from '../storage/storage.js';

/** The values of custom profile fields typed for a mailbox (by the person or by an Admin). */
export function profileValuesPersonData(storage: Storage): PersonDataKind {
  const table = storage.table('profilevalues');
  return {
    kind: 'profile-values',
    describes: "The values of the organisation's custom profile fields typed for their mailbox, who typed them and when.",
    tables: ['profilevalues'],
    containers: [],
    ...rowsKind((tenantId, addresses, oids) => [
      {
        table,
        filter: `${tenantPartition(tenantId)} and (${anyOf(
          'RowKey',
          oids.map((o) => `o:${o}`),
        )} or ${anyOf('address', addresses)} or ${anyOf('RowKey', addresses)})`,
      },
    ]),
  };
}
