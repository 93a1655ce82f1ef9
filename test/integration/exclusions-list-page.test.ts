import { describe, expect, inject, it } from 'vitest';
import { ExclusionStore } from '../../shared/exclusions/store.js';
import { Storage } from '../../shared/storage/storage.js';

describe('the cost management list and its mode read in one page (the compose path keeps it a rendering generation)', () => {
  it('answers every listed address when one page holds them, and null when storage has more to page through', async () => {
    const storage = new Storage({ connectionString: inject('storageConnectionString') });
    const store = new ExclusionStore(storage);
    await storage.init();
    const table = storage.table('exclusions');
    const tenantId = crypto.randomUUID();
    const other = crypto.randomUUID();
    for (const rowKey of ['m|ada@contoso.test', 'x|ben@contoso.test', 'm|cy@contoso.test', 'g|group-1']) {
      await table.createEntity({ partitionKey: tenantId, rowKey });
    }
    await table.createEntity({ partitionKey: tenantId, rowKey: 'mode', mode: 'inclusion', listVersion: 4 });
    await table.createEntity({ partitionKey: other, rowKey: 'm|someone@else.test' });

    const all = new Set(['ada@contoso.test', 'ben@contoso.test', 'cy@contoso.test']);
    expect(await store.modeAndListInOnePage(tenantId)).toEqual({ mode: 'inclusion', listed: all });
    expect(await store.listed(tenantId)).toEqual(all);
    // The mode row sorts first: a list longer than a page still answers the mode.
    expect(await store.modeAndListInOnePage(tenantId, 2)).toEqual({ mode: 'inclusion', listed: null });
    expect(await store.modeAndListInOnePage(crypto.randomUUID())).toEqual({ mode: 'exclusion', listed: new Set() });
  });
});
