// scratch: which storage requests one cold compose makes
import { StorageCounter } from '../shared/storage/request-counter.ts';
const orig = StorageCounter.prototype.policy;
const origB = StorageCounter.prototype.blobPolicy;
(globalThis as any).TRACE = false;
StorageCounter.prototype.policy = function () { const p = orig.call(this); return { name: p.name, sendRequest: (r, n) => { if ((globalThis as any).TRACE) console.log('T', r.method, decodeURIComponent(r.url.replace(/^https?:\/\/[^/]+\/[^/]+/, ''))); return p.sendRequest(r, n); } }; };
StorageCounter.prototype.blobPolicy = function () { const p = origB.call(this); return { name: p.name, sendRequest: (r, n) => { if ((globalThis as any).TRACE) console.log('B', r.method, decodeURIComponent(r.url.replace(/^https?:\/\/[^/]+\/[^/]+/, ''))); return p.sendRequest(r, n); } }; };
const { storageCountsBench } = await import('./storage-counts.ts');
await storageCountsBench();
process.exit(0);
