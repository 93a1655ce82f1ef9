// Only the signature part of `npm run bench` (the same scenarios and connection counts), to iterate on it:
// `npm run build:local && tsx bench/signature-only.ts`. SERVICE_NODE_OPTIONS, when set, is the services' NODE_OPTIONS
// (a profiler or a preload that watches the event loop).
import { printTable, startBaseline, startService, measure } from './harness.js';
import { bareProcessFigure, signatureBench, signatureGoals } from './signatures.js';
import { reportBroken } from './verdict.js';
import { placement } from './cores.js';

console.log(placement());

const extra: Record<string, string> = process.env.SERVICE_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SERVICE_NODE_OPTIONS } : {};
const baselineServer = await startBaseline();
const service = await startService(extra);
const cold = await startService({ SIGNATURE_CACHE: 'false', ...extra });
try {
  const baseline = await measure('baseline (bare node:http, 4 KiB)', { url: baselineServer.url });
  const { warm, coldFigure, coldLoaded } = await signatureBench(service, cold);
  printTable([baseline, await bareProcessFigure(), warm.figure, coldFigure, coldLoaded], baseline);
  console.log(`
${signatureGoals(baseline, { warm, coldFigure, coldLoaded })}`);
} finally {
  await Promise.all([service.stop(), cold.stop()]);
  baselineServer.stop();
}
reportBroken();
