import { owedDigests } from '../digest/person-data.js';
import type { PersonDataKind, PersonRef } from '../privacy/kinds.js';
import { getOrNull } from '../storage/entities.js';
import type { Storage } from '../storage/storage.js';
import type { AlertRecipient } from './schemas.js';

const RECIPIENTS = 'recipients';

/**
 * The service's mail to a person as an Admin: the alerts they are set to receive (the organisation's list of
 * recipients) and digests owed to them. Erasure takes them off both; the rest of the list stays as the Admins set it.
 */
export function notificationsPersonData(storage: Storage): PersonDataKind {
  const table = storage.table('alerts');
  const digests = owedDigests(storage);
  const recipients = async (tenantId: string) => {
    const row = await getOrNull<{ recipients: string }>(table, tenantId, RECIPIENTS);
    return { row, list: row ? (JSON.parse(row.recipients) as AlertRecipient[]) : [] };
  };
  const isTheirs = (p: PersonRef) => (r: AlertRecipient) => p.addresses.includes(r.email.toLowerCase());
  const held = async (tenantId: string, p: PersonRef) => ({
    alerts: (await recipients(tenantId)).list.filter(isTheirs(p)),
    owed: await digests.find(tenantId, p.addresses),
  });
  return {
    kind: 'notifications',
    describes: 'The alerts they are set to receive by e-mail as an Admin, and health digests owed to them while the mail service was out.',
    tables: ['alerts', digests.table],
    containers: [],
    async find(tenantId, p) {
      const { alerts, owed } = await held(tenantId, p);
      return alerts.length + owed.length;
    },
    async export(tenantId, p) {
      const { alerts, owed } = await held(tenantId, p);
      return {
        records: [...alerts.map((r) => ({ receivesAlerts: r.kinds, at: r.email })), ...owed.map((address) => ({ digestOwedTo: address }))],
      };
    },
    async erase(tenantId, p) {
      const { row, list } = await recipients(tenantId);
      const left = list.filter((r) => !isTheirs(p)(r));
      if (row && left.length < list.length)
        await table.updateEntity({ partitionKey: tenantId, rowKey: RECIPIENTS, recipients: JSON.stringify(left) }, 'Merge', {
          etag: row.etag,
        });
      return list.length - left.length + (await digests.erase(tenantId, p.addresses));
    },
  };
}
