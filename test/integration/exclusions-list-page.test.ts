import { describe, expect, inject, it } from 'vitest';
import { ExclusionStore } from '../../shared/exclusions/store.js';
import { Storage } from '../../shared/storage/storage.js';

describe('the cost management list read in one page (the compose path keeps it a rendering generation)', () => {
  it('answers every listed address when one page holds them, and null when storage has more to page through', async () => {
    const storage = new Storage({ connectionString: inject('storageConnectionString') });
    const store = new ExclusionStore(storage);
    await storage.init();
    const table = storage.table('exclusions');
    const tenantId = crypto.randomUUID();
    const other = crypto.randomUUID();
    for (const rowKey of ['m|ada@contoso.test', 'x|ben@contoso.test', 'm|cy@contoso.test', 'g|group-1', 'mode']) {
      await table.createEntity({ partitionKey: tenantId, rowKey });
    }
    await table.createEntity({ partitionKey: other, rowKey: 'm|someone@else.test' });

    const all = new Set(['ada@contoso.test', 'ben@contoso.test', 'cy@contoso.test']);
    expect(await store.listedInOnePage(tenantId)).toEqual(all);
    expect(await store.listed(tenantId)).toEqual(all);
    expect(await store.listedInOnePage(tenantId, 2)).toBeNull();
    expect(await store.listedInOnePage(crypto.randomUUID())).toEqual(new Set());
  });
});
