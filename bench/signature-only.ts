// Only the signature part of `npm run bench` (the same scenarios and connection counts), to iterate on it:
// `npm run build:local && tsx bench/signature-only.ts`. SERVICE_NODE_OPTIONS, when set, is the services' NODE_OPTIONS
// (a profiler or a preload that watches the event loop).
import { printTable, startBaseline, startService, measure } from './harness.js';
import { signatureBench } from './signatures.js';

const extra: Record<string, string> = process.env.SERVICE_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SERVICE_NODE_OPTIONS } : {};
const baselineServer = await startBaseline();
const service = await startService(extra);
const cold = await startService({ SIGNATURE_CACHE: 'false', ...extra });
try {
  const baseline = await measure('baseline (bare node:http, 4 KiB)', { url: baselineServer.url });
  const { warm, coldFigure, coldLoaded } = await signatureBench(service, cold);
  printTable([baseline, warm.figure, coldFigure, coldLoaded], baseline);
  const ratio = warm.figure.requestsPerSecond / baseline.requestsPerSecond;
  console.log(`
warm throughput / baseline             ${ratio.toFixed(3).padEnd(10)} >= 0.4   ${ratio >= 0.4 ? 'met' : 'missed'}
warm p99 at 32 connections (ms)        ${String(warm.figure.p99).padEnd(10)} < 15     ${warm.figure.p99 < 15 ? 'met' : 'missed'}
cold p99, one at a time (ms)           ${String(coldFigure.p99).padEnd(10)} < 60     ${coldFigure.p99 < 60 ? 'met' : 'missed'}
cold p99, 8 connections (ms)           ${String(coldLoaded.p99).padEnd(10)} < 60     ${coldLoaded.p99 < 60 ? 'met' : 'missed'}
service RSS under load (MB)            ${String(warm.rssMb).padEnd(10)} < 300    ${warm.rssMb < 300 ? 'met' : 'missed'}`);
} finally {
  await Promise.all([service.stop(), cold.stop()]);
  baselineServer.server.close();
}
