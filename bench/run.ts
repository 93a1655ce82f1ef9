// `npm run bench`: figures printed beside a baseline measured in the same run, as ratios and percentiles.
import { cpus, totalmem } from 'node:os';
import { demoTokens, printTable, startBaseline, startService } from './harness.js';
import { authenticationBench, authenticationGoals } from './authentication.js';
import { signatureBench } from './signatures.js';
import { directorySnapshotBench } from './directory-snapshot.js';
import { applyReportsBench } from './apply-reports.js';
import { benchClickReports } from './click-reports.js';
import { doctorBench } from './doctor.js';
import { timeLibrary } from './portal-library.js';
import { initialPortalJsGzipKb } from './portal-size.js';
import { storageCountsBench } from './storage-counts.js';
import { partitionSimBench } from './partition-sim.js';
import { timeDesignerEdit } from './designer-preview.js';
import { stallBench } from './stalls.js';
import { openApiSizeBench } from './openapi-size.js';
import { relayBench } from './relay.js';

async function main() {
  console.log(
    `Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB; Node ${process.version}; ${new Date().toISOString()}`,
  );
  const baselineServer = await startBaseline();
  const service = await startService();
  const cold = await startService({ SIGNATURE_CACHE: 'false' });
  try {
    const { portal } = await demoTokens(service.port);
    const auth = await authenticationBench(service, baselineServer.url);
    const { baseline } = auth;

    const { warm, coldFigure, coldLoaded } = await signatureBench(service, cold);
    printTable([baseline, warm.figure, coldFigure, coldLoaded], baseline);

    const ratio = warm.figure.requestsPerSecond / baseline.requestsPerSecond;
    const portalJsKb = await initialPortalJsGzipKb(service.url);
    const library = await timeLibrary(service, portal, baselineServer.browserUrl);
    const designer = await timeDesignerEdit(service, portal);
    console.log(
      `Portal: designer of 20 blocks, edit to preview shown ${designer.editMs} ms (median of 15, p90 ${designer.p90Ms} ms); library baseline page ${library.baselineMs} ms`,
    );
    console.log(
      `\nPortal: library of 200 templates rendered ${library.libraryMs} ms after navigation, the editor with its preview ${library.editorMs} ms (medians of 5); the bare baseline page ${library.baselineMs} ms in the same browser`,
    );
    console.log(`
Goals                                  figure     goal
${authenticationGoals(auth)}
warm throughput / baseline             ${ratio.toFixed(3).padEnd(10)} >= 0.4   ${ratio >= 0.4 ? 'met' : 'missed'}
warm p99 at 32 connections (ms)        ${String(warm.figure.p99).padEnd(10)} < 15     ${warm.figure.p99 < 15 ? 'met' : 'missed'}
cold p99, one at a time (ms)           ${String(coldFigure.p99).padEnd(10)} < 60     ${coldFigure.p99 < 60 ? 'met' : 'missed'}
cold p99, 8 connections (ms)           ${String(coldLoaded.p99).padEnd(10)} < 60     ${coldLoaded.p99 < 60 ? 'met' : 'missed'}
service RSS under load (MB)            ${String(warm.rssMb).padEnd(10)} < 300    ${warm.rssMb < 300 ? 'met' : 'missed'}
initial JavaScript of /admin, gzip (KB) ${String(portalJsKb).padEnd(9)} <= 250   ${portalJsKb <= 250 ? 'met' : 'missed'}
library of 200 rendered (ms)           ${String(library.libraryMs).padEnd(10)} < 1000   ${library.libraryMs < 1000 ? 'met' : 'missed'}
editor with its preview (ms)           ${String(library.editorMs).padEnd(10)} < 1000   ${library.editorMs < 1000 ? 'met' : 'missed'}
designer edit to preview, 20 blocks (ms) ${String(designer.editMs).padEnd(9)} < 100    ${designer.editMs < 100 ? 'met' : 'missed'}`);
  } finally {
    await Promise.all([service.stop(), cold.stop()]);
    baselineServer.server.close();
  }
  await storageCountsBench();
  await partitionSimBench();
  await directorySnapshotBench();
  await applyReportsBench();
  await benchClickReports();
  doctorBench();
  openApiSizeBench();
  await stallBench();
  await relayBench();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
