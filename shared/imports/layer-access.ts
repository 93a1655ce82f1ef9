import { ImportStore } from './store.js';

/** The import layer as its other writer (SCIM) reaches it: one mailbox's imported values read, written and removed. */
export type ImportLayers = Pick<ImportStore, 'get' | 'put' | 'all' | 'remove'>;

/** The outbox witness of a change to one mailbox's imported values (`gone`: the values removed). */
export const layerWitness = (id: string, gone = false) => ImportStore.layerWitness(id, gone);
