// `npm run bench`: figures printed beside a baseline measured in the same run, as ratios and percentiles.
import { cpus, totalmem } from 'node:os';
import { demoTokens, printTable, startBaseline, startService } from './harness.js';
import { placement } from './cores.js';
import { authenticationBench, authenticationGoals } from './authentication.js';
import { bareProcessFigure, signatureBench, signatureGoals } from './signatures.js';
import { goalLine, reportBroken } from './verdict.js';
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
import { availabilityBench } from './availability.js';
import { trailLookupBench } from './trail-lookup.js';
import { inOwnProcess } from './own-process.js';
import { RELAY_NODE_FLAGS } from '../shared/runtime/node-flags.js';

async function main() {
  console.log(
    `Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB; Node ${process.version}; ${placement()}; ${new Date().toISOString()}`,
  );
  const baselineServer = await startBaseline();
  const service = await startService();
  const cold = await startService({ SIGNATURE_CACHE: 'false' });
  try {
    const { portal } = await demoTokens(service.port);
    const auth = await authenticationBench(service, baselineServer.url);
    const { baseline } = auth;

    const { warm, coldFigure, coldLoaded } = await signatureBench(service, cold);
    printTable([baseline, await bareProcessFigure(), warm.figure, coldFigure, coldLoaded], baseline);

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
${signatureGoals(baseline, { warm, coldFigure, coldLoaded })}
${goalLine('initial JavaScript of /admin, gzip (KB)', portalJsKb, '<= 250', portalJsKb <= 250)}
${goalLine('library of 200 rendered (ms)', library.libraryMs, '< 1000', library.libraryMs < 1000)}
${goalLine('editor with its preview (ms)', library.editorMs, '< 1000', library.editorMs < 1000)}
${goalLine('designer edit to preview, 20 blocks (ms)', designer.editMs, '< 100', designer.editMs < 100)}`);
  } finally {
    await Promise.all([service.stop(), cold.stop()]);
    baselineServer.stop();
  }
  await storageCountsBench();
  await partitionSimBench();
  await directorySnapshotBench();
  await inOwnProcess('csv-import.ts', 'CSV import of 50,000 rows');
  await applyReportsBench();
  await benchClickReports();
  doctorBench();
  openApiSizeBench();
  await stallBench();
  // Its load generator and next hop are in the bench's process: a fresh one with the relay's flags, as when it runs alone.
  await inOwnProcess('relay.ts', 'relay', RELAY_NODE_FLAGS);
  await availabilityBench();
  // Seeds the million trail rows the goal names (and a tenth beside them) into its own Azurite first.
  await trailLookupBench();
  reportBroken();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
