import { anyOf, rowsKind, tenantPartition } from '../privacy/rows.js';
import type { PersonDataKind } from '../privacy/kinds.js';
import type { Storage } from '../storage/storage.js';

/** Whether their automatic replies are on, from when to when, whom they name as contact, and who switched them. */
export function automaticRepliesPersonData(storage: Storage): PersonDataKind {
  const table = storage.table('autoreplies');
  return {
    kind: 'automatic-replies',
    describes: 'Whether their out-of-office replies are on, for which dates, whom they name to contact, and who switched them.',
    tables: ['autoreplies'],
    containers: [],
    ...rowsKind((tenantId, addresses) => [
      {
        table,
        filter: `${tenantPartition(tenantId)} and ${anyOf(
          'RowKey',
          addresses.map((a) => `m|${a}`),
        )}`,
      },
    ]),
  };
}
